// Issue 17 §4: load and faults. Simulated members (created through the admin API, each from a loopback address of
// its own) click through a realistic mix for a set time — logins, table pages with filters, writes, open
// subscriptions, the profile export, an M3U import through the gateway — against the embedded default or the
// replicas (two backends, two gateways, the Pusher-protocol server, PostgreSQL, Redis). On the replicas, faults are
// injected one after another, each in a logged window. Prints throughput, p50/p95/p99 and errors per operation,
// every error with its time and window, the memory of every process over time, realtime delivery at scale, and
// PASS/FAIL of the end checks. Never part of `pnpm test`.
// Run: pnpm -F @portal/tests bench:load [--target embedded|replicas] [--members 200] [--minutes 10 | --quick]
//      [--subscribers 1000]   (embedded on PostgreSQL: DATABASE_URL=postgres://…/test)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from '../m3u-playlist';
import { fmt, pct } from '../stack';
import { LoggedFailure } from './client';
import { adminSession, createProvider, importPlaylist, Member } from './members';
import { MemorySampler } from './memory';
import { realtimeAtScale } from './realtime';
import { GRACE_SECONDS, Recorder } from './recorder';
import { embeddedTarget, type Target } from './targets';

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'embedded' },
    members: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
    subscribers: { type: 'string', default: '1000' },
  },
});
const MEMBERS = Number(args.members);
const MINUTES = args.quick ? 2 : Number(args.minutes);
const SUBSCRIBERS = Number(args.subscribers);
/** Playlist entries of each import (the catalogue the members page through). */
const CHANNELS = 5000;
/** Every this many seconds of the load, the admin imports the playlist again (the first at setup). */
const IMPORT_EVERY_S = 100;
/** One member in ten is an admin who also pages through the users list. */
const ADMIN_EVERY = 10;
/** After the load, memory must come back within this fraction of its level before the load. */
const MEMORY_MARGIN = 0.2;
const SETTLE_S = args.quick ? 30 : 60;
const TABLE_P95_TARGET_MS = 300;
const REALTIME_P95_TARGET_MS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `fn` over `items`, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

async function openTarget(): Promise<Target> {
  if (args.target === 'embedded') return embeddedTarget(4900);
  if (args.target === 'replicas') return (await import('./replicas')).replicasTarget(4910);
  throw new Error(`--target is embedded or replicas, not ${args.target}`);
}

const rec = new Recorder();
const target = await openTarget();
const stop = async () => {
  await target.stop();
  process.exit(130);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

const memory = new MemorySampler(rec, () => target.processes());
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
const checks: [string, boolean, string][] = [];
try {
  console.log(
    `load: ${target.name}, ${MEMBERS} members for ${MINUTES} min, ${os.cpus().length} CPUs, Node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other work on the machine skews the figures)`,
  );
  memory.sample('started');
  memory.start();
  const runId = randomBytes(3).toString('hex');
  const admin = await adminSession(rec, target.gateways);
  const playlist = path.join(dir, 'load.m3u');
  generate(playlist, CHANNELS);
  const providerId = await createProvider(admin, runId);
  await importPlaylist(rec, admin, providerId, playlist, target.gateways);

  const members = Array.from({ length: MEMBERS }, (_, i) => new Member(rec, target.gateways, i, runId));
  await pool(members, 4, (m) => m.create(admin));
  await pool(members, 4, (m) => m.signIn(m.index % ADMIN_EVERY === 0));
  members.forEach((m) => m.subscribe());
  await sleep(3000);
  console.log(`set up in ${fmt(rec.now())} s: ${MEMBERS} members signed in, each with an open subscription`);
  const before = memory.sample('before the load');
  rec.resetLatencies();

  // the load, the imports and the faults
  const loadStart = rec.now();
  let running = true;
  const loops = members.map((m) => m.run(() => running));
  const imports = (async () => {
    for (let at = IMPORT_EVERY_S; at < MINUTES * 60; at += IMPORT_EVERY_S) {
      await sleep(Math.max(0, (loadStart + at - rec.now()) * 1000));
      if (!running) break;
      await importPlaylist(rec, admin, providerId, playlist, target.gateways).catch((e: unknown) => {
        if (!(e instanceof LoggedFailure)) rec.error('m3u import', e);
      });
    }
  })();
  const faults = (async () => {
    const gap = (MINUTES * 60) / (target.faults.length + 1);
    for (const [i, fault] of target.faults.entries()) {
      await sleep(Math.max(0, (loadStart + gap * (i + 1) - rec.now()) * 1000));
      await rec.fault(fault.name, fault.run).catch((e: unknown) => rec.error('fault injection', e));
    }
  })();
  await sleep(MINUTES * 60_000);
  running = false;
  const loadSeconds = rec.now() - loadStart;
  await Promise.all([...loops, imports, faults]);
  const load = rec.snapshot();
  memory.sample('after the load');

  // subscriptions resumed: an account change (a role added by the admin) reaches every member's open connection
  const heard = new Map(members.map((m) => [m, m.accountEvents]));
  await pool(members, 4, (m) =>
    admin.client.gql(
      'resume check',
      'mutation ($id: ID!, $roles: [ID!]!) { syncUserRoles(id: $id, roleIds: $roles) { id } }',
      {
        id: m.id,
        roles: ['USER', 'IPTV', 'TIME_TRACKING', 'GUEST'].map((r) => admin.roleIds[r]),
      },
    ),
  );
  for (let t = 0; t < 60 && members.some((m) => m.accountEvents <= heard.get(m)!); t++) await sleep(500);
  const deaf = members.filter((m) => m.accountEvents <= heard.get(m)!);
  checks.push([
    'subscriptions resumed (an event after the faults reached every member)',
    deaf.length === 0,
    `${MEMBERS - deaf.length}/${MEMBERS} members heard it${
      deaf.length
        ? `; not: ${deaf
            .slice(0, 10)
            .map((m) => m.index)
            .join(', ')}`
        : ''
    }`,
  ]);

  // every acknowledged write is there
  const problems: string[] = [];
  await pool(members, 8, async (m) => problems.push(...(await m.verify())));
  const acknowledged = members.reduce((n, m) => n + m.records.size + m.lists.size + m.exports, 0);
  checks.push([
    'every acknowledged write is there',
    problems.length === 0,
    `${acknowledged} records, lists and exports + ${MEMBERS} profiles read back; ${problems.length} missing${problems.length ? `: ${problems.slice(0, 5).join('; ')}` : ''}`,
  ]);
  await Promise.all(members.map((m) => m.unsubscribe()));

  const realtime = await realtimeAtScale(rec, target, members, SUBSCRIBERS);
  members.forEach((m) => m.client.close());
  admin.client.close();

  await sleep(SETTLE_S * 1000);
  const settled = memory.sample(`settled ${SETTLE_S} s`);
  memory.stop();

  const outside = rec.errors.filter((e) => !rec.windowOf(e));
  checks.push([
    `errors only inside fault windows (+ ${GRACE_SECONDS} s grace)`,
    outside.length === 0,
    `${rec.errors.length} errors, ${outside.length} outside`,
  ]);
  // Replicas of a kind do the same work, but the setup (sign-ins, subscriptions) warms whichever replica served it:
  // each is held to the warmest of its kind before the load (backend-b once went 127 → 156 MB, backend-a's level).
  const kindOf = (name: string) => name.replace(/-[a-z]$/, '');
  const baseline = (name: string) =>
    Math.max(
      ...Object.entries(before.mb)
        .filter(([other]) => kindOf(other) === kindOf(name))
        .map(([, mb]) => mb ?? 0),
    );
  const grown = Object.keys(before.mb).filter((n) => {
    const s = settled.mb[n];
    return s != null && s > baseline(n) * (1 + MEMORY_MARGIN);
  });
  checks.push([
    `memory flat after the load (RSS after ${SETTLE_S} s within ${MEMORY_MARGIN * 100} % of the warmest replica of its kind before the load)`,
    grown.length === 0,
    Object.keys(before.mb)
      .map(
        (n) =>
          `${n} ${fmt(before.mb[n] ?? NaN)} (kind ${fmt(baseline(n))}) → ${fmt(settled.mb[n] ?? NaN)} MB`,
      )
      .join(', '),
  ]);
  const tables = [...load.calm]
    .filter(([op]) => op.startsWith('table:'))
    .flatMap(([, l]) => l)
    .sort((a, b) => a - b);
  const tableP95 = pct(tables, 95);
  checks.push([
    `table pages p95 ≤ ${TABLE_P95_TARGET_MS} ms (the target is set at 50 members on PostgreSQL)`,
    tableP95 <= TABLE_P95_TARGET_MS,
    `p95 ${fmt(tableP95)} ms outside the fault windows, ${MEMBERS} members on ${target.postgres ? 'PostgreSQL' : 'PGlite'}`,
  ]);
  checks.push([
    `realtime delivery p95 ≤ ${REALTIME_P95_TARGET_MS} ms at ${SUBSCRIBERS} subscribers`,
    realtime.portal.complete && realtime.portal.p95 <= REALTIME_P95_TARGET_MS,
    `p95 ${fmt(realtime.portal.p95)} ms at ${realtime.portal.subscribers} subscribers${
      realtime.portal.complete ? '' : ', deliveries missing'
    }; this machine's floor (bare processes, ready-made messages): p95 ${fmt(realtime.floor.p95)} ms`,
  ]);

  rec.printOperations(loadSeconds, load);
  if (rec.windows.length) {
    console.log('\nfault windows (s since start; errors counted up to the end + grace):');
    for (const w of rec.windows)
      console.log(
        `  ${w.name}: ${fmt(w.start)}–${fmt(w.end ?? NaN)}, ${rec.errors.filter((e) => rec.windowOf(e) === w).length} errors`,
      );
  }
  rec.printErrors();
  memory.print();
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('\nchecks:');
  for (const [name, ok, detail] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  memory.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  await target.stop();
}
