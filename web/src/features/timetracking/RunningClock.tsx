import { Badge, HStack, Text } from '@chakra-ui/react';
import { formatDuration } from '@portal/contract/duration';
import { Pause } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A pause of a running record; the paused record's last one has no stop yet. */
export interface Break {
  start: string;
  stop?: string | null;
}

/**
 * The worked milliseconds of a record running since `startMs` up to `nowMs`, counted from `fromMs` on (default: its
 * start): the span less the part of each break in it (an open break up to now).
 */
export function workedMs(startMs: number, breaks: readonly Break[], nowMs: number, fromMs = startMs): number {
  const from = Math.max(startMs, fromMs);
  const overlap = (a: number, b: number) => Math.max(0, Math.min(b, nowMs) - Math.max(a, from));
  const paused = breaks.reduce(
    (sum, pause) => sum + overlap(Date.parse(pause.start), pause.stop ? Date.parse(pause.stop) : nowMs),
    0,
  );
  return Math.max(0, nowMs - from - paused);
}

/** The closed breaks' milliseconds: the clock turns over a second later after each. */
const closedMs = (breaks: readonly Break[]) =>
  breaks.reduce((sum, pause) => sum + (pause.stop ? Date.parse(pause.stop) - Date.parse(pause.start) : 0), 0);

/**
 * The current time, re-rendering on each new worked second of a record running since `start` (timed to that
 * second's boundary, so every device showing the same record turns over at the same moment); null without a start.
 */
export function useClockNow(start: string | null | undefined, breaks: readonly Break[] = []): number | null {
  const startMs = start ? Date.parse(start) : NaN;
  const origin = startMs + closedMs(breaks);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(origin)) return undefined;
    let timer: number;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = window.setTimeout(tick, 1000 - ((((current - origin) % 1000) + 1000) % 1000));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [origin]);
  return Number.isNaN(startMs) ? null : now;
}

/**
 * Whole worked seconds of a record running since `start`: now − start − its closed breaks − its open break so far
 * (a paused clock stands still); null without a start.
 */
export function useElapsedSeconds(
  start: string | null | undefined,
  breaks: readonly Break[] = [],
): number | null {
  const now = useClockNow(start, breaks);
  if (now === null || !start) return null;
  return Math.floor(workedMs(Date.parse(start), breaks, now) / 1000);
}

/**
 * The running clock: the worked time of the running record (breaks left out), "paused" in words while it is, and
 * the controls beside it (start, or pause, resume and stop).
 */
export function RunningClock({
  start,
  breaks = [],
  paused = false,
  children,
}: {
  /** The running record's start; null while nothing runs. */
  start: string | null;
  breaks?: readonly Break[];
  paused?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const elapsed = useElapsedSeconds(start, breaks);
  const running = elapsed !== null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text
        role="timer"
        aria-label={t('timetracking:clock.label')}
        fontFamily="mono"
        fontVariantNumeric="tabular-nums"
        fontWeight="semibold"
        textStyle="lg"
        color={running && !paused ? 'teal.fg' : 'fg.muted'}
      >
        {formatDuration(elapsed ?? 0)}
      </Text>
      {running && paused && (
        <Badge colorPalette="orange" variant="subtle" data-testid="clock-paused">
          <Pause aria-hidden="true" />
          {t('timetracking:clock.paused')}
        </Badge>
      )}
      {children}
    </HStack>
  );
}
