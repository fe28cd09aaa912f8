import { defineMessages } from '../../http/messages.js';

/** The crypto tracker's messages: what the exchange said, in the member's words. */
export const messages = defineMessages({
  en: {
    'crypt_track.error.badKey': 'The exchange does not know this API key.',
    'crypt_track.error.badPassphrase': 'The passphrase does not match the API key.',
    'crypt_track.error.badSignature': 'The API secret does not match the API key.',
    'crypt_track.error.ipNotWhitelisted':
      "The exchange refuses this server's IP address: add it to the API key's IP whitelist.",
    'crypt_track.error.rateLimited': 'The exchange asks us to slow down. Please try again in a moment.',
    'crypt_track.error.unavailable': 'The exchange is not available right now (maintenance or an outage).',
    'crypt_track.error.timeout': 'The exchange did not answer in time.',
    'crypt_track.error.clockSkew': "The exchange refused the request's time stamp (check the server clock).",
    'crypt_track.error.exchange': 'The exchange refused the request (:code: :reason).',
    'crypt_track.error.unreadable': 'The stored API keys can no longer be read. Please enter them again.',
    'crypt_track.deleted': 'The configuration has been deleted.',
    'crypt_track.period': 'The period must start before it ends.',
  },
  de: {
    'crypt_track.error.badKey': 'Die Börse kennt diesen API-Schlüssel nicht.',
    'crypt_track.error.badPassphrase': 'Die Passphrase passt nicht zum API-Schlüssel.',
    'crypt_track.error.badSignature': 'Das API-Secret passt nicht zum API-Schlüssel.',
    'crypt_track.error.ipNotWhitelisted':
      'Die Börse lehnt die IP-Adresse dieses Servers ab: Bitte tragen Sie sie in die IP-Whitelist des API-Schlüssels ein.',
    'crypt_track.error.rateLimited':
      'Die Börse bittet um weniger Anfragen. Bitte versuchen Sie es gleich noch einmal.',
    'crypt_track.error.unavailable': 'Die Börse ist gerade nicht erreichbar (Wartung oder Störung).',
    'crypt_track.error.timeout': 'Die Börse hat nicht rechtzeitig geantwortet.',
    'crypt_track.error.clockSkew':
      'Die Börse hat den Zeitstempel der Anfrage abgelehnt (bitte prüfen Sie die Serveruhr).',
    'crypt_track.error.exchange': 'Die Börse hat die Anfrage abgelehnt (:code: :reason).',
    'crypt_track.error.unreadable':
      'Die gespeicherten API-Schlüssel können nicht mehr gelesen werden. Bitte geben Sie sie erneut ein.',
    'crypt_track.deleted': 'Die Konfiguration wurde gelöscht.',
    'crypt_track.period': 'Der Zeitraum muss beginnen, bevor er endet.',
  },
  attributes: {
    en: {
      platform: 'platform',
      label: 'label',
      api_key: 'API key',
      'api_key.key': 'API key',
      api_secret: 'API secret',
      'api_secret.key': 'API secret',
      api_passphrase: 'API passphrase',
      'api_passphrase.key': 'API passphrase',
      meta: 'meta data',
      symbol: 'symbol',
    },
    de: {
      platform: 'Plattform',
      label: 'Bezeichnung',
      api_key: 'API-Schlüssel',
      'api_key.key': 'API-Schlüssel',
      api_secret: 'API-Secret',
      'api_secret.key': 'API-Secret',
      api_passphrase: 'API-Passphrase',
      'api_passphrase.key': 'API-Passphrase',
      meta: 'Metadaten',
      symbol: 'Symbol',
    },
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
