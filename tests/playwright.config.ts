import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One portal for the whole run, on its own ports and a fresh data directory. Workers inherit this
// environment, so specs can read the mail outbox and sign chat-bot payloads with the same bot token.
const port = process.env.E2E_PORT ?? '4100';
process.env.E2E_PORT = port;
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
process.env.E2E_TELEGRAM_BOT_TOKEN ??= '123456:e2e-test-bot-token';
const fakeBitgetPort = Number(port) + 2;
const fakeDawumPort = Number(port) + 3;
const fakeLs22Port = Number(port) + 4;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // three: a spec spends much of its time waiting (page loads, network idle, animations), so a third worker fills
  // the two cores (92 tests: 7.7 min with three, 11–13 min with two)
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: process.env.E2E_BASE_URL,
          localStorage: [{ name: 'portal.cookieNotice', value: 'dismissed' }],
        },
      ],
    },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Bitget and DAWUM as fakes on loopback (tests/fakes), seeded with the data the specs expect
      command: 'pnpm -F @portal/fakes serve',
      url: `http://127.0.0.1:${fakeBitgetPort}/api/v2/public/time`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_BITGET_PORT: String(fakeBitgetPort),
        FAKE_DAWUM_PORT: String(fakeDawumPort),
        FAKE_LS22_PORT: String(fakeLs22Port),
      },
    },
    {
      command: 'node ../scripts/start.mjs',
      url: `${process.env.E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        BACKEND_PORT: String(Number(port) + 1),
        PORTAL_DATA_DIR: process.env.E2E_DATA_DIR,
        PORTAL_URL: process.env.E2E_BASE_URL,
        PORTAL_DEMO: 'true',
        TELEGRAM_BOT_TOKEN: process.env.E2E_TELEGRAM_BOT_TOKEN,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        // every spec logs in from 127.0.0.1, far more often than 30 members a minute would
        AUTH_ANONYMOUS_PER_MINUTE: '1000',
        BITGET_BASE_URL: `http://127.0.0.1:${fakeBitgetPort}`,
        DAWUM_URL: `http://127.0.0.1:${fakeDawumPort}/`,
        LS22_SERVER_URL: `http://127.0.0.1:${fakeLs22Port}`,
        LS22_SERVER_CODE: 'fake-ls22-code',
        LS22_POLL_SECONDS: '1',
        // the fakes and the playlists, EPGs and logos the specs serve live on loopback
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      },
    },
  ],
});
