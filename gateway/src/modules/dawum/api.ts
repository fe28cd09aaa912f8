import type {
  RestDawumCurrent,
  RestDawumCurrentQuery,
  RestDawumInstitute,
  RestDawumInstitutesQuery,
  RestDawumParliament,
  RestDawumResult,
  RestDawumSurvey,
  RestDawumSurveyListQuery,
  RestDawumSurveyWithResults,
  RestDawumSyncStatus,
  RestDawumTrend,
  RestDawumTrendQuery,
  RestPaginator,
} from '@portal/contract';
import type { z } from 'zod';
import type { RestSession } from '../../rest/client.js';
import { camelCase, fieldKeys } from '../../rest/errors.js';
import { LIST_FIELD_KEYS } from '../../rest/paginator.js';

export type DawumSurveyListQuery = z.input<typeof RestDawumSurveyListQuery>;

const LIST_KEYS = fieldKeys({ rename: LIST_FIELD_KEYS });

/** 422 keys → GraphQL names: the REST filters and query name ids by their resource (`parliament`), GraphQL `…Id`. */
export const surveyListFieldKey = (restKey: string): string =>
  /^filter\.(parliament|institute)$/.test(restKey) ? `${restKey}Id` : LIST_KEYS(restKey);
export const parliamentFieldKey = (restKey: string): string =>
  restKey === 'parliament' ? 'parliamentId' : camelCase(restKey);
const surveyIdFieldKey = (restKey: string): string => (restKey === 'survey_id' ? 'id' : camelCase(restKey));

/**
 * DAWUM polls (docs/rest-api.md, `/api/dawum/...`): every read is public (the caller's token, if any, travels but is
 * not needed); only a sync asks for ADMIN. Ids are DAWUM's own.
 */
export function createDawumApi(rest: RestSession) {
  return {
    /** The Bundestag first. */
    parliaments: (): Promise<RestDawumParliament[]> => rest.call('GET /api/dawum/parliaments'),
    /** By name; with `parliament` those that polled it. */
    institutes: (query: RestDawumInstitutesQuery): Promise<RestDawumInstitute[]> =>
      rest.call('GET /api/dawum/institutes', { query, fieldKeys: parliamentFieldKey }),
    surveys: (query: DawumSurveyListQuery): Promise<RestPaginator<RestDawumSurvey>> =>
      rest.call('GET /api/dawum/surveys', { query, fieldKeys: surveyListFieldKey }),
    survey: (id: string): Promise<RestDawumSurveyWithResults> =>
      rest.call('GET /api/dawum/surveys/:survey_id', {
        params: { survey_id: id },
        fieldKeys: surveyIdFieldKey,
      }),
    /** Highest first. */
    results: (id: string): Promise<RestDawumResult[]> =>
      rest.call('GET /api/dawum/surveys/:survey_id/results', {
        params: { survey_id: id },
        fieldKeys: surveyIdFieldKey,
      }),
    current: (query: RestDawumCurrentQuery): Promise<RestDawumCurrent> =>
      rest.call('GET /api/dawum/current', { query, fieldKeys: parliamentFieldKey }),
    trend: (query: RestDawumTrendQuery): Promise<RestDawumTrend> =>
      rest.call('GET /api/dawum/trend', { query, fieldKeys: parliamentFieldKey }),
    syncStatus: (): Promise<RestDawumSyncStatus> => rest.call('GET /api/dawum/sync'),
    /** Runs a sync now (ADMIN) and answers how it ended. */
    sync: (): Promise<RestDawumSyncStatus> => rest.call('POST /api/dawum/sync'),
  };
}

export type DawumApi = ReturnType<typeof createDawumApi>;
