import {
  DAWUM_ATTRIBUTION,
  DAWUM_SURVEY_LIST,
  type RestDawumAverage,
  type RestDawumCurrent,
  type RestDawumResult,
  type RestDawumSurvey,
  type RestDawumSurveyWithResults,
  type RestDawumSyncStatus,
  type RestDawumTrend,
  type RestDawumTrendQuery,
} from '@portal/contract';
import type {
  DawumAttribution,
  DawumAverage,
  DawumResult,
  DawumSyncStatus,
  DawumTrendParty,
  QueryDawumSurveysArgs,
  QueryDawumTrendArgs,
  ResolversParentTypes,
} from '../../generated/graphql.js';
import type { Language } from '../../language.js';
import { pageQuery } from '../../rest/paginator.js';
import type { DawumSurveyListQuery } from './api.js';

/** GraphQL ↔ REST of DAWUM polls (pure; unit-tested in mapping.test.ts). */

/** A parliament as a survey names it: its election is looked up when asked for (the survey does not carry it). */
export type DawumParliamentParent = ResolversParentTypes['DawumParliament'];

/** A survey as resolvers answer it: a list's surveys come without results, which are loaded when asked for. */
export type DawumSurveyParent = ResolversParentTypes['DawumSurvey'];

/**
 * `dawumSurveys(page, perPage, orderBy, direction, filter)` → `page`, `itemsPerPage`, `order[field]` (the
 * contract's DAWUM_SURVEY_LIST), `filter[parliament|institute|from|to]` (the ones given).
 */
export function surveyListQuery(args: QueryDawumSurveysArgs, language: Language): DawumSurveyListQuery {
  const query: DawumSurveyListQuery = pageQuery(args, DAWUM_SURVEY_LIST, language);
  const { parliamentId, instituteId, from, to } = args.filter ?? {};
  const given = Object.entries({ parliament: parliamentId, institute: instituteId, from, to }).filter(
    (entry): entry is [string, string] => entry[1] != null && entry[1] !== '',
  );
  if (given.length > 0) query.filter = Object.fromEntries(given);
  return query;
}

/** `dawumTrend(parliamentId, from, to)` → `?parliament&from&to` (left out: the backend's default year to today). */
export function trendQuery(args: QueryDawumTrendArgs): RestDawumTrendQuery {
  const query: RestDawumTrendQuery = { parliament: args.parliamentId };
  if (args.from != null) query.from = args.from;
  if (args.to != null) query.to = args.to;
  return query;
}

export const toDawumResult = (result: RestDawumResult): DawumResult => ({
  partyId: result.party_id,
  shortcut: result.shortcut,
  name: result.name,
  percent: result.percent,
});

const toDawumAverage = (average: RestDawumAverage): DawumAverage => ({
  partyId: average.party_id,
  shortcut: average.shortcut,
  name: average.name,
  percent: average.percent,
  institutes: average.institutes,
});

/** A survey of a list (no results) or with its results; the period only when DAWUM gives both days. */
export function toDawumSurvey(survey: RestDawumSurvey | RestDawumSurveyWithResults): DawumSurveyParent {
  const mapped: DawumSurveyParent = {
    id: survey.id,
    date: survey.date,
    period:
      survey.period_start != null && survey.period_end != null
        ? { start: survey.period_start, end: survey.period_end }
        : null,
    persons: survey.surveyed_persons,
    parliament: survey.parliament,
    institute: survey.institute,
    tasker: survey.tasker,
    method: survey.method,
  };
  if ('results' in survey) mapped.results = survey.results.map(toDawumResult);
  return mapped;
}

export const toDawumCurrentPolls = (current: RestDawumCurrent) => ({
  parliament: current.parliament,
  surveys: current.surveys.map(toDawumSurvey),
  average: current.average.map(toDawumAverage),
});

export const toDawumTrend = (trend: RestDawumTrend): DawumTrendParty[] =>
  trend.parties.map((party) => ({
    partyId: party.party_id,
    shortcut: party.shortcut,
    name: party.name,
    values: party.series.map((value) => ({
      date: value.date,
      percent: value.percent,
      surveyId: value.survey_id,
      institute: value.institute,
    })),
    average: party.average,
  }));

/** The credit DAWUM's licence asks for, from the contract (the same on every answer). */
const ATTRIBUTION: DawumAttribution = {
  source: DAWUM_ATTRIBUTION.source,
  sourceUrl: DAWUM_ATTRIBUTION.sourceUrl,
  licence: DAWUM_ATTRIBUTION.license,
  licenceUrl: DAWUM_ATTRIBUTION.licenseUrl,
};

export const toDawumSyncStatus = (status: RestDawumSyncStatus): DawumSyncStatus => ({
  lastSyncAt: status.last_sync_at,
  lastUpdate: status.last_update,
  outcome: status.outcome,
  error: status.error,
  surveyCount: status.survey_count,
  unknownReferences: status.unknown_references.map((reference) => ({
    kind: reference.kind === 'party' ? 'PARTY' : 'INSTITUTE',
    id: reference.id,
    surveys: reference.surveys,
  })),
  attribution: ATTRIBUTION,
});
