/** The languages the portal speaks; German first, English as fallback. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/**
 * Picks the language from an Accept-Language value (or a plain `de`/`en`): the supported language with the
 * highest q-value wins, earlier entries winning ties; German when none matches (as the backend does).
 */
export function parseLanguage(header: string | readonly string[] | null | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header as string | null | undefined);
  if (!value) return DEFAULT_LANGUAGE;
  const candidates = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        lang: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((c) => c.quality > 0 && (LANGUAGES as readonly string[]).includes(c.lang))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (candidates[0]?.lang as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The few user-visible texts the gateway itself produces. */
const MESSAGES = {
  upstreamUnavailable: {
    de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
  unauthenticated: { de: 'Nicht authentifiziert.', en: 'Unauthenticated.' },
  forbidden: {
    de: 'Ihnen fehlt die Berechtigung für diese Aktion.',
    en: 'You are not allowed to do this.',
  },
  serverError: { de: 'Serverfehler', en: 'Server Error' },
  notFound: { de: 'Nicht gefunden.', en: 'Not found.' },
  invalidOrderBy: {
    de: 'Nach „{value}“ kann nicht sortiert werden. Möglich: {allowed}.',
    en: 'Cannot sort by "{value}". Possible: {allowed}.',
  },
  fileTooLarge: {
    de: 'Die Datei ist zu groß (höchstens {limit}).',
    en: 'The file is too large (at most {limit}).',
  },
  notMultipart: {
    de: 'Dateien werden als multipart/form-data hochgeladen.',
    en: 'Files are uploaded as multipart/form-data.',
  },
  tooManyOperations: {
    de: 'Zu viele gleichzeitige Operationen auf dieser Verbindung (höchstens {limit}).',
    en: 'Too many concurrent operations on this connection (at most {limit}).',
  },
  passwordLaneFull: {
    de: 'Gerade werden sehr viele Passwörter geprüft. Bitte versuchen Sie es gleich noch einmal.',
    en: 'Very many passwords are being checked right now. Please try again in a moment.',
  },
  duplicateNetwork: {
    de: 'Das Netzwerk „{network}“ ist mehrfach angegeben.',
    en: 'The network "{network}" is given more than once.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The message in the language; `{name}` placeholders are filled from `params`. */
export function t(key: MessageKey, language: Language, params?: Readonly<Record<string, string>>): string {
  const text: string = MESSAGES[key][language];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? params[name]! : match,
  );
}
