import { defineMessages } from '../../http/messages.js';

/** The LS22 module's messages: why the server or a savegame file could not be read (stored as code and detail). */
export const messages = defineMessages({
  en: {
    'ls22.farm_not_found': 'There is no farm with this number.',
    'ls22.backup_not_found': 'There is no backup with this number.',
    'ls22.not_configured':
      'No LS22 server is configured: an administrator must enter its address and code first.',
    'ls22.range': 'The first day must not lie after the last.',
    'ls22.feed.unconfigured': 'No LS22 server is configured.',
    'ls22.feed.offline': 'SERVER OFFLINE: the server runs no game.',
    'ls22.feed.timeout': 'SERVER OFFLINE: the server did not answer within :seconds seconds.',
    'ls22.feed.unreachable':
      'SERVER OFFLINE: the server cannot be reached, or its address is not allowed (an internal network).',
    'ls22.feed.wrong_code': 'Feed unreadable: the server refused the code (HTTP :status).',
    'ls22.feed.not_found': 'The server does not offer this file.',
    'ls22.feed.http_status': 'Feed unreadable: the server answered with HTTP status :status.',
    'ls22.feed.incomplete': 'Feed unreadable: the download broke off (:reason).',
    'ls22.feed.too_large': 'Feed unreadable: the file is larger than :mb MB.',
    'ls22.feed.text_too_long': 'Feed unreadable: the file holds a text or element of more than :kb KB.',
    'ls22.feed.too_complex':
      'Feed unreadable: the file has more than :max elements or nests them deeper than :depth levels.',
    'ls22.feed.empty': 'Feed unreadable: the server sent an empty answer.',
    'ls22.feed.html': 'Feed unreadable: the server sent a web page instead of XML.',
    'ls22.feed.damaged': 'Feed unreadable: the XML is damaged (:reason).',
    'ls22.feed.unexpected': 'Feed unreadable: the file holds <:root> instead of <:expected>.',
    'ls22.feed.not_image': 'Map unreadable: the server sent no JPEG image.',
    'ls22.feed.failed': 'Feed unreadable.',
  },
  de: {
    'ls22.farm_not_found': 'Es gibt keinen Hof mit dieser Nummer.',
    'ls22.backup_not_found': 'Es gibt keine Sicherung mit dieser Nummer.',
    'ls22.not_configured':
      'Es ist kein LS22-Server eingerichtet: Ein Administrator muss zuerst seine Adresse und seinen Code eintragen.',
    'ls22.range': 'Der erste Tag darf nicht nach dem letzten liegen.',
    'ls22.feed.unconfigured': 'Es ist kein LS22-Server eingerichtet.',
    'ls22.feed.offline': 'SERVER OFFLINE: Auf dem Server läuft kein Spiel.',
    'ls22.feed.timeout': 'SERVER OFFLINE: Der Server hat nicht innerhalb von :seconds Sekunden geantwortet.',
    'ls22.feed.unreachable':
      'SERVER OFFLINE: Der Server ist nicht erreichbar, oder seine Adresse ist nicht erlaubt (ein internes Netz).',
    'ls22.feed.wrong_code': 'Feed nicht lesbar: Der Server hat den Code abgelehnt (HTTP :status).',
    'ls22.feed.not_found': 'Der Server bietet diese Datei nicht an.',
    'ls22.feed.http_status': 'Feed nicht lesbar: Der Server hat mit dem HTTP-Status :status geantwortet.',
    'ls22.feed.incomplete': 'Feed nicht lesbar: Der Download ist abgebrochen (:reason).',
    'ls22.feed.too_large': 'Feed nicht lesbar: Die Datei ist größer als :mb MB.',
    'ls22.feed.text_too_long':
      'Feed nicht lesbar: Die Datei enthält einen Text oder ein Element von mehr als :kb KB.',
    'ls22.feed.too_complex':
      'Feed nicht lesbar: Die Datei hat mehr als :max Elemente oder verschachtelt sie tiefer als :depth Ebenen.',
    'ls22.feed.empty': 'Feed nicht lesbar: Der Server hat eine leere Antwort geschickt.',
    'ls22.feed.html': 'Feed nicht lesbar: Der Server hat statt XML eine Webseite geschickt.',
    'ls22.feed.damaged': 'Feed nicht lesbar: Das XML ist beschädigt (:reason).',
    'ls22.feed.unexpected': 'Feed nicht lesbar: Die Datei enthält <:root> statt <:expected>.',
    'ls22.feed.not_image': 'Karte nicht lesbar: Der Server hat kein JPEG-Bild geschickt.',
    'ls22.feed.failed': 'Feed nicht lesbar.',
  },
  attributes: {
    en: { farm_id: 'farm', server_url: 'server address', from_day: 'first day', to_day: 'last day' },
    de: { farm_id: 'Hof', server_url: 'Serveradresse', from_day: 'erster Tag', to_day: 'letzter Tag' },
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
