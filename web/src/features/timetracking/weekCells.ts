import { formatDuration, parseDuration } from '@portal/contract/duration';

// A cell of the week grid shows its time as hours and minutes (`7:30`) and takes it back in that form, as well as in
// every form of a record's duration (`1h30m`, `90m`, `01:30:00`); empty clears the cell.

const HOURS_MINUTES = /^(\d{1,4}):([0-5]\d)$/;

/** `H:MM` of whole seconds (minutes rounded down, as the cell takes whole minutes); '' for none. */
export function formatCell(seconds: number): string {
  if (seconds <= 0) return '';
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * What a typed cell sends as `SaveTimeWeekCellInput.duration`: the text as typed when the server reads it, `H:MM`
 * written as the server's `HH:mm:ss`, '' (clear) for an empty cell; null when it is no duration.
 */
export function cellDuration(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const clock = HOURS_MINUTES.exec(typed);
  if (clock) return formatDuration((Number(clock[1]) * 60 + Number(clock[2])) * 60);
  return parseDuration(typed) === null ? null : typed;
}
