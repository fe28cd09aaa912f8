import type {
  RestDawumAverage,
  RestDawumCurrent,
  RestDawumInstitute,
  RestDawumParliament,
  RestDawumResult,
  RestDawumSurvey,
  RestDawumSurveyWithResults,
  RestDawumTrend,
} from '@portal/contract';
import { DAWUM_SURVEY_LIST, DAWUM_TREND_HALF_WINDOW_DAYS } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { fetchPage } from '../../db/list.dal.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const parseId = (raw: string) => (/^\d{1,9}$/.test(raw.trim()) ? Number(raw) : undefined);
const parseDay = (raw: string) =>
  DAY.test(raw.trim()) && !Number.isNaN(Date.parse(raw)) ? raw.trim() : undefined;

export const SURVEYS = listSpec(DAWUM_SURVEY_LIST, {
  order: {
    date: 's.date',
    surveyed_persons: 's.surveyed_persons',
    parliament: 'pa.name',
    institute: 'i.name',
    tasker: 't.name',
    method: 'm.name',
  },
  filters: {
    parliament: { type: 'exact', column: 's.parliament_id', parse: parseId },
    institute: { type: 'exact', column: 's.institute_id', parse: parseId },
    from: { type: 'exists', sql: (p) => `s.date >= ${p}::date`, parse: parseDay },
    to: { type: 'exists', sql: (p) => `s.date <= ${p}::date`, parse: parseDay },
  },
  idColumn: 's.id',
});

/** A reference the document does not resolve shows its id (the survey is kept). */
const SURVEY_SELECT = `s.id, to_char(s.date, 'YYYY-MM-DD') AS date,
  to_char(s.period_start, 'YYYY-MM-DD') AS period_start, to_char(s.period_end, 'YYYY-MM-DD') AS period_end,
  s.surveyed_persons, s.parliament_id, coalesce(pa.shortcut, s.parliament_id::text) AS parliament_shortcut,
  coalesce(pa.name, s.parliament_id::text) AS parliament_name, s.institute_id,
  coalesce(i.name, s.institute_id::text) AS institute_name, s.tasker_id, coalesce(t.name, s.tasker_id::text) AS tasker_name,
  s.method_id, coalesce(m.name, s.method_id::text) AS method_name`;
const SURVEY_JOINS = `LEFT JOIN dawum_parliaments pa ON pa.id = s.parliament_id
  LEFT JOIN dawum_institutes i ON i.id = s.institute_id
  LEFT JOIN dawum_taskers t ON t.id = s.tasker_id
  LEFT JOIN dawum_methods m ON m.id = s.method_id`;
const SURVEY_FROM = `dawum_surveys s ${SURVEY_JOINS}`;

interface SurveyRow {
  id: number;
  date: string;
  period_start: string | null;
  period_end: string | null;
  surveyed_persons: number | null;
  parliament_id: number;
  parliament_shortcut: string;
  parliament_name: string;
  institute_id: number;
  institute_name: string;
  tasker_id: number | null;
  tasker_name: string | null;
  method_id: number | null;
  method_name: string | null;
}

interface ResultRow {
  survey_id: number;
  party_id: number;
  shortcut: string;
  name: string;
  percent: number;
}

const surveyView = (r: SurveyRow): RestDawumSurvey => ({
  id: String(r.id),
  date: r.date,
  period_start: r.period_start,
  period_end: r.period_end,
  surveyed_persons: r.surveyed_persons,
  parliament: { id: String(r.parliament_id), shortcut: r.parliament_shortcut, name: r.parliament_name },
  institute: { id: String(r.institute_id), name: r.institute_name },
  tasker: r.tasker_id === null ? null : { id: String(r.tasker_id), name: r.tasker_name! },
  method: r.method_id === null ? null : { id: String(r.method_id), name: r.method_name! },
});

const resultView = (r: ResultRow): RestDawumResult => ({
  party_id: String(r.party_id),
  shortcut: r.shortcut,
  name: r.name,
  percent: Number(r.percent),
});

const round1 = (n: number) => Math.round(n * 10) / 10;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The read side: parliaments, surveys with results, the current polls and the trend. */
export function createPollsService(deps: { db: Db }) {
  const { db } = deps;

  async function resultsOf(surveyIds: number[]): Promise<ResultRow[]> {
    if (surveyIds.length === 0) return [];
    const { rows } = await db.query<ResultRow>(
      `SELECT r.survey_id, r.party_id, coalesce(p.shortcut, r.party_id::text) AS shortcut,
              coalesce(p.name, r.party_id::text) AS name, r.percent
         FROM dawum_survey_results r LEFT JOIN dawum_parties p ON p.id = r.party_id
        WHERE r.survey_id = ANY($1::int[])
        ORDER BY r.percent DESC, r.party_id`,
      [surveyIds],
    );
    return rows;
  }

  async function parliament(id: number): Promise<RestDawumParliament> {
    const { rows } = await db.query<{ id: number; shortcut: string; name: string; election: string }>(
      'SELECT id, shortcut, name, election FROM dawum_parliaments WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('dawum.parliament_not_found');
    return { ...rows[0], id: String(rows[0].id) };
  }

  async function surveysWithResults(rows: SurveyRow[]): Promise<RestDawumSurveyWithResults[]> {
    const results = await resultsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      ...surveyView(r),
      results: results.filter((x) => x.survey_id === r.id).map(resultView),
    }));
  }

  return {
    async parliaments(): Promise<RestDawumParliament[]> {
      const { rows } = await db.query<{ id: number; shortcut: string; name: string; election: string }>(
        'SELECT id, shortcut, name, election FROM dawum_parliaments ORDER BY id <> 0, name, id',
      );
      return rows.map((r) => ({ ...r, id: String(r.id) }));
    },

    /**
     * The listed institutes and those the surveys name without the document listing them (their id as name), by
     * name (case-insensitive, the same order under either database's collation); with a parliament only the institutes that polled it.
     */
    async institutes(parliamentId?: number): Promise<RestDawumInstitute[]> {
      const { rows } = await db.query<{ id: number; name: string }>(
        `WITH polled AS (
           SELECT DISTINCT institute_id AS id FROM dawum_surveys WHERE $1::int IS NULL OR parliament_id = $1::int
         )
         SELECT coalesce(i.id, p.id) AS id, coalesce(i.name, p.id::text) AS name
           FROM dawum_institutes i FULL JOIN polled p ON p.id = i.id
          WHERE $1::int IS NULL OR p.id IS NOT NULL
          ORDER BY lower(coalesce(i.name, p.id::text)) COLLATE "C", 1`,
        [parliamentId ?? null],
      );
      return rows.map((r) => ({ id: String(r.id), name: r.name }));
    },

    /** A page of surveys; newest first unless the query orders otherwise (the contract's default). */
    async surveys(query: ListQuery) {
      const source = { select: SURVEY_SELECT, from: SURVEY_FROM };
      const { rows, total } = await fetchPage<SurveyRow>(db, source, SURVEYS, query);
      return { rows: rows.map(surveyView), total };
    },

    async survey(id: number): Promise<RestDawumSurveyWithResults> {
      const { rows } = await db.query<SurveyRow>(
        `SELECT ${SURVEY_SELECT} FROM ${SURVEY_FROM} WHERE s.id = $1`,
        [id],
      );
      if (!rows[0]) throw notFound('dawum.survey_not_found');
      return (await surveysWithResults(rows))[0]!;
    },

    async results(id: number): Promise<RestDawumResult[]> {
      const { rows } = await db.query('SELECT 1 FROM dawum_surveys WHERE id = $1', [id]);
      if (rows.length === 0) throw notFound('dawum.survey_not_found');
      return (await resultsOf([id])).map(resultView);
    },

    /** The latest survey of each institute for the parliament, and per party the mean of those surveys' values. */
    async current(parliamentId: number): Promise<RestDawumCurrent> {
      const head = await parliament(parliamentId);
      const { rows } = await db.query<SurveyRow>(
        `SELECT ${SURVEY_SELECT} FROM (
           SELECT DISTINCT ON (institute_id) * FROM dawum_surveys
            WHERE parliament_id = $1 ORDER BY institute_id, date DESC, id DESC
         ) s ${SURVEY_JOINS}
         ORDER BY s.date DESC, s.id DESC`,
        [parliamentId],
      );
      const surveys = await surveysWithResults(rows);
      const byParty = new Map<string, RestDawumAverage & { sum: number }>();
      for (const survey of surveys)
        for (const r of survey.results) {
          const entry = byParty.get(r.party_id) ?? { ...r, percent: 0, sum: 0, institutes: 0 };
          entry.sum += r.percent;
          entry.institutes += 1;
          byParty.set(r.party_id, entry);
        }
      const average = [...byParty.values()]
        .map(({ sum, ...entry }) => ({ ...entry, percent: round1(sum / entry.institutes) }))
        .sort((a, b) => b.percent - a.percent || Number(a.party_id) - Number(b.party_id));
      return { parliament: head, surveys, average };
    },

    /**
     * Per party every survey's value from `from` to `to` and a centred moving average: for each day with a survey,
     * the mean of the party's values within ± DAWUM_TREND_HALF_WINDOW_DAYS (only values inside [from, to]).
     */
    async trend(parliamentId: number, from: string, to: string): Promise<RestDawumTrend> {
      const head = await parliament(parliamentId);
      const { rows } = await db.query<ResultRow & { date: string; institute: string }>(
        `SELECT r.party_id, coalesce(p.shortcut, r.party_id::text) AS shortcut, coalesce(p.name, r.party_id::text) AS name,
                r.percent, r.survey_id, to_char(s.date, 'YYYY-MM-DD') AS date, coalesce(i.name, s.institute_id::text) AS institute
           FROM dawum_surveys s
           JOIN dawum_survey_results r ON r.survey_id = s.id
           LEFT JOIN dawum_parties p ON p.id = r.party_id
           LEFT JOIN dawum_institutes i ON i.id = s.institute_id
          WHERE s.parliament_id = $1 AND s.date BETWEEN $2::date AND $3::date
          ORDER BY r.party_id, s.date, s.id`,
        [parliamentId, from, to],
      );
      const parties = new Map<number, RestDawumTrend['parties'][number]>();
      for (const r of rows) {
        let party = parties.get(r.party_id);
        if (!party) {
          party = {
            party_id: String(r.party_id),
            shortcut: r.shortcut,
            name: r.name,
            series: [],
            average: [],
          };
          parties.set(r.party_id, party);
        }
        party.series.push({
          date: r.date,
          percent: Number(r.percent),
          survey_id: String(r.survey_id),
          institute: r.institute,
        });
      }
      for (const party of parties.values()) {
        const { series } = party;
        const days = series.map((p) => dayNumber(p.date));
        let lo = 0;
        let hi = 0;
        let sum = 0;
        for (let i = 0; i < series.length; i++) {
          // one average per day: the last point of a day stands for it
          if (i + 1 < series.length && days[i + 1] === days[i]) continue;
          while (hi < series.length && days[hi]! <= days[i]! + DAWUM_TREND_HALF_WINDOW_DAYS)
            sum += series[hi++]!.percent;
          while (days[lo]! < days[i]! - DAWUM_TREND_HALF_WINDOW_DAYS) sum -= series[lo++]!.percent;
          party.average.push({ date: series[i]!.date, percent: round1(sum / (hi - lo)) });
        }
      }
      const ordered = [...parties.values()].sort(
        (a, b) => (b.series.at(-1)?.percent ?? 0) - (a.series.at(-1)?.percent ?? 0),
      );
      return {
        parliament: head,
        from,
        to,
        smoothing: 'centred_moving_average',
        half_window_days: DAWUM_TREND_HALF_WINDOW_DAYS,
        parties: ordered,
      };
    },

    /** References of the held surveys that the document did not resolve, with how many surveys make them. */
    async unknownReferences() {
      const { rows } = await db.query<{ kind: 'party' | 'institute'; id: number; surveys: number }>(
        `SELECT 'institute' AS kind, s.institute_id AS id, count(*)::int AS surveys
           FROM dawum_surveys s WHERE NOT EXISTS (SELECT 1 FROM dawum_institutes i WHERE i.id = s.institute_id)
          GROUP BY s.institute_id
         UNION ALL
         SELECT 'party', r.party_id, count(*)::int
           FROM dawum_survey_results r WHERE NOT EXISTS (SELECT 1 FROM dawum_parties p WHERE p.id = r.party_id)
          GROUP BY r.party_id
         ORDER BY 1, 2`,
      );
      return rows.map((r) => ({ ...r, id: String(r.id) }));
    },

    async surveyCount(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dawum_surveys');
      return rows[0]!.n;
    },
  };
}

export type PollsService = ReturnType<typeof createPollsService>;
