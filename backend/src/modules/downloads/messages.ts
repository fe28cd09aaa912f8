import { defineMessages } from '../../http/messages.js';

/** The downloads module's messages and field names. */
export const messages = defineMessages({
  en: {
    'downloads.deleted': 'The download has been deleted.',
  },
  de: {
    'downloads.deleted': 'Der Download wurde gelöscht.',
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
