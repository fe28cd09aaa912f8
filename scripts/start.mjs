#!/usr/bin/env node
// Starts the portal: the backend, then the gateway (which also serves the built web app).
// `--dev` adds hot reload: both services under `tsx watch` and the Vite dev server in front.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const env = { ...process.env };
env.BACKEND_PORT ??= '4001';
env.PORT ??= '4000';
env.BACKEND_URL ??= `http://127.0.0.1:${env.BACKEND_PORT}`;
env.PORTAL_DATA_DIR = path.resolve(root, env.PORTAL_DATA_DIR ?? 'data');
env.PORTAL_URL ??= dev ? 'http://127.0.0.1:5173' : `http://127.0.0.1:${env.PORT}`;

const children = [];
let stopping = false;

function run(name, args, cwd = root) {
  const child = spawn(args[0], args.slice(1), { cwd, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[portal] ${name} stopped (${signal ?? code}); stopping the portal.`);
    stop(code || 1);
  });
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  );
}

async function waitFor(url, what, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return;
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`[portal] ${what} did not become healthy at ${url}`);
  stop(1);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const node = (entry) =>
  dev
    ? [process.execPath, '--import', 'tsx/esm', '--watch', entry]
    : [process.execPath, '--import', 'tsx/esm', entry];

run('backend', node('backend/src/main.ts'));
await waitFor(`${env.BACKEND_URL}/healthz`, 'The backend');
run('gateway', node('gateway/src/main.ts'));
await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, 'The gateway');
if (dev) {
  run('web', [path.join(root, 'web/node_modules/.bin/vite')], path.join(root, 'web'));
}
if (!stopping) console.log(`\n[portal] ready: ${env.PORTAL_URL}\n`);
