// Starts the whole portal (scripts/start.mjs) on its own ports and data directory for a benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './backend';

export interface Stack {
  /** scripts/start.mjs, whose children are the services */
  pid: number;
  gatewayUrl: string;
  backendUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startStack(port = 4200, env: Record<string, string> = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const backendUrl = `http://127.0.0.1:${port + 1}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BACKEND_PORT: String(port + 1),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_URL: gatewayUrl,
      PORTAL_DEMO: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // the fakes, playlists and EPGs the benchmarks and the docs' examples serve live on loopback
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the portal did not start');
    try {
      if ((await fetch(`${gatewayUrl}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error('the portal did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid!,
    gatewayUrl,
    backendUrl,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on DATABASE_URL's server, for one stack; `drop` removes it. */
export async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** An empty web app (WEB_DIST) for stacks that do not serve it: the start then does not build web/dist. */
export function emptyWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  return dir;
}

/** The p-th percentile of ascending `sorted` (NaN when empty). */
export const pct = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** CPU time (user + system) `pid` has used so far, in ms (Linux /proc, 10 ms ticks); null once it is gone. */
export const cpuMs = (pid: number): number | null => {
  try {
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};

/** The children of `pid` (Linux /proc). */
export const childrenOf = (pid: number): number[] =>
  fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);

export const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');

/** Resident set size of `pid` in MB (Linux /proc); null once it is gone. */
export const rssMb = (pid: number): number | null => {
  try {
    const kb = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null; // gone (killed by a fault, not restarted yet)
  }
};

/** The pid of the service scripts/start.mjs runs under `launcher` (its child running `<service>/dist/main.js`). */
export function servicePid(launcher: number, service: 'backend' | 'gateway'): number {
  const pid = childrenOf(launcher).find((child) => cmdline(child).includes(`${service}/dist/main.js`));
  if (pid === undefined) throw new Error(`no ${service} process under ${launcher}`);
  return pid;
}

/** Latency percentiles (ms) and throughput of `total` calls of `fn`, `concurrency` at a time. */
export async function measure(total: number, concurrency: number, fn: () => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    rps: total / seconds,
    times,
    seconds,
  };
}

export const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);
