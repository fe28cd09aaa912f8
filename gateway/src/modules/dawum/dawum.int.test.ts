import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dawumDocument, startFakeDawum, type FakeDawum } from '@portal/fakes/dawum';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor } from '../../test/async.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql } from '../../test/graphql.js';

/**
 * DAWUM polls through the gateway against the real backend, synced from the fake DAWUM server: a visitor without
 * login reads parliaments, surveys, current polls and trends, all under DAWUM's own ids and with the document's
 * values; the sync is refused to visitors and members without ADMIN and run for an admin (unchanged, new data, a
 * broken download that keeps the data).
 */

const PASSWORD = 'portal-demo';
const doc = dawumDocument({ surveys: 240, seed: 11 });
const surveys = Object.entries(doc.Surveys);

let fake: FakeDawum;
let backend: TestBackend;
let gateway: RunningGateway;

async function login(email: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { variables: { email, password: PASSWORD } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

/** One operation as a visitor without login; fails the test on errors. */
async function anonymous<T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await gql<T>(gateway.url, query, { language: 'en', variables });
  if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data!;
}

interface Status {
  outcome: string | null;
  error: string | null;
  surveyCount: number;
  lastUpdate: string | null;
}
const STATUS = 'outcome error surveyCount lastUpdate';

beforeAll(async () => {
  fake = await startFakeDawum({ document: doc });
  backend = await startBackend({ env: { DAWUM_URL: fake.url, DAWUM_SYNC_MINUTES: '1440' } });
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url } });
  // The backend syncs on start.
  await waitFor(
    async () =>
      (await anonymous<{ dawumSyncStatus: Status }>(`{ dawumSyncStatus { ${STATUS} } }`)).dawumSyncStatus
        .outcome === 'OK',
    'the sync on start',
    60_000,
  );
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await backend?.stop();
  await fake?.close();
});

describe('DAWUM polls through the gateway (real backend, fake DAWUM)', () => {
  it('tells a visitor how fresh the data is, with the attribution', async () => {
    const { dawumSyncStatus } = await anonymous<{
      dawumSyncStatus: Status & { attribution: { source: string; licence: string } };
    }>(`{ dawumSyncStatus { ${STATUS} attribution { source licence } } }`);
    expect(dawumSyncStatus).toMatchObject({
      outcome: 'OK',
      error: null,
      surveyCount: surveys.length,
      attribution: { source: 'dawum.de', licence: 'Open Database License (ODbL)' },
    });
    expect(Date.parse(dawumSyncStatus.lastUpdate!)).toBe(Date.parse(doc.Database.Last_Update));
  });

  it('lists the document’s parliaments under DAWUM’s ids, the Bundestag first', async () => {
    const { dawumParliaments } = await anonymous<{
      dawumParliaments: Array<{ id: string; shortcut: string; name: string; election: string }>;
    }>('{ dawumParliaments { id shortcut name election } }');
    expect(dawumParliaments[0]).toEqual({
      id: '0',
      shortcut: 'Bundestag',
      name: 'Bundestag',
      election: 'Bundestagswahl',
    });
    expect(dawumParliaments.map((p) => p.id).sort()).toEqual(Object.keys(doc.Parliaments).sort());
  });

  it('lists the document’s institutes, and those that polled the Bundestag', async () => {
    const { all, bundestag } = await anonymous<{
      all: Array<{ id: string; name: string }>;
      bundestag: Array<{ id: string; name: string }>;
    }>('{ all: dawumInstitutes { id name } bundestag: dawumInstitutes(parliamentId: "0") { id name } }');
    expect(all.map((i) => i.id).sort()).toEqual(Object.keys(doc.Institutes).sort());
    expect(all).toContainEqual({ id: '3', name: doc.Institutes['3']!.Name });
    const polled = new Set(surveys.filter(([, s]) => s.Parliament_ID === '0').map(([, s]) => s.Institute_ID));
    expect(polled.size).toBeGreaterThan(0);
    expect(bundestag.map((i) => i.id).sort()).toEqual([...polled].sort());
  });

  it('answers a survey by DAWUM’s id with the document’s values', async () => {
    const [id, expected] = surveys[surveys.length - 3]!;
    const { dawumSurvey } = await anonymous<{
      dawumSurvey: {
        id: string;
        date: string;
        period: { start: string; end: string };
        persons: number;
        parliament: { id: string; election: string };
        institute: { id: string; name: string };
        tasker: { id: string };
        method: { id: string };
        results: Array<{ partyId: string; shortcut: string; percent: number }>;
      };
    }>(
      `query($id: ID!) { dawumSurvey(id: $id) {
        id date period { start end } persons parliament { id election } institute { id name } tasker { id } method { id }
        results { partyId shortcut percent }
      } }`,
      { id },
    );
    expect(dawumSurvey).toMatchObject({
      id,
      date: expected.Date,
      period: { start: expected.Survey_Period.Date_Start, end: expected.Survey_Period.Date_End },
      persons: Number(expected.Surveyed_Persons),
      parliament: { id: expected.Parliament_ID, election: doc.Parliaments[expected.Parliament_ID]!.Election },
      institute: { id: expected.Institute_ID, name: doc.Institutes[expected.Institute_ID]!.Name },
      tasker: { id: expected.Tasker_ID },
      method: { id: expected.Method_ID },
    });
    const byParty = Object.fromEntries(dawumSurvey.results.map((r) => [r.partyId, r.percent]));
    expect(byParty).toEqual(
      Object.fromEntries(Object.entries(expected.Results).map(([party, value]) => [party, Number(value)])),
    );
    const percents = dawumSurvey.results.map((r) => r.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(await anonymous('{ dawumSurvey(id: "99999999") { id } }')).toEqual({ dawumSurvey: null });
  });

  it('pages and filters the surveys as the document has them, results loaded for list rows', async () => {
    const inBundestag = surveys.filter(([, s]) => s.Parliament_ID === '0');
    const { dawumSurveys } = await anonymous<{
      dawumSurveys: {
        items: Array<{ id: string; date: string; results: Array<{ partyId: string }> }>;
        pageInfo: { total: number; perPage: number };
      };
    }>(
      `{ dawumSurveys(perPage: 5, orderBy: DATE, direction: DESC, filter: { parliamentId: "0" }) {
        items { id date results { partyId } } pageInfo { total perPage }
      } }`,
    );
    expect(dawumSurveys.pageInfo).toEqual({ total: inBundestag.length, perPage: 5 });
    const newest = inBundestag
      .map(([, s]) => s.Date)
      .sort()
      .reverse()
      .slice(0, 5);
    expect(dawumSurveys.items.map((s) => s.date)).toEqual(newest);
    for (const item of dawumSurveys.items) {
      expect(item.results.map((r) => r.partyId).sort()).toEqual(
        Object.keys(doc.Surveys[item.id]!.Results).sort(),
      );
    }
  });

  it('answers the current polls: each institute’s latest survey and the mean of their values', async () => {
    const { dawumCurrentPolls } = await anonymous<{
      dawumCurrentPolls: {
        surveys: Array<{ id: string; institute: { id: string } }>;
        average: Array<{ partyId: string; percent: number; institutes: number }>;
      };
    }>(`{ dawumCurrentPolls(parliamentId: "0") {
      surveys { id institute { id } } average { partyId percent institutes }
    } }`);
    const latest = new Map<string, [string, (typeof surveys)[number][1]]>();
    for (const [id, s] of surveys.filter(([, s]) => s.Parliament_ID === '0')) {
      const held = latest.get(s.Institute_ID);
      if (!held || s.Date > held[1].Date || (s.Date === held[1].Date && Number(id) > Number(held[0]))) {
        latest.set(s.Institute_ID, [id, s]);
      }
    }
    expect(dawumCurrentPolls.surveys.map((s) => s.id).sort()).toEqual(
      [...latest.values()].map(([id]) => id).sort(),
    );
    const cdu = dawumCurrentPolls.average.find((a) => a.partyId === '1')!;
    const values = [...latest.values()].map(([, s]) => Number(s.Results['1']));
    expect(cdu.institutes).toBe(values.length);
    // The backend rounds the mean to one decimal.
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(cdu.percent - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it('answers the trend per party with every survey of the period', async () => {
    const from = surveys[surveys.length - 120]![1].Date;
    const to = surveys[surveys.length - 1]![1].Date;
    const { dawumTrend } = await anonymous<{
      dawumTrend: Array<{
        partyId: string;
        values: Array<{ date: string; surveyId: string; institute: string }>;
        average: Array<{ date: string; percent: number }>;
      }>;
    }>(
      'query($from: Date, $to: Date) { dawumTrend(parliamentId: "0", from: $from, to: $to) { partyId values { date surveyId institute } average { date percent } } }',
      {
        from,
        to,
      },
    );
    const expected = surveys.filter(([, s]) => s.Parliament_ID === '0' && s.Date >= from && s.Date <= to);
    const cdu = dawumTrend.find((p) => p.partyId === '1')!;
    expect(cdu.values.map((v) => v.surveyId).sort()).toEqual(expected.map(([id]) => id).sort());
    expect(cdu.values[0]!.institute).toBe(
      doc.Institutes[doc.Surveys[cdu.values[0]!.surveyId]!.Institute_ID]!.Name,
    );
    expect(cdu.average.length).toBe(new Set(cdu.values.map((v) => v.date)).size);
  });

  it('reads without login even with a stale token', async () => {
    const result = await gql(gateway.url, '{ dawumParliaments { id } }', { token: 'not-a-token' });
    expect(result.errors).toBeUndefined();
  });

  it('refuses the sync to visitors and to members without ADMIN', async () => {
    const SYNC = `mutation { syncDawum { ${STATUS} } }`;
    const before = fake.requests;
    expect(codesOf(await gql(gateway.url, SYNC))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(gateway.url, SYNC, { token: await login('user@example.com') }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(fake.requests).toBe(before);
  });

  it('syncs for an admin: unchanged, then new data, then a broken download that keeps the data', async () => {
    const token = await login('admin@example.com');
    const sync = async () => {
      const result = await gql<{ syncDawum: Status }>(gateway.url, `mutation { syncDawum { ${STATUS} } }`, {
        token,
        language: 'en',
      });
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.syncDawum;
    };
    expect(await sync()).toMatchObject({ outcome: 'UNCHANGED', surveyCount: surveys.length });

    const next = dawumDocument({
      surveys: 260,
      seed: 11,
      lastUpdate: new Date(Date.parse(doc.Database.Last_Update) + 3_600_000)
        .toISOString()
        .replace(/\.\d{3}Z$/, '+00:00'),
    });
    fake.serve(next);
    expect(await sync()).toMatchObject({ outcome: 'OK', error: null, surveyCount: 260 });

    fake.serve('<!doctype html><title>Wartung</title>', { contentType: 'text/html' });
    const failed = await sync();
    expect(failed).toMatchObject({ outcome: 'FAILED', surveyCount: 260 });
    expect(failed.error).toEqual(expect.any(String));
    const { dawumSurveys } = await anonymous<{ dawumSurveys: { pageInfo: { total: number } } }>(
      '{ dawumSurveys { pageInfo { total } } }',
    );
    expect(dawumSurveys.pageInfo.total).toBe(260);
  });
});
