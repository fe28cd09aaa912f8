import { defineMessages } from '../../http/messages.js';

/** The DAWUM module's messages: why a sync failed (stored as code and detail, shown in the reader's language). */
export const messages = defineMessages({
  en: {
    'dawum.survey_not_found': 'There is no survey with this number.',
    'dawum.parliament_not_found': 'There is no parliament with this number.',
    'dawum.range': 'The start of the period must not lie after its end.',
    'dawum.sync.timeout': 'DAWUM did not answer within :seconds seconds.',
    'dawum.sync.unreachable': 'DAWUM could not be reached (:reason).',
    'dawum.sync.http_status': 'DAWUM answered with HTTP status :status.',
    'dawum.sync.incomplete': 'The download from DAWUM broke off (:reason).',
    'dawum.sync.too_large': 'The DAWUM document is larger than :mb MB.',
    'dawum.sync.too_many_values': 'The DAWUM document holds more than :max values.',
    'dawum.sync.empty': 'DAWUM sent an empty document.',
    'dawum.sync.html': 'DAWUM sent a web page instead of its data (JSON).',
    'dawum.sync.not_json': 'DAWUM sent no valid JSON (the download may be damaged).',
    'dawum.sync.not_dawum': 'The document is not DAWUM data: :part is missing or malformed.',
    'dawum.sync.bad_entry': 'The DAWUM document has a malformed entry :id in :part.',
    'dawum.sync.bad_survey': 'The DAWUM document has a malformed survey :id.',
    'dawum.sync.failed': 'The DAWUM sync failed (:reason).',
  },
  de: {
    'dawum.survey_not_found': 'Es gibt keine Umfrage mit dieser Nummer.',
    'dawum.parliament_not_found': 'Es gibt kein Parlament mit dieser Nummer.',
    'dawum.range': 'Der Beginn des Zeitraums darf nicht nach seinem Ende liegen.',
    'dawum.sync.timeout': 'DAWUM hat nicht innerhalb von :seconds Sekunden geantwortet.',
    'dawum.sync.unreachable': 'DAWUM war nicht erreichbar (:reason).',
    'dawum.sync.http_status': 'DAWUM hat mit dem HTTP-Status :status geantwortet.',
    'dawum.sync.incomplete': 'Der Download von DAWUM ist abgebrochen (:reason).',
    'dawum.sync.too_large': 'Das DAWUM-Dokument ist größer als :mb MB.',
    'dawum.sync.too_many_values': 'Das DAWUM-Dokument enthält mehr als :max Werte.',
    'dawum.sync.empty': 'DAWUM hat ein leeres Dokument geschickt.',
    'dawum.sync.html': 'DAWUM hat statt seiner Daten (JSON) eine Webseite geschickt.',
    'dawum.sync.not_json': 'DAWUM hat kein gültiges JSON geschickt (der Download ist womöglich beschädigt).',
    'dawum.sync.not_dawum': 'Das Dokument enthält keine DAWUM-Daten: :part fehlt oder ist fehlerhaft.',
    'dawum.sync.bad_entry': 'Das DAWUM-Dokument hat einen fehlerhaften Eintrag :id in :part.',
    'dawum.sync.bad_survey': 'Das DAWUM-Dokument hat eine fehlerhafte Umfrage :id.',
    'dawum.sync.failed': 'Der DAWUM-Abgleich ist fehlgeschlagen (:reason).',
  },
  attributes: {
    en: { parliament: 'parliament', survey_id: 'survey' },
    de: { parliament: 'Parlament', survey_id: 'Umfrage' },
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
