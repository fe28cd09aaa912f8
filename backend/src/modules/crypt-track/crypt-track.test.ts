import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RestCryptTrackDashboardEntry } from '@portal/contract';
import type { FakeBitget, FakeBitgetAccount } from '@portal/fakes/bitget';
import { E2E_BITGET_ACCOUNT, e2eBitgetAccount, fakeBitgetData, startFakeBitget } from '@portal/fakes/bitget';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../load-config.js';
import { migrate } from '../../db/migrate.js';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { DEMO_PASSWORD, createHarness } from '../../test/harness.js';
import { createTestDb } from '../../test/db.js';
import { createPasswordHasher } from '../../lib/passwords.js';
import { createUsersDal, seed } from '../users/index.js';
import { manualClock } from '../../lib/clock.js';
import { DEMO_BITGET_ACCOUNT, DEMO_CONFIG_LABEL, seedDemoConfig } from './demo.js';

type Req = Parameters<Harness['request']>[0];

const CONFIGS = '/api/user-profile/services/crypt-track-configuration';
const SERVICE = '/api/services/crypt-track';

const account = (
  n: number,
  shape: Partial<Parameters<typeof fakeBitgetData>[0]> = {},
): FakeBitgetAccount => ({
  apiKey: `bg_rest_key_${n}_ABCD${n}`,
  apiSecret: `rest-secret-value-${n}`,
  apiPassphrase: `rest-passphrase-${n}`,
  ...fakeBitgetData({ seed: 100 + n, ...shape }),
});
const body = (a: FakeBitgetAccount, label: string) => ({
  platform: 'bitget',
  label,
  api_key: { key: a.apiKey },
  api_secret: { key: a.apiSecret },
  api_passphrase: { key: a.apiPassphrase },
  meta: { note: 'main account' },
});
const secretsOf = (a: FakeBitgetAccount) => [a.apiKey, a.apiSecret, a.apiPassphrase];

describe.each(drivers)('crypto tracker REST API (%s)', (driver) => {
  let h: Harness;
  let fake: FakeBitget;
  let member: string;
  let admin: string;
  let plain: string;
  const main = account(1);
  const second = account(2, { productTypes: ['USDT-FUTURES', 'USDC-FUTURES', 'COIN-FUTURES'] });
  const big = account(3, { productTypes: ['USDT-FUTURES'], historyPerProductType: 250 });

  beforeAll(async () => {
    fake = await startFakeBitget({ accounts: [main, second, big] });
    h = await createHarness(driver, { env: { BITGET_BASE_URL: fake.url, BITGET_TIMEOUT_MS: '2000' } });
    member = await h.login('crypttrack@example.com');
    admin = await h.login('admin@example.com');
    plain = await h.login('user@example.com');
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.recover();
  });

  const as = (token: string, req: Omit<Req, 'token'>) => h.request({ ...req, token });
  const ok = async (token: string, req: Omit<Req, 'token'>, status = 200) => {
    const res = await as(token, req);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const create = (token: string, payload: unknown) =>
    ok(token, { method: 'POST', url: CONFIGS, body: payload }, 201);
  const count = async () =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM crypt_track_configs')).rows[0]!.n;

  it('lets only ADMIN and CRYPT_TRACK in', async () => {
    expect((await h.request({ url: CONFIGS })).statusCode).toBe(401);
    for (const url of [
      CONFIGS,
      `${SERVICE}/dashboard`,
      `${SERVICE}/config/1/position/get-pending-positions`,
    ]) {
      expect((await as(plain, { url })).statusCode, url).toBe(403);
    }
    expect((await as(plain, { method: 'POST', url: CONFIGS, body: body(main, 'x') })).statusCode).toBe(403);
    expect(await ok(member, { url: CONFIGS })).toEqual([]);
    expect(await ok(admin, { url: CONFIGS })).toEqual([]);
  });

  it('saves keys the exchange accepts, sealed, and never answers with them', async () => {
    const saved = await create(member, body(main, 'Main'));
    expect(saved).toMatchObject({
      platform: 'bitget',
      label: 'Main',
      api_key: { last_four: main.apiKey.slice(-4) },
      meta: { note: 'main account' },
      check: { ok: true, error: null },
    });
    const listed = await ok(member, { url: CONFIGS });
    expect(listed).toEqual([expect.objectContaining({ id: saved.id, label: 'Main' })]);
    for (const text of [JSON.stringify(saved), JSON.stringify(listed)]) {
      for (const secret of secretsOf(main)) expect(text).not.toContain(secret);
    }
    const { rows } = await h.db.query<Record<string, string>>(
      'SELECT api_key, api_secret, api_passphrase FROM crypt_track_configs WHERE id = $1',
      [saved.id],
    );
    for (const secret of secretsOf(main)) expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows[0]!.api_key).toMatch(/^v1\./);
    await ok(member, { method: 'DELETE', url: `${CONFIGS}/${saved.id}` });
  });

  it('refuses keys the exchange refuses, in the member’s language, and keeps nothing', async () => {
    const before = await count();
    const cases = [
      [{ api_key: { key: 'bg_nobody_knows_me' } }, 'api_key', 'Die Börse kennt diesen API-Schlüssel nicht.'],
      [
        { api_secret: { key: 'wrong-secret' } },
        'api_secret',
        'Das API-Secret passt nicht zum API-Schlüssel.',
      ],
      [
        { api_passphrase: { key: 'wrong-passphrase' } },
        'api_passphrase',
        'Die Passphrase passt nicht zum API-Schlüssel.',
      ],
    ] as const;
    for (const [change, field, message] of cases) {
      const res = await as(member, {
        method: 'POST',
        url: CONFIGS,
        lang: 'de',
        body: { ...body(main, 'Wrong'), ...change },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
    const en = await as(member, {
      method: 'POST',
      url: CONFIGS,
      lang: 'en',
      body: { ...body(main, 'Wrong'), api_secret: { key: 'nope' } },
    });
    expect(en.json().errors).toEqual({ api_secret: ['The API secret does not match the API key.'] });
    expect(await count()).toBe(before);
  });

  it('validates the form with localised messages, before asking the exchange', async () => {
    fake.resetRequests();
    const res = await as(member, {
      method: 'POST',
      url: CONFIGS,
      lang: 'de',
      body: { platform: 'binance', label: '', api_key: { key: '' }, api_secret: 'flat', meta: 'x' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['api_key.key', 'api_passphrase', 'api_secret', 'label', 'meta', 'platform'].sort(),
    );
    expect(errors.platform).toEqual(['Der gewählte Wert für Plattform ist ungültig.']);
    const en = await as(member, { method: 'POST', url: CONFIGS, lang: 'en', body: { platform: 'bitget' } });
    expect(en.json().errors.label).toEqual(['The label field is required.']);
    expect(fake.requests).toEqual([]);
  });

  it('saves keys it cannot try (exchange down or IP refused) and says so', async () => {
    fake.fail('html502');
    const down = await create(member, body(second, 'Down at save'));
    expect(down.check).toEqual({
      ok: false,
      error: { code: 'unavailable', message: expect.any(String), exchange_code: null },
    });
    fake.recover();
    fake.fail('ip', second.apiKey);
    const ip = await as(member, { method: 'POST', url: `${CONFIGS}/${down.id}/test`, lang: 'en' });
    expect(ip.json()).toEqual({
      ok: false,
      error: {
        code: 'ipNotWhitelisted',
        message: "The exchange refuses this server's IP address: add it to the API key's IP whitelist.",
        exchange_code: '40018',
      },
    });
    fake.recover();
    expect(await ok(member, { method: 'POST', url: `${CONFIGS}/${down.id}/test` })).toEqual({
      ok: true,
      error: null,
    });
    await ok(member, { method: 'DELETE', url: `${CONFIGS}/${down.id}` });
  });

  it('changes a configuration, keeping the secrets not sent', async () => {
    const saved = await create(member, body(main, 'Before'));
    const changed = await ok(member, {
      method: 'PUT',
      url: `${CONFIGS}/${saved.id}`,
      body: { label: 'After', meta: null },
    });
    expect(changed).toMatchObject({ label: 'After', meta: null, check: { ok: true } });
    // new keys are tried too: a wrong passphrase changes nothing
    const wrong = await as(member, {
      method: 'PUT',
      url: `${CONFIGS}/${saved.id}`,
      body: { label: 'Broken', api_passphrase: { key: 'not-it' } },
    });
    expect(wrong.statusCode).toBe(422);
    const listed = await ok(member, { url: CONFIGS });
    expect(listed.find((c: { id: number }) => c.id === saved.id).label).toBe('After');
    // the stored keys still work
    await ok(member, { url: `${SERVICE}/config/${saved.id}/position/get-pending-positions` });
    await ok(member, { method: 'DELETE', url: `${CONFIGS}/${saved.id}` });
  });

  it("answers 404 for another member's configuration everywhere", async () => {
    const mine = await create(admin, body(main, 'Admin'));
    const id = mine.id as number;
    const requests: Omit<Req, 'token'>[] = [
      { method: 'PUT', url: `${CONFIGS}/${id}`, body: { label: 'Taken' } },
      { method: 'DELETE', url: `${CONFIGS}/${id}` },
      { method: 'POST', url: `${CONFIGS}/${id}/test` },
      { url: `${SERVICE}/config/${id}/position/get-pending-positions` },
      { url: `${SERVICE}/config/${id}/position/get-history-positions` },
    ];
    for (const req of requests) expect((await as(member, req)).statusCode, req.url).toBe(404);
    expect(await ok(member, { url: CONFIGS })).toEqual([]);
    expect((await ok(member, { url: `${SERVICE}/dashboard` })) as unknown[]).toEqual([]);
    await ok(admin, { method: 'DELETE', url: `${CONFIGS}/${id}` });
    expect((await as(admin, { method: 'DELETE', url: `${CONFIGS}/${id}` })).statusCode).toBe(404);
  });

  it('shows each configuration on the dashboard; a failing one carries its error, the others load', async () => {
    const a = await create(member, body(main, 'A main'));
    const b = await create(member, body(second, 'B second'));
    fake.fail('maintenance', main.apiKey);
    const dashboard = await ok(member, { url: `${SERVICE}/dashboard`, lang: 'de' });
    expect(dashboard.map((d: { config: { label: string } }) => d.config.label)).toEqual([
      'A main',
      'B second',
    ]);
    expect(dashboard[0]).toEqual({
      config: { id: a.id, platform: 'bitget', label: 'A main' },
      accounts: [],
      positions: [],
      totals: [],
      error: {
        code: 'unavailable',
        message: 'Die Börse ist gerade nicht erreichbar (Wartung oder Störung).',
        exchange_code: '40015',
      },
    });
    const loaded = dashboard[1];
    expect(loaded.error).toBeNull();
    expect(loaded.accounts.map((x: { product_type: string }) => x.product_type)).toEqual([
      'USDT-FUTURES',
      'USDC-FUTURES',
      'COIN-FUTURES',
    ]);
    expect(loaded.positions).toHaveLength(9);
    const usdt = second.accounts!['USDT-FUTURES']![0]!;
    expect(loaded.accounts[0]).toMatchObject({
      margin_coin: 'USDT',
      available: usdt.available,
      frozen: usdt.locked,
      total_capital: usdt.accountEquity,
    });
    expect(
      loaded.totals.map((x: { margin_coin: string; count: number }) => [x.margin_coin, x.count]),
    ).toEqual([
      ['BTC', 3],
      ['USDC', 3],
      ['USDT', 3],
    ]);
    fake.recover();

    // the pending positions of one configuration, and its failures as statuses with messages
    const pending = await ok(member, { url: `${SERVICE}/config/${b.id}/position/get-pending-positions` });
    expect(pending.positions).toEqual(loaded.positions);
    const failures = [
      ['rateLimit', 429, 'rateLimited'],
      ['maintenance', 503, 'unavailable'],
      ['html502', 503, 'unavailable'],
      ['ip', 502, 'ipNotWhitelisted'],
      ['hang', 504, 'timeout'],
    ] as const;
    for (const [failure, status, code] of failures) {
      // answers are cached for a second per key (errors too): wait out the one before
      await new Promise((resolve) => setTimeout(resolve, 1050));
      fake.fail(failure, main.apiKey);
      const res = await as(member, {
        url: `${SERVICE}/config/${a.id}/position/get-pending-positions`,
        lang: 'en',
      });
      expect([failure, res.statusCode, res.json().error_code]).toEqual([failure, status, code]);
      expect(res.json().message).toEqual(expect.any(String));
      fake.recover(main.apiKey);
    }
    await ok(member, { method: 'DELETE', url: `${CONFIGS}/${a.id}` });
    await ok(member, { method: 'DELETE', url: `${CONFIGS}/${b.id}` });
  });

  it('pages through the closed positions of up to three months, filtered by period and symbol', async () => {
    const c = await create(member, body(big, 'Big history'));
    fake.resetRequests();
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const all = await ok(member, {
      url: `${SERVICE}/config/${c.id}/position/get-history-positions?from=${encodeURIComponent(from)}`,
    });
    const expected = big.history!['USDT-FUTURES']!.filter(
      (r) => Number(r.utime ?? r.uTime) >= Date.parse(from),
    ).length;
    expect(expected).toBeGreaterThan(200);
    expect(all.positions).toHaveLength(expected);
    const ids = all.positions.map((p: { position_id: string }) => p.position_id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = all.positions.map((p: { modified_at: string }) => p.modified_at);
    expect([...times].sort().reverse()).toEqual(times);
    const pages = fake.requests.filter(
      (r) => r.path === '/api/v2/mix/position/history-position' && r.query.productType === 'USDT-FUTURES',
    );
    expect(pages.length).toBe(Math.ceil((expected + 1) / 100));
    expect(pages.slice(1).every((r) => r.query.idLessThan)).toBe(true);

    const btc = await ok(member, {
      url: `${SERVICE}/config/${c.id}/position/get-history-positions?from=${encodeURIComponent(from)}&symbol=btcusdt`,
    });
    expect(btc.positions.length).toBeGreaterThan(0);
    expect(btc.positions.every((p: { symbol: string }) => p.symbol === 'BTCUSDT')).toBe(true);

    // older than three months is cut to three months; a period backwards is refused
    const old = await ok(member, {
      url: `${SERVICE}/config/${c.id}/position/get-history-positions?from=2020-01-01`,
    });
    expect(Date.parse(old.from)).toBeGreaterThan(Date.now() - 91 * 86_400_000);
    const backwards = await as(member, {
      url: `${SERVICE}/config/${c.id}/position/get-history-positions?from=${Date.now() - 1000}&to=${Date.now() - 86_400_000}`,
      lang: 'en',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ from: ['The period must start before it ends.'] });
    const bad = await as(member, {
      url: `${SERVICE}/config/${c.id}/position/get-history-positions?from=yesterday&symbol=BTC/USDT`,
      lang: 'en',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'symbol']);
    await ok(member, { method: 'DELETE', url: `${CONFIGS}/${c.id}` });
  });
});

describe('crypto tracker logs', () => {
  it('never writes a key, secret or passphrase into a log line', async () => {
    const a = account(9);
    const fake = await startFakeBitget({ accounts: [a] });
    const lines: string[] = [];
    const { db, cleanup } = await createTestDb('pglite');
    await migrate(db);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backend-test-'));
    const config = loadConfig(
      { PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'trace', BITGET_BASE_URL: fake.url, BITGET_TIMEOUT_MS: '1500' },
      dataDir,
    );
    const clock = manualClock(new Date());
    const hasher = createPasswordHasher(10);
    await seed(
      { db, usersDal: createUsersDal(db), hasher, clock, print: () => {} },
      { demo: true, demoPassword: DEMO_PASSWORD, adminEmail: undefined, adminPassword: undefined },
    );
    const app: FastifyInstance = await buildApp({
      config,
      db,
      clock,
      hasher,
      logStream: { write: (line: string) => lines.push(line) },
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'crypttrack@example.com', password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().access_token}` };
      const post = (payload: ReturnType<typeof body>) =>
        app.inject({ method: 'POST', url: CONFIGS, headers, payload });
      const saved = (await post(body(a, 'Logged'))).json();
      await post({ ...body(a, 'Wrong'), api_secret: { key: `${a.apiSecret}-x` } });
      for (const failure of ['html502', 'hang', 'ip'] as const) {
        fake.fail(failure);
        await app.inject({ url: `${SERVICE}/config/${saved.id}/position/get-pending-positions`, headers });
        await app.inject({ method: 'POST', url: `${CONFIGS}/${saved.id}/test`, headers });
        fake.recover();
        await new Promise((resolve) => setTimeout(resolve, 1050));
      }
      await app.inject({ url: `${SERVICE}/dashboard`, headers });
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      for (const secret of [...secretsOf(a), `${a.apiSecret}-x`]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await cleanup();
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(drivers)('the demo configuration (%s)', (driver) => {
  it('gives the demo member one, for the fake Bitget on loopback, once, when the exchange takes its keys', async () => {
    expect(DEMO_BITGET_ACCOUNT).toEqual(E2E_BITGET_ACCOUNT);
    const fake = await startFakeBitget({ accounts: [account(9)] });
    const h = await createHarness(driver, { env: { BITGET_BASE_URL: fake.url, BITGET_TIMEOUT_MS: '2000' } });
    try {
      const seedDemo = () => h.app.services.cryptTrack.seedDemo();
      // an exchange that does not know the demo account (a benchmark's): nothing
      expect(await seedDemo()).toBe(false);
      fake.addAccount(e2eBitgetAccount());
      expect(await seedDemo()).toBe(true);
      expect(await seedDemo()).toBe(false);

      const member = await h.login('crypttrack@example.com');
      const configs = await h.request({ url: CONFIGS, token: member });
      expect(configs.json()).toEqual([
        expect.objectContaining({ label: DEMO_CONFIG_LABEL, api_key: { last_four: 'a3b4' } }),
      ]);
      const dashboard = await h.request({ url: `${SERVICE}/dashboard`, token: member });
      expect(dashboard.statusCode).toBe(200);
      const [entry] = dashboard.json<RestCryptTrackDashboardEntry[]>();
      expect(entry!.accounts.map((a) => a.margin_coin).sort()).toEqual(['USDC', 'USDT']);
      // an account says the position mode its positions say (the fake's long and short pairs: hedge mode)
      const modes = [...entry!.accounts, ...entry!.positions].map((x) => x.position_mode);
      expect(new Set(modes)).toEqual(new Set(['hedge_mode']));

      // the real exchange is never asked with the demo keys
      const box = { createIfKeysWork: async () => Promise.reject(new Error('asked')) };
      await expect(
        seedDemoConfig({ db: h.db, service: box, bitgetBaseUrl: 'https://api.bitget.com' }),
      ).resolves.toBe(false);
    } finally {
      await h.close();
      await fake.close();
    }
  });
});
