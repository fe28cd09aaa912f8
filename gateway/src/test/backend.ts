import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Test helper: the real backend (the `@portal/backend` package) as a child process with its own data dir and port. */
export interface TestBackend {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the child printed (for failure messages). */
  output(): string;
  /** Stops the child (SIGTERM, then SIGKILL) but keeps the data dir. */
  kill(): Promise<void>;
  /** Stops the child and removes the data dir. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const require = createRequire(import.meta.url);

/** The backend package's folder (its working directory), found through the package, not a repository path. */
const BACKEND_DIR = path.dirname(require.resolve('@portal/backend/package.json'));

/** The backend's entry, resolved through the package; PORTAL_TEST_BACKEND_ENTRY may point at another build of it. */
export const BACKEND_ENTRY =
  process.env.PORTAL_TEST_BACKEND_ENTRY ?? require.resolve('@portal/backend/src/main.ts');

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`backend exited with ${exited} before it was healthy:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`backend not healthy within ${timeoutMs} ms:\n${output()}`);
}

export async function startBackend(options: { env?: Record<string, string> } = {}): Promise<TestBackend> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-gateway-test-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', BACKEND_ENTRY], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DEMO: 'true',
      // the demo members, not the demo IPTV provider's imports (work no suite here needs)
      PORTAL_DEMO_IPTV: 'false',
      LOG_LEVEL: 'silent',
      // Embedded PGlite in the temp dir and mails as .eml files, whatever the caller's environment says.
      DATABASE_URL: '',
      SMTP_URL: '',
      // The DAWUM sync on start never reaches out of loopback (a test that needs data passes its fake's URL).
      DAWUM_URL: 'http://127.0.0.1:9/',
      // the playlists, EPGs, logos and fakes the suites serve live on loopback
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1,::1,localhost',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-4000);

  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  };

  try {
    await waitForHealth(url, child, output, 90_000);
  } catch (error) {
    await kill();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    port,
    dataDir,
    output,
    kill,
    async stop() {
      await kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Quoted-printable soft breaks and escapes undone (nodemailer encodes long text lines that way). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest `.eml` in `<dataDir>/mail/` addressed to `to`, decoded (waits up to 5 s for it to appear). */
export async function readMail(dataDir: string, to: string, since = 0): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
    } catch {
      names = [];
    }
    const mails = await Promise.all(names.map(async (n) => readFile(path.join(dir, n), 'utf8')));
    const matching = mails.map(decodeQuotedPrintable).filter((m) => m.includes(to));
    if (matching.length > since) return matching[matching.length - 1] as string;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}
