import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const DEMO_PASSWORD = 'portal-demo';

/** Browser storage with the cookie notice already dismissed, so the sticky banner covers nothing. */
export const COOKIE_NOTICE_DISMISSED = {
  cookies: [],
  origins: [
    {
      origin: process.env.E2E_BASE_URL!,
      localStorage: [{ name: 'portal.cookieNotice', value: 'dismissed' }],
    },
  ],
};

/** Logs in through the login form (German UI unless the page was switched). */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel(/^(E-Mail|Email|E-mail)/).fill(email);
  await page.getByLabel(/^(Passwort|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
}

/** The newest mail in the backend's outbox (written as .eml files in the embedded mode) sent to `to`. */
export async function latestMailTo(to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let found: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(dir)) return undefined;
      const mails = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        .filter((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
      found = mails.at(-1);
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The first reset link in a mail, with quoted-printable soft breaks and escapes undone. */
export function resetLinkFrom(mail: string): URL {
  const plain = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = plain.match(/https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** A Telegram Login Widget payload signed as Telegram documents it, with the test bot token. */
export function signedTelegramPayload(fields: Record<string, string | number>): Record<string, string> {
  const data = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const checkString = Object.keys(data)
    .sort()
    .map((k) => `${k}=${data[k]}`)
    .join('\n');
  const secret = crypto.createHash('sha256').update(process.env.E2E_TELEGRAM_BOT_TOKEN!).digest();
  const hash = crypto.createHmac('sha256', secret).update(checkString).digest('hex');
  return { ...data, hash };
}

/** Logs in (with the demo password unless told otherwise) and waits until Home greets the member. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await login(page, email, password);
  await expect(page.getByRole('heading', { name: /^(Hallo|Hello), .+!$/ })).toBeVisible();
}

export type Lang = 'de' | 'en';
export const LANGS: readonly Lang[] = ['de', 'en'];

/** Opens the portal in `lang` (the stored choice, as the language switch leaves it). */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('portal.language', l), lang);
}

/** A GraphQL call through the portal, as `token`'s member; fails the test on any error. */
export async function gql<T>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/**
 * Screenshots are for looking at the screens while building them (`E2E_SCREENSHOTS=1`, into /tmp/shots/<area>/):
 * CI takes none, and skips the tours that only take them.
 */
export const SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/**
 * Full-page screenshots of the screen as it stands once loaded, at 1280 and 390 px, into
 * /tmp/shots/<area>/<name>-<lang>-<width>.png: loaded means `shown` (by default the h1) is visible, nothing matches
 * `busy` and the network is idle. Nothing without E2E_SCREENSHOTS.
 */
export async function shoot(
  page: Page,
  area: string,
  name: string,
  lang: Lang,
  {
    shown = page.getByRole('heading', { level: 1 }),
    busy = page.locator('[aria-busy="true"]'),
  }: { shown?: Locator; busy?: Locator } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  const dir = `/tmp/shots/${area}`;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expect(shown).toBeVisible();
    await expect(busy).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `${dir}/${name}-${lang}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A demo member's session token. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(
    request,
    null,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: DEMO_PASSWORD },
  );
  return data.login.token;
}

/**
 * A fresh member with exactly these roles, made by the super admin through the API: for a test that changes a
 * member (a password, roles), so the demo accounts other specs log in with stay as they are.
 */
export async function freshMember(
  request: APIRequestContext,
  label: string,
  roles: string[],
  password = DEMO_PASSWORD,
): Promise<{ email: string; id: string }> {
  const admin = await tokenOf(request, 'superadmin@example.com');
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { createUser } = await gql<{ createUser: { id: string } }>(
    request,
    admin,
    'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
    { i: { name: `E2E ${label}`, email, password, passwordConfirmation: password } },
  );
  const { roles: all } = await gql<{ roles: { id: string; name: string }[] }>(
    request,
    admin,
    '{ roles { id name } }',
  );
  await gql(request, admin, 'mutation($id: ID!, $r: [ID!]!) { syncUserRoles(id: $id, roleIds: $r) { id } }', {
    id: createUser.id,
    r: all.filter((r) => roles.includes(r.name)).map((r) => r.id),
  });
  return { email, id: createUser.id };
}

// axe-core runs in the page: its source is injected as a script, which the portal's CSP would refuse (the specs that
// use it set `test.use({ bypassCSP: true })`).
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

export interface AxeFinding {
  id: string;
  impact: string;
  /** The offending elements' markup, shortened. */
  nodes: string[];
}

/** axe's serious and critical findings on the page as it is now (WCAG 2.x A/AA and best practices). */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Let the data arrive and entry animations end (spinners run for ever): axe measures contrast on what is painted,
  // and a dialog or a row still fading in has too little of it. Data arrives as DOM changes, so first the DOM stays
  // unchanged for 300 ms (live clocks tick once a second); content that arrives while others fade in starts
  // animations of its own, so then this waits until a frame starts none.
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const done = () => {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(cap);
        resolve();
      };
      let quiet = setTimeout(done, 300);
      const cap = setTimeout(done, 5_000);
      const observer = new MutationObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(done, 300);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 20; round++) {
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      nodes: v.nodes.map((n) => n.html.slice(0, 120)),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Deletes the time records of `email` starting from day `from` to day `to`, so that a test owns that period. */
export async function clearTimeRecords(request: APIRequestContext, email: string, from: string, to: string) {
  const token = await tokenOf(request, email);
  const { timeRecords } = await gql<{ timeRecords: { items: { id: string }[] } }>(
    request,
    token,
    'query($f: TimeRecordFilter) { timeRecords(perPage: 100, filter: $f) { items { id } } }',
    { f: { from, to } },
  );
  for (const { id } of timeRecords.items)
    await gql(request, token, 'mutation($id: ID!) { deleteTimeRecord(id: $id) }', { id });
}
