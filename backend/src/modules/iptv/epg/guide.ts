// What members read of the EPG: a list's programmes in a window (the EPG screen), and the whole stored EPG of a
// list as XMLTV for players (epg.xml behind the personal link), streamed in pages of channels.
import type { RestIptvEpgChannel } from '@portal/contract';
import { fieldError, notFound } from '../../../http/errors.js';
import type { Clock } from '../../../lib/clock.js';
import type { ListsDal } from '../lists/lists.dal.js';
import type { EpgDal, EpgListChannel, EpgProgrammeRow } from './epg.dal.js';
import { epgWindow } from './import.js';
import { epgChannelId } from './match.js';

const HOUR_MS = 3_600_000;
/** The widest window the screen may ask for. */
export const EPG_MAX_WINDOW_MS = 24 * HOUR_MS;
/** Channels per programme query while streaming epg.xml. */
const XML_PAGE_CHANNELS = 200;

// Characters XML 1.0 does not allow at all (a feed's control characters would make the file unreadable).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value, escaped for XML. */
export function xmlEscape(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** XMLTV's time format, in UTC: `20261124201500 +0000`. */
export function xmltvTime(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace(/[-T:]/g, '')} +0000`;
}

function programmeXml(id: string, p: EpgProgrammeRow): string {
  const element = (name: string, value: string | null) =>
    value === null ? '' : `    <${name}>${xmlEscape(value)}</${name}>\n`;
  return (
    `  <programme start="${xmltvTime(p.start)}" stop="${xmltvTime(p.stop)}" channel="${xmlEscape(id)}">\n` +
    element('title', p.title) +
    element('sub-title', p.subtitle) +
    element('desc', p.description) +
    element('category', p.category) +
    '  </programme>\n'
  );
}

/** The list's channels once per epg.xml id (the first row of an id stands for the others). */
function distinctChannels(rows: EpgListChannel[]): { id: string; row: EpgListChannel }[] {
  const seen = new Map<string, EpgListChannel>();
  for (const row of rows) {
    const id = epgChannelId(row);
    if (!seen.has(id)) seen.set(id, row);
  }
  return [...seen].map(([id, row]) => ({ id, row }));
}

export function createGuide(deps: { epgDal: EpgDal; listsDal: ListsDal; clock: Clock }) {
  const { epgDal, listsDal, clock } = deps;

  return {
    /**
     * The member's list, channel by channel in the member's order, with the programmes overlapping [from, to)
     * (default now − 1 h … now + 6 h; a wider window is cut to 24 h). 404 for anybody else's list.
     */
    async forList(
      userId: number,
      listId: number,
      window: { from?: string; to?: string },
    ): Promise<RestIptvEpgChannel[]> {
      if (!(await listsDal.find(userId, listId))) throw notFound();
      const now = clock.now().getTime();
      const from = window.from ? new Date(window.from) : new Date(now - HOUR_MS);
      let to = window.to ? new Date(window.to) : new Date(from.getTime() + 7 * HOUR_MS);
      if (to <= from) throw fieldError('to', 'iptv.epg_window');
      if (to.getTime() - from.getTime() > EPG_MAX_WINDOW_MS)
        to = new Date(from.getTime() + EPG_MAX_WINDOW_MS);
      const rows = await epgDal.listChannels(listId);
      const programmes = await epgDal.programmes([...new Set(rows.map((r) => r.channel_id))], from, to);
      const byChannel = new Map<number, RestIptvEpgChannel['programmes']>();
      for (const p of programmes) {
        let list = byChannel.get(p.channel_id);
        if (!list) byChannel.set(p.channel_id, (list = []));
        list.push({
          start: p.start.toISOString(),
          stop: p.stop.toISOString(),
          title: p.title,
          subtitle: p.subtitle,
          description: p.description,
          category: p.category,
        });
      }
      return rows.map((r) => ({
        list_channel_id: r.list_channel_id,
        name: r.name,
        programmes: byChannel.get(r.channel_id) ?? [],
      }));
    },

    /**
     * The list's EPG as XMLTV text chunks: a `<channel>` per distinct playlist tvg-id (display-name, icon), then
     * the stored programmes of those channels (yesterday … seven days ahead).
     */
    async *xml(listId: number): AsyncGenerator<string> {
      const channels = distinctChannels(await epgDal.listChannels(listId));
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="Portal">\n';
      let head = '';
      for (const { id, row } of channels) {
        head +=
          `  <channel id="${xmlEscape(id)}">\n    <display-name>${xmlEscape(row.name)}</display-name>\n` +
          (row.logo ? `    <icon src="${xmlEscape(row.logo)}"/>\n` : '') +
          '  </channel>\n';
      }
      yield head;
      const { from, to } = epgWindow(clock.now());
      for (let i = 0; i < channels.length; i += XML_PAGE_CHANNELS) {
        const page = channels.slice(i, i + XML_PAGE_CHANNELS);
        const idOf = new Map(page.map((c) => [c.row.channel_id, c.id]));
        const programmes = await epgDal.programmes([...idOf.keys()], from, to);
        let chunk = '';
        for (const p of programmes) chunk += programmeXml(idOf.get(p.channel_id)!, p);
        if (chunk) yield chunk;
      }
      yield '</tv>\n';
    },
  };
}

export type Guide = ReturnType<typeof createGuide>;
