// Issue 14 figures: the crypto dashboard under auto-reload. The portal runs against the fake Bitget (a real HTTP
// server that verifies signatures and keeps Bitget's per-UID limits) holding CONFIGS (5) accounts, each with the
// three product types and POSITIONS (50) open positions per type; the crypt-track demo member has one configuration
// per account. TABS (10) simulated tabs each run the dashboard query once a second (as the 1 s auto-reload: a tab
// asks again a second after it last asked, never while its previous answer is pending) for BENCH_SECONDS (60).
// Prints the requests that reached the exchange per second (in all, and the busiest second per UID and endpoint
// beside Bitget's documented limit), the exchange's 429s, the dashboard entries that carried an error, and p50 /
// p95 / p99 of the dashboard query; then RUNS (20) dashboards for one client alone, from the backend (REST) and
// through the gateway (GraphQL), and the machine's load average. Prints only; nothing is asserted.
// Run: pnpm -F @portal/tests bench:crypt-track   (CONFIGS, POSITIONS, TABS, BENCH_SECONDS, RUNS, BENCH_PORT)
import {
  BITGET_PRODUCT_TYPES,
  BITGET_RATE_LIMITS,
  fakeBitgetData,
  startFakeBitget,
  type FakeBitgetAccount,
} from '@portal/fakes/bitget';
import os from 'node:os';
import { emptyWebDist, fmt, measure, startStack } from './stack';

const CONFIGS = Number(process.env.CONFIGS ?? 5);
const POSITIONS = Number(process.env.POSITIONS ?? 50);
const TABS = Number(process.env.TABS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 4230);
const RUNS = Number(process.env.RUNS ?? 20);
const MEMBER = { email: 'crypttrack@example.com', password: 'portal-demo' };

const accounts: FakeBitgetAccount[] = Array.from({ length: CONFIGS }, (_, i) => ({
  apiKey: `bg_bench${String(i).padStart(24, '0')}`,
  apiSecret: `bench-secret-${i}-${'f'.repeat(40)}`,
  apiPassphrase: `benchPass${i}`,
  uid: `90000000${i}`,
  ...fakeBitgetData({
    seed: 1000 + i,
    productTypes: BITGET_PRODUCT_TYPES,
    positionsPerProductType: POSITIONS,
    historyPerProductType: 0,
  }),
}));
const uidOf = new Map(accounts.map((a) => [a.apiKey, a.uid!]));

const DASHBOARD = `{ cryptTrackDashboard {
  config { id platform label }
  accounts { productType marginCoin available frozen margin transferable positionMode crossedUnrealizedPnl
    isolatedUnrealizedPnl bonus totalCapital }
  positions { positionId productType symbol marginCoin qty entryValue side marginMode positionMode leverage fee funding
    realizedPnl margin unrealizedPnl liquidationPrice averageOpenPrice markPrice marginRate createdAt modifiedAt }
  positionSums { marginCoin count margin unrealizedPnl }
  error errorCode } }`;

interface DashboardEntry {
  positions: unknown[];
  accounts: unknown[];
  error: string | null;
}

const exchange = await startFakeBitget({ accounts });
const stack = await startStack(PORT, { BITGET_BASE_URL: exchange.url, WEB_DIST: emptyWebDist() });
try {
  const login = await fetch(`${stack.backendUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const graphql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(`GraphQL answered ${res.status} ${JSON.stringify(body)}`);
    return body.data;
  };

  for (const [i, account] of accounts.entries()) {
    const { createCryptTrackConfig: saved } = await graphql<{
      createCryptTrackConfig: { keysWork: boolean };
    }>(
      `
        mutation ($input: CreateCryptTrackConfigInput!) {
          createCryptTrackConfig(input: $input) {
            keysWork
            message
          }
        }
      `,
      {
        input: {
          platform: 'bitget',
          label: `Bench ${i + 1}`,
          apiKey: account.apiKey,
          apiSecret: account.apiSecret,
          apiPassphrase: account.apiPassphrase,
        },
      },
    );
    if (saved.keysWork !== true) throw new Error(`configuration ${i + 1} was saved without working keys`);
  }
  const first = await graphql<{ cryptTrackDashboard: DashboardEntry[] }>(DASHBOARD);
  const positions = first.cryptTrackDashboard.reduce((n, e) => n + e.positions.length, 0);
  console.log(
    `dashboard: ${first.cryptTrackDashboard.length} configurations, ${positions} open positions, ` +
      `${TABS} tabs on a 1 s auto-reload for ${SECONDS} s`,
  );
  // Let the saves' and the first answer's cache entries expire before counting.
  await new Promise((r) => setTimeout(r, 1500));

  exchange.resetRequests();
  const times: number[] = [];
  let failedEntries = 0;
  let failedQueries = 0;
  const started = Date.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: TABS }, async (_, tab) => {
      // Tabs were opened at different moments within a second.
      await new Promise((r) => setTimeout(r, (tab * 1000) / TABS));
      while (Date.now() < end) {
        const t0 = performance.now();
        try {
          const data = await graphql<{ cryptTrackDashboard: DashboardEntry[] }>(DASHBOARD);
          failedEntries += data.cryptTrackDashboard.filter((e) => e.error !== null).length;
        } catch {
          failedQueries += 1;
        }
        times.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;

  const requests = exchange.requests.filter((r) => r.at >= started);
  const perSecond = new Map<number, number>();
  const perUidEndpoint = new Map<string, Map<number, number>>();
  for (const r of requests) {
    const second = Math.floor((r.at - started) / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    const key = `${uidOf.get(r.apiKey ?? '') ?? 'public'} ${r.path}`;
    const seconds = perUidEndpoint.get(key) ?? new Map<number, number>();
    seconds.set(second, (seconds.get(second) ?? 0) + 1);
    perUidEndpoint.set(key, seconds);
  }
  const busiest = (m: Map<number, number>) => Math.max(0, ...m.values());
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

  console.log(`dashboard queries: ${times.length} in ${fmt(elapsed)} s (${fmt(times.length / elapsed)}/s)`);
  console.log(`  p50 ${fmt(pct(50))} ms, p95 ${fmt(pct(95))} ms, p99 ${fmt(pct(99))} ms`);
  console.log(`  failed queries ${failedQueries}, entries with an exchange error ${failedEntries}`);
  console.log(
    `requests that reached the exchange: ${requests.length} (${fmt(requests.length / elapsed)}/s on average, ` +
      `busiest second ${busiest(perSecond)}); answered 429: ${requests.filter((r) => r.status === 429).length}`,
  );
  console.log('per UID and endpoint | average/s | busiest second | Bitget limit/s (per UID)');
  const byEndpoint = new Map<string, { average: number; busiest: number }>();
  for (const [key, seconds] of perUidEndpoint) {
    const path = key.split(' ')[1]!;
    const total = [...seconds.values()].reduce((a, b) => a + b, 0);
    const worst = byEndpoint.get(path) ?? { average: 0, busiest: 0 };
    byEndpoint.set(path, {
      average: Math.max(worst.average, total / elapsed),
      busiest: Math.max(worst.busiest, busiest(seconds)),
    });
  }
  for (const [path, { average, busiest: most }] of byEndpoint) {
    console.log(`  ${path} (worst UID) | ${fmt(average)} | ${most} | ${BITGET_RATE_LIMITS[path] ?? '?'}`);
  }

  // One client alone, to tell the gateway's share from the backend's (which reads the exchange or its cache).
  const rest = async () => {
    const res = await fetch(`${stack.backendUrl}/api/services/crypt-track/dashboard`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    if (res.status !== 200) throw new Error(`REST answered ${res.status}`);
    await res.arrayBuffer();
  };
  const alone = {
    rest: await measure(RUNS, 1, rest),
    graphql: await measure(RUNS, 1, () => graphql(DASHBOARD)),
  };
  console.log(`one client, ${RUNS} calls each | p50 ms | p95 ms`);
  console.log(`  backend REST dashboard | ${fmt(alone.rest.p50)} | ${fmt(alone.rest.p95)}`);
  console.log(`  gateway GraphQL dashboard | ${fmt(alone.graphql.p50)} | ${fmt(alone.graphql.p95)}`);
  console.log(
    `load average (1, 5, 15 min) at the end: ${os.loadavg().map(fmt).join(', ')} on ${os.cpus().length} CPUs`,
  );
} finally {
  await stack.stop();
  await exchange.close();
}
