import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '../../i18n';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

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
