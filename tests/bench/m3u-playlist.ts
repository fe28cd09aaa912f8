// Generated playlists for the IPTV benchmarks (iptv-parse, iptv-import): a realistic attribute mix of an Xtream
// m3u_plus export, about 250 bytes per entry, credentials user123 / pass456 in every stream link.
import fs from 'node:fs';

const GROUPS = [
  'DE | Vollprogramm',
  'DE | Sport',
  'DE | Nachrichten',
  'UK | Entertainment',
  'FR | Cinéma',
  'Kinder;Kids',
  'Musik',
];
const NAMES = [
  'Das Erste',
  'ZDF',
  'WDR Köln',
  'Sky Sport Bundesliga',
  'BBC One',
  'Arte',
  'KiKA',
  'ProSieben',
  'n-tv',
];

/** One entry of a typical Xtream m3u_plus export: ids, names, logos, groups, now and then catch-up, options. */
function entry(k: number): string {
  const name = `${NAMES[k % NAMES.length]} ${k % 3 === 0 ? 'HD' : k % 3 === 1 ? 'FHD' : 'SD'} ${k}`;
  const group = GROUPS[(k >> 4) % GROUPS.length];
  const catchup = k % 5 === 0 ? ' catchup="xc" catchup-days="7"' : '';
  const chno = k % 4 === 0 ? ` tvg-chno="${k % 1000}"` : '';
  const options = k % 50 === 0 ? '#EXTVLCOPT:http-user-agent=Mozilla/5.0\n' : '';
  const suffix = k % 40 === 0 ? '|User-Agent=Mozilla/5.0&Referer=http://portal.example/' : '';
  return (
    `#EXTINF:-1 tvg-id="ch${k}.de" tvg-name="${name}" tvg-logo="http://picons.example.com/logos/${k % 5000}.png" ` +
    `group-title="${group}" tvg-country="${group!.slice(0, 2)}"${chno}${catchup},${name}\n${options}` +
    `http://line.provider.example:8080/live/user123/pass456/${100000 + k}.ts${suffix}\n`
  );
}

export function generate(file: string, entries: number) {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(
    fd,
    '#EXTM3U x-tvg-url="http://epg.provider.example/xmltv.php?username=user123&password=pass456"\n',
  );
  for (let k = 0; k < entries;) {
    let block = '';
    for (const end = Math.min(entries, k + 2000); k < end; k++) block += entry(k);
    fs.writeSync(fd, block);
  }
  fs.closeSync(fd);
}
