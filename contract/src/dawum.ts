// DAWUM polls (spec 02 §2 public survey viewer, §7 polls): DAWUM's database (https://api.dawum.de/, ODbL) synced
// into the portal and read without login. Every id (parliament, institute, tasker, method, party, survey) is
// DAWUM's own, as a string of digits ("0" is the Bundestag).
import { z } from 'zod';
import { defineList, paginator } from './common.js';
import { route } from './route.js';
import { text } from './rules.js';

export const DAWUM_SYNC_OUTCOMES = ['OK', 'UNCHANGED', 'FAILED'] as const;
export type DawumSyncOutcome = (typeof DAWUM_SYNC_OUTCOMES)[number];

/** The attribution DAWUM's licence asks every page showing its data for. */
export const DAWUM_ATTRIBUTION = {
  source: 'dawum.de',
  sourceUrl: 'https://dawum.de/',
  license: 'Open Database License (ODbL)',
  licenseUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
} as const;

/** Days either side of a day the trend's smoothed average takes in (a centred moving average). */
export const DAWUM_TREND_HALF_WINDOW_DAYS = 14;

const DawumId = z.string();
const Named = z.object({ id: DawumId, name: z.string() });

export const RestDawumParliament = z.object({
  id: DawumId,
  shortcut: z.string(),
  name: z.string(),
  /** The election it polls for ("Bundestagswahl"). */
  election: z.string(),
});
export type RestDawumParliament = z.infer<typeof RestDawumParliament>;

export const RestDawumInstitute = Named;
export type RestDawumInstitute = z.infer<typeof RestDawumInstitute>;

export const RestDawumResult = z.object({
  party_id: DawumId,
  /** The party's shortcut ("CDU/CSU"); the id itself for a party DAWUM's document does not list. */
  shortcut: z.string(),
  name: z.string(),
  percent: z.number(),
});
export type RestDawumResult = z.infer<typeof RestDawumResult>;

export const RestDawumSurvey = z.object({
  id: DawumId,
  /** Published, YYYY-MM-DD. */
  date: z.string(),
  /** The survey period, YYYY-MM-DD (null when DAWUM has none). */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  surveyed_persons: z.number().nullable(),
  parliament: z.object({ id: DawumId, shortcut: z.string(), name: z.string() }),
  /** Name is the id itself for an institute the document does not list. */
  institute: Named,
  tasker: Named.nullable(),
  /** null in DAWUM's older schema (without methods). */
  method: Named.nullable(),
});
export type RestDawumSurvey = z.infer<typeof RestDawumSurvey>;

/** A survey with its results, highest first. */
export const RestDawumSurveyWithResults = RestDawumSurvey.extend({ results: z.array(RestDawumResult) });
export type RestDawumSurveyWithResults = z.infer<typeof RestDawumSurveyWithResults>;

/** A party's mean over the institutes' latest surveys that have it. */
export const RestDawumAverage = RestDawumResult.extend({ institutes: z.number() });
export type RestDawumAverage = z.infer<typeof RestDawumAverage>;

export const RestDawumCurrent = z.object({
  parliament: RestDawumParliament,
  /** The latest survey of each institute for the parliament, newest first. */
  surveys: z.array(RestDawumSurveyWithResults),
  /** Per party, highest first. */
  average: z.array(RestDawumAverage),
});
export type RestDawumCurrent = z.infer<typeof RestDawumCurrent>;

export const RestDawumTrend = z.object({
  parliament: RestDawumParliament,
  from: z.string(),
  to: z.string(),
  /** How `average` is computed: a centred moving average over ± `half_window_days`. */
  smoothing: z.literal('centred_moving_average'),
  half_window_days: z.number(),
  parties: z.array(
    z.object({
      party_id: DawumId,
      shortcut: z.string(),
      name: z.string(),
      /** Every survey's value, oldest first. */
      series: z.array(
        z.object({ date: z.string(), percent: z.number(), survey_id: DawumId, institute: z.string() }),
      ),
      /** Per day with a survey, the mean of the party's values from day − half window to day + half window. */
      average: z.array(z.object({ date: z.string(), percent: z.number() })),
    }),
  ),
});
export type RestDawumTrend = z.infer<typeof RestDawumTrend>;

export const RestDawumSyncStatus = z.object({
  /** When the last sync ran (ISO 8601); null before the first. */
  last_sync_at: z.string().nullable(),
  /** DAWUM's `Last_Update` of the data held. */
  last_update: z.string().nullable(),
  outcome: z.enum(DAWUM_SYNC_OUTCOMES).nullable(),
  /** Why the last sync failed (localised); the data of the sync before stays. */
  error: z.string().nullable(),
  survey_count: z.number(),
  /** References the held surveys make to parties or institutes the document does not list (kept). */
  unknown_references: z.array(
    z.object({ kind: z.enum(['party', 'institute']), id: DawumId, surveys: z.number() }),
  ),
});
export type RestDawumSyncStatus = z.infer<typeof RestDawumSyncStatus>;

// requests

const dayText = () => text().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const dawumId = () => text().regex(/^\d{1,9}$/, 'integer');

/** The surveys (`GET /api/dawum/surveys`), newest first unless sorted otherwise. */
export const DAWUM_SURVEY_LIST = defineList({
  item: 'DawumSurvey',
  orderFields: ['date', 'surveyed_persons', 'parliament', 'institute', 'tasker', 'method'],
  defaultOrder: { field: 'date', direction: 'desc' },
  filters: {
    parliament: text(),
    institute: text(),
    /** Surveys published on or after this day (YYYY-MM-DD). */
    from: text(),
    /** Surveys published on or before this day. */
    to: text(),
  },
});
export const RestDawumSurveyListQuery = DAWUM_SURVEY_LIST.query;

export const RestDawumSurveyParams = z.object({ survey_id: dawumId() });
export type RestDawumSurveyParams = z.input<typeof RestDawumSurveyParams>;

/** Only the institutes that polled this parliament (any parliament when absent). */
export const RestDawumInstitutesQuery = z.object({ parliament: dawumId().optional() });
export type RestDawumInstitutesQuery = z.input<typeof RestDawumInstitutesQuery>;

export const RestDawumCurrentQuery = z.object({ parliament: dawumId().optional() });
export type RestDawumCurrentQuery = z.input<typeof RestDawumCurrentQuery>;

export const RestDawumTrendQuery = z.object({
  parliament: dawumId().optional(),
  /** Default: a year before `to`. */
  from: dayText().optional(),
  /** Default: today. */
  to: dayText().optional(),
});
export type RestDawumTrendQuery = z.input<typeof RestDawumTrendQuery>;

const admin = { auth: true, roles: ['ADMIN'] } as const;

export const dawumRoutes = {
  'GET /api/dawum/parliaments': route({
    method: 'GET',
    path: '/api/dawum/parliaments',
    summary: "DAWUM's parliaments, the Bundestag first (public).",
    origin: 'laravel',
    response: z.array(RestDawumParliament),
  }),
  'GET /api/dawum/institutes': route({
    method: 'GET',
    path: '/api/dawum/institutes',
    summary:
      "DAWUM's institutes by name, with those the surveys name but the document does not list (name = id); " +
      'with `parliament` only the institutes that polled it, [] for a parliament without surveys (public).',
    origin: 'portal',
    query: RestDawumInstitutesQuery,
    response: z.array(RestDawumInstitute),
  }),
  'GET /api/dawum/surveys': route({
    method: 'GET',
    path: '/api/dawum/surveys',
    summary:
      'The surveys (public; paged; order date, surveyed_persons, parliament, institute, tasker, method (names); ' +
      'filters parliament, institute (ids), from, to (YYYY-MM-DD)); newest first by default.',
    origin: 'laravel',
    query: RestDawumSurveyListQuery,
    response: paginator(RestDawumSurvey),
  }),
  'GET /api/dawum/surveys/:survey_id': route({
    method: 'GET',
    path: '/api/dawum/surveys/:survey_id',
    summary: 'One survey by its DAWUM id, with its results (public).',
    origin: 'portal',
    params: RestDawumSurveyParams,
    response: RestDawumSurveyWithResults,
  }),
  'GET /api/dawum/surveys/:survey_id/results': route({
    method: 'GET',
    path: '/api/dawum/surveys/:survey_id/results',
    summary: "A survey's results per party (shortcut, name, percent), highest first (public).",
    origin: 'laravel',
    params: RestDawumSurveyParams,
    response: z.array(RestDawumResult),
  }),
  'GET /api/dawum/current': route({
    method: 'GET',
    path: '/api/dawum/current',
    summary:
      "The latest survey of each institute for a parliament (default the Bundestag, '0') and per party the mean " +
      "of the institutes' latest values (public).",
    origin: 'portal',
    query: RestDawumCurrentQuery,
    response: RestDawumCurrent,
  }),
  'GET /api/dawum/trend': route({
    method: 'GET',
    path: '/api/dawum/trend',
    summary:
      "Per party the surveys' values for a parliament from `from` to `to` (default the last year) and their " +
      'centred moving average (public).',
    origin: 'portal',
    query: RestDawumTrendQuery,
    response: RestDawumTrend,
  }),
  'GET /api/dawum/sync': route({
    method: 'GET',
    path: '/api/dawum/sync',
    summary: "The last sync's time, outcome, error and counts (public: the pages say how fresh the data is).",
    origin: 'portal',
    response: RestDawumSyncStatus,
  }),
  'POST /api/dawum/sync': route({
    method: 'POST',
    path: '/api/dawum/sync',
    summary: 'Syncs from DAWUM now and answers the outcome (ADMIN; a failed sync keeps the data held).',
    origin: 'portal',
    ...admin,
    response: RestDawumSyncStatus,
  }),
} as const;
