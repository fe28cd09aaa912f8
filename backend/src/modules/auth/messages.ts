import { defineMessages } from '../../http/messages.js';

/** The auth module's messages and field names. */
export const messages = defineMessages({
  en: {
    'auth.failed': 'These credentials do not match our records.',
    'auth.throttle': 'Too many login attempts. Please try again in :seconds seconds.',
    'auth.inactive': 'Your account is not active. Please contact an administrator.',
    'auth.logged_out': 'Successfully logged out.',
    'auth.telegram_unavailable': 'Login via Telegram is not configured.',
    'auth.telegram_invalid': 'The Telegram login data is invalid.',
    'auth.telegram_expired': 'The Telegram login data has expired. Please log in again.',
    'auth.telegram_unknown': 'No member is linked to this Telegram account.',
    'auth.read_only': 'This access token is read-only.',
    'passwords.sent': 'We have emailed your password reset link.',
    'passwords.reset': 'Your password has been reset.',
    'passwords.user': "We can't find a user with that email address.",
    'passwords.token': 'This password reset token is invalid.',
    'passwords.throttled': 'Please wait before retrying.',
  },
  de: {
    'auth.failed': 'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
    'auth.throttle': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in :seconds Sekunden erneut.',
    'auth.inactive': 'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an einen Administrator.',
    'auth.logged_out': 'Erfolgreich abgemeldet.',
    'auth.telegram_unavailable': 'Die Anmeldung über Telegram ist nicht eingerichtet.',
    'auth.telegram_invalid': 'Die Telegram-Anmeldedaten sind ungültig.',
    'auth.telegram_expired': 'Die Telegram-Anmeldedaten sind abgelaufen. Bitte melden Sie sich erneut an.',
    'auth.telegram_unknown': 'Mit diesem Telegram-Konto ist kein Mitglied verknüpft.',
    'auth.read_only': 'Dieses Zugriffstoken darf nur lesen.',
    'passwords.sent': 'Wir haben Ihnen einen Link zum Zurücksetzen des Passworts per E-Mail gesendet.',
    'passwords.reset': 'Ihr Passwort wurde zurückgesetzt.',
    'passwords.user': 'Wir können keinen Benutzer mit dieser E-Mail-Adresse finden.',
    'passwords.token': 'Der Passwort-Wiederherstellungs-Schlüssel ist ungültig oder abgelaufen.',
    'passwords.throttled': 'Bitte warten Sie, bevor Sie es erneut versuchen.',
  },
  attributes: {
    de: {
      token: 'Token',
      hash: 'Hash',
      auth_date: 'Anmeldezeitpunkt',
      first_name: 'Vorname',
      last_name: 'Nachname',
      username: 'Benutzername',
      photo_url: 'Foto-URL',
    },
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
