import { defineMessages } from '../../http/messages.js';

/** The IPTV module's messages and field names; `iptv.error.<code>` are the reasons an import fails. */
export const messages = defineMessages({
  en: {
    'iptv.provider_deleted': 'The IPTV provider has been deleted.',
    'iptv.import_running':
      'An import of this provider is already running. Wait until it has finished, then try again.',
    'iptv.provider_busy': 'The provider is being imported right now. Delete it once the import has finished.',
    'iptv.channel_url_templates':
      'The channel URL names {username} and {password}, but no credentials are stored: enter the URL with the username and password of the provider.',
    'iptv.error.empty': 'The playlist is empty.',
    'iptv.error.notAPlaylist':
      'The file is not an M3U playlist (it looks like a web page, an archive or other data).',
    'iptv.error.noChannels': 'The playlist contains no channel.',
    'iptv.error.http': 'The provider answered with HTTP status :status instead of the playlist.',
    'iptv.error.network':
      'The playlist could not be downloaded: the server cannot be reached, or its address is not allowed (an internal network).',
    'iptv.error.timeout': 'The provider did not answer in time.',
    'iptv.error.tooLarge': 'The playlist is larger than :max megabytes.',
    'iptv.error.cancelled': 'The import was cancelled.',
    'iptv.error.interrupted':
      'The import was interrupted by a restart of the server; the channels are unchanged.',
    'iptv.error.internal': 'The import failed because of a server error; the channels are unchanged.',
    'iptv.list_deleted': 'The list has been deleted.',
    'iptv.row_moved': 'The channel has been moved.',
    'iptv.group_moved': 'The group has been moved.',
    'iptv.provider_configuration_invalid': 'IpTV Provider configuration invalid',
    'iptv.playlist_throttled': 'Too many requests. Please try again in :seconds seconds.',
    'iptv.epg_window': 'The end of the EPG window must come after its start.',
    'iptv.epg_error.noUrl': 'The provider has no EPG URL, and its playlist names none (x-tvg-url).',
    'iptv.epg_error.notXmltv': 'The EPG is not XMLTV (it looks like a web page or other data).',
    'iptv.epg_error.noProgrammes': 'The EPG holds no programme from yesterday to seven days ahead.',
    'iptv.epg_error.http': 'The EPG server answered with HTTP status :status instead of the EPG.',
    'iptv.epg_error.network':
      'The EPG could not be downloaded: the server cannot be reached, or its address is not allowed (an internal network).',
    'iptv.epg_error.timeout': 'The EPG server did not answer in time.',
    'iptv.epg_error.tooLarge': 'The EPG is larger than :max megabytes.',
    'iptv.epg_error.textTooLong': 'The EPG holds a text or element of more than :max kilobytes.',
    'iptv.epg_error.tooDeep': 'The EPG nests its elements deeper than :max levels.',
    'iptv.epg_error.cancelled': 'The EPG import was cancelled.',
    'iptv.epg_error.interrupted':
      'The EPG import was interrupted by a restart of the server; the programmes are unchanged.',
    'iptv.epg_error.internal':
      'The EPG import failed because of a server error; the programmes are unchanged.',
  },
  de: {
    'iptv.provider_deleted': 'Der IPTV-Anbieter wurde gelöscht.',
    'iptv.import_running':
      'Ein Import dieses Anbieters läuft bereits. Bitte warten Sie, bis er beendet ist, und versuchen Sie es dann erneut.',
    'iptv.provider_busy':
      'Der Anbieter wird gerade importiert. Bitte löschen Sie ihn, wenn der Import beendet ist.',
    'iptv.channel_url_templates':
      'Die Sender-URL nennt {username} und {password}, aber es sind keine Zugangsdaten gespeichert: Bitte geben Sie die URL mit Benutzername und Passwort des Anbieters ein.',
    'iptv.error.empty': 'Die Playlist ist leer.',
    'iptv.error.notAPlaylist':
      'Die Datei ist keine M3U-Playlist (sie sieht aus wie eine Webseite, ein Archiv oder andere Daten).',
    'iptv.error.noChannels': 'Die Playlist enthält keinen Sender.',
    'iptv.error.http': 'Der Anbieter hat statt der Playlist mit dem HTTP-Status :status geantwortet.',
    'iptv.error.network':
      'Die Playlist konnte nicht geladen werden: Der Server ist nicht erreichbar, oder seine Adresse ist nicht erlaubt (ein internes Netz).',
    'iptv.error.timeout': 'Der Anbieter hat nicht rechtzeitig geantwortet.',
    'iptv.error.tooLarge': 'Die Playlist ist größer als :max Megabyte.',
    'iptv.error.cancelled': 'Der Import wurde abgebrochen.',
    'iptv.error.interrupted':
      'Der Import wurde durch einen Neustart des Servers unterbrochen; die Sender sind unverändert.',
    'iptv.error.internal': 'Der Import ist an einem Serverfehler gescheitert; die Sender sind unverändert.',
    'iptv.list_deleted': 'Die Liste wurde gelöscht.',
    'iptv.row_moved': 'Der Sender wurde verschoben.',
    'iptv.group_moved': 'Die Gruppe wurde verschoben.',
    'iptv.playlist_throttled': 'Zu viele Anfragen. Bitte versuchen Sie es in :seconds Sekunden erneut.',
    'iptv.epg_window': 'Das Ende des EPG-Zeitraums muss nach seinem Anfang liegen.',
    'iptv.epg_error.noUrl': 'Der Anbieter hat keine EPG-URL, und seine Playlist nennt keine (x-tvg-url).',
    'iptv.epg_error.notXmltv': 'Der EPG ist kein XMLTV (er sieht aus wie eine Webseite oder andere Daten).',
    'iptv.epg_error.noProgrammes': 'Der EPG enthält keine Sendung von gestern bis in sieben Tagen.',
    'iptv.epg_error.http': 'Der EPG-Server hat statt des EPG mit dem HTTP-Status :status geantwortet.',
    'iptv.epg_error.network':
      'Der EPG konnte nicht geladen werden: Der Server ist nicht erreichbar, oder seine Adresse ist nicht erlaubt (ein internes Netz).',
    'iptv.epg_error.timeout': 'Der EPG-Server hat nicht rechtzeitig geantwortet.',
    'iptv.epg_error.tooLarge': 'Der EPG ist größer als :max Megabyte.',
    'iptv.epg_error.textTooLong': 'Der EPG enthält einen Text oder ein Element von mehr als :max Kilobyte.',
    'iptv.epg_error.tooDeep': 'Der EPG verschachtelt seine Elemente tiefer als :max Ebenen.',
    'iptv.epg_error.cancelled': 'Der EPG-Import wurde abgebrochen.',
    'iptv.epg_error.interrupted':
      'Der EPG-Import wurde durch einen Neustart des Servers unterbrochen; die Sendungen sind unverändert.',
    'iptv.epg_error.internal':
      'Der EPG-Import ist an einem Serverfehler gescheitert; die Sendungen sind unverändert.',
    'iptv.provider_configuration_invalid':
      'Die IPTV-Anbieter-Konfiguration ist unvollständig: Bitte hinterlegen Sie für jeden Anbieter der Liste die geforderten Zugangsdaten.',
  },
  attributes: {
    en: {
      ipTvProviderId: 'provider',
      m3u_list: 'playlist',
      epg_url: 'EPG URL',
      'config.required_fields': 'required fields',
      iptv_list_id: 'list',
      toGroup: 'group',
      rows: 'rows',
      channel: 'channel',
      channels: 'channels',
    },
    de: {
      ipTvProviderId: 'Anbieter',
      channel_url: 'Sender-URL',
      m3u_list: 'Playlist',
      exclude_from_refresh: 'Vom Aktualisieren ausnehmen',
      config: 'Konfiguration',
      'config.required_fields': 'Pflichtfelder',
      epg_url: 'EPG-URL',
      username: 'Benutzername',
      password: 'Passwort',
      extra: 'Zusatz',
      iptv_list_id: 'Liste',
      group: 'Gruppe',
      toGroup: 'Gruppe',
      rows: 'Zeilen',
      channel: 'Sender',
      channels: 'Sender',
      from: 'von',
      to: 'nach',
    },
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
