// Issue 3 figure: the data table with 10 000 rows on one page in Chromium (the style guide's table demo):
// time from navigation to the first painted rows, and frame times while scrolling through the page,
// with the table's row windowing (default above 300 rows) and without it.
// Run: pnpm -F @portal/tests bench:table
import { chromium, type Page } from '@playwright/test';
import { fmt, startStack } from './stack';

const ROWS = 10_000;
/** Rows in the body of the page's biggest table (the demo; the style guide has small tables too). */
const BODY_ROWS = () =>
  Math.max(...[...document.querySelectorAll('table')].map((t) => t.querySelectorAll('tbody tr').length));
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function run(page: Page, url: string) {
  await page.goto(url);
  // Rows painted: the first body rows exist and two animation frames have passed since.
  await page.waitForFunction(
    () => document.querySelectorAll('table[aria-label] tbody tr, table tbody tr').length > 20,
    null,
    {
      timeout: 120_000,
      polling: 'raf',
    },
  );
  const firstPaint = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
  // Scroll to the end of the page in steps of 400 px per frame, recording every frame's duration.
  const frames = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        let last = performance.now();
        const step = () => {
          const now = performance.now();
          deltas.push(now - last);
          last = now;
          const before = window.scrollY;
          window.scrollBy(0, 400);
          if (window.scrollY === before || deltas.length > 2000) resolve(deltas.slice(1));
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
  const domRows = await page.evaluate(`(${BODY_ROWS})()`);
  return { firstPaint, frames, domRows };
}

const stack = await startStack(4220);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${stack.gatewayUrl}/login`);
  await page.getByLabel(/^(E-Mail|Email)/).fill('superadmin@example.com');
  await page.getByLabel(/^(Passwort|Password)/).fill('portal-demo');
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
  await page.getByRole('heading', { name: /^(Hallo|Hello), / }).waitFor();

  console.log(`data table, ${ROWS} rows on one page, Chromium 1280×900:`);
  for (const [name, extra] of [
    ['windowed (default)', ''],
    ['all rows in the DOM', '&noWindow=1'],
  ] as const) {
    const r = await run(page, `${stack.gatewayUrl}/test?rows=${ROWS}&perPage=${ROWS}${extra}`);
    const slow = r.frames.filter((f) => f > 50).length;
    console.log(
      `  ${name.padEnd(20)} first rows painted ${fmt(r.firstPaint)} ms after navigation | ${r.domRows} rows in the DOM | ` +
        `scroll frames p50 ${fmt(pct(r.frames, 50))} ms, p95 ${fmt(pct(r.frames, 95))} ms, max ${fmt(Math.max(...r.frames))} ms, ` +
        `${slow}/${r.frames.length} over 50 ms`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
