import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { FeatureTexts } from '../lib/feature';
import de from './de.json';
import en from './en.json';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The language in use now ('de' or 'en'). */
export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

i18n.on('languageChanged', (lang) => {
  if (!isLanguage(lang)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the language still changes
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

void i18n.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  // Counts in texts are written `{{count, number}}`: 1.234 Sender / 1,234 channels (plurals still pick by the number).
  // Uncached: the built-in cache keeps one formatter per distinct set of options, every count a new entry.
  cacheInBuiltFormats: false,
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();

/** Adds a feature's namespace: its texts are then `t('<namespace>:<key>')`. */
export function addTexts({ namespace, de: german, en: english }: FeatureTexts): void {
  i18n.addResourceBundle('de', namespace, german);
  i18n.addResourceBundle('en', namespace, english);
}

/** A text in every language, to recognise it whichever language wrote it (a tab's label in a shared link). */
export function inEveryLanguage(key: string): string[] {
  return LANGUAGES.map((lng) => i18n.t(key, { lng }));
}

export function setLanguage(lang: Language): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

export default i18n;

/** The language the UI shows now; re-renders the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : currentLanguage();
}
