// Which XMLTV channel a catalogue channel shows: the first rule that finds one wins —
// 1. the channel's tvg-id equals an XMLTV channel id (exactly, else ignoring case);
// 2. its tvg-name, normalised, equals a normalised display-name (or id) of an XMLTV channel;
// 3. its name, normalised, does.
// Normalised (keep it simple): diacritics removed, lower case, everything but letters and digits a space, trailing
// quality words dropped (hd, fhd, uhd, sd, 4k, hevc, h265, hq, raw, plus the `+` of "HD+"), spaces collapsed:
// `Das Erste HD` = `das erste`, `ZDF (FHD)` = `zdf`, `Télé 5` = `tele 5`.

const NOISE = new Set(['hd', 'fhd', 'uhd', 'sd', '4k', 'hevc', 'h265', 'hq', 'raw']);

export function normaliseName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  while (words.length > 1 && NOISE.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

export interface CatalogueChannel {
  id: number;
  tvg_id: string | null;
  tvg_name: string | null;
  name: string;
}

export type MatchRule = 'tvgId' | 'tvgName' | 'name';

/** Matches catalogue channels against the XMLTV channels (`names`: id → display-names); unmatched ones are left out. */
export function matchChannels(
  channels: Iterable<CatalogueChannel>,
  names: ReadonlyMap<string, readonly string[]>,
): { channelId: number; xmltvId: string; rule: MatchRule }[] {
  const byLowerId = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const [id, displayNames] of names) {
    if (!byLowerId.has(id.toLowerCase())) byLowerId.set(id.toLowerCase(), id);
    for (const n of [...displayNames, id]) {
      const key = normaliseName(n);
      if (key && !byName.has(key)) byName.set(key, id);
    }
  }
  const found: { channelId: number; xmltvId: string; rule: MatchRule }[] = [];
  for (const c of channels) {
    const tvgId = c.tvg_id?.trim();
    const byId = tvgId ? (names.has(tvgId) ? tvgId : byLowerId.get(tvgId.toLowerCase())) : undefined;
    if (byId) {
      found.push({ channelId: c.id, xmltvId: byId, rule: 'tvgId' });
      continue;
    }
    const byTvgName = c.tvg_name ? byName.get(normaliseName(c.tvg_name)) : undefined;
    if (byTvgName) {
      found.push({ channelId: c.id, xmltvId: byTvgName, rule: 'tvgName' });
      continue;
    }
    const byChannelName = byName.get(normaliseName(c.name));
    if (byChannelName) found.push({ channelId: c.id, xmltvId: byChannelName, rule: 'name' });
  }
  return found;
}

/**
 * The id a list channel carries in the personal playlist (tvg-id) and in its epg.xml (`<channel id>`): its tvg-id,
 * or `portal.<catalogue id>` when it has none (a player pairs the two by this id).
 */
export function epgChannelId(channel: { channel_id: number; tvg_id: string | null }): string {
  const tvgId = channel.tvg_id?.trim();
  return tvgId ? tvgId : `portal.${channel.channel_id}`;
}
