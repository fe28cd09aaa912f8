// A fake of DAWUM's API (https://api.dawum.de/): one JSON document with the whole database, served on loopback.
// `dawumDocument` generates realistic documents (DAWUM's own ids and names); `serve` swaps in any body, damaged or
// not, so tests can feed the sync what real copies of the file contain.
import { listenOnLoopback, seededRandom } from './loopback';

/** DAWUM's parliaments (ids as DAWUM numbers them; "0" is the Bundestag). */
const PARLIAMENTS: Record<string, { Shortcut: string; Name: string; Election: string }> = {
  '0': { Shortcut: 'Bundestag', Name: 'Bundestag', Election: 'Bundestagswahl' },
  '1': { Shortcut: 'BW', Name: 'Baden-Württemberg', Election: 'Landtagswahl in Baden-Württemberg' },
  '2': { Shortcut: 'BY', Name: 'Bayern', Election: 'Landtagswahl in Bayern' },
  '3': { Shortcut: 'BE', Name: 'Berlin', Election: 'Abgeordnetenhauswahl in Berlin' },
  '4': { Shortcut: 'BB', Name: 'Brandenburg', Election: 'Landtagswahl in Brandenburg' },
  '6': { Shortcut: 'HH', Name: 'Hamburg', Election: 'Bürgerschaftswahl in Hamburg' },
  '7': { Shortcut: 'HE', Name: 'Hessen', Election: 'Landtagswahl in Hessen' },
  '8': { Shortcut: 'MV', Name: 'Mecklenburg-Vorpommern', Election: 'Landtagswahl in Mecklenburg-Vorpommern' },
  '9': { Shortcut: 'NI', Name: 'Niedersachsen', Election: 'Landtagswahl in Niedersachsen' },
  '10': { Shortcut: 'NW', Name: 'Nordrhein-Westfalen', Election: 'Landtagswahl in Nordrhein-Westfalen' },
  '13': { Shortcut: 'SN', Name: 'Sachsen', Election: 'Landtagswahl in Sachsen' },
  '14': { Shortcut: 'ST', Name: 'Sachsen-Anhalt', Election: 'Landtagswahl in Sachsen-Anhalt' },
  '16': { Shortcut: 'TH', Name: 'Thüringen', Election: 'Landtagswahl in Thüringen' },
  '17': { Shortcut: 'EU', Name: 'Europäisches Parlament', Election: 'Europawahl' },
};

const INSTITUTES: Record<string, string> = {
  '1': 'Allensbach',
  '2': 'Verian (Emnid)',
  '3': 'Forsa',
  '4': 'Forschungsgruppe Wahlen',
  '5': 'GMS',
  '6': 'Infratest dimap',
  '7': 'INSA',
  '8': 'YouGov',
  '9': 'Ipsos',
  '10': 'pollytix',
};

const TASKERS: Record<string, string> = {
  '0': 'Ohne Auftraggeber',
  '1': 'Bild am Sonntag',
  '2': 'ZDF',
  '3': 'ARD',
  '4': 'FAZ',
  '5': 'RTL / n-tv',
  '6': 'Bild',
  '7': 'Der Spiegel',
};

const METHODS: Record<string, string> = {
  '1': 'Telefonische Umfrage',
  '2': 'Online-Umfrage',
  '3': 'Persönliche Befragung',
  '4': 'Telefon- und Online-Umfrage',
};

const PARTIES: Record<string, { Shortcut: string; Name: string }> = {
  '0': { Shortcut: 'Sonstige', Name: 'Sonstige Parteien' },
  '1': {
    Shortcut: 'CDU/CSU',
    Name: 'Christlich Demokratische Union Deutschlands / Christlich-Soziale Union',
  },
  '2': { Shortcut: 'SPD', Name: 'Sozialdemokratische Partei Deutschlands' },
  '3': { Shortcut: 'FDP', Name: 'Freie Demokratische Partei' },
  '4': { Shortcut: 'Grüne', Name: 'Bündnis 90/Die Grünen' },
  '5': { Shortcut: 'Linke', Name: 'Die Linke' },
  '7': { Shortcut: 'AfD', Name: 'Alternative für Deutschland' },
  '8': { Shortcut: 'Freie Wähler', Name: 'Freie Wähler' },
  '10': { Shortcut: 'SSW', Name: 'Südschleswigscher Wählerverband' },
  '18': { Shortcut: 'Volt', Name: 'Volt Deutschland' },
  '23': { Shortcut: 'BSW', Name: 'Bündnis Sahra Wagenknecht' },
  '101': { Shortcut: 'CDU', Name: 'Christlich Demokratische Union Deutschlands' },
  '102': { Shortcut: 'CSU', Name: 'Christlich-Soziale Union in Bayern' },
};

/** Each parliament's parties with a plausible level (percent); "Sonstige" takes the rest. */
const LEVELS: Record<string, Record<string, number>> = {
  '0': { '1': 30, '2': 15, '4': 12, '3': 4, '5': 8, '7': 24, '23': 4 },
  '1': { '101': 30, '2': 11, '4': 20, '3': 6, '7': 20, '5': 5 },
  '2': { '102': 41, '8': 13, '7': 17, '4': 12, '2': 8, '3': 3 },
  '3': { '101': 25, '2': 15, '4': 16, '5': 16, '7': 15, '23': 5 },
  '4': { '2': 28, '7': 30, '101': 14, '23': 12, '4': 4, '5': 4 },
  '6': { '2': 33, '101': 19, '4': 18, '5': 11, '7': 9, '3': 3 },
  '7': { '101': 33, '2': 17, '4': 14, '7': 19, '3': 5, '5': 4 },
  '8': { '2': 26, '7': 36, '101': 14, '5': 10, '23': 6, '4': 3 },
  '9': { '2': 31, '101': 29, '4': 13, '7': 16, '3': 4 },
  '10': { '101': 36, '2': 20, '4': 14, '7': 15, '3': 5, '5': 4 },
  '13': { '101': 31, '7': 34, '23': 10, '2': 7, '4': 5, '5': 4 },
  '14': { '101': 26, '7': 39, '2': 8, '23': 10, '5': 6 },
  '16': { '7': 37, '101': 24, '23': 12, '5': 12, '2': 6 },
  '17': { '1': 30, '2': 14, '4': 12, '7': 16, '3': 5, '5': 4, '23': 5, '18': 3 },
};

/** Share of surveys per parliament: the Bundestag is polled most. */
const WEIGHTS: [string, number][] = [
  ['0', 55],
  ['2', 5],
  ['10', 5],
  ['1', 4],
  ['7', 4],
  ['9', 4],
  ['3', 4],
  ['13', 4],
  ['16', 3],
  ['14', 3],
  ['8', 3],
  ['4', 3],
  ['6', 2],
  ['17', 1],
];

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

export interface DawumDocumentOptions {
  /** How many surveys (default 300). */
  surveys?: number;
  /** Same seed, same document (default 1). */
  seed?: number;
  /** `Database.Last_Update` (default: now); the surveys end on its day and reach back about two years. */
  lastUpdate?: string;
  /** `old`: DAWUM's earlier format, without `Methods` and `Method_ID`. */
  schema?: 'new' | 'old';
}

/** A DAWUM document as api.dawum.de answers it: ids as strings, `Surveyed_Persons` as a string, int and float results. */
export function dawumDocument(options: DawumDocumentOptions = {}): DawumDocument {
  const count = options.surveys ?? 300;
  const random = seededRandom(options.seed ?? 1);
  const lastUpdate = options.lastUpdate ?? new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const end = new Date(`${lastUpdate.slice(0, 10)}T00:00:00Z`);
  const spanDays = 730;
  const totalWeight = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  const pickParliament = () => {
    let r = random() * totalWeight;
    for (const [id, w] of WEIGHTS) {
      r -= w;
      if (r < 0) return id;
    }
    return '0';
  };
  const instituteIds = Object.keys(INSTITUTES);
  const taskerIds = Object.keys(TASKERS);
  const methodIds = Object.keys(METHODS);
  // a slow drift per parliament and party over the two years, so trends have a shape
  const drift = (parliament: string, party: string, t: number) =>
    3 * Math.sin(t * Math.PI * 2 * (0.5 + (Number(party) % 5) / 5) + Number(parliament));

  const surveys: Record<string, DawumSurveyDoc> = {};
  for (let i = 0; i < count; i++) {
    // oldest first: ids grow with the date, as DAWUM's do
    const t = count === 1 ? 1 : i / (count - 1);
    const date = addDays(end, -Math.round((1 - t) * spanDays));
    const parliament = pickParliament();
    const institute = instituteIds[Math.floor(random() * instituteIds.length)]!;
    const halves = Number(institute) % 3 === 0; // some institutes publish half points
    const results: Record<string, number> = {};
    let sum = 0;
    for (const [party, level] of Object.entries(LEVELS[parliament]!)) {
      const raw = Math.max(1, level + drift(parliament, party, t) + (random() - 0.5) * 3);
      const value = halves ? Math.round(raw * 2) / 2 : Math.round(raw);
      results[party] = value;
      sum += value;
    }
    results['0'] = Math.max(0, Math.round((100 - sum) * 10) / 10);
    const start = addDays(date, -(3 + Math.floor(random() * 5)));
    const survey: DawumSurveyDoc = {
      Date: day(date),
      Survey_Period: { Date_Start: day(start), Date_End: day(addDays(date, -1)) },
      Surveyed_Persons: String(1000 + Math.floor(random() * 1500)),
      Parliament_ID: parliament,
      Institute_ID: institute,
      Tasker_ID: taskerIds[Math.floor(random() * taskerIds.length)]!,
      ...(options.schema === 'old' ? {} : { Method_ID: methodIds[Math.floor(random() * methodIds.length)]! }),
      Results: results,
    };
    surveys[String(1000 + i)] = survey;
  }

  return {
    Database: {
      License: {
        Name: 'ODC Open Database License',
        Shortcut: 'ODC-ODbL',
        Link: 'https://opendatacommons.org/licenses/odbl/1-0/',
      },
      Publisher: 'dawum.de',
      Author: 'Philipp Guttmann',
      Last_Update: lastUpdate,
    },
    Parliaments: PARLIAMENTS,
    Institutes: Object.fromEntries(Object.entries(INSTITUTES).map(([id, Name]) => [id, { Name }])),
    Taskers: Object.fromEntries(Object.entries(TASKERS).map(([id, Name]) => [id, { Name }])),
    ...(options.schema === 'old'
      ? {}
      : { Methods: Object.fromEntries(Object.entries(METHODS).map(([id, Name]) => [id, { Name }])) }),
    Parties: PARTIES,
    Surveys: surveys,
  };
}

/** What api.dawum.de answers (the parts the portal reads; real copies carry more). */
export interface DawumDocument {
  Database: {
    License: { Name: string; Shortcut: string; Link: string };
    Publisher: string;
    Author: string;
    Last_Update: string;
  };
  Parliaments: Record<string, { Shortcut: string; Name: string; Election: string }>;
  Institutes: Record<string, { Name: string }>;
  Taskers: Record<string, { Name: string }>;
  /** Absent from the old schema. */
  Methods?: Record<string, { Name: string }>;
  Parties: Record<string, { Shortcut: string; Name: string }>;
  Surveys: Record<string, DawumSurveyDoc>;
}

export interface DawumSurveyDoc {
  Date: string;
  Survey_Period: { Date_Start: string; Date_End: string };
  Surveyed_Persons: string | number;
  Parliament_ID: string;
  Institute_ID: string;
  Tasker_ID: string;
  Method_ID?: string;
  Results: Record<string, number | string>;
}

/** UTF-8 read as Latin-1 and encoded again: what a mis-configured copy makes of `ü` (`Ã¼`). */
export const doubleEncode = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

export interface ServeOptions {
  status?: number;
  contentType?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (a time-out). */
  hang?: boolean;
  /** Announce the whole body but send only this fraction (0..1) of it, then drop the connection. */
  truncate?: number;
}

export interface FakeDawum {
  /** The base URL (`http://127.0.0.1:<port>/`), what DAWUM_URL takes. */
  url: string;
  close(): Promise<void>;
  /** Answers every request from now on with `body` (an object is sent as JSON). */
  serve(body: string | Buffer | object, opts?: ServeOptions): void;
  /** Requests answered or begun so far. */
  readonly requests: number;
}

/**
 * Starts the fake on 127.0.0.1 (port 0: a free one). Serves `document` (default: a generated one with a few
 * hundred surveys over the last two years) at every path until `serve` swaps it.
 */
export async function startFakeDawum(options: { port?: number; document?: object } = {}): Promise<FakeDawum> {
  let body: Buffer = Buffer.from(JSON.stringify(options.document ?? dawumDocument({ surveys: 400 })));
  let opts: ServeOptions = {};
  let requests = 0;

  const server = await listenOnLoopback((_req, res) => {
    requests++;
    const current = { body, opts };
    if (current.opts.hang) return;
    setTimeout(() => {
      const { status = 200, contentType = 'application/json', truncate } = current.opts;
      res.writeHead(status, { 'content-type': contentType, 'content-length': current.body.length });
      if (truncate === undefined) {
        res.end(current.body);
        return;
      }
      res.write(current.body.subarray(0, Math.floor(current.body.length * truncate)), () => res.destroy());
    }, current.opts.delayMs ?? 0);
  }, options.port);

  return {
    url: `http://127.0.0.1:${server.port}/`,
    get requests() {
      return requests;
    },
    serve(next, nextOpts = {}) {
      body = Buffer.isBuffer(next)
        ? next
        : Buffer.from(typeof next === 'string' ? next : JSON.stringify(next), 'utf8');
      opts = nextOpts;
    },
    close: server.close,
  };
}
