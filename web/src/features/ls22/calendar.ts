import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '../../i18n';
import { LOCALES } from '../../lib/format';

/** The month's name in the language (1 = January). */
export function monthName(month: number, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

export interface InGameDate {
  year: number;
  month: number;
  day: number;
}

/** An in-game date as the language writes it: "1 September, year 2" / "1. September, Jahr 2". */
export function useInGameDateText(): (date: InGameDate) => string {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (date) =>
    t('ls22:calendar.date', { day: date.day, month: monthName(date.month, lang), year: date.year });
}

/**
 * A time the savegame writes as the server's wall clock, without a zone ("2026-11-20 18:00", a player's last
 * connection), as the language writes dates and times: "20.11.2026 18:00" / "20/11/2026 18:00". Other text as it came.
 */
export function savegameTimeText(text: string, lang: Language): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text.trim())?.slice(1).map(Number);
  if (!parts) return text;
  const [year, month, day, hour, minute] = parts as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // 2026-13-01, 2026-02-30, 25:00: Date.UTC rolls them over
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date.getUTCHours() !== hour)
    return text;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' }).format(date);
  return `${format({ day: '2-digit', month: '2-digit', year: 'numeric' })} ${format({
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })}`;
}
