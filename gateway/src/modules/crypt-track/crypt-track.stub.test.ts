import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { codesOf, gql } from '../../test/graphql.js';

/**
 * The crypto tracker against a recording stub backend: what each GraphQL field asks the backend and how the answer
 * is shaped (amounts untouched, enums, secrets only ever sent), the roles, and error mapping (404, 422 with the
 * input's field names, the exchange's failures passed through). The real backend and the fake exchange are
 * crypt-track.int.test.ts's.
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  language?: string;
  body: string;
}

/** token → roles. */
const MEMBERS: Record<string, string[]> = {
  crypt: ['CRYPT_TRACK'],
  admin: ['ADMIN'],
  user: ['USER'],
};

const CONFIGS = '/api/user-profile/services/crypt-track-configuration';
const SERVICE = '/api/services/crypt-track';
const T0 = '2026-11-20T08:00:00.000Z';
const T1 = '2026-11-24T09:30:00.000Z';

const config = (changes: Record<string, unknown> = {}) => ({
  id: 5,
  platform: 'bitget',
  label: 'Main',
  api_key: { last_four: 'a1b2' },
  meta: { color: 'teal' },
  created_at: T0,
  updated_at: T1,
  ...changes,
});
const ok = { ok: true, error: null };
const failure = (code: string, message: string, exchangeCode: string | null = null) => ({
  code,
  message,
  exchange_code: exchangeCode,
});

/** An amount with more digits than a double holds: it must arrive as it left. */
const EXACT = '12345678901234567.123456789012';

const account = {
  product_type: 'USDT-FUTURES',
  margin_coin: 'USDT',
  available: EXACT,
  frozen: '0',
  margin: '150.5',
  transferable: null,
  position_mode: 'hedge_mode',
  crossed_unrealized_pnl: '-3.25',
  isolated_unrealized_pnl: '0',
  bonus: null,
  total_capital: '1000.00000001',
  usdt_equity: '1000.00000001',
  unrealized_pnl: '-3.25',
};
const position = (side: string, changes: Record<string, unknown> = {}) => ({
  position_id: `USDT-FUTURES:BTCUSDT:USDT:${side}`,
  product_type: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  margin_coin: 'USDT',
  qty: '0.001',
  entry_value: '95.1',
  side,
  margin_mode: 'crossed',
  position_mode: 'one_way_mode',
  leverage: '20',
  fee: '-0.05706',
  funding: '0.01',
  realized_pnl: '0',
  margin: '4.755',
  unrealized_pnl: '0.0000000001',
  liquidation_price: null,
  average_open_price: '95100',
  mark_price: '95200.5',
  margin_rate: '0.004',
  created_at: T0,
  modified_at: null,
  ...changes,
});
const history = {
  position_id: '1234567890',
  symbol: 'ETHUSDT',
  margin_coin: 'USDT',
  side: 'short',
  margin_mode: 'isolated',
  open_average_price: '3500',
  close_average_price: '3400.5',
  open_total: '1',
  close_total: '1',
  pnl: '99.5',
  net_profit: '97.1234',
  total_funding: '-0.3',
  open_fee: '-1.05',
  close_fee: '-1.0266',
  created_at: T0,
  modified_at: T1,
};

/** A 422 as the portal backend sends it, with its translations. */
const invalid = (key: string, de: string, en: string) => ({
  message: en,
  errors: { [key]: [en] },
  translations: {
    de: { message: de, errors: { [key]: [de] } },
    en: { message: en, errors: { [key]: [en] } },
  },
});

type Answer = [status: number, json: unknown];

/** The stand-in's routes (`path` without the query). */
function answer(seen: Seen, path: string): Answer {
  const json = (seen.body ? JSON.parse(seen.body) : {}) as Record<string, { key?: string } | undefined>;
  switch (`${seen.method} ${path}`) {
    case `GET ${CONFIGS}`:
      return [200, [config(), config({ id: 6, label: 'Spare', meta: null })]];
    case `POST ${CONFIGS}`:
      if (json.api_passphrase?.key === 'wrong')
        return [422, invalid('api_passphrase.key', 'Die Passphrase ist falsch.', 'The passphrase is wrong.')];
      if (typeof json.meta === 'string')
        return [422, invalid('meta', 'Meta muss ein Objekt sein.', 'Meta must be an object.')];
      return [201, { ...config({ label: json.label, meta: json.meta ?? null }), check: ok }];
    case `PUT ${CONFIGS}/5`:
      return [
        200,
        {
          ...config(),
          check: { ok: false, error: failure('unavailable', 'Bitget is not reachable right now.') },
        },
      ];
    case `PUT ${CONFIGS}/6`:
      return [
        200,
        {
          ...config({ id: 6 }),
          check: { ok: false, error: failure('ipNotWhitelisted', 'Bitget refuses this IP.', '40018') },
        },
      ];
    case `DELETE ${CONFIGS}/5`:
      return [200, { message: 'Deleted.' }];
    case `POST ${CONFIGS}/5/test`:
      return [200, { ok: false, error: failure('badPassphrase', 'The passphrase is wrong.', '40012') }];
    case `POST ${CONFIGS}/6/test`:
      return [200, ok];
    case `GET ${SERVICE}/dashboard`:
      return [
        200,
        [
          {
            config: { id: 5, platform: 'bitget', label: 'Main' },
            accounts: [account],
            positions: [position('long'), position('short', { side: 'SHORT', margin_mode: 'fixed' })],
            totals: [{ margin_coin: 'USDT', count: 2, margin: '9.51', unrealized_pnl: '0.0000000002' }],
            error: null,
          },
          {
            config: { id: 6, platform: 'bitget', label: 'Spare' },
            accounts: [],
            positions: [],
            totals: [],
            error: failure('rateLimited', 'Bitget limits the requests; retrying shortly.', '429'),
          },
        ],
      ];
    case `GET ${SERVICE}/config/5/position/get-pending-positions`:
      return [
        200,
        {
          config: { id: 5, platform: 'bitget', label: 'Main' },
          positions: [position('long'), position('sideways', { margin_coin: null })],
        },
      ];
    case `GET ${SERVICE}/config/6/position/get-pending-positions`:
      return [504, { message: 'Bitget did not answer in time.' }];
    case `GET ${SERVICE}/config/5/position/get-history-positions`:
      return [
        200,
        { config: { id: 5, platform: 'bitget', label: 'Main' }, from: T0, to: T1, positions: [history] },
      ];
    default:
      return [404, { message: 'Not found.' }];
  }
}

let seen: Seen[] = [];
let stub: Server;
let gateway: RunningGateway;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += (chunk as Buffer).toString('utf8');
  return text;
}

beforeAll(async () => {
  stub = createServer((request, response) => {
    void (async () => {
      const url = decodeURIComponent(request.url ?? '');
      const path = url.split('?')[0]!;
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
      if (path === '/api/user') {
        const roles = MEMBERS[token];
        if (!roles) return send(401, { message: 'Unauthenticated.' });
        return send(200, {
          id: 1,
          name: 'Member',
          email: 'm@example.com',
          active: true,
          created_at: T0,
          updated_at: T0,
          roles: roles.map((name, i) => ({ id: i + 1, name })),
        });
      }
      const entry: Seen = {
        method: request.method ?? '',
        url,
        authorization: request.headers.authorization,
        language: request.headers['accept-language'],
        body: await readBody(request),
      };
      seen.push(entry);
      const [status, json] = answer(entry, path);
      return send(status, json);
    })();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${port}` },
  });
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const calls = () => seen.map((s) => `${s.method} ${s.url}`);
const as = (token: string, query: string, variables?: Record<string, unknown>) =>
  gql(gateway.url, query, { token, language: 'en', variables });

const CONFIG_FIELDS = 'id platform label apiKeyLast4 meta createdAt updatedAt';
const POSITION_FIELDS = `positionId productType symbol marginCoin qty entryValue side marginMode positionMode leverage fee
  funding realizedPnl margin unrealizedPnl liquidationPrice averageOpenPrice markPrice marginRate createdAt modifiedAt`;
const SAVED_FIELDS = `config { ${CONFIG_FIELDS} } keysWork message errorCode`;

const mappedConfig = {
  id: '5',
  platform: 'bitget',
  label: 'Main',
  apiKeyLast4: 'a1b2',
  meta: '{"color":"teal"}',
  createdAt: T0,
  updatedAt: T1,
};
const mappedLong = {
  positionId: 'USDT-FUTURES:BTCUSDT:USDT:long',
  productType: 'USDT_FUTURES',
  symbol: 'BTCUSDT',
  marginCoin: 'USDT',
  qty: '0.001',
  entryValue: '95.1',
  side: 'LONG',
  marginMode: 'CROSSED',
  positionMode: 'ONE_WAY',
  leverage: '20',
  fee: '-0.05706',
  funding: '0.01',
  realizedPnl: '0',
  margin: '4.755',
  unrealizedPnl: '0.0000000001',
  liquidationPrice: null,
  averageOpenPrice: '95100',
  markPrice: '95200.5',
  marginRate: '0.004',
  createdAt: T0,
  modifiedAt: null,
};

describe('crypt-track: configurations', () => {
  it('lists the member’s configurations with only the key’s last four characters and meta as JSON text', async () => {
    const result = await gql(gateway.url, `{ cryptTrackConfigs { ${CONFIG_FIELDS} } }`, {
      token: 'crypt',
      language: 'de',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      cryptTrackConfigs: [mappedConfig, { ...mappedConfig, id: '6', label: 'Spare', meta: '{}' }],
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: CONFIGS,
      authorization: 'Bearer crypt',
      language: 'de',
    });
  });

  it('creates with the secrets as `{ key }` and meta as an object, and says the keys work', async () => {
    const result = await as(
      'crypt',
      `mutation($input: CreateCryptTrackConfigInput!) { createCryptTrackConfig(input: $input) { ${SAVED_FIELDS} } }`,
      {
        input: {
          platform: 'bitget',
          label: 'Neu',
          apiKey: 'bg_key_a1b2',
          apiSecret: 's3cret',
          apiPassphrase: 'pass',
          meta: '{"color":"red"}',
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      createCryptTrackConfig: {
        config: { ...mappedConfig, label: 'Neu', meta: '{"color":"red"}' },
        keysWork: true,
        message: null,
        errorCode: null,
      },
    });
    expect(calls()).toEqual([`POST ${CONFIGS}`]);
    expect(JSON.parse(seen[0]!.body)).toEqual({
      platform: 'bitget',
      label: 'Neu',
      api_key: { key: 'bg_key_a1b2' },
      api_secret: { key: 's3cret' },
      api_passphrase: { key: 'pass' },
      meta: { color: 'red' },
    });
  });

  it('puts a refused passphrase and meta that is no JSON object under the input’s fields, in every language', async () => {
    const create = (input: Record<string, unknown>) =>
      gql<{ createCryptTrackConfig: unknown }>(
        gateway.url,
        `mutation($input: CreateCryptTrackConfigInput!) { createCryptTrackConfig(input: $input) { config { id } } }`,
        {
          token: 'crypt',
          language: 'de',
          variables: {
            input: {
              platform: 'bitget',
              label: 'x',
              apiKey: 'k',
              apiSecret: 's',
              apiPassphrase: 'p',
              ...input,
            },
          },
        },
      );
    const wrong = await create({ apiPassphrase: 'wrong' });
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);
    expect(wrong.errors?.[0]?.message).toBe('The passphrase is wrong.');
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { apiPassphrase: ['The passphrase is wrong.'] },
      translations: { de: { fieldErrors: { apiPassphrase: ['Die Passphrase ist falsch.'] } } },
    });
    for (const meta of ['not json', '[1,2]', '"text"']) {
      const bad = await create({ meta });
      expect(bad.errors?.[0]?.extensions).toMatchObject({
        fieldErrors: { meta: ['Meta must be an object.'] },
      });
    }
    expect(JSON.parse(seen.at(-3)!.body)).toMatchObject({ meta: 'not json' });
  });

  it('updates only the given fields (null secrets keep the stored ones) and tells unreachable from refused', async () => {
    const update = (id: string, input: Record<string, unknown>) =>
      as(
        'crypt',
        `mutation($id: ID!, $input: UpdateCryptTrackConfigInput!) { updateCryptTrackConfig(id: $id, input: $input) { ${SAVED_FIELDS} } }`,
        { id, input },
      );
    const down = await update('5', { label: 'Renamed', apiSecret: null, apiPassphrase: 'new', meta: null });
    expect(down.errors).toBeUndefined();
    expect(down.data).toEqual({
      updateCryptTrackConfig: {
        config: mappedConfig,
        keysWork: null,
        message: 'Bitget is not reachable right now.',
        errorCode: 'UNAVAILABLE',
      },
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      label: 'Renamed',
      api_passphrase: { key: 'new' },
      meta: null,
    });
    const refused = await update('6', {});
    expect(refused.data).toMatchObject({
      updateCryptTrackConfig: {
        keysWork: false,
        errorCode: 'IP_NOT_WHITELISTED',
        message: 'Bitget refuses this IP.',
      },
    });
    expect(calls()).toEqual([`PUT ${CONFIGS}/5`, `PUT ${CONFIGS}/6`]);
    expect(seen[1]!.body).toBe('{}');
  });

  it('tests stored keys, deletes, and answers another member’s id as NOT_FOUND', async () => {
    const tested = await as(
      'crypt',
      `mutation {
        a: testCryptTrackConfig(id: 5) { keysWork message errorCode }
        b: testCryptTrackConfig(id: 6) { keysWork message errorCode }
      }`,
    );
    expect(tested.data).toEqual({
      a: { keysWork: false, message: 'The passphrase is wrong.', errorCode: 'BAD_PASSPHRASE' },
      b: { keysWork: true, message: null, errorCode: null },
    });
    const deleted = await as('crypt', 'mutation { deleteCryptTrackConfig(id: 5) }');
    expect(deleted.data).toEqual({ deleteCryptTrackConfig: true });
    const foreign = await as('crypt', 'mutation { deleteCryptTrackConfig(id: 99) }');
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
    expect(calls()).toEqual([
      `POST ${CONFIGS}/5/test`,
      `POST ${CONFIGS}/6/test`,
      `DELETE ${CONFIGS}/5`,
      `DELETE ${CONFIGS}/99`,
    ]);
  });
});

describe('crypt-track: dashboard and positions', () => {
  it('answers every configuration, a failed one with its error beside the loaded ones, amounts untouched', async () => {
    const result = await as(
      'admin',
      `{ cryptTrackDashboard { config { id platform label }
          accounts { productType marginCoin available frozen margin transferable positionMode crossedUnrealizedPnl
            isolatedUnrealizedPnl bonus totalCapital usdtEquity unrealizedPnl }
          positions { positionId side marginMode }
          positionSums { marginCoin count margin unrealizedPnl }
          error errorCode } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      cryptTrackDashboard: [
        {
          config: { id: '5', platform: 'bitget', label: 'Main' },
          accounts: [
            {
              productType: 'USDT_FUTURES',
              marginCoin: 'USDT',
              available: EXACT,
              frozen: '0',
              margin: '150.5',
              transferable: null,
              positionMode: 'HEDGE',
              crossedUnrealizedPnl: '-3.25',
              isolatedUnrealizedPnl: '0',
              bonus: null,
              totalCapital: '1000.00000001',
              usdtEquity: '1000.00000001',
              unrealizedPnl: '-3.25',
            },
          ],
          positions: [
            { positionId: 'USDT-FUTURES:BTCUSDT:USDT:long', side: 'LONG', marginMode: 'CROSSED' },
            { positionId: 'USDT-FUTURES:BTCUSDT:USDT:short', side: 'SHORT', marginMode: 'ISOLATED' },
          ],
          positionSums: [{ marginCoin: 'USDT', count: 2, margin: '9.51', unrealizedPnl: '0.0000000002' }],
          error: null,
          errorCode: null,
        },
        {
          config: { id: '6', platform: 'bitget', label: 'Spare' },
          accounts: [],
          positions: [],
          positionSums: [],
          error: 'Bitget limits the requests; retrying shortly.',
          errorCode: 'RATE_LIMITED',
        },
      ],
    });
    expect(calls()).toEqual([`GET ${SERVICE}/dashboard`]);
  });

  it('answers the open positions with every field; an unknown side is null, never guessed', async () => {
    const result = await as('crypt', `{ cryptTrackPendingPositions(configId: 5) { ${POSITION_FIELDS} } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      cryptTrackPendingPositions: [
        mappedLong,
        { ...mappedLong, positionId: 'USDT-FUTURES:BTCUSDT:USDT:sideways', side: null, marginCoin: null },
      ],
    });
  });

  it('passes the exchange’s failure and a foreign configuration on as errors with the backend’s message', async () => {
    const slow = await as('crypt', '{ cryptTrackPendingPositions(configId: 6) { positionId } }');
    expect(slow.errors?.[0]?.message).toBe('Bitget did not answer in time.');
    expect(slow.data).toBeNull();
    const foreign = await as('crypt', '{ cryptTrackHistoryPositions(configId: 99) { positionId } }');
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
  });

  it('asks for the closed positions of the period and symbol given (none: the backend’s defaults)', async () => {
    const query = `query($from: DateTime, $to: DateTime, $symbol: String) {
      cryptTrackHistoryPositions(configId: 5, from: $from, to: $to, symbol: $symbol) {
        positionId symbol marginCoin side marginMode openAveragePrice closeAveragePrice openTotal closeTotal pnl
        netProfit totalFunding openFee closeFee createdAt modifiedAt } }`;
    const result = await as('crypt', query, { from: T0, to: T1, symbol: 'ETHUSDT' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      cryptTrackHistoryPositions: [
        {
          positionId: '1234567890',
          symbol: 'ETHUSDT',
          marginCoin: 'USDT',
          side: 'SHORT',
          marginMode: 'ISOLATED',
          openAveragePrice: '3500',
          closeAveragePrice: '3400.5',
          openTotal: '1',
          closeTotal: '1',
          pnl: '99.5',
          netProfit: '97.1234',
          totalFunding: '-0.3',
          openFee: '-1.05',
          closeFee: '-1.0266',
          createdAt: T0,
          modifiedAt: T1,
        },
      ],
    });
    await as('crypt', query, { symbol: '  ' });
    const [first, second] = seen.map((s) => new URL(s.url, 'http://x').searchParams);
    expect(Object.fromEntries(first!)).toEqual({ from: T0, to: T1, symbol: 'ETHUSDT' });
    expect([...second!.keys()]).toEqual([]);
  });
});

describe('crypt-track: roles', () => {
  it('refuses members without ADMIN or CRYPT_TRACK before asking the backend, and visitors', async () => {
    for (const query of [
      '{ cryptTrackConfigs { id } }',
      '{ cryptTrackDashboard { error } }',
      '{ cryptTrackPendingPositions(configId: 5) { positionId } }',
      'mutation { deleteCryptTrackConfig(id: 5) }',
      'mutation { testCryptTrackConfig(id: 5) { keysWork } }',
    ]) {
      expect(codesOf(await as('user', query))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(gateway.url, query))).toEqual(['UNAUTHENTICATED']);
    }
    expect(calls()).toEqual([]);
  });
});
