// The portals the load runs against: the embedded default (scripts/start.mjs: one backend with its Pusher-protocol
// server and PGlite, or PostgreSQL with DATABASE_URL; one gateway) and the replicas of tests/replicas/topology.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../backend';
import { benchDatabase, childrenOf, cmdline, emptyWebDist, startStack } from '../stack';

export const PUSHER_SECRET = 'load-bench-pusher-secret';

export interface Fault {
  name: string;
  /** Injects the fault and resolves once the faulted part answers again. */
  run(): Promise<void>;
}

export interface Target {
  name: string;
  /** PostgreSQL (else PGlite). */
  postgres: boolean;
  gateways: string[];
  /** Where the backend's events go (the pusher SDK), for the realtime measurement. */
  pusher: { host: string; port: number; secret: string };
  /** name → pid of every process now. */
  processes(): Record<string, number>;
  faults: Fault[];
  stop(): Promise<void>;
}

/** The built bundles are shared with others working in this checkout: build under their lock. */
export function buildBundles() {
  execFileSync(
    'flock',
    [
      path.join(os.tmpdir(), 'portal-build.lock'),
      process.execPath,
      'scripts/build.mjs',
      'backend',
      'gateway',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

export async function embeddedTarget(port: number): Promise<Target> {
  buildBundles();
  const database = process.env.DATABASE_URL ? await benchDatabase() : null;
  const webDist = emptyWebDist();
  const stack = await startStack(port, {
    DATABASE_URL: database?.url ?? '',
    WEB_DIST: webDist,
    PUSHER_SECRET,
  });
  return {
    name: `embedded (${database ? 'PostgreSQL' : 'PGlite'})`,
    postgres: Boolean(database),
    gateways: [stack.gatewayUrl],
    pusher: { host: '127.0.0.1', port: Number(new URL(stack.backendUrl).port), secret: PUSHER_SECRET },
    processes() {
      const found: Record<string, number> = {};
      for (const pid of childrenOf(stack.pid)) {
        const cmd = cmdline(pid);
        if (cmd.includes('backend/dist/main.js')) found.backend = pid;
        if (cmd.includes('gateway/dist/main.js')) found.gateway = pid;
      }
      return found;
    },
    faults: [],
    async stop() {
      await stack.stop();
      await database?.drop();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}
