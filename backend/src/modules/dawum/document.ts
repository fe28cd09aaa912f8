import type { Replacements } from '../../http/messages.js';

/** A sync that cannot go on: the message key below `dawum.sync.` with its replacements. */
export class DawumSyncError extends Error {
  constructor(
    readonly code: string,
    readonly detail: Replacements = {},
  ) {
    super(`dawum sync: ${code} ${JSON.stringify(detail)}`);
  }
}

/** DAWUM's database, read and checked: ids as numbers, names repaired. */
export interface DawumData {
  lastUpdate: string;
  parliaments: { id: number; shortcut: string; name: string; election: string }[];
  institutes: { id: number; name: string }[];
  taskers: { id: number; name: string }[];
  methods: { id: number; name: string }[];
  parties: { id: number; shortcut: string; name: string }[];
  surveys: {
    id: number;
    date: string;
    periodStart: string | null;
    periodEnd: string | null;
    persons: number | null;
    parliamentId: number;
    instituteId: number;
    taskerId: number | null;
    methodId: number | null;
    results: [partyId: number, percent: number][];
  }[];
}

/** The whole document is read into memory: DAWUM's is about 2 MB; this leaves room for years of growth. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
/**
 * The most values (objects, arrays, numbers, strings) a document may hold: DAWUM's has about 100 000. Within the
 * byte limit, JSON.parse of millions of tiny values (`[{},{},…]`) would fill the backend's heap.
 */
export const MAX_DOCUMENT_VALUES = 500_000;

/** Downloads `url` (time-out `timeoutMs` for the whole download); DawumSyncError for every way it can fail. */
export async function download(url: string, timeoutMs: number): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        signal: controller.signal,
        headers: { accept: 'application/json', 'user-agent': 'Portal DAWUM sync' },
      });
    } catch (err) {
      if (controller.signal.aborted) throw new DawumSyncError('timeout', { seconds: timeoutMs / 1000 });
      throw new DawumSyncError('unreachable', { reason: reasonOf(err) });
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new DawumSyncError('http_status', { status: res.status });
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for await (const chunk of res.body ?? []) {
        size += chunk.length;
        if (size > MAX_DOCUMENT_BYTES) {
          controller.abort();
          throw new DawumSyncError('too_large', { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 });
        }
        chunks.push(chunk);
      }
    } catch (err) {
      if (err instanceof DawumSyncError) throw err;
      if (controller.signal.aborted) throw new DawumSyncError('timeout', { seconds: timeoutMs / 1000 });
      throw new DawumSyncError('incomplete', { reason: reasonOf(err) });
    }
    return Buffer.concat(chunks);
  } finally {
    clearTimeout(timer);
  }
}

const reasonOf = (err: unknown) => {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
};

/** Two to four bytes of UTF-8 read as Latin-1: a lead byte (Â..ô) and its continuation bytes (\x80..¿). */
const DOUBLE_ENCODED = /[\u00c2-\u00f4][\u0080-\u00bf]/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Repairs UTF-8 that was decoded as Latin-1 and encoded again (`Baden-WÃ¼rttemberg`), and only that: the text must
 * hold such a pair, be Latin-1 throughout, and its Latin-1 bytes must be valid UTF-8. `Ã` in a real name stays.
 */
export function repairMojibake(text: string): string {
  if (!DOUBLE_ENCODED.test(text)) return text;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return text;
  try {
    return strictUtf8.decode(Buffer.from(text, 'latin1'));
  } catch {
    return text;
  }
}

/** The text of the download: UTF-8 without a BOM and without leading whitespace. */
export function documentText(bytes: Buffer): string {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.trimStart();
}

const LAST_UPDATE = /^"Last_Update"\s*:\s*"([^"\\]*)"/;

/**
 * `Database.Last_Update` read without parsing the whole document (the unchanged check); null when it is not where
 * DAWUM writes it. The key occurs nowhere else in DAWUM's document.
 */
export function peekLastUpdate(text: string): string | null {
  const at = text.indexOf('"Last_Update"');
  return at < 0 ? null : (LAST_UPDATE.exec(text.slice(at, at + 200))?.[1]?.trim() ?? null);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const ID = /^\d{1,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An id as DAWUM writes it ("7", or 7); null for anything else. */
function idOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 && v < 1e9 ? v : null;
  return typeof v === 'string' && ID.test(v.trim()) ? Number(v) : null;
}

/** A number that may come as a string ("31.5", "31,5"). */
function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !/^\s*-?\d+([.,]\d+)?\s*$/.test(v)) return null;
  return Number(v.trim().replace(',', '.'));
}

const dayOf = (v: unknown) =>
  typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;

const nameOf = (v: unknown) => (typeof v === 'string' ? repairMojibake(v.trim()) : null);

function section(doc: Json, key: string, required: boolean): [number, Json][] {
  const value = doc[key];
  if (value === undefined && !required) return [];
  if (!isObject(value)) throw new DawumSyncError('not_dawum', { part: key });
  return Object.entries(value).map(([id, entry]) => {
    const n = idOf(id);
    if (n === null || !isObject(entry)) throw new DawumSyncError('bad_entry', { part: key, id });
    return [n, entry];
  });
}

function named<K extends string>(
  doc: Json,
  key: string,
  fields: Record<K, string>,
  required = true,
): ({ id: number } & Record<K, string>)[] {
  return section(doc, key, required).map(([id, entry]) => {
    const out: Record<string, string | number> = { id };
    for (const [field, source] of Object.entries(fields) as [K, string][]) {
      const value = nameOf(entry[source]);
      if (value === null) throw new DawumSyncError('bad_entry', { part: key, id });
      out[field] = value;
    }
    return out as { id: number } & Record<K, string>;
  });
}

/** About how many values JSON `text` holds (its commas and opening brackets outside strings), without parsing it. */
function jsonValues(text: string): number {
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x2c || c === 0x5b || c === 0x7b) values++; // , [ {
  }
  return values;
}

/**
 * Reads DAWUM's document: tolerant of what real copies hold (a BOM or leading whitespace, double-encoded UTF-8,
 * numbers as strings, unknown extra fields, no `Methods` in the old schema), strict about the rest.
 */
export function parseDocument(text: string): DawumData {
  if (text.startsWith('<')) throw new DawumSyncError('html');
  if (jsonValues(text) > MAX_DOCUMENT_VALUES)
    throw new DawumSyncError('too_many_values', { max: MAX_DOCUMENT_VALUES });
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new DawumSyncError(text === '' ? 'empty' : 'not_json');
  }
  if (!isObject(doc) || !isObject(doc.Database)) throw new DawumSyncError('not_dawum', { part: 'Database' });
  const lastUpdate = doc.Database.Last_Update;
  if (typeof lastUpdate !== 'string' || lastUpdate.trim() === '')
    throw new DawumSyncError('not_dawum', { part: 'Last_Update' });

  const surveys = section(doc, 'Surveys', true).map(([id, s]) => {
    const bad = () => new DawumSyncError('bad_survey', { id });
    const date = dayOf(s.Date);
    const parliamentId = idOf(s.Parliament_ID);
    const instituteId = idOf(s.Institute_ID);
    if (date === null || parliamentId === null || instituteId === null || !isObject(s.Results)) throw bad();
    const results: [number, number][] = [];
    for (const [party, value] of Object.entries(s.Results)) {
      const partyId = idOf(party);
      const percent = numberOf(value);
      if (partyId === null || percent === null || percent < 0 || percent > 100) throw bad();
      results.push([partyId, percent]);
    }
    const period = isObject(s.Survey_Period) ? s.Survey_Period : {};
    const persons = numberOf(s.Surveyed_Persons);
    return {
      id,
      date,
      periodStart: dayOf(period.Date_Start),
      periodEnd: dayOf(period.Date_End),
      persons: persons === null ? null : Math.round(persons),
      parliamentId,
      instituteId,
      taskerId: idOf(s.Tasker_ID),
      methodId: idOf(s.Method_ID),
      results,
    };
  });

  return {
    lastUpdate: lastUpdate.trim(),
    parliaments: named(doc, 'Parliaments', { shortcut: 'Shortcut', name: 'Name', election: 'Election' }),
    institutes: named(doc, 'Institutes', { name: 'Name' }),
    taskers: named(doc, 'Taskers', { name: 'Name' }, false),
    methods: named(doc, 'Methods', { name: 'Name' }, false),
    parties: named(doc, 'Parties', { shortcut: 'Shortcut', name: 'Name' }),
    surveys,
  };
}
