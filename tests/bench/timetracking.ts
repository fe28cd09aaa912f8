// Issue 12 figures: the time-spent report (GET /api/tt/record/time-spent) of a member with RECORDS (200 000)
// records, each grouping and unit, p50 / p95 of RUNS calls: over the ranges the reports screen asks for (day: one
// month, month: one year, year: every year from 2019), and over all the records for every unit (the worst case);
// the week grid (GET /api/tt/week) and the calendar's week (the week's records, GET /api/tt/record with from/to, as
// the calendar screen asks for them) of the newest week and of a week in the middle, p50 / p95 of RUNS calls each;
// and the XLSX export of the report over the newest EXPORT_RECORDS (50 000) records into the downloads inbox: its
// time and the peak RSS of the process. On PGlite (a data directory, as the backend runs it) and on PostgreSQL when
// DATABASE_URL is set (a schema of its own, dropped after). The work runs in child processes that are the backend
// (its app, migrations and demo members, called through app.inject): one loads the records (COPY, then VACUUM
// ANALYZE for autovacuum) and times the report, a fresh one times the export, so its peak RSS is the export's.
// Target: report p95 ≤ 150 ms on PostgreSQL (issue 12); the week grid and the calendar week are measured (issue 31).
// Prints only; nothing is asserted.
// Run: pnpm -F @portal/tests bench:timetracking   (RECORDS, EXPORT_RECORDS, RUNS from the environment)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { backend, root } from './backend';
import { fmt } from './stack';

const here = fileURLToPath(import.meta.url);
const RECORDS = Number(process.env.RECORDS ?? 200_000);
const EXPORT_RECORDS = Number(process.env.EXPORT_RECORDS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 30);
const GROUPINGS = ['client_brand', 'type'] as const;
const UNITS = ['day', 'month', 'year'] as const;
const MEMBER = { email: 'timetracking@example.com', password: 'portal-demo' };

type Driver = 'pglite' | 'pg';
interface Timing {
  range: string;
  groupBy: string;
  unit: string;
  rows: number;
  p50: number;
  p95: number;
}
interface WeekTiming {
  screen: string;
  week: string;
  rows: number;
  p50: number;
  p95: number;
}
interface ReportResult {
  loadMs: number;
  report: Timing[];
  weeks: WeekTiming[];
}
interface ExportResult {
  records: number;
  ms: number;
  mb: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/* eslint-disable @typescript-eslint/no-explicit-any -- the backend's modules, loaded by path, are untyped here */
/** The backend's app on the database at `where` (a PGlite data directory or a PostgreSQL schema), migrated. */
async function openApp(driver: Driver, where: string) {
  const { openDb, createPgDb } = (await import(backend('db/client.ts'))) as any;
  const { migrate } = (await import(backend('db/migrate.ts'))) as any;
  const { buildApp } = (await import(backend('app.ts'))) as any;
  const { loadConfig } = (await import(backend('load-config.ts'))) as any;
  const { createPasswordHasher } = (await import(backend('lib/passwords.ts'))) as any;
  const { seed, createUsersDal } = (await import(backend('modules/users/index.ts'))) as any;
  const db =
    driver === 'pglite'
      ? await openDb({ dataDir: where })
      : createPgDb({ connectionString: process.env.DATABASE_URL, schema: where });
  await migrate(db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-tt-'));
  const config = loadConfig({ PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, dataDir);
  const clock = { now: () => new Date() };
  const hasher = createPasswordHasher(10);
  await seed(
    { db, usersDal: createUsersDal(db), hasher, clock, print: () => {} },
    { demo: true, demoPassword: MEMBER.password },
  );
  const app = await buildApp({ config, db, clock, hasher });
  await app.ready();
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'en' },
      ...(body === undefined ? {} : { payload: body }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const { access_token: token } = await call('POST', '/api/login', undefined, MEMBER);
  return {
    db,
    token: token as string,
    call,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Loads RECORDS records of the member (10 customers, 30 brands, 5 types) and times the report. */
async function reportChild(driver: Driver, where: string): Promise<ReportResult> {
  const { db, token, call, close } = await openApp(driver, where);
  try {
    const { id: userId } = await call('GET', '/api/user', token);
    const brands = [];
    for (let c = 0; c < 10; c++) {
      const customer = await call('POST', '/api/tt/customer', token, { name: `Customer ${c}` });
      for (let b = 0; b < 3; b++) {
        brands.push(
          await call('POST', '/api/tt/brand', token, { name: `Brand ${c}.${b}`, customer_id: customer.id }),
        );
      }
    }
    const types = [];
    for (const name of ['Development', 'Meeting', 'Review', 'Support', 'Travel']) {
      types.push((await call('POST', '/api/tt/type', token, { name })).id);
    }
    // the week grid's rows are tasks and customers: 20 tasks, each on a brand
    const tasks = [];
    for (let k = 0; k < 20; k++) {
      const brand = brands[(k * 7) % brands.length];
      tasks.push((await call('POST', '/api/tt/task', token, { title: `Task ${k}`, brand_id: brand.id })).id);
    }

    // one after another from 2020 on: 5–20 minutes each, a few minutes apart (about six years)
    const loadStarted = performance.now();
    let at = Date.UTC(2020, 0, 1, 7);
    const BATCH = 20_000;
    for (let k = 0; k < RECORDS; k += BATCH) {
      const rows: unknown[][] = [];
      for (let i = k; i < Math.min(RECORDS, k + BATCH); i++) {
        const seconds = 300 + ((i * 7919) % 900);
        const brand = brands[(i * 31) % brands.length];
        rows.push([
          userId,
          new Date(at),
          new Date(at + seconds * 1000),
          seconds,
          i % 10 === 0 ? null : brand.client.id,
          i % 10 === 0 ? null : brand.id,
          i % 7 === 0 ? null : types[(i * 13) % types.length],
          i % 2 === 0 ? null : tasks[(i * 17) % tasks.length],
          `Record ${i}`,
        ]);
        at += (seconds + 60 + ((i * 104_729) % 240)) * 1000;
      }
      await db.copyFrom(
        'tt_records',
        // duration: the worked time the records service keeps (no breaks, no rounding here)
        ['user_id', 'start', 'stop', 'duration', 'customer_id', 'brand_id', 'type_id', 'task_id', 'text'],
        rows,
      );
    }
    await db.exec('VACUUM ANALYZE tt_records');
    const loadMs = performance.now() - loadStarted;

    const lastDay = new Date(at).toISOString().slice(0, 10);
    const lastMonth = lastDay.slice(0, 7);
    const monthEnd = new Date(Date.UTC(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)), 0));
    const screen: Record<(typeof UNITS)[number], [string, string]> = {
      day: [`${lastMonth}-01`, monthEnd.toISOString().slice(0, 10)],
      month: [`${lastDay.slice(0, 4)}-01-01`, `${lastDay.slice(0, 4)}-12-31`],
      year: ['2019-01-01', `${lastDay.slice(0, 4)}-12-31`],
    };
    const report: Timing[] = [];
    for (const range of ['screen', 'all'] as const) {
      for (const groupBy of GROUPINGS) {
        for (const unit of UNITS) {
          const [from, to] = range === 'screen' ? screen[unit] : ['2019-01-01', lastDay];
          const url = `/api/tt/record/time-spent?group_by=${groupBy}&unit=${unit}&from=${from}&to=${to}`;
          await call('GET', url, token); // warm-up
          let rows = 0;
          const times: number[] = [];
          for (let r = 0; r < RUNS; r++) {
            const t = performance.now();
            rows = (await call('GET', url, token)).rows.length;
            times.push(performance.now() - t);
          }
          times.sort((a, b) => a - b);
          report.push({
            range: `${from} – ${to}`,
            groupBy,
            unit,
            rows,
            p50: pct(times, 50),
            p95: pct(times, 95),
          });
        }
      }
    }
    // the newest week and one in the middle of the history: both screens ask for one week
    const monday = (day: string) => {
      const d = new Date(`${day}T00:00:00Z`);
      return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    };
    const middle = new Date((Date.UTC(2020, 0, 1) + at) / 2).toISOString().slice(0, 10);
    const weeks: WeekTiming[] = [];
    for (const week of [monday(lastDay), monday(middle)]) {
      const sunday = new Date(Date.parse(`${week}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
      const screens: [string, string, (answer: any) => number][] = [
        ['week grid', `/api/tt/week?week_start=${week}`, (a) => a.rows.length],
        [
          'calendar week',
          `/api/tt/record?filter[from]=${week}&filter[to]=${sunday}&order[start]=asc&itemsPerPage=100`,
          (a) => a.total,
        ],
      ];
      for (const [screen, url, count] of screens) {
        await call('GET', url, token); // warm-up
        let rows = 0;
        const times: number[] = [];
        for (let r = 0; r < RUNS; r++) {
          const t = performance.now();
          rows = count(await call('GET', url, token));
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        weeks.push({ screen, week, rows, p50: pct(times, 50), p95: pct(times, 95) });
      }
    }
    return { loadMs, report, weeks };
  } finally {
    await close();
  }
}

/** The XLSX export of the report over the days of the newest EXPORT_RECORDS records, in a fresh process. */
async function exportChild(driver: Driver, where: string): Promise<ExportResult> {
  const { db, token, call, close } = await openApp(driver, where);
  try {
    const { rows } = await db.query(
      `SELECT to_char(start AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS day FROM tt_records
        ORDER BY start DESC OFFSET $1 LIMIT 1`,
      [EXPORT_RECORDS - 1],
    );
    const from = rows[0].day;
    const url = '/api/tt/record/time-spent/export';
    const body = (to: string) => ({ group_by: 'client_brand', unit: 'day', from, to, format: 'xlsx' });
    // a small export first: the code path is loaded before the figure is taken
    await call('POST', url, token, body(from));
    const counted = await db.query(
      `SELECT count(*)::int AS n FROM tt_records WHERE start >= ($1::date)::timestamp AT TIME ZONE 'Europe/Berlin'`,
      [from],
    );
    const rssBeforeMb = process.memoryUsage.rss() / 2 ** 20;
    const t = performance.now();
    const file = await call('POST', url, token, body('2099-12-31'));
    const ms = performance.now() - t;
    return {
      records: counted.rows[0].n,
      ms,
      mb: file.download.size_bytes / 2 ** 20,
      rssBeforeMb,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await close();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

if (process.argv[2] === '--child') {
  const [, , , kind, driver, where] = process.argv;
  const run = kind === 'report' ? reportChild : exportChild;
  console.log(JSON.stringify(await run(driver as Driver, where!)));
} else {
  const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
  console.log(
    `Time tracking, ${os.cpus().length} CPUs, Node ${process.version}; ${RECORDS} records of one member`,
  );
  for (const driver of drivers) {
    const schema = `bench_tt_${randomBytes(6).toString('hex')}`;
    const admin = driver === 'pg' ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : null;
    await admin?.connect();
    await admin?.query(`CREATE SCHEMA ${schema}`);
    const where = admin ? schema : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-tt-db-'));
    const child = <T>(kind: string): T => {
      const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--child', kind, driver, where], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
        cwd: path.join(root, 'backend'),
      });
      return JSON.parse(out.trim().split('\n').pop()!) as T;
    };
    try {
      const r = child<ReportResult>('report');
      const e = child<ExportResult>('export');
      const name = driver === 'pg' ? 'PostgreSQL' : 'PGlite';
      console.log(`\n${name} (records loaded and vacuumed in ${fmt(r.loadMs / 1000)} s)`);
      console.log(`time-spent report, ${RUNS} calls each:`);
      console.log('| range | grouping | unit | rows | p50 ms | p95 ms |\n|---|---|---|---:|---:|---:|');
      for (const q of r.report) {
        console.log(`| ${q.range} | ${q.groupBy} | ${q.unit} | ${q.rows} | ${fmt(q.p50)} | ${fmt(q.p95)} |`);
      }
      console.log(`week grid and calendar week, ${RUNS} calls each:`);
      console.log('| screen | week from | rows / records | p50 ms | p95 ms |\n|---|---|---:|---:|---:|');
      for (const w of r.weeks) {
        console.log(`| ${w.screen} | ${w.week} | ${w.rows} | ${fmt(w.p50)} | ${fmt(w.p95)} |`);
      }
      console.log(
        `XLSX export of ${e.records} records (${fmt(e.mb)} MB): ${fmt(e.ms)} ms; RSS ${fmt(e.rssBeforeMb)} MB ` +
          `before it, peak RSS of the process ${fmt(e.peakRssMb)} MB`,
      );
    } finally {
      if (admin) {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      } else {
        fs.rmSync(where, { recursive: true, force: true });
      }
    }
  }
}
