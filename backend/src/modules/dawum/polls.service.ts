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
import { DAWUM_TREND_HALF_WINDOW_DAYS } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/list-query.js';
import type { ResultRow, SurveyRow } from './polls.dal.js';
import { createPollsDal } from './polls.dal.js';

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
  const polls = createPollsDal(deps.db);

  async function parliament(id: number): Promise<RestDawumParliament> {
    const row = await polls.parliament(id);
    if (!row) throw notFound('dawum.parliament_not_found');
    return { ...row, id: String(row.id) };
  }

  async function surveysWithResults(rows: SurveyRow[]): Promise<RestDawumSurveyWithResults[]> {
    const results = await polls.results(rows.map((r) => r.id));
    return rows.map((r) => ({
      ...surveyView(r),
      results: results.filter((x) => x.survey_id === r.id).map(resultView),
    }));
  }

  return {
    async parliaments(): Promise<RestDawumParliament[]> {
      return (await polls.parliaments()).map((r) => ({ ...r, id: String(r.id) }));
    },

    async institutes(parliamentId?: number): Promise<RestDawumInstitute[]> {
      const rows = await polls.institutes(parliamentId ?? null);
      return rows.map((r) => ({ id: String(r.id), name: r.name }));
    },

    /** A page of surveys; newest first unless the query orders otherwise (the contract's default). */
    async surveys(query: ListQuery) {
      const { rows, total } = await polls.surveys(query);
      return { rows: rows.map(surveyView), total };
    },

    async survey(id: number): Promise<RestDawumSurveyWithResults> {
      const row = await polls.survey(id);
      if (!row) throw notFound('dawum.survey_not_found');
      return (await surveysWithResults([row]))[0]!;
    },

    async results(id: number): Promise<RestDawumResult[]> {
      if (!(await polls.surveyExists(id))) throw notFound('dawum.survey_not_found');
      return (await polls.results([id])).map(resultView);
    },

    /** The latest survey of each institute for the parliament, and per party the mean of those surveys' values. */
    async current(parliamentId: number): Promise<RestDawumCurrent> {
      const head = await parliament(parliamentId);
      const surveys = await surveysWithResults(await polls.latestByInstitute(parliamentId));
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
      const rows = await polls.trend(parliamentId, from, to);
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

    async unknownReferences() {
      return (await polls.unknownReferences()).map((r) => ({ ...r, id: String(r.id) }));
    },

    surveyCount: () => polls.surveyCount(),
  };
}

export type PollsService = ReturnType<typeof createPollsService>;
