// The scaled-out deployment of docker-compose.yml as plain processes on this machine: its own redis-server, the
// standalone Pusher-protocol server, two backends and two gateways from the built bundles, on a fresh PostgreSQL
// database. Tests (replicas.test.ts) and the load harness (bench/load) start it, inject faults (kill, restart) and
// read each process's memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const PROCESS_NAMES = ['redis', 'pusher', 'backend-a', 'backend-b', 'gateway-a', 'gateway-b'] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

export interface TopologyOptions {
  /** Six consecutive ports from here (redis, pusher, backend a and b, gateway a and b); default: free ones. */
  basePort?: number;
  /** A database on the PostgreSQL server to create ours from (default: `test` on 127.0.0.1:5432 as postgres). */
  adminDatabaseUrl?: string;
  redisServer?: string;
  /** Added to both backends' environment (e.g. `JOBS_POLL_INTERVAL_SECONDS`, `LS22_SERVER_URL`). */
  backendEnv?: Record<string, string>;
  /** Added to both gateways' environment. */
  gatewayEnv?: Record<string, string>;
  /** The services' `LOG_LEVEL` (default `warn`); their output is kept for the error of a process that fails. */
  logLevel?: string;
}

export interface TopologyProcess {
  name: ProcessName;
  /** The current process (a restart gives a new one); null while it is down. */
  pid: number | null;
  /** `http://…` (`redis://…` for Redis). */
  url: string;
}

export interface Topology {
  gateways: [string, string];
  backends: [string, string];
  pusher: string;
  redis: string;
  /** The backends' database, dropped by `stop()`. */
  databaseUrl: string;
  /** The backends' shared data directory (downloads, blog images), removed by `stop()`. */
  dataDir: string;
  /** The Pusher app the backends sign with (a test may publish or subscribe like they do). */
  pusherApp: { appId: string; key: string; secret: string };
  processes: Record<ProcessName, TopologyProcess>;
  /** Sends `signal` (default SIGKILL) and waits until the process has exited. */
  kill(name: ProcessName, signal?: NodeJS.Signals): Promise<void>;
  /** Starts the process again on its port (stopping it first if it still runs) and waits until it is healthy. */
  restart(name: ProcessName): Promise<void>;
  /** Resident set size in bytes (VmRSS), or null while the process is down. */
  memory(name: ProcessName): number | null;
  /** Stops every process, drops the database, removes the data directory. */
  stop(): Promise<void>;
}

/** The memory flags scripts/start.mjs and docker/Dockerfile run the services with. */
const NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/node-flags.json'), 'utf8')) as Record<
  'backend' | 'gateway',
  string[]
>;
const START_TIMEOUT_MS = 60_000;
const OUTPUT_KEPT = 16_384;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis answers PING with +PONG (no client library needed for one command). */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    for (const event of ['error', 'timeout'] as const) {
      socket.once(event, () => {
        socket.destroy();
        resolve(false);
      });
    }
  });
}

async function httpOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

interface Spec {
  cmd: string[];
  cwd: string;
  env: Record<string, string>;
  url: string;
  healthy: () => Promise<boolean>;
}

interface Running {
  child: ChildProcess | null;
  exited: Promise<void>;
  output: string;
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  for (const bundle of ['backend/dist/main.js', 'gateway/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, bundle))) {
      throw new Error(`${bundle} is missing: run \`node scripts/build.mjs backend gateway\` first`);
    }
  }
  const ports: number[] = [];
  for (let i = 0; i < PROCESS_NAMES.length; i++) {
    ports.push(options.basePort === undefined ? await freePort() : options.basePort + i);
  }
  const [redisPort, pusherPort, backendA, backendB, gatewayA, gatewayB] = ports as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const logLevel = options.logLevel ?? 'warn';
  const pusherApp = { appId: 'portal', key: 'portal-key', secret: randomBytes(16).toString('hex') };
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const pusherUrl = `http://127.0.0.1:${pusherPort}`;
  const backendUrls: [string, string] = [`http://127.0.0.1:${backendA}`, `http://127.0.0.1:${backendB}`];
  const gatewayUrls: [string, string] = [`http://127.0.0.1:${gatewayA}`, `http://127.0.0.1:${gatewayB}`];

  const database = `portal_replicas_${process.pid}_${randomBytes(3).toString('hex')}`;
  const adminUrl = options.adminDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
  // a connection per statement: one held for the whole run would crash the run if anything terminated it
  const adminQuery = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect().catch((error: Error) => {
      throw new Error(`the replicas need PostgreSQL at ${adminUrl} (adminDatabaseUrl): ${error.message}`);
    });
    try {
      await admin.query(sql);
    } finally {
      await admin.end().catch(() => undefined);
    }
  };
  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replicas-'));

  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), LOG_LEVEL: logLevel };
  const pusherEnv = {
    PUSHER_APP_ID: pusherApp.appId,
    PUSHER_KEY: pusherApp.key,
    PUSHER_SECRET: pusherApp.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(pusherPort),
    PUSHER_SCHEME: 'http',
  };
  const backend = (port: number): Spec => ({
    cmd: [process.execPath, ...NODE_FLAGS.backend, 'backend/dist/main.js'],
    cwd: ROOT,
    env: {
      ...base,
      ...pusherEnv,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: String(port),
      DATABASE_URL: databaseUrl.href,
      REDIS_URL: redisUrl,
      // one secret and one data directory for both, as docker-compose.yml gives them
      PORTAL_SECRET: `replicas-${pusherApp.secret}`,
      PORTAL_DATA_DIR: dataDir,
      PORTAL_URL: gatewayUrls[0],
      PORTAL_DEMO: 'true',
      // the fakes (LS22) live on loopback
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      ...options.backendEnv,
    },
    url: `http://127.0.0.1:${port}`,
    healthy: () => httpOk(`http://127.0.0.1:${port}/healthz`),
  });
  // Each gateway talks to its own backend (no balancer between them here): an event or a token change made through
  // one pair must reach the other through the shared Pusher server, PostgreSQL and Redis.
  const gateway = (port: number, backendUrl: string): Spec => ({
    cmd: [process.execPath, ...NODE_FLAGS.gateway, 'gateway/dist/main.js'],
    cwd: ROOT,
    env: {
      ...base,
      PUSHER_KEY: pusherApp.key,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(pusherPort),
      PUSHER_SCHEME: 'http',
      HOST: '127.0.0.1',
      PORT: String(port),
      BACKEND_URL: backendUrl,
      REDIS_URL: redisUrl,
      PORTAL_URL: `http://127.0.0.1:${port}`,
      ...options.gatewayEnv,
    },
    url: `http://127.0.0.1:${port}`,
    healthy: () => httpOk(`http://127.0.0.1:${port}/healthz`),
  });
  const specs: Record<ProcessName, Spec> = {
    redis: {
      // no snapshot, no log: a restart starts empty, as the fault tests want
      cmd: [
        options.redisServer ?? '/usr/bin/redis-server',
        ...['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ],
      cwd: dataDir,
      env: base,
      url: redisUrl,
      healthy: () => redisAnswers(redisPort),
    },
    pusher: {
      cmd: [process.execPath, '--import', 'tsx', 'src/main.ts'],
      cwd: path.join(ROOT, 'pusher-server'),
      env: { ...base, ...pusherEnv, PUSHER_PORT: String(pusherPort) },
      url: pusherUrl,
      healthy: () => httpOk(`${pusherUrl}/healthz`),
    },
    'backend-a': backend(backendA),
    'backend-b': backend(backendB),
    'gateway-a': gateway(gatewayA, backendUrls[0]),
    'gateway-b': gateway(gatewayB, backendUrls[1]),
  };

  const running = new Map<ProcessName, Running>();
  const processes = Object.fromEntries(
    PROCESS_NAMES.map((name) => [
      name,
      {
        name,
        url: specs[name].url,
        get pid() {
          return running.get(name)?.child?.pid ?? null;
        },
      },
    ]),
  ) as Record<ProcessName, TopologyProcess>;

  async function launch(name: ProcessName): Promise<void> {
    const spec = specs[name];
    const child = spawn(spec.cmd[0]!, spec.cmd.slice(1), {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const entry: Running = {
      child,
      output: '',
      exited: new Promise((resolve) => {
        child.once('exit', () => resolve());
        // e.g. no redis-server at that path: reported by the health wait below with this output
        child.once('error', (error) => {
          entry.output += `${spec.cmd[0]}: ${error.message}\n`;
          resolve();
        });
      }),
    };
    const keep = (chunk: Buffer) => {
      entry.output = (entry.output + chunk.toString()).slice(-OUTPUT_KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    void entry.exited.then(() => {
      entry.child = null;
    });
    running.set(name, entry);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await spec.healthy())) {
      if (entry.child === null || Date.now() > deadline) {
        const why = entry.child === null ? 'exited' : 'did not become healthy';
        throw new Error(`${name} ${why}:\n${entry.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function kill(name: ProcessName, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const entry = running.get(name);
    if (!entry?.child) return;
    entry.child.kill(signal);
    // a graceful stop that hangs ends as a crash would
    const force = setTimeout(() => entry.child?.kill('SIGKILL'), 15_000);
    await entry.exited;
    clearTimeout(force);
  }

  let stopped = false;
  async function stop(): Promise<void> {
    if (stopped) return;
    stopped = true;
    process.off('exit', killAll);
    // the clients first, so nothing they depend on goes away under a graceful stop
    for (const group of [
      ['gateway-a', 'gateway-b'],
      ['backend-a', 'backend-b'],
      ['pusher', 'redis'],
    ] as const) {
      await Promise.all(group.map((name) => kill(name, 'SIGTERM')));
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // A test runner that exits without stop() must not leave a redis-server or a backend behind.
  function killAll() {
    for (const entry of running.values()) entry.child?.kill('SIGKILL');
  }
  process.once('exit', killAll);

  try {
    await Promise.all([launch('redis'), launch('pusher')]);
    // Both backends start at once on the empty database, as replicas do: migrations and seeding must cope.
    await Promise.all([launch('backend-a'), launch('backend-b')]);
    await Promise.all([launch('gateway-a'), launch('gateway-b')]);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    gateways: gatewayUrls,
    backends: backendUrls,
    pusher: pusherUrl,
    redis: redisUrl,
    databaseUrl: databaseUrl.href,
    dataDir,
    pusherApp,
    processes,
    kill,
    async restart(name) {
      await kill(name, 'SIGTERM');
      await launch(name);
    },
    memory(name) {
      const pid = running.get(name)?.child?.pid;
      if (pid === undefined) return null;
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
        return kb === undefined ? null : Number(kb) * 1024;
      } catch {
        return null; // exited meanwhile
      }
    },
    stop,
  };
}
