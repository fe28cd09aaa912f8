import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { loadConfig } from '../load-config.js';
import type { Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { ManualClock } from '../lib/clock.js';
import { manualClock } from '../lib/clock.js';
import { createPasswordHasher } from '../lib/passwords.js';
import type { SeedResult } from '../modules/users/index.js';
import { createUsersDal, seed } from '../modules/users/index.js';
import type { Driver } from './db.js';
import { createTestDb } from './db.js';

export const TEST_BOT_TOKEN = '123456:TEST-bot-token-for-the-portal-tests';
export const DEMO_PASSWORD = 'portal-demo';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  config: Config;
  dataDir: string;
  seeded: SeedResult | null;
  /** With `listen: true`: the port on 127.0.0.1 (the embedded Pusher server answers there too); else 0. */
  port: number;
  /** `http://127.0.0.1:<port>` with `listen: true`. */
  baseUrl: string;
  /** POST/GET JSON through the real app. */
  request(opts: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    token?: string;
    lang?: string;
    ip?: string;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  /** Logs in and returns the access token (fails the test otherwise). */
  login(email: string, password?: string): Promise<string>;
  /** The id of the member with this email (fails the test if there is none). */
  userId(email: string): Promise<number>;
  /** The id of the role with this canonical name (fails the test if there is none). */
  roleId(name: string): Promise<number>;
  /** The `.eml` files written to the outbox, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  /** Run the start-up seed (default true: demo members, password `portal-demo`). */
  seed?: boolean;
  /** Adds routes of the test's own before the app gets ready. */
  extend?: (app: FastifyInstance, ctx: { db: Db; clock: ManualClock }) => void | Promise<void>;
  /** Listen on 127.0.0.1:0 (real HTTP and WebSocket clients: pusher-js, the pusher SDK, fetch). */
  listen?: boolean;
}

export async function createHarness(driver: Driver, options: HarnessOptions = {}): Promise<Harness> {
  const { db, cleanup } = await createTestDb(driver);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backend-test-'));
  const config = loadConfig(
    {
      PORTAL_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      // suites log in far more often than a member could, all from 127.0.0.1 (the limit's own test sets it)
      AUTH_ANONYMOUS_PER_MINUTE: '100000',
      // workers.cleanup() runs the DAWUM sync too: never against the real DAWUM (its suite starts a fake)
      DAWUM_URL: 'http://127.0.0.1:9/',
      // suites serve playlists, EPGs, logos and the LS22 server from loopback (the guard's own tests pass '')
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1,::1,localhost',
      ...options.env,
    },
    dataDir,
  );
  const clock = manualClock(new Date());
  const hasher = createPasswordHasher(10, config.passwordHashQueue);
  await migrate(db);
  let seeded: SeedResult | null = null;
  if (options.seed !== false) {
    seeded = await seed(
      { db, usersDal: createUsersDal(db), hasher, clock, print: () => {} },
      {
        demo: config.demo,
        demoPassword: config.demoPassword,
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
      },
    );
  }
  const app = await buildApp({ config, db, clock, hasher });
  await options.extend?.(app, { db, clock });
  let port = 0;
  if (options.listen) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  } else {
    await app.ready();
  }

  const outboxDir = path.join(dataDir, 'mail');
  const harness: Harness = {
    app,
    db,
    clock,
    config,
    dataDir,
    seeded,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    request({ method = 'GET', url, body, token, lang, ip, headers = {} }) {
      return app.inject({
        method,
        url,
        remoteAddress: ip ?? '127.0.0.1',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(lang ? { 'accept-language': lang } : {}),
          ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    },
    async login(email, password = DEMO_PASSWORD) {
      const res = await harness.request({ method: 'POST', url: '/api/login', body: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    async userId(email) {
      const user = await createUsersDal(db).findByEmail(email);
      if (!user) throw new Error(`no member ${email}`);
      return user.id;
    },
    async roleId(name) {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [name]);
      if (!rows[0]) throw new Error(`no role ${name}`);
      return rows[0].id;
    },
    outbox() {
      if (!fs.existsSync(outboxDir)) return [];
      return fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => path.join(outboxDir, f));
    },
    async close() {
      await app.close();
      await cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** An answer's JSON without the portal's `translations` (of a 422): what Laravel would answer. */
export function laravel(res: LightMyRequestResponse): Record<string, unknown> {
  const { translations: _translations, ...body } = res.json() as Record<string, unknown>;
  return body;
}

/** Decodes the quoted-printable text part of an `.eml` file written by the outbox mailer. */
export function readEml(file: string): { headers: string; text: string; html: string } {
  const raw = fs.readFileSync(file, 'utf8');
  const [headers = '', ...rest] = raw.split('\n\n');
  const body = rest.join('\n\n');
  const part = (type: string) => {
    const m = new RegExp(
      `Content-Type: ${type}[^\\n]*\\nContent-Transfer-Encoding: ([^\\n]+)\\n\\n([\\s\\S]*?)\\n----`,
    ).exec(body);
    if (!m) return '';
    const [, encoding, content = ''] = m;
    if (encoding?.trim() !== 'quoted-printable') return content;
    const bytes = content
      .replace(/=\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, (_s, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  };
  return { headers, text: part('text/plain'), html: part('text/html') };
}
