import type { Locale } from './locale.js';

/** Server messages. Placeholders: `:attribute`, `:min`, `:max`, `:other`, `:count`, `:seconds`. */
const en = {
  // common answers
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  not_found: 'Not found.',
  server_error: 'Server Error',
  invalid_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Unsupported content type; send application/json.',
  bad_request: 'Bad request.',
  more_errors_one: '(and :count more error)',
  more_errors_other: '(and :count more errors)',

  // auth
  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in :seconds seconds.',
  'auth.inactive': 'Your account is not active. Please contact an administrator.',
  'auth.logged_out': 'Successfully logged out.',
  'auth.telegram_unavailable': 'Login via Telegram is not configured.',
  'auth.telegram_invalid': 'The Telegram login data is invalid.',
  'auth.telegram_expired': 'The Telegram login data has expired. Please log in again.',
  'auth.telegram_unknown': 'No member is linked to this Telegram account.',
  'passwords.sent': 'We have emailed your password reset link.',
  'passwords.reset': 'Your password has been reset.',
  'passwords.user': "We can't find a user with that email address.",
  'passwords.token': 'This password reset token is invalid.',
  'passwords.throttled': 'Please wait before retrying.',

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

  // admin: users
  'users.deleted': 'The member has been deleted.',
  'users.last_super_admin_active': 'The last active super admin cannot be deactivated.',
  'users.last_super_admin_role': 'The last active super admin cannot lose the SUPER_ADMIN role.',
  'users.last_super_admin_delete': 'The last active super admin cannot be deleted.',
  'users.user_id_mismatch': 'The user id does not match the member being edited.',
  'users.role_ids_unknown': 'Unknown role id(s): :ids.',

  // profile
  'profile.password_changed': 'Your password has been changed.',
  'profile.current_password': 'The password is incorrect.',
  'profile.social_media_object': 'The social media links must be an object of network names and URLs.',
  'profile.social_media_network': 'Network names must be 1 to 32 characters of a-z, 0-9, _ and -.',
  'profile.social_media_url': 'The link for :network must be an http(s) URL.',

  // realtime
  'broadcasting.forbidden': 'You may not listen on this channel.',

  // downloads and the data export
  'downloads.deleted': 'The download has been deleted.',
  'export.queued':
    'Your data export has been started. It will appear in your downloads, and you will be notified when it is ready.',

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
} as const;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  unauthenticated: 'Nicht authentifiziert.',
  forbidden: 'Diese Aktion ist nicht autorisiert.',
  not_found: 'Nicht gefunden.',
  server_error: 'Serverfehler',
  invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  payload_too_large: 'Der Inhalt der Anfrage ist zu groß.',
  unsupported_media_type: 'Nicht unterstützter Inhaltstyp; bitte application/json senden.',
  bad_request: 'Ungültige Anfrage.',
  more_errors_one: '(und :count weiterer Fehler)',
  more_errors_other: '(und :count weitere Fehler)',

  'auth.failed': 'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
  'auth.throttle': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in :seconds Sekunden erneut.',
  'auth.inactive': 'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an einen Administrator.',
  'auth.logged_out': 'Erfolgreich abgemeldet.',
  'auth.telegram_unavailable': 'Die Anmeldung über Telegram ist nicht eingerichtet.',
  'auth.telegram_invalid': 'Die Telegram-Anmeldedaten sind ungültig.',
  'auth.telegram_expired': 'Die Telegram-Anmeldedaten sind abgelaufen. Bitte melden Sie sich erneut an.',
  'auth.telegram_unknown': 'Mit diesem Telegram-Konto ist kein Mitglied verknüpft.',
  'passwords.sent': 'Wir haben Ihnen einen Link zum Zurücksetzen des Passworts per E-Mail gesendet.',
  'passwords.reset': 'Ihr Passwort wurde zurückgesetzt.',
  'passwords.user': 'Wir können keinen Benutzer mit dieser E-Mail-Adresse finden.',
  'passwords.token': 'Der Passwort-Wiederherstellungs-Schlüssel ist ungültig oder abgelaufen.',
  'passwords.throttled': 'Bitte warten Sie, bevor Sie es erneut versuchen.',

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

  'users.deleted': 'Das Mitglied wurde gelöscht.',
  'users.last_super_admin_active': 'Der letzte aktive Super-Admin kann nicht deaktiviert werden.',
  'users.last_super_admin_role':
    'Dem letzten aktiven Super-Admin kann die Rolle SUPER_ADMIN nicht entzogen werden.',
  'users.last_super_admin_delete': 'Der letzte aktive Super-Admin kann nicht gelöscht werden.',
  'users.user_id_mismatch': 'Die Benutzer-ID passt nicht zum bearbeiteten Mitglied.',
  'users.role_ids_unknown': 'Unbekannte Rollen-ID(s): :ids.',

  'profile.password_changed': 'Ihr Passwort wurde geändert.',
  'profile.current_password': 'Das Passwort ist falsch.',
  'profile.social_media_object': 'Die Social-Media-Links müssen ein Objekt aus Netzwerknamen und URLs sein.',
  'profile.social_media_network': 'Netzwerknamen müssen 1 bis 32 Zeichen aus a-z, 0-9, _ und - haben.',
  'profile.social_media_url': 'Der Link für :network muss eine http(s)-URL sein.',

  'broadcasting.forbidden': 'Sie dürfen diesen Kanal nicht abonnieren.',

  'downloads.deleted': 'Der Download wurde gelöscht.',
  'export.queued':
    'Der Export Ihrer Daten wurde gestartet. Er erscheint in Ihren Downloads; Sie werden benachrichtigt, sobald er bereit ist.',

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
};

/** Field names as members read them. English falls back to the key with underscores as spaces (Laravel). */
const attributes: Record<Locale, Record<string, string>> = {
  en: { itemsPerPage: 'items per page' },
  de: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    password_confirmation: 'Passwortbestätigung',
    token: 'Token',
    id: 'ID',
    hash: 'Hash',
    auth_date: 'Anmeldezeitpunkt',
    first_name: 'Vorname',
    last_name: 'Nachname',
    username: 'Benutzername',
    photo_url: 'Foto-URL',
    title: 'Titel',
    subtitle: 'Untertitel',
    channel_url: 'Kanal-URL',
    frontend_url: 'Frontend-URL',
    current_password: 'Aktuelles Passwort',
    social_media: 'Social Media',
    active: 'Aktiv',
    role_ids: 'Rollen',
    user_id: 'Benutzer-ID',
    page: 'Seite',
    itemsPerPage: 'Einträge pro Seite',
    socket_id: 'Socket-ID',
    channel_name: 'Kanalname',
  },
};

const catalogue: Record<Locale, Record<MessageKey, string>> = { en, de };

export type Replacements = Record<string, string | number>;

export function t(locale: Locale, key: MessageKey, replacements: Replacements = {}): string {
  let text = catalogue[locale][key] ?? en[key];
  // longest placeholder names first so `:min` does not eat into `:minutes`
  const names = Object.keys(replacements).sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(`:${name}`).join(String(replacements[name]));
  return text;
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
