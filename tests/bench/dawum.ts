// Issue 15 figures: the DAWUM sync of a generated document with SURVEYS (5 000) surveys (about 1.3 MB) served by the
// fake DAWUM on loopback: the first sync (download, repair, check, import in one transaction), the unchanged sync
// (download and check, import skipped) p50 / p95 over RUNS, and a day's change (a new Last_Update with 20 new and
// 10 changed surveys: every row compared, those written); then the
// current-polls query (the Bundestag: each institute's latest survey and the average) p50 / p95 over RUNS. On PGlite
// (a data directory, as the backend runs it) and on PostgreSQL when DATABASE_URL is set (a schema of its own,
// dropped after). The backend's own sync and query code runs in this process. Targets on PostgreSQL: first sync
// ≤ 2 s, unchanged ≤ 50 ms. Prints only; nothing is asserted.
// Run: pnpm -F @portal/tests bench:dawum   (SURVEYS, RUNS from the environment)
import { dawumDocument, startFakeDawum } from '@portal/fakes/dawum';
import { backend, openBackendDb } from './backend';
import { fmt } from './stack';

const SURVEYS = Number(process.env.SURVEYS ?? 5_000);
const RUNS = Number(process.env.RUNS ?? 30);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

async function series(fn: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push((await timed(fn))[0]);
  ms.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p95: pct(ms, 95) };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the backend's modules, loaded by path, are untyped here */
async function run(driver: 'pglite' | 'pg') {
  const { createDawumSync } = (await import(backend('modules/dawum/index.ts'))) as any;
  const { createPollsService } = (await import(backend('modules/dawum/polls.service.ts'))) as any;
  const document = dawumDocument({ surveys: SURVEYS, seed: 1, lastUpdate: '2026-11-24T09:00:00+01:00' });
  const bytes = Buffer.byteLength(JSON.stringify(document));
  const fake = await startFakeDawum({ document });
  const { db, close } = await openBackendDb(driver);
  try {
    const sync = createDawumSync({
      db,
      clock: { now: () => new Date() },
      url: fake.url,
      timeoutMs: 60_000,
      log: { info: () => {}, warn: () => {} },
    });
    const expectOutcome = (status: any, outcome: string) => {
      if (status.outcome !== outcome) throw new Error(`${driver}: ${status.outcome} ${status.error_code}`);
    };
    const [firstMs, first] = await timed(() => sync.sync());
    expectOutcome(first, 'OK');
    const unchanged = await series(async () => expectOutcome(await sync.sync(), 'UNCHANGED'));
    const surveys = Object.entries(document.Surveys);
    const next = Object.fromEntries(surveys);
    for (let i = 0; i < 20; i++) next[String(100_000 + i)] = surveys[surveys.length - 1 - i]![1];
    for (let i = 0; i < 10; i++)
      next[surveys[i * 7]![0]] = { ...surveys[i * 7]![1], Results: { '1': 30, '0': 70 } };
    fake.serve({
      ...document,
      Database: { ...document.Database, Last_Update: '2026-11-24T10:00:00+01:00' },
      Surveys: next,
    });
    const [changedMs, changed] = await timed(() => sync.sync());
    expectOutcome(changed, 'OK');
    const polls = createPollsService({ db });
    const current = await series(() => polls.current(0));

    console.log(
      `${driver}: ${SURVEYS} surveys (${fmt(bytes / 1024 / 1024)} MB): first sync ${fmt(firstMs)} ms; ` +
        `unchanged p50 ${fmt(unchanged.p50)} ms, p95 ${fmt(unchanged.p95)} ms; a day's change ` +
        `${fmt(changedMs)} ms; current polls p50 ${fmt(current.p50)} ms, p95 ${fmt(current.p95)} ms (${RUNS} runs)`,
    );
  } finally {
    await close();
    await fake.close();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

await run('pglite');
if (process.env.DATABASE_URL) await run('pg');
else console.log('pg: skipped (set DATABASE_URL to a PostgreSQL server)');
