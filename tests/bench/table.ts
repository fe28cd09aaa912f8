// Issue 3 figure: the data table with 10 000 rows on one page in Chromium (the style guide's table demo):
// time from navigation to the first painted rows, and frame times while scrolling through the page,
// with the table's row windowing (default above 300 rows) and without it.
// Run: pnpm -F @portal/tests bench:table
import { chromium, type Page } from '@playwright/test';
import { fmt, startStack } from './stack';

const ROWS = 10_000;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// Page-side code is passed as source text: the TypeScript runner would otherwise add helpers the page lacks.
const FIRST_ROWS_PAINTED = `new Promise((resolve) => {
  const rows = (t) => t.querySelectorAll('tbody tr').length;
  const poll = () => {
    const table = [...document.querySelectorAll('table')].sort((a, b) => rows(b) - rows(a))[0];
    if (table && rows(table) > 0) table.scrollIntoView();
    if (table && rows(table) > 20) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
    else requestAnimationFrame(poll);
  };
  poll();
})`;
const SCROLL_FRAMES = `new Promise((resolve) => {
  const deltas = [];
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
})`;
const DOM_ROWS = `Math.max(...[...document.querySelectorAll('table')].map((t) => t.querySelectorAll('tbody tr').length))`;

/** Navigation start → the demo's first rows painted (brought into view as soon as it exists); then scrolling
 * from there to the end of the page, 400 px a frame, recording every frame's duration. */
async function run(page: Page, url: string) {
  await page.goto(url);
  const firstPaint = (await page.evaluate(FIRST_ROWS_PAINTED)) as number;
  const domRows = (await page.evaluate(DOM_ROWS)) as number;
  const frames = (await page.evaluate(SCROLL_FRAMES)) as number[];
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
