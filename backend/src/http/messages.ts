import type { Locale } from './locale.js';
import { LOCALES } from './locale.js';

/** Server messages. Placeholders: `:attribute`, `:min`, `:max`, `:other`, `:count`, `:seconds`. */
const en = {
  // common answers
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  not_found: 'Not found.',
  server_error: 'Server Error',
  invalid_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request body is too large.',
  upload_too_large: 'The file must not be greater than :max kilobytes.',
  unsupported_media_type: 'Unsupported content type; send application/json.',
  bad_request: 'Bad request.',
  passwords_busy: 'Very many passwords are being checked right now. Please try again in a moment.',
  more_errors_one: '(and :count more error)',
  more_errors_other: '(and :count more errors)',

  // mail
  'mail.reset.subject': 'Reset your password',
  'mail.reset.greeting': 'Hello :name,',
  'mail.reset.intro':
    'You are receiving this e-mail because we received a password reset request for your account.',
  'mail.reset.action': 'Reset password',
  'mail.reset.expiry': 'This password reset link will expire in :count minutes.',
  'mail.reset.outro': 'If you did not request a password reset, no further action is required.',
  'mail.reset.salutation': 'Regards, your Portal',

  // lists (every paged resource)
  'list.malformed': 'This parameter is malformed.',
  'list.duplicate': 'This parameter may be given only once.',
  'list.order_field': 'Sorting by this field is not possible.',
  'list.order_direction': 'The sort direction must be asc or desc.',
  'list.filter_field': 'Filtering by this field is not possible.',
  'list.filter_value': 'This filter value is not valid.',
  'list.filter_too_long': 'This filter value must not be longer than :max characters.',
  'pagination.previous': '&laquo; Previous',
  'pagination.next': 'Next &raquo;',

  // realtime
  'broadcasting.forbidden': 'You may not listen on this channel.',

  // other catalogue entries used by later modules
  invalid_position: 'invalid position',

  // validation rules (Laravel wording)
  'validation.required': 'The :attribute field is required.',
  'validation.string': 'The :attribute field must be a string.',
  'validation.email': 'The :attribute field must be a valid email address.',
  'validation.integer': 'The :attribute field must be an integer.',
  'validation.numeric': 'The :attribute field must be a number.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.array': 'The :attribute field must be an array.',
  'validation.confirmed': 'The :attribute field confirmation does not match.',
  'validation.date': 'The :attribute field must be a valid date.',
  'validation.url': 'The :attribute field must be a valid URL.',
  'validation.ip': 'The :attribute field must be a valid IP address.',
  'validation.unique': 'The :attribute has already been taken.',
  'validation.exists': 'The selected :attribute is invalid.',
  'validation.in': 'The selected :attribute is invalid.',
  'validation.regex': 'The :attribute field format is invalid.',
  'validation.characters': 'The :attribute field contains an incomplete Unicode character.',
  'validation.min.string': 'The :attribute field must be at least :min characters.',
  'validation.min.numeric': 'The :attribute field must be at least :min.',
  'validation.min.array': 'The :attribute field must have at least :min items.',
  'validation.min.file': 'The :attribute field must be at least :min kilobytes.',
  'validation.max.string': 'The :attribute field must not be greater than :max characters.',
  'validation.max.numeric': 'The :attribute field must not be greater than :max.',
  'validation.max.array': 'The :attribute field must not have more than :max items.',
  'validation.max.file': 'The :attribute field must not be greater than :max kilobytes.',
  'validation.between.string': 'The :attribute field must be between :min and :max characters.',
  'validation.between.numeric': 'The :attribute field must be between :min and :max.',
  'validation.between.array': 'The :attribute field must have between :min and :max items.',
  'validation.between.file': 'The :attribute field must be between :min and :max kilobytes.',
  'validation.control_characters': 'The :attribute field must not contain control characters.',
  'validation.bidi_controls': 'The :attribute field must not contain text direction controls.',
  'validation.zero_width': 'The :attribute field must not contain invisible zero-width characters.',
  'validation.password_bytes':
    'The :attribute field must not be greater than :max bytes (characters such as ä count as 2, € as 3).',
} as const;

/** The keys of the modules' own catalogues: each module adds its keys (declaration merging, see defineMessages). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleMessageKeys {}

export type MessageKey = keyof typeof en | (keyof ModuleMessageKeys & string);

const de: Record<keyof typeof en, string> = {
  unauthenticated: 'Nicht authentifiziert.',
  forbidden: 'Diese Aktion ist nicht autorisiert.',
  not_found: 'Nicht gefunden.',
  server_error: 'Serverfehler',
  invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  payload_too_large: 'Der Inhalt der Anfrage ist zu groß.',
  upload_too_large: 'Die Datei darf maximal :max Kilobytes groß sein.',
  unsupported_media_type: 'Nicht unterstützter Inhaltstyp; bitte application/json senden.',
  bad_request: 'Ungültige Anfrage.',
  passwords_busy: 'Gerade werden sehr viele Passwörter geprüft. Bitte versuchen Sie es gleich noch einmal.',
  more_errors_one: '(und :count weiterer Fehler)',
  more_errors_other: '(und :count weitere Fehler)',

  'mail.reset.subject': 'Passwort zurücksetzen',
  'mail.reset.greeting': 'Hallo :name,',
  'mail.reset.intro':
    'Sie erhalten diese E-Mail, weil wir eine Anfrage zum Zurücksetzen des Passworts für Ihr Konto erhalten haben.',
  'mail.reset.action': 'Passwort zurücksetzen',
  'mail.reset.expiry': 'Dieser Link zum Zurücksetzen des Passworts läuft in :count Minuten ab.',
  'mail.reset.outro': 'Wenn Sie kein Zurücksetzen des Passworts angefordert haben, ist nichts weiter zu tun.',
  'mail.reset.salutation': 'Viele Grüße, Ihr Portal',

  'list.malformed': 'Dieser Parameter ist fehlerhaft.',
  'list.duplicate': 'Dieser Parameter darf nur einmal angegeben werden.',
  'list.order_field': 'Nach diesem Feld kann nicht sortiert werden.',
  'list.order_direction': 'Die Sortierrichtung muss asc oder desc sein.',
  'list.filter_field': 'Nach diesem Feld kann nicht gefiltert werden.',
  'list.filter_value': 'Dieser Filterwert ist ungültig.',
  'list.filter_too_long': 'Dieser Filterwert darf maximal :max Zeichen lang sein.',
  'pagination.previous': '&laquo; Zurück',
  'pagination.next': 'Weiter &raquo;',

  'broadcasting.forbidden': 'Sie dürfen diesen Kanal nicht abonnieren.',

  invalid_position: 'Position nicht zulässig',

  'validation.required': ':attribute muss ausgefüllt werden.',
  'validation.string': ':attribute muss ein Text sein.',
  'validation.email': ':attribute muss eine gültige E-Mail-Adresse sein.',
  'validation.integer': ':attribute muss eine ganze Zahl sein.',
  'validation.numeric': ':attribute muss eine Zahl sein.',
  'validation.boolean': ":attribute muss entweder 'true' oder 'false' sein.",
  'validation.array': ':attribute muss ein Array sein.',
  'validation.confirmed': ':attribute stimmt nicht mit der Bestätigung überein.',
  'validation.date': ':attribute muss ein gültiges Datum sein.',
  'validation.url': ':attribute muss eine gültige URL sein.',
  'validation.ip': ':attribute muss eine gültige IP-Adresse sein.',
  'validation.unique': ':attribute ist bereits vergeben.',
  'validation.exists': 'Der gewählte Wert für :attribute ist ungültig.',
  'validation.in': 'Der gewählte Wert für :attribute ist ungültig.',
  'validation.regex': ':attribute hat ein ungültiges Format.',
  'validation.characters': ':attribute enthält ein unvollständiges Unicode-Zeichen.',
  'validation.min.string': ':attribute muss mindestens :min Zeichen lang sein.',
  'validation.min.numeric': ':attribute muss mindestens :min sein.',
  'validation.min.array': ':attribute muss mindestens :min Elemente haben.',
  'validation.min.file': ':attribute muss mindestens :min Kilobytes groß sein.',
  'validation.max.string': ':attribute darf maximal :max Zeichen haben.',
  'validation.max.numeric': ':attribute darf maximal :max sein.',
  'validation.max.array': ':attribute darf maximal :max Elemente haben.',
  'validation.max.file': ':attribute darf maximal :max Kilobytes groß sein.',
  'validation.between.string': ':attribute muss zwischen :min und :max Zeichen lang sein.',
  'validation.between.numeric': ':attribute muss zwischen :min und :max liegen.',
  'validation.between.array': ':attribute muss zwischen :min und :max Elemente haben.',
  'validation.between.file': ':attribute muss zwischen :min und :max Kilobytes groß sein.',
  'validation.control_characters': ':attribute darf keine Steuerzeichen enthalten.',
  'validation.bidi_controls': ':attribute darf keine Steuerzeichen für die Schreibrichtung enthalten.',
  'validation.zero_width': ':attribute darf keine unsichtbaren Zeichen ohne Breite enthalten.',
  'validation.password_bytes':
    ':attribute darf maximal :max Bytes lang sein (Zeichen wie ä zählen 2, € zählt 3).',
};

/** Field names as members read them (the shared ones; modules add theirs). English falls back to the key with
 * underscores as spaces (Laravel). */
const attributes: Record<Locale, Record<string, string>> = {
  en: { itemsPerPage: 'items per page' },
  de: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    password_confirmation: 'Passwortbestätigung',
    id: 'ID',
    title: 'Titel',
    subtitle: 'Untertitel',
    frontend_url: 'Frontend-URL',
    page: 'Seite',
    itemsPerPage: 'Einträge pro Seite',
    socket_id: 'Socket-ID',
    channel_name: 'Kanalname',
    file: 'Datei',
  },
};

const catalogue: Record<Locale, Record<string, string>> = { en: { ...en }, de: { ...de } };

/** A module's part of the catalogue: its messages in both languages and its field names. */
export interface Catalogue {
  en: Readonly<Record<string, string>>;
  de: Readonly<Record<string, string>>;
  attributes?: Partial<Record<Locale, Readonly<Record<string, string>>>>;
}

/** Types a module's catalogue: German must have every English key. */
export const defineMessages = <const E extends Record<string, string>>(messages: {
  en: E;
  de: Record<keyof E, string>;
  attributes?: Partial<Record<Locale, Record<string, string>>>;
}) => messages;

/** Adds a module's catalogue (app.ts, for every module); a key two modules spell differently is a bug. */
export function registerMessages(part: Catalogue): void {
  const merge = (target: Record<string, string>, source: Readonly<Record<string, string>>, what: string) => {
    for (const [key, text] of Object.entries(source)) {
      if (key in target && target[key] !== text) throw new Error(`${what} ${key} is defined twice`);
      target[key] = text;
    }
  };
  for (const locale of LOCALES) {
    merge(catalogue[locale], part[locale], 'message');
    merge(attributes[locale], part.attributes?.[locale] ?? {}, 'attribute');
  }
}

export type Replacements = Record<string, string | number>;

export function t(locale: Locale, key: MessageKey, replacements: Replacements = {}): string {
  let text = catalogue[locale][key] ?? catalogue.en[key] ?? key;
  // longest placeholder names first so `:min` does not eat into `:minutes`
  const names = Object.keys(replacements).sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(`:${name}`).join(String(replacements[name]));
  return text;
}

export const hasMessage = (key: string): key is MessageKey =>
  Object.prototype.hasOwnProperty.call(catalogue.en, key);

/**
 * A stored error (`code` and its JSON `detail`, as a failed job keeps them) in `locale`: the message
 * `${family}.${code}`, or `fallback` for a code that has none (one from an older or newer version).
 */
export function storedErrorText(
  locale: Locale,
  family: string,
  fallback: MessageKey,
  code: string | null,
  detail: string | null,
): string | null {
  if (code === null) return null;
  const key = `${family}.${code}`;
  const replacements = detail ? (JSON.parse(detail) as Replacements) : {};
  return t(locale, hasMessage(key) ? key : fallback, replacements);
}

export function attributeName(locale: Locale, field: string): string {
  return attributes[locale][field] ?? field.replace(/_/g, ' ');
}

/** Laravel's summary: the first message, plus '(and N more errors)' when there are more. */
export function summarize(locale: Locale, errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? '';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} ${t(locale, more === 1 ? 'more_errors_one' : 'more_errors_other', { count: more })}`;
}
