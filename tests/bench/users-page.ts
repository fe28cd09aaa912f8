// Issue 3 and 17 figure: the gateway's cost. The same users page (25 rows, a filter and a sort) fetched through the
// gateway (GraphQL) and straight from the backend (REST), side by side, at 1 and at 50 concurrent connections; per
// concurrency the gateway's throughput as a share of the backend's and the milliseconds it adds at the median
// (issue 17's targets: at least 0.8× and at most 1.5 ms), in alternating rounds. Beside them its floor: a bare
// forwarding proxy (proxy-floor.ts), what one more hop costs here whatever the gateway does. Latencies swing with
// whatever else the machine runs; the CPU time each service spends per request (Linux /proc) holds steadier and shows where the
// time goes.
// Run: pnpm -F @portal/tests bench:users
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromProxyFloor } from './proxy-floor';
import { cpuMs, emptyWebDist, fmt, measure, pct, servicePid, startStack } from './stack';

const MEMBERS = 300;
/** Rounds per path and concurrency (see `sideBySide`). */
const ROUNDS = 4;

const stack = await startStack(4200, { WEB_DIST: emptyWebDist() });
try {
  const floorProcess = fork(fileURLToPath(new URL('./proxy-floor.ts', import.meta.url)), [stack.backendUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const floorPort = await new Promise<number>((resolve) =>
    floorProcess.once('message', (m: FromProxyFloor) => resolve(m.listening)),
  );
  const pids = {
    backend: servicePid(stack.pid, 'backend'),
    gateway: servicePid(stack.pid, 'gateway'),
    floor: floorProcess.pid!,
  };
  /** `fn`'s figures over rounds of `measure`, and the CPU milliseconds each service spent per call in them. */
  type Pooled = {
    p50: number;
    p95: number;
    p99: number;
    rps: number;
    cpu: Record<keyof typeof pids, number>;
  };
  const pooled = (rounds: Awaited<ReturnType<typeof measure>>[], cpu: Pooled['cpu']): Pooled => {
    const times = rounds.flatMap((r) => r.times).sort((a, b) => a - b);
    const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
    return {
      p50: pct(times, 50),
      p95: pct(times, 95),
      p99: pct(times, 99),
      rps: times.length / seconds,
      cpu,
    };
  };
  /**
   * The paths in alternating rounds (REST, floor, GraphQL, REST, …), each pooled over its rounds: whatever else the machine
   * does drifts over seconds, and would otherwise fall on one path only.
   */
  const sideBySide = async (total: number, concurrency: number, paths: (() => Promise<void>)[]) => {
    const runs = paths.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
    const cpu = paths.map(() => ({ backend: 0, gateway: 0, floor: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, fn] of paths.entries()) {
        const before = {
          backend: cpuMs(pids.backend)!,
          gateway: cpuMs(pids.gateway)!,
          floor: cpuMs(pids.floor)!,
        };
        runs[i]!.push(await measure(total / ROUNDS, concurrency, fn));
        for (const service of ['backend', 'gateway', 'floor'] as const)
          cpu[i]![service] += (cpuMs(pids[service])! - before[service]) / total;
      }
    }
    return paths.map((_, i) => pooled(runs[i]!, cpu[i]!));
  };

  const login = await fetch(`${stack.backendUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@example.com', password: 'portal-demo' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  for (let i = 0; i < MEMBERS; i++) {
    const res = await fetch(`${stack.backendUrl}/api/cp/user`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Member ${String(i).padStart(3, '0')}`,
        email: `bench${i}@bench.example`,
        password: 'bench-password',
        password_confirmation: 'bench-password',
      }),
    });
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  }

  const rest = async () => {
    const res = await fetch(
      `${stack.backendUrl}/api/cp/user?page=2&itemsPerPage=25&filter[email]=bench&order[name]=desc`,
      { headers: auth },
    );
    const body = (await res.json()) as { data: unknown[] };
    if (res.status !== 200 || body.data.length !== 25) throw new Error(`REST answered ${res.status}`);
  };
  const floor = async () => {
    const res = await fetch(
      `http://127.0.0.1:${floorPort}/api/cp/user?page=2&itemsPerPage=25&filter[email]=bench&order[name]=desc`,
      { headers: auth },
    );
    const body = (await res.json()) as { data: { data: unknown[] } };
    if (res.status !== 200 || body.data.data.length !== 25)
      throw new Error(`the floor answered ${res.status}`);
  };
  const query = `query Users($filter: UserFilter) {
    users(page: 2, perPage: 25, orderBy: NAME, direction: DESC, filter: $filter) {
      items { id name email active createdAt updatedAt roles { id name } }
      pageInfo { currentPage lastPage perPage total }
    }
  }`;
  const graphql = async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { filter: { email: 'bench' } } }),
    });
    const body = (await res.json()) as { data?: { users: { items: unknown[] } } };
    if (body.data?.users.items.length !== 25) throw new Error(`GraphQL answered ${JSON.stringify(body)}`);
  };

  // Warm up every path (JIT, connection pools, query plans).
  for (const path of [rest, floor, graphql]) await measure(200, 10, path);

  console.log(`users page 2 of ${MEMBERS} matching members, 25 rows, filter email, sort name desc`);
  console.log('concurrency | path             | p50 ms | p95 ms | p99 ms | req/s');
  const summary: string[] = [];
  const cpu: string[] = [];
  for (const [concurrency, total] of [
    [1, 2000],
    [50, 4000],
  ] as const) {
    const [r, f, g] = (await sideBySide(total, concurrency, [rest, floor, graphql])) as [
      Pooled,
      Pooled,
      Pooled,
    ];
    const row = (name: string, m: Pooled) =>
      console.log(
        `${String(concurrency).padStart(11)} | ${name.padEnd(16)} | ${fmt(m.p50).padStart(6)} | ${fmt(m.p95).padStart(6)} | ${fmt(m.p99).padStart(6)} | ${fmt(m.rps)}`,
      );
    const ratio = (name: string, m: Pooled) =>
      console.log(
        `${' '.repeat(11)} | ${name.padEnd(16)} | ${fmt(m.p50 / r.p50).padStart(6)} | ${fmt(m.p95 / r.p95).padStart(6)} | ${fmt(m.p99 / r.p99).padStart(6)} | ${fmt(m.rps / r.rps)}`,
      );
    row('backend REST', r);
    row('floor: proxy', f);
    row('gateway GraphQL', g);
    ratio('ratio floor/rest', f);
    ratio('ratio gw/rest', g);
    const added = (m: Pooled) => `${m.p50 < r.p50 ? '-' : '+'}${fmt(Math.abs(m.p50 - r.p50))} ms`;
    summary.push(
      `${concurrency} connection${concurrency === 1 ? '' : 's'}: gateway ${fmt(g.rps / r.rps)}× the backend's req/s, ${added(g)} at the median; its floor (a bare proxy) ${fmt(f.rps / r.rps)}×, ${added(f)}`,
    );
    cpu.push(
      `${String(concurrency).padStart(11)} | ${fmt(r.cpu.backend).padStart(12)} | ${fmt(f.cpu.floor).padStart(5)} | ${fmt(g.cpu.backend).padStart(14)} | ${fmt(g.cpu.gateway).padStart(7)}`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
  console.log('\nCPU ms per request');
  console.log('concurrency | backend REST | floor | backend via gw | gateway');
  console.log(cpu.join('\n'));
  floorProcess.disconnect();
} finally {
  await stack.stop();
}
