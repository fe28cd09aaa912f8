import { epgChannelId } from '../epg/match.js';
import type { Credentials } from '../m3u/index.js';
import { fillCredentials } from '../m3u/index.js';
import type { PlaylistRow } from './links.dal.js';

/** Rows per database page while streaming (keyset pages: the file is never held in memory). */
export const PLAYLIST_PAGE_ROWS = 1000;

/** `key="value"`; a value holding `"` is written in single quotes (as the parser reads them), else `"` becomes `'`. */
function attribute(key: string, value: string): string {
  if (!value.includes('"')) return ` ${key}="${value}"`;
  return value.includes("'") ? ` ${key}="${value.replaceAll('"', "'")}"` : ` ${key}='${value}'`;
}

/** The first line: players load the EPG from `epgUrl` (the same link's epg.xml). */
export const playlistHeader = (epgUrl: string) => `#EXTM3U x-tvg-url="${epgUrl}"\n`;

/**
 * One playlist entry: `#EXTINF` with the attributes as imported and the member's group, options, the link. Its
 * tvg-id is the `<channel id>` of the list's epg.xml (see epgChannelId).
 */
export function playlistEntry(row: PlaylistRow, group: string, credentials: Partial<Credentials>): string {
  const optional: [string, string | number | null][] = [
    ['tvg-chno', row.tvg_chno],
    ['tvg-language', row.tvg_language],
    ['tvg-country', row.tvg_country],
    ['tvg-shift', row.tvg_shift],
    ['timeshift', row.timeshift],
    ['catchup', row.catchup],
    ['catchup-source', row.catchup_source],
    ['catchup-days', row.catchup_days],
  ];
  let line =
    `#EXTINF:${row.duration}` +
    attribute('tvg-id', epgChannelId(row)) +
    attribute('tvg-name', row.tvg_name ?? row.name) +
    attribute('tvg-logo', row.logo ?? '') +
    attribute('group-title', group);
  for (const [key, value] of optional) if (value !== null) line += attribute(key, String(value));
  if (row.radio) line += attribute('radio', 'true');
  for (const [key, value] of Object.entries(row.attributes)) line += attribute(key, value);
  let text = `${line},${row.name}\n`;
  for (const option of row.vlc_options) text += `#EXTVLCOPT:${option}\n`;
  for (const prop of row.kodi_props) text += `#KODIPROP:${prop}\n`;
  return `${text}${fillCredentials(row.url, credentials)}\n`;
}
