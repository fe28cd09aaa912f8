import { defineMessages } from '../http/messages.js';

/** The answer when the database cannot be reached (see DatabaseUnavailable). */
export const messages = defineMessages({
  en: {
    database_unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  },
  de: {
    database_unavailable: 'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
});

declare module '../http/messages.js' {
  // adds these keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
