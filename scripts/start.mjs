#!/usr/bin/env node
// Starts the portal: the backend, then the gateway (which also serves the built web app), and keeps them running.
// Without flags it first rebuilds what changed (scripts/build.mjs) and runs the built JavaScript.
// `--dev` adds hot reload instead: both services under `node --watch` with tsx, and the Vite dev server in front.
// A service that crashes after it came up is restarted with back-off while the other keeps running; one that
// fails to come up at all (bad configuration, port taken) stops the portal. SIGINT/SIGTERM stop everything, exit 0:
// the built services run in process groups of their own, so a terminal's Ctrl-C reaches the launcher alone, which
// stops them one after the other (the gateway, then the backend its requests still need). Should the launcher die
// without stopping them (SIGKILL), they stop themselves when its IPC channel closes (@portal/runtime, stopOnSignals).
// Under --dev the services share the launcher's group: `node --watch` passes the terminal's signal on to them.
// The root scripts run it with `exec`: were a shell in between, Ctrl-C would kill that shell and pnpm would report
// ELIFECYCLE instead of the launcher's clean exit 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const env = { ...process.env };
env.BACKEND_PORT ??= '4001';
env.PORT ??= '4000';
env.BACKEND_URL ??= `http://127.0.0.1:${env.BACKEND_PORT}`;
env.PORTAL_DATA_DIR = path.resolve(root, env.PORTAL_DATA_DIR ?? 'data');
env.PORTAL_URL ??= dev ? 'http://127.0.0.1:5173' : `http://127.0.0.1:${env.PORT}`;
// The built portal runs as in production: graphql-js leaves out its development-only checks (about 5 % of the
// gateway's time per request), and only members may introspect the GraphQL schema (README, NODE_ENV).
env.NODE_ENV ??= dev ? 'development' : 'production';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
/** A service that stayed up this long before crashing is retried from the shortest delay again. */
const STABLE_MS = 60_000;
const STOP_GRACE_MS = 15_000;

const log = (line) => console.error(`[portal] ${line}`);
const services = [];
let stopping = false;

/**
 * V8 grows each service's young generation to 2 × 16 MB under load and keeps it; 8 MB semi-spaces hold a request's
 * garbage just as well and keep the portal's idle memory low (tests/bench/memory.ts). The backend's old generation is
 * capped too: without a cap V8 lets an import's garbage pile up towards the machine's memory before it collects
 * (a 500 000-channel import peaked at ~330 MB; it needs < 48 MB live; tests/bench/iptv-import.ts).
 * They live in node-flags.json, which the replicas test (tests/replicas/topology.ts) reads too; docker/Dockerfile runs
 * the services with the same flags (scripts/docker.test.mjs checks it).
 */
const NODE_FLAGS = JSON.parse(fs.readFileSync(new URL('./node-flags.json', import.meta.url), 'utf8'));

function node(pkg) {
  return dev
    ? [process.execPath, '--import', 'tsx/esm', '--watch', `${pkg}/src/main.ts`]
    : [process.execPath, ...NODE_FLAGS[pkg], `${pkg}/dist/main.js`];
}

/**
 * Runs one service and returns its first start, which resolves once the service answers on `healthUrl` (true) or
 * has failed to come up (false). After that first success a crash restarts it with exponential back-off.
 */
function supervise(name, cmd, { cwd = root, healthUrl } = {}) {
  const service = { child: null, timer: null };
  services.push(service);
  let up = false;
  let failures = 0;

  const launch = () => {
    const startedAt = Date.now();
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd,
      env,
      stdio: dev ? 'inherit' : ['inherit', 'inherit', 'inherit', 'ipc'],
      detached: !dev,
    });
    service.child = child;
    log(`${name} started (pid ${child.pid})`);
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    void exited.then((how) => {
      service.child = null;
      if (stopping || !up) return;
      if (Date.now() - startedAt > STABLE_MS) failures = 0;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      log(`${name} stopped (${how}); restarting in ${delay} ms.`);
      service.timer = setTimeout(() => {
        const again = launch();
        if (healthUrl) void waitHealthy(healthUrl, again).then((ok) => ok && log(`${name} is up again.`));
      }, delay);
    });
    return exited;
  };

  return async () => {
    const exited = launch();
    up = healthUrl ? await waitHealthy(healthUrl, exited) : true;
    if (!up && !stopping) {
      log(`${name} did not come up; stopping the portal.`);
      void stop(1);
    }
    return up;
  };
}

/** Polls `url` until it answers 2xx (true), or the process exits or the time runs out first (false). */
async function waitHealthy(url, exited, timeoutMs = 120_000) {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + timeoutMs;
  while (!gone && !stopping && Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Stops the services in the reverse order of their start, each with SIGTERM (SIGKILL after STOP_GRACE_MS). */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const s of services) clearTimeout(s.timer);
  for (const { child } of [...services].reverse()) {
    if (!child || child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(kill);
  }
  process.exit(code);
}

// SIGHUP (the terminal closed) and SIGQUIT (Ctrl-\) no longer reach the services either: they stop them too
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']) process.on(signal, () => void stop(0));

if (!dev) {
  try {
    // A gateway told to serve the web app from elsewhere (WEB_DIST) needs no web/dist.
    await build(env.WEB_DIST ? ['backend', 'gateway'] : undefined);
  } catch (error) {
    log(`build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
const started =
  (await supervise('backend', node('backend'), { healthUrl: `${env.BACKEND_URL}/healthz` })()) &&
  (await supervise('gateway', node('gateway'), { healthUrl: `http://127.0.0.1:${env.PORT}/healthz` })());
if (started && dev)
  await supervise('web', [path.join(root, 'web/node_modules/.bin/vite')], { cwd: path.join(root, 'web') })();
if (started && !stopping) console.log(`\n[portal] ready: ${env.PORTAL_URL}\n`);
