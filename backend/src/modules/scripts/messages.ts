import { defineMessages } from '../../http/messages.js';

/** The scripts module's messages and field names (personal access tokens). */
export const messages = defineMessages({
  en: {
    'scripts.session_required':
      'Access tokens can only be created while logged in, not with another access token.',
    'scripts.too_many': 'You can have at most :max access tokens. Please revoke one you no longer need.',
    'scripts.expires_in_past': 'The :attribute must lie in the future.',
  },
  de: {
    'scripts.session_required':
      'Zugriffstoken können nur in einer angemeldeten Sitzung erstellt werden, nicht mit einem anderen Zugriffstoken.',
    'scripts.too_many':
      'Sie können höchstens :max Zugriffstoken haben. Bitte widerrufen Sie eines, das Sie nicht mehr benötigen.',
    'scripts.expires_in_past': ':attribute muss in der Zukunft liegen.',
  },
  attributes: {
    en: { expires_at: 'expiry date' },
    de: { scope: 'Berechtigung', expires_at: 'Ablaufdatum' },
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
