// The launcher keeps the portal up: a killed service comes back while the other keeps running, and a clean stop
// exits 0. Runs the real built portal on free ports with a fresh data directory:
// `node --test scripts/start.test.mjs` (naming the file: `node --test scripts/` would also take test.mjs for a test).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_MS = 180_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let env;
let dataDir;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-test-'));
  // The launcher is under test, not the web app: a stand-in page spares the test a web build.
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  const [port, backendPort] = [await freePort(), await freePort()];
  env = {
    ...process.env,
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
    BACKEND_URL: `http://127.0.0.1:${backendPort}`,
    PORTAL_URL: `http://127.0.0.1:${port}`,
    PORTAL_DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
});

after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts `cmd` in its own process group and collects its output; `waitFor` resolves with the first match. */
function launch(cmd) {
  const child = spawn(cmd[0], cmd.slice(1), {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set();
  const onData = (chunk) => {
    output += chunk;
    for (const w of waiters) w();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let ended = false;
  void exited.then(() => {
    ended = true;
    for (const w of waiters) w();
  });
  const waitFor = (pattern, from = 0, timeoutMs = STARTUP_MS) =>
    new Promise((resolve, reject) => {
      const fail = (why) => {
        waiters.delete(check);
        clearTimeout(timer);
        reject(new Error(`no ${pattern} ${why}; output:\n${output}`));
      };
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (!match) return ended && fail('before the process exited');
        waiters.delete(check);
        clearTimeout(timer);
        resolve(match);
      };
      const timer = setTimeout(() => fail(`within ${timeoutMs} ms`), timeoutMs);
      waiters.add(check);
      check();
    });
  /** Kills the launcher's group and the services' own groups (as far as they are still there). */
  const kill = () => {
    const groups = [...output.matchAll(/started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    if (child.exitCode === null && child.signalCode === null) groups.push(child.pid);
    for (const pid of groups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  };
  return { child, exited, waitFor, kill, output: () => output };
}

/** The pids of the backend and the gateway the launcher last named in `output`. */
const servicePids = (output) =>
  ['backend', 'gateway'].map((name) =>
    Number([...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].at(-1)[1]),
  );

const healthy = async (url) => (await fetch(url).catch(() => null))?.ok === true;

test(
  'a killed service is restarted while the other keeps running; SIGTERM exits 0',
  { timeout: 2 * STARTUP_MS },
  async () => {
    const portal = launch([process.execPath, 'scripts/start.mjs']);
    try {
      await portal.waitFor(/\[portal\] ready/);
      const backendPid = Number((await portal.waitFor(/backend started \(pid (\d+)\)/))[1]);
      const gatewayPid = Number((await portal.waitFor(/gateway started \(pid (\d+)\)/))[1]);

      let mark = portal.output().length;
      process.kill(backendPid, 'SIGKILL');
      await portal.waitFor(/backend stopped \(SIGKILL\); restarting/, mark);
      const newBackendPid = Number((await portal.waitFor(/backend started \(pid (\d+)\)/, mark))[1]);
      assert.notEqual(newBackendPid, backendPid);
      await portal.waitFor(/backend is up again/, mark);
      assert.ok(alive(gatewayPid), 'the gateway kept running while the backend was down');
      assert.ok(await healthy(`${env.BACKEND_URL}/healthz`));

      mark = portal.output().length;
      process.kill(gatewayPid, 'SIGKILL');
      await portal.waitFor(/gateway is up again/, mark);
      assert.ok(alive(newBackendPid), 'the backend kept running while the gateway was down');
      assert.ok(await healthy(`${env.PORTAL_URL}/healthz`));
      const newGatewayPid = Number((await portal.waitFor(/gateway started \(pid (\d+)\)/, mark))[1]);

      portal.child.kill('SIGTERM');
      assert.deepEqual(await portal.exited, { code: 0, signal: null });
      assert.ok(!alive(newBackendPid) && !alive(newGatewayPid), 'both services stopped with the launcher');
    } finally {
      portal.kill();
    }
  },
);

/**
 * Sends a GraphQL login whose body arrives in two parts, `pause` apart (the request is in flight meanwhile), and
 * answers the status and the JSON.
 */
function slowLogin(url, pause) {
  const body = JSON.stringify({
    query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    variables: { e: 'user@example.com', p: 'portal-demo' },
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, json: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 20));
    setTimeout(() => request.end(body.slice(20)), pause);
  });
}

/** Every path under `dir` whose mode is not 0700 (folders) or 0600 (files), with its mode. */
const notPrivate = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map((name) => [name, fs.lstatSync(path.join(dir, name))])
    .filter(([, stat]) => (stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600))
    .map(([name, stat]) => `${(stat.mode & 0o777).toString(8)} ${name}`);

test(
  'Ctrl-C on `pnpm start` lets a running request finish and stops the portal with exit code 0, no ELIFECYCLE',
  { timeout: 2 * STARTUP_MS },
  async () => {
    const umask = process.umask(0o022); // a shell's usual umask, inherited by the portal
    const portal = launch(['pnpm', 'start']);
    process.umask(umask);
    try {
      await portal.waitFor(/\[portal\] ready/);
      const pids = servicePids(portal.output());
      // what the portal wrote (database, secret, mail) is its user's alone, whatever the umask
      assert.deepEqual(notPrivate(dataDir), []);

      const login = slowLogin(env.PORTAL_URL, 1500);
      await new Promise((r) => setTimeout(r, 300));
      process.kill(-portal.child.pid, 'SIGINT'); // what a terminal sends to the whole foreground group
      const answer = await login;
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      assert.ok(answer.json.data?.login.token, JSON.stringify(answer.json));
      assert.deepEqual(await portal.exited, { code: 0, signal: null });
      assert.ok(!pids.some(alive), 'both services stopped with the launcher');
      assert.doesNotMatch(portal.output(), /ELIFECYCLE|second signal/);
      assert.deepEqual(notPrivate(dataDir), []);
    } finally {
      portal.kill();
    }
  },
);

test(
  'services started by a launcher that is killed outright stop by themselves',
  { timeout: 2 * STARTUP_MS },
  async () => {
    const portal = launch([process.execPath, 'scripts/start.mjs']);
    try {
      await portal.waitFor(/\[portal\] ready/);
      const pids = servicePids(portal.output());
      process.kill(portal.child.pid, 'SIGKILL'); // no chance to stop them: their IPC channel to it closes
      const until = Date.now() + 30_000;
      while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      assert.ok(!pids.some(alive), 'both services stopped once the launcher was gone');
    } finally {
      portal.kill();
    }
  },
);
