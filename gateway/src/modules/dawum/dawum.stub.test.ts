import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { codesOf, gql } from '../../test/graphql.js';

/**
 * DAWUM polls against a recording stub backend: what each GraphQL field asks the backend and how the answer is
 * shaped, public reads without any identity check, the ADMIN-only sync, and 422s under the GraphQL argument names.
 * The real backend's behaviour (sync, averages, trend) is dawum.int.test.ts's and the backend's own tests'.
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  language?: string;
}

/** token → roles. */
const MEMBERS: Record<string, string[]> = { user: ['USER'], admin: ['ADMIN'] };

const bundestag = { id: '0', shortcut: 'Bundestag', name: 'Bundestag', election: 'Bundestagswahl' };
const bayern = { id: '2', shortcut: 'BY', name: 'Bayern', election: 'Landtagswahl' };

const survey = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  date: '2026-11-20',
  period_start: '2026-11-14',
  period_end: '2026-11-19',
  surveyed_persons: 1503,
  parliament: { id: '0', shortcut: 'Bundestag', name: 'Bundestag' },
  institute: { id: '4', name: 'Forsa' },
  tasker: { id: '7', name: 'RTL / n-tv' },
  method: { id: '1', name: 'Telefonisch' },
  ...changes,
});
const forsa = { id: '4', name: 'Forsa' };
const cdu = { party_id: '101', shortcut: 'CDU/CSU', name: 'Christlich Demokratische Union', percent: 31.5 };
const spd = { party_id: '2', shortcut: 'SPD', name: 'Sozialdemokratische Partei Deutschlands', percent: 15 };

const syncStatus = (changes: Record<string, unknown> = {}) => ({
  last_sync_at: '2026-11-24T03:00:00.000Z',
  last_update: '2026-11-23T18:12:41.000Z',
  outcome: 'OK',
  error: null,
  survey_count: 3035,
  unknown_references: [{ kind: 'institute', id: '99', surveys: 2 }],
  ...changes,
});

/** A 422 as the portal backend sends it: in the request's language, with its translations. */
const invalid = (language: string | undefined, key: string, de: string, en: string) => ({
  message: language === 'de' ? de : en,
  errors: { [key]: [language === 'de' ? de : en] },
  translations: {
    de: { message: de, errors: { [key]: [de] } },
    en: { message: en, errors: { [key]: [en] } },
  },
});

type Answer = [status: number, json: unknown];

/** The stand-in's `/api/dawum/...` (public reads; the sync for ADMIN). */
function answer(seen: Seen, path: string, query: URLSearchParams): Answer {
  switch (`${seen.method} ${path}`) {
    case 'GET /api/dawum/parliaments':
      return [200, [bundestag, bayern]];
    case 'GET /api/dawum/institutes':
      if (query.get('parliament') === 'x') {
        return [422, invalid(seen.language, 'parliament', 'Keine gültige Zahl.', 'Not a valid number.')];
      }
      return [200, query.has('parliament') ? [forsa] : [forsa, { id: '99', name: '99' }]];
    case 'GET /api/dawum/surveys':
      if (query.get('filter[parliament]') === 'x') {
        return [
          422,
          invalid(seen.language, 'filter.parliament', 'Keine gültige Zahl.', 'Not a valid number.'),
        ];
      }
      return [
        200,
        {
          data: [survey('3035'), survey('3034', { period_start: null, period_end: null, method: null })],
          current_page: 2,
          last_page: 7,
          per_page: 2,
          total: 13,
        },
      ];
    case 'GET /api/dawum/surveys/3035':
      return [200, { ...survey('3035'), results: [cdu, spd] }];
    case 'GET /api/dawum/surveys/3033':
      return [
        200,
        { ...survey('3033', { parliament: { id: '55', shortcut: '55', name: '55' } }), results: [] },
      ];
    case 'GET /api/dawum/surveys/3035/results':
      return [200, [cdu, spd]];
    case 'GET /api/dawum/surveys/3034/results':
      return [200, [spd]];
    case 'GET /api/dawum/current':
      if (query.get('parliament') === '77') return [404, { message: 'Unknown parliament.' }];
      return [
        200,
        {
          parliament: bundestag,
          surveys: [{ ...survey('3035'), results: [cdu, spd] }],
          average: [
            { ...cdu, percent: 30.75, institutes: 2 },
            { ...spd, institutes: 1 },
          ],
        },
      ];
    case 'GET /api/dawum/trend':
      if (query.get('from') === '2026-12-01') {
        return [422, invalid(seen.language, 'from', '„von" liegt nach „bis".', '"from" is after "to".')];
      }
      return [
        200,
        {
          parliament: bundestag,
          from: query.get('from') ?? '2025-11-24',
          to: query.get('to') ?? '2026-11-24',
          smoothing: 'centred_moving_average',
          half_window_days: 14,
          parties: [
            {
              party_id: '101',
              shortcut: 'CDU/CSU',
              name: 'Christlich Demokratische Union',
              series: [
                { date: '2026-11-01', percent: 30, survey_id: '3001', institute: 'Forsa' },
                { date: '2026-11-20', percent: 31.5, survey_id: '3035', institute: 'Forsa' },
              ],
              average: [
                { date: '2026-11-01', percent: 30 },
                { date: '2026-11-20', percent: 30.75 },
              ],
            },
          ],
        },
      ];
    case 'GET /api/dawum/sync':
      return [200, syncStatus()];
    case 'POST /api/dawum/sync': {
      const roles = MEMBERS[seen.authorization?.replace('Bearer ', '') ?? ''];
      if (!roles) return [401, { message: 'Unauthenticated.' }];
      if (!roles.includes('ADMIN')) return [403, { message: 'This action is unauthorized.' }];
      return [200, syncStatus({ outcome: 'FAILED', error: 'Not DAWUM JSON.', unknown_references: [] })];
    }
    default:
      return [404, { message: 'Not found.' }];
  }
}

let seen: Seen[] = [];
let stub: Server;
let gateway: RunningGateway;

beforeAll(async () => {
  stub = createServer((request, response) => {
    const url = decodeURIComponent(request.url ?? '');
    const [path = '', search = ''] = url.split('?');
    const entry: Seen = {
      method: request.method ?? '',
      url,
      authorization: request.headers.authorization,
      language: request.headers['accept-language'],
    };
    seen.push(entry);
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    request.resume();
    if (path === '/api/user') {
      const roles = MEMBERS[entry.authorization?.replace('Bearer ', '') ?? ''];
      if (!roles) return send(401, { message: 'Unauthenticated.' });
      return send(200, {
        id: 1,
        name: 'Member',
        email: 'm@example.com',
        active: true,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        roles: roles.map((name, i) => ({ id: i + 1, name })),
      });
    }
    const [status, json] = answer(entry, path, new URLSearchParams(search));
    return send(status, json);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${port}` },
  });
});

beforeEach(() => {
  seen = [];
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

const anonymous = (query: string, variables?: Record<string, unknown>) =>
  gql(gateway.url, query, { language: 'en', variables });
const calls = () => seen.map((s) => `${s.method} ${s.url}`);

const SURVEY = `id date period { start end } persons parliament { id shortcut name election }
  institute { id name } tasker { id name } method { id name }`;

describe('DAWUM polls: public reads', () => {
  it('lists the parliaments for a visitor without a token, asking nobody who they are', async () => {
    const result = await anonymous('{ dawumParliaments { id shortcut name election } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ dawumParliaments: [bundestag, bayern] });
    expect(seen).toEqual([
      { method: 'GET', url: '/api/dawum/parliaments', authorization: undefined, language: 'en' },
    ]);
  });

  it('lists all institutes, or a parliament’s, under DAWUM’s ids; a bad parliament id is named parliamentId', async () => {
    const result = await anonymous(`{
      all: dawumInstitutes { id name }
      bundestag: dawumInstitutes(parliamentId: "0") { id name }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ all: [forsa, { id: '99', name: '99' }], bundestag: [forsa] });
    expect(calls().sort()).toEqual(['GET /api/dawum/institutes', 'GET /api/dawum/institutes?parliament=0']);
    expect(seen.every((s) => s.authorization === undefined)).toBe(true);
    const bad = await gql(gateway.url, '{ dawumInstitutes(parliamentId: "x") { id } }', { language: 'de' });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0]!.extensions!.fieldErrors).toEqual({ parliamentId: ['Keine gültige Zahl.'] });
  });

  it('does not need a valid token: a stale one travels but is never checked', async () => {
    const result = await gql(gateway.url, '{ dawumSyncStatus { surveyCount } }', { token: 'expired' });
    expect(result.data).toEqual({ dawumSyncStatus: { surveyCount: 3035 } });
    expect(calls()).toEqual(['GET /api/dawum/sync']);
  });

  it('pages, sorts and filters the surveys in one call; results and elections are loaded once when asked', async () => {
    const result = await anonymous(
      `query($filter: DawumSurveyFilter) {
        dawumSurveys(page: 2, perPage: 2, orderBy: SURVEYED_PERSONS, direction: DESC, filter: $filter) {
          items { ${SURVEY} results { partyId shortcut percent } }
          pageInfo { currentPage lastPage perPage total }
        }
      }`,
      { filter: { parliamentId: '0', instituteId: '4', from: '2026-01-01', to: '2026-11-30' } },
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.dawumSurveys as { items: unknown[]; pageInfo: unknown };
    expect(page.pageInfo).toEqual({ currentPage: 2, lastPage: 7, perPage: 2, total: 13 });
    expect(page.items).toEqual([
      {
        id: '3035',
        date: '2026-11-20',
        period: { start: '2026-11-14', end: '2026-11-19' },
        persons: 1503,
        parliament: bundestag,
        institute: { id: '4', name: 'Forsa' },
        tasker: { id: '7', name: 'RTL / n-tv' },
        method: { id: '1', name: 'Telefonisch' },
        results: [
          { partyId: '101', shortcut: 'CDU/CSU', percent: 31.5 },
          { partyId: '2', shortcut: 'SPD', percent: 15 },
        ],
      },
      expect.objectContaining({
        id: '3034',
        period: null,
        method: null,
        results: [{ partyId: '2', shortcut: 'SPD', percent: 15 }],
      }),
    ]);
    expect(calls().sort()).toEqual([
      'GET /api/dawum/parliaments',
      'GET /api/dawum/surveys/3034/results',
      'GET /api/dawum/surveys/3035/results',
      'GET /api/dawum/surveys?page=2&itemsPerPage=2&order[surveyed_persons]=desc&filter[parliament]=0' +
        '&filter[institute]=4&filter[from]=2026-01-01&filter[to]=2026-11-30',
    ]);
  });

  it("sorts by the contract's fields without a filter, and refuses one DawumSurveyOrderField lacks without asking", async () => {
    await anonymous('{ dawumSurveys(orderBy: DATE) { items { id } } }');
    expect(calls()).toEqual(['GET /api/dawum/surveys?order[date]=asc']);
    seen = [];
    await anonymous('{ dawumSurveys(orderBy: INSTITUTE, direction: DESC) { items { id } } }');
    expect(calls()).toEqual(['GET /api/dawum/surveys?order[institute]=desc']);
    seen = [];
    const result = await anonymous('{ dawumSurveys(orderBy: PERSONS) { items { id } } }');
    expect(codesOf(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(result.errors![0]!.message).toContain('"PERSONS" does not exist in "DawumSurveyOrderField"');
    expect(seen).toEqual([]);
  });

  it('names a 422 of a filter by its GraphQL argument, in the caller’s language', async () => {
    const result = await gql(
      gateway.url,
      '{ dawumSurveys(filter: { parliamentId: "x" }) { items { id } } }',
      { language: 'de' },
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.message).toBe('Keine gültige Zahl.');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      'filter.parliamentId': ['Keine gültige Zahl.'],
    });
  });

  it('answers one survey by DAWUM’s id with its results in one call, and null for an unknown id', async () => {
    const result = await anonymous(`{
      survey: dawumSurvey(id: "3035") { ${SURVEY} results { partyId shortcut name percent } }
      unknown: dawumSurvey(id: "99999") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.survey).toMatchObject({
      id: '3035',
      parliament: bundestag,
      results: [
        { partyId: '101', shortcut: 'CDU/CSU', name: 'Christlich Demokratische Union', percent: 31.5 },
        { partyId: '2', shortcut: 'SPD', name: 'Sozialdemokratische Partei Deutschlands', percent: 15 },
      ],
    });
    expect(result.data!.unknown).toBeNull();
    expect(calls().sort()).toEqual([
      'GET /api/dawum/parliaments',
      'GET /api/dawum/surveys/3035',
      'GET /api/dawum/surveys/99999',
    ]);
  });

  it('gives a parliament the document does not list its id as election, like its name', async () => {
    const result = await anonymous(
      '{ dawumSurvey(id: "3033") { parliament { id shortcut name election } } }',
    );
    expect(result.data).toEqual({
      dawumSurvey: { parliament: { id: '55', shortcut: '55', name: '55', election: '55' } },
    });
  });

  it('answers the current polls of a parliament with the average; an unknown parliament is NOT_FOUND', async () => {
    const result = await anonymous(`{
      dawumCurrentPolls(parliamentId: "0") {
        parliament { id election }
        surveys { id institute { name } results { shortcut percent } }
        average { partyId shortcut name percent institutes }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.dawumCurrentPolls).toEqual({
      parliament: { id: '0', election: 'Bundestagswahl' },
      surveys: [
        {
          id: '3035',
          institute: { name: 'Forsa' },
          results: [
            { shortcut: 'CDU/CSU', percent: 31.5 },
            { shortcut: 'SPD', percent: 15 },
          ],
        },
      ],
      average: [
        {
          partyId: '101',
          shortcut: 'CDU/CSU',
          name: 'Christlich Demokratische Union',
          percent: 30.75,
          institutes: 2,
        },
        {
          partyId: '2',
          shortcut: 'SPD',
          name: 'Sozialdemokratische Partei Deutschlands',
          percent: 15,
          institutes: 1,
        },
      ],
    });
    expect(calls()).toEqual(['GET /api/dawum/current?parliament=0']);
    const unknown = await anonymous('{ dawumCurrentPolls(parliamentId: "77") { average { percent } } }');
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });

  it('answers the trend per party with its values and smoothed average, the period passed on when given', async () => {
    const result = await anonymous(`{
      dawumTrend(parliamentId: "0", from: "2026-11-01", to: "2026-11-24") {
        partyId shortcut name values { date percent surveyId institute } average { date percent }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.dawumTrend).toEqual([
      {
        partyId: '101',
        shortcut: 'CDU/CSU',
        name: 'Christlich Demokratische Union',
        values: [
          { date: '2026-11-01', percent: 30, surveyId: '3001', institute: 'Forsa' },
          { date: '2026-11-20', percent: 31.5, surveyId: '3035', institute: 'Forsa' },
        ],
        average: [
          { date: '2026-11-01', percent: 30 },
          { date: '2026-11-20', percent: 30.75 },
        ],
      },
    ]);
    await anonymous('{ dawumTrend(parliamentId: "2") { partyId } }');
    expect(calls()).toEqual([
      'GET /api/dawum/trend?parliament=0&from=2026-11-01&to=2026-11-24',
      'GET /api/dawum/trend?parliament=2',
    ]);
    const reversed = await anonymous('{ dawumTrend(parliamentId: "0", from: "2026-12-01") { partyId } }');
    expect(codesOf(reversed)).toEqual(['BAD_USER_INPUT']);
    expect(reversed.errors![0]!.extensions!.fieldErrors).toEqual({ from: ['"from" is after "to".'] });
  });

  it('answers the sync status with the unknown references and the attribution DAWUM asks for', async () => {
    const result = await anonymous(`{
      dawumSyncStatus {
        lastSyncAt lastUpdate outcome error surveyCount unknownReferences { kind id surveys }
        attribution { source sourceUrl licence licenceUrl }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.dawumSyncStatus).toEqual({
      lastSyncAt: '2026-11-24T03:00:00.000Z',
      lastUpdate: '2026-11-23T18:12:41.000Z',
      outcome: 'OK',
      error: null,
      surveyCount: 3035,
      unknownReferences: [{ kind: 'INSTITUTE', id: '99', surveys: 2 }],
      attribution: {
        source: 'dawum.de',
        sourceUrl: 'https://dawum.de/',
        licence: 'Open Database License (ODbL)',
        licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
      },
    });
  });
});

describe('DAWUM polls: the sync', () => {
  const SYNC = 'mutation { syncDawum { outcome error surveyCount unknownReferences { id } } }';

  it('refuses a visitor (UNAUTHENTICATED) and a member without ADMIN (FORBIDDEN) before asking the backend', async () => {
    expect(codesOf(await anonymous(SYNC))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(gateway.url, SYNC, { token: 'user' }))).toEqual(['FORBIDDEN']);
    expect(calls()).toEqual(['GET /api/user']);
  });

  it('runs the sync for an admin with their token and answers how it ended', async () => {
    const result = await gql(gateway.url, SYNC, { token: 'admin' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      syncDawum: { outcome: 'FAILED', error: 'Not DAWUM JSON.', surveyCount: 3035, unknownReferences: [] },
    });
    expect(seen.filter((s) => s.url === '/api/dawum/sync')).toEqual([
      { method: 'POST', url: '/api/dawum/sync', authorization: 'Bearer admin', language: 'de' },
    ]);
  });
});
