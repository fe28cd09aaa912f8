import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND_DIR = fileURLToPath(new URL('../../backend/', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

export const TELEGRAM_BOT_TOKEN = '123456:contract-test-bot-token';

export interface RunningBackend {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real backend as a child process (`backend/src/main.ts`): a free port on 127.0.0.1, a fresh PGlite database in
 * a temporary data dir, the demo members, the embedded Pusher server and the job runner.
 */
export async function startBackend(): Promise<RunningBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-contract-'));
  const child: ChildProcess = spawn(TSX, ['src/main.ts'], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: '0',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DEMO: 'true',
      // the demo members, not the demo IPTV provider's imports (the demo routes are served all the same)
      PORTAL_DEMO_IPTV: 'false',
      LOG_LEVEL: 'warn',
      TELEGRAM_BOT_TOKEN,
      JOBS_POLL_INTERVAL_SECONDS: '1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the backend did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /backend listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}):\n${output}`)));
  });
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
