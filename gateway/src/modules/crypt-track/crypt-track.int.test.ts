import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeBitgetData,
  startFakeBitget,
  type FakeBitget,
  type FakeBitgetAccount,
} from '@portal/fakes/bitget';
import { startGateway, type RunningGateway } from '../../server.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql, type GqlResult } from '../../test/graphql.js';

/**
 * The crypto tracker against the real backend (child process, demo members) and the fake Bitget (a real HTTP server
 * that checks signatures): configurations saved with their keys tried, the exchange's answers exact to the digit, a
 * failing configuration on the dashboard beside the working one, another member kept out, and no secret in any
 * answer.
 */

const PASSWORD = 'portal-demo';

const main: FakeBitgetAccount = {
  apiKey: 'bg_gatewaytest0000000000000000main',
  apiSecret: 'gateway-test-secret-main-0123456789abcdef',
  apiPassphrase: 'mainPassphrase1',
  uid: '7100000001',
  ...fakeBitgetData({ seed: 11, positionsPerProductType: 4, historyPerProductType: 6 }),
};
const spare: FakeBitgetAccount = {
  apiKey: 'bg_gatewaytest000000000000000spare',
  apiSecret: 'gateway-test-secret-spare-fedcba9876543210',
  apiPassphrase: 'sparePassphrase2',
  uid: '7100000002',
  ...fakeBitgetData({ seed: 12, positionsPerProductType: 2, historyPerProductType: 0 }),
};
const SECRETS = [main, spare].flatMap((a) => [a.apiKey, a.apiSecret, a.apiPassphrase]);

let exchange: FakeBitget;
let backend: TestBackend;
let gateway: RunningGateway;
let member: string;
let other: string;
let plain: string;
/** Every answer's body as sent, to look for secrets in. */
const answers: string[] = [];

async function login(email: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { variables: { email, password: PASSWORD } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

async function as<T = Record<string, unknown>>(
  token: string,
  query: string,
  variables?: Record<string, unknown>,
  language = 'en',
): Promise<GqlResult<T>> {
  const result = await gql<T>(gateway.url, query, { token, language, variables });
  answers.push(JSON.stringify(result));
  return result;
}

const CREATE = `mutation($input: CreateCryptTrackConfigInput!) {
  createCryptTrackConfig(input: $input) { config { id label apiKeyLast4 meta } keysWork message errorCode } }`;
const inputOf = (account: FakeBitgetAccount, label: string) => ({
  platform: 'bitget',
  label,
  apiKey: account.apiKey,
  apiSecret: account.apiSecret,
  apiPassphrase: account.apiPassphrase,
});
interface Saved {
  createCryptTrackConfig: {
    config: { id: string; label: string; apiKeyLast4: string; meta: string };
    keysWork: boolean | null;
    message: string | null;
    errorCode: string | null;
  };
}

beforeAll(async () => {
  exchange = await startFakeBitget({ accounts: [main, spare] });
  backend = await startBackend({ env: { BITGET_BASE_URL: exchange.url } });
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url } });
  member = await login('crypttrack@example.com');
  other = await login('admin@example.com');
  plain = await login('user@example.com');
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await backend?.stop();
  await exchange?.close();
});

describe('crypto tracker through the gateway (real backend, fake Bitget)', () => {
  let mainId: string;
  let spareId: string;

  it('saves configurations after trying their keys; a refused passphrase is a field error in the caller’s language', async () => {
    const saved = await as<Saved>(member, CREATE, {
      input: { ...inputOf(main, 'Main'), meta: '{"note":"x"}' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.createCryptTrackConfig).toMatchObject({
      config: { label: 'Main', apiKeyLast4: main.apiKey.slice(-4), meta: '{"note":"x"}' },
      keysWork: true,
      message: null,
      errorCode: null,
    });
    mainId = saved.data!.createCryptTrackConfig.config.id;
    spareId = (await as<Saved>(member, CREATE, { input: inputOf(spare, 'Spare') })).data!
      .createCryptTrackConfig.config.id;

    const wrong = { input: { ...inputOf(main, 'Wrong'), apiPassphrase: 'not-the-passphrase' } };
    const [de, en] = await Promise.all([as(member, CREATE, wrong, 'de'), as(member, CREATE, wrong, 'en')]);
    expect(codesOf(de)).toEqual(['BAD_USER_INPUT']);
    const fieldsDe = de.errors![0]!.extensions!.fieldErrors as Record<string, string[]>;
    const fieldsEn = en.errors![0]!.extensions!.fieldErrors as Record<string, string[]>;
    expect(Object.keys(fieldsDe)).toEqual(['apiPassphrase']);
    expect(fieldsDe.apiPassphrase![0]).not.toBe(fieldsEn.apiPassphrase![0]);

    const list = await as<{ cryptTrackConfigs: Array<{ id: string; label: string }> }>(
      member,
      '{ cryptTrackConfigs { id label apiKeyLast4 } }',
    );
    expect(list.data!.cryptTrackConfigs.map((c) => c.label)).toEqual(['Main', 'Spare']);
  });

  it('answers the open positions exactly as the exchange sent them', async () => {
    const result = await as<{
      cryptTrackPendingPositions: Array<{
        productType: string;
        symbol: string;
        side: string;
        unrealizedPnl: string | null;
        averageOpenPrice: string | null;
        liquidationPrice: string | null;
      }>;
    }>(
      member,
      `query($id: ID!) { cryptTrackPendingPositions(configId: $id) {
        productType symbol side unrealizedPnl averageOpenPrice liquidationPrice } }`,
      { id: mainId },
    );
    expect(result.errors).toBeUndefined();
    const rows = Object.entries(main.positions!).flatMap(([type, list]) =>
      list!.map((row) => ({
        productType: type.replace('-', '_'),
        symbol: row.symbol,
        side: String(row.holdSide).toUpperCase(),
        unrealizedPnl: row.unrealizedPL,
        averageOpenPrice: row.openPriceAvg,
        liquidationPrice: row.liquidationPrice === '' ? null : row.liquidationPrice,
      })),
    );
    const key = (p: { productType: string; symbol: unknown; side: string }) =>
      `${p.productType} ${String(p.symbol)} ${p.side}`;
    const sort = <T extends { productType: string; symbol: unknown; side: string }>(list: T[]) =>
      [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(result.data!.cryptTrackPendingPositions)).toEqual(sort(rows));
  });

  it('answers the closed positions of a period', async () => {
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const result = await as<{ cryptTrackHistoryPositions: Array<{ positionId: string; netProfit: string }> }>(
      member,
      'query($id: ID!, $from: DateTime) { cryptTrackHistoryPositions(configId: $id, from: $from) { positionId netProfit } }',
      { id: mainId, from },
    );
    expect(result.errors).toBeUndefined();
    const expected = Object.values(main.history!).flatMap((list) =>
      list!.map((row) => ({ positionId: row.positionId, netProfit: row.netProfit })),
    );
    const byId = (a: { positionId: unknown }, b: { positionId: unknown }) =>
      String(a.positionId).localeCompare(String(b.positionId));
    expect([...result.data!.cryptTrackHistoryPositions].sort(byId)).toEqual(expected.sort(byId));
  });

  it('shows a failing configuration’s reason on the dashboard while the others load', async () => {
    exchange.fail('maintenance', spare.apiKey);
    try {
      // past the backend's one-second cache of the spare's last answer
      await new Promise((r) => setTimeout(r, 1100));
      const result = await as<{
        cryptTrackDashboard: Array<{
          config: { id: string };
          accounts: unknown[];
          positions: unknown[];
          positionSums: Array<{ count: number }>;
          error: string | null;
          errorCode: string | null;
        }>;
      }>(
        member,
        `{ cryptTrackDashboard { config { id label } accounts { marginCoin totalCapital } positions { positionId }
           positionSums { marginCoin count } error errorCode } }`,
        undefined,
        'de',
      );
      expect(result.errors).toBeUndefined();
      const [first, second] = result.data!.cryptTrackDashboard;
      expect(first).toMatchObject({ config: { id: mainId }, error: null, errorCode: null });
      expect(first!.accounts).toHaveLength(Object.keys(main.accounts!).length);
      expect(first!.positions).toHaveLength(8);
      expect(first!.positionSums.reduce((n, s) => n + s.count, 0)).toBe(8);
      expect(second).toMatchObject({
        config: { id: spareId },
        accounts: [],
        positions: [],
        errorCode: 'UNAVAILABLE',
      });
      expect(second!.error).toEqual(expect.any(String));
    } finally {
      exchange.recover(spare.apiKey);
    }
  });

  it('keeps another member out (NOT_FOUND) and a member without the role (FORBIDDEN)', async () => {
    const id = { id: mainId };
    for (const query of [
      'query($id: ID!) { cryptTrackPendingPositions(configId: $id) { positionId } }',
      'query($id: ID!) { cryptTrackHistoryPositions(configId: $id) { positionId } }',
      'mutation($id: ID!) { updateCryptTrackConfig(id: $id, input: { label: "Mine" }) { keysWork } }',
      'mutation($id: ID!) { testCryptTrackConfig(id: $id) { keysWork } }',
      'mutation($id: ID!) { deleteCryptTrackConfig(id: $id) }',
    ]) {
      expect(codesOf(await as(other, query, id))).toEqual(['NOT_FOUND']);
      expect(codesOf(await as(plain, query, id))).toEqual(['FORBIDDEN']);
    }
    const theirs = await as(other, '{ cryptTrackConfigs { id } cryptTrackDashboard { config { id } } }');
    expect(theirs.data).toEqual({ cryptTrackConfigs: [], cryptTrackDashboard: [] });
  });

  it('renames without the secrets (the stored ones keep working), tests, and deletes', async () => {
    const renamed = await as(
      member,
      'mutation($id: ID!) { updateCryptTrackConfig(id: $id, input: { label: "Renamed" }) { config { label } keysWork } }',
      { id: mainId },
    );
    expect(renamed.data).toEqual({
      updateCryptTrackConfig: { config: { label: 'Renamed' }, keysWork: true },
    });
    const tested = await as(member, 'mutation($id: ID!) { testCryptTrackConfig(id: $id) { keysWork } }', {
      id: mainId,
    });
    expect(tested.data).toEqual({ testCryptTrackConfig: { keysWork: true } });
    expect(
      (await as(member, 'mutation($id: ID!) { deleteCryptTrackConfig(id: $id) }', { id: spareId })).data,
    ).toEqual({ deleteCryptTrackConfig: true });
    const list = await as(member, '{ cryptTrackConfigs { label } }');
    expect(list.data).toEqual({ cryptTrackConfigs: [{ label: 'Renamed' }] });
  });

  it('never sent a secret back in any answer', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const secret of SECRETS) expect(answers.filter((a) => a.includes(secret))).toEqual([]);
  });
});
