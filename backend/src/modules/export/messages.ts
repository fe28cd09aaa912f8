import { defineMessages } from '../../http/messages.js';

/** The export module's messages and field names. */
export const messages = defineMessages({
  en: {
    'export.queued':
      'Your data export has been started. It will appear in your downloads, and you will be notified when it is ready.',
  },
  de: {
    'export.queued':
      'Der Export Ihrer Daten wurde gestartet. Er erscheint in Ihren Downloads; Sie werden benachrichtigt, sobald er bereit ist.',
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
