import { DAWUM_SURVEY_LIST } from '@portal/contract';
import type { Queryable } from '../../db/client.js';
import { fetchPage } from '../../db/list.dal.js';
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

export interface ParliamentRow {
  id: number;
  shortcut: string;
  name: string;
  election: string;
}

export interface InstituteRow {
  id: number;
  name: string;
}

export interface SurveyRow {
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

export interface ResultRow {
  survey_id: number;
  party_id: number;
  shortcut: string;
  name: string;
  percent: number;
}

/** A party's value in one survey of a trend, with the survey's day and institute. */
export interface TrendRow extends ResultRow {
  date: string;
  institute: string;
}

export interface UnknownReferenceRow {
  kind: 'party' | 'institute';
  id: number;
  surveys: number;
}

/** The synced DAWUM tables, read: parliaments, institutes, surveys and their results. */
export function createPollsDal(db: Queryable) {
  return {
    async parliaments(): Promise<ParliamentRow[]> {
      const { rows } = await db.query<ParliamentRow>(
        'SELECT id, shortcut, name, election FROM dawum_parliaments ORDER BY id <> 0, name, id',
      );
      return rows;
    },

    async parliament(id: number): Promise<ParliamentRow | null> {
      const { rows } = await db.query<ParliamentRow>(
        'SELECT id, shortcut, name, election FROM dawum_parliaments WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * The listed institutes and those the surveys name without the document listing them (their id as name), by
     * name (case-insensitive, the same order under either database's collation); with a parliament only the institutes that polled it.
     */
    async institutes(parliamentId: number | null): Promise<InstituteRow[]> {
      const { rows } = await db.query<InstituteRow>(
        `WITH polled AS (
           SELECT DISTINCT institute_id AS id FROM dawum_surveys WHERE $1::int IS NULL OR parliament_id = $1::int
         )
         SELECT coalesce(i.id, p.id) AS id, coalesce(i.name, p.id::text) AS name
           FROM dawum_institutes i FULL JOIN polled p ON p.id = i.id
          WHERE $1::int IS NULL OR p.id IS NOT NULL
          ORDER BY lower(coalesce(i.name, p.id::text)) COLLATE "C", 1`,
        [parliamentId],
      );
      return rows;
    },

    /** A page of surveys (the list's filters and order). */
    surveys: (query: ListQuery) =>
      fetchPage<SurveyRow>(db, { select: SURVEY_SELECT, from: SURVEY_FROM }, SURVEYS, query),

    async survey(id: number): Promise<SurveyRow | null> {
      const { rows } = await db.query<SurveyRow>(
        `SELECT ${SURVEY_SELECT} FROM ${SURVEY_FROM} WHERE s.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async surveyExists(id: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM dawum_surveys WHERE id = $1', [id]);
      return rows.length > 0;
    },

    /** The latest survey of each institute for the parliament, newest first. */
    async latestByInstitute(parliamentId: number): Promise<SurveyRow[]> {
      const { rows } = await db.query<SurveyRow>(
        `SELECT ${SURVEY_SELECT} FROM (
           SELECT DISTINCT ON (institute_id) * FROM dawum_surveys
            WHERE parliament_id = $1 ORDER BY institute_id, date DESC, id DESC
         ) s ${SURVEY_JOINS}
         ORDER BY s.date DESC, s.id DESC`,
        [parliamentId],
      );
      return rows;
    },

    /** The surveys' results, highest first. */
    async results(surveyIds: number[]): Promise<ResultRow[]> {
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
    },

    /** Every result of the parliament's surveys from `from` to `to` (days), by party and then by time. */
    async trend(parliamentId: number, from: string, to: string): Promise<TrendRow[]> {
      const { rows } = await db.query<TrendRow>(
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
      return rows;
    },

    /** References of the held surveys that the document did not resolve, with how many surveys make them. */
    async unknownReferences(): Promise<UnknownReferenceRow[]> {
      const { rows } = await db.query<UnknownReferenceRow>(
        `SELECT 'institute' AS kind, s.institute_id AS id, count(*)::int AS surveys
           FROM dawum_surveys s WHERE NOT EXISTS (SELECT 1 FROM dawum_institutes i WHERE i.id = s.institute_id)
          GROUP BY s.institute_id
         UNION ALL
         SELECT 'party', r.party_id, count(*)::int
           FROM dawum_survey_results r WHERE NOT EXISTS (SELECT 1 FROM dawum_parties p WHERE p.id = r.party_id)
          GROUP BY r.party_id
         ORDER BY 1, 2`,
      );
      return rows;
    },

    async surveyCount(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dawum_surveys');
      return rows[0]!.n;
    },
  };
}
