// Issue 9 point 21 figures: what a first visit costs. A cold `/login` and a cold users list (`/cp/users/list`, as
// the super admin), each in a fresh browser context (empty HTTP cache): bytes transferred over the network and first
// contentful paint, unthrottled and at 4× CPU with 1.6 Mbps down / 750 kbps up / 150 ms (Lighthouse's slow 4G).
// Median of RUNS visits per cell. Run: pnpm -F @portal/tests bench:web
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { fmt, startStack } from './stack';

const RUNS = 5;
const THROTTLED = { cpu: 4, latency: 150, down: 1_600_000 / 8, up: 750_000 / 8 };

interface Visit {
  bytes: number;
  requests: number;
  fcp: number;
  ready: number;
}

interface Target {
  name: string;
  path: string;
  /** What the member came for is on screen. */
  ready: (page: Page) => Promise<void>;
  storage?: BrowserContextOptions['storageState'];
}

/** One cold visit: a new context, network accounting from navigation until the screen is ready and the network idle. */
async function visit(browser: Browser, base: string, target: Target, throttled: boolean): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: target.storage,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpu });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLED.latency,
        downloadThroughput: THROTTLED.down,
        uploadThroughput: THROTTLED.up,
      });
    }
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      requests += 1;
    });
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
    await target.ready(page);
    const ready = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { bytes, requests, fcp, ready };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stack = await startStack(4230);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const dismissed = { name: 'portal.cookieNotice', value: 'dismissed' };
  const login = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: stack.gatewayUrl, localStorage: [dismissed] }] },
  });
  const page = await login.newPage();
  await page.goto(`${stack.gatewayUrl}/login`);
  await page.getByLabel(/^(E-Mail|Email)/).fill('superadmin@example.com');
  await page.getByLabel(/^(Passwort|Password)/).fill('portal-demo');
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
  await page.getByRole('heading', { name: /^(Hallo|Hello), / }).waitFor();
  const superAdmin = await login.storageState();
  await login.close();

  const targets: Target[] = [
    {
      name: '/login',
      path: '/login',
      ready: (p) => p.getByRole('button', { name: /^(Anmelden|Log in)$/ }).waitFor(),
    },
    {
      name: '/cp/users/list',
      path: '/cp/users/list',
      ready: (p) => p.getByRole('cell', { name: 'superadmin@example.com' }).waitFor(),
      storage: superAdmin,
    },
  ];

  console.log(`first visit, empty cache, median of ${RUNS}, Chromium 1280×900:`);
  for (const throttled of [false, true]) {
    const label = throttled ? '4× CPU, 1.6 Mbps / 150 ms' : 'unthrottled';
    for (const target of targets) {
      await visit(browser, stack.gatewayUrl, target, false); // server-side warm-up, not counted
      const runs: Visit[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, stack.gatewayUrl, target, throttled));
      console.log(
        `  ${label.padEnd(26)} ${target.name.padEnd(15)} ${fmt(median(runs.map((r) => r.bytes)) / 1024)} KB in ` +
          `${median(runs.map((r) => r.requests))} requests | first contentful paint ${fmt(median(runs.map((r) => r.fcp)))} ms | ` +
          `screen ready ${fmt(median(runs.map((r) => r.ready)))} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
