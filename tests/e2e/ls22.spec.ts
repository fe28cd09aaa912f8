import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql, LANGS, loginAs, SCREENSHOTS, shoot, tokenOf, useLanguage } from './support';

const MEMBER = 'toxicidiot@example.com';
const BASE = '/games/ls22';
/** The fake FS22 server playwright.config.ts starts, and its HTTP controls. */
const fake = () => `http://127.0.0.1:${Number(process.env.E2E_PORT) + 4}`;
const backend = () => `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;

/** Switches the fake server (online, loading, offline, broken, html, hang). */
async function setFake(request: APIRequestContext, state: string) {
  const response = await request.post(`${fake()}/__fake/state`, { data: { state, damage: [] } });
  expect(response.ok()).toBe(true);
}

/** An admin takes a savegame backup, so the farms and their finances exist; answers the farms by name. */
async function backupNow(request: APIRequestContext): Promise<Map<string, string>> {
  const token = await tokenOf(request, 'admin@example.com');
  await gql(request, token, 'mutation { backupLs22Now { id } }');
  const { ls22Farms } = await gql<{ ls22Farms: { id: string; name: string }[] }>(
    request,
    token,
    '{ ls22Farms { id name } }',
  );
  return new Map(ls22Farms.map((farm) => [farm.name, farm.id]));
}

const header = (page: Page) => page.getByTestId('ls22-header');

test.afterEach(async ({ request }) => setFake(request, 'online'));

test('a TOXIC_IDIOT member sees the header go from offline to online live, then opens a farm’s financials chart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await backupNow(request);
  await setFake(request, 'offline');
  await loginAs(page, MEMBER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: 'Gaming', exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'LS22' }).click();
  await expect(page).toHaveURL(`${BASE}/overview`);
  await expect(header(page).getByText('SERVER OFFLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(header(page).getByText('niemand online')).toBeVisible();
  await expect(header(page).getByText('Auf dem Server läuft kein Spiel.')).toBeVisible();

  // the server comes up: the header follows without a reload (the poller runs every second here)
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await setFake(request, 'online');
  await expect(header(page).getByText('SERVER ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(navigations).toEqual([]);
  await expect(header(page).getByText('Version 1.14.0.0')).toBeVisible();
  const players = header(page).getByRole('list', { name: 'Spieler online' });
  await expect(players.getByRole('listitem')).toHaveText(['Anna(Admin)', 'Bert']);
  await expect(header(page).getByText('2/16')).toBeVisible();
  // the fake's day 40 with 3 days a period: September of year 2; 08:30 in the morning
  await expect(header(page).getByText('1. September, Jahr 2, 08:30 Uhr')).toBeVisible();

  // the server's map, read through the portal: its code reaches no browser
  await expect(page.getByRole('img', { name: 'Karte des Servers: Elmcreek' })).toBeVisible();
  expect(await page.content()).not.toContain('fake-ls22-code');

  // the farms with money exactly as the game wrote it (123496.789000), in German
  const farms = page.getByRole('table', { name: 'Höfe' });
  const row = farms.getByRole('row', { name: /Hof Sonnenschein/ });
  await expect(row).toContainText('123.496,79 €');
  await row.getByRole('link', { name: 'Hof Sonnenschein' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/farm/\\d+$`));
  const crumbs = page.getByRole('navigation', { name: 'Brotkrumennavigation' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Startseite',
    'Spiele',
    'LS22',
    'Höfe',
    'Hof Sonnenschein',
  ]);

  const menu = page.getByRole('navigation', { name: 'Bereiche von Hof Sonnenschein' });
  await expect(menu.getByRole('link')).toHaveText(['Allgemein', 'Finanzen']);
  await menu.getByRole('link', { name: 'Finanzen' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/farm/\\d+/financials$`));
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Startseite',
    'Spiele',
    'LS22',
    'Höfe',
    'Hof Sonnenschein',
    'Finanzen',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Finanzen: Hof Sonnenschein' })).toBeVisible();
  const financials = page.getByRole('table', { name: 'Finanzen je Spieltag' });
  await expect(financials.locator('tbody tr')).toHaveCount(5);
  // each day by its in-game date (the day number beside it); the game writes costs negative: expenses below zero
  const newest = financials.locator('tbody tr').first().getByRole('cell');
  await expect(newest.nth(0)).toHaveText(/^\d+\. \p{L}+, Jahr \d+$/u);
  await expect(newest.nth(1)).toHaveText(/^\d+$/);
  await expect(newest.nth(3)).toHaveText(/^-\d/);

  await page.getByRole('tab', { name: 'Einnahmen und Ausgaben' }).click();
  await expect(page).toHaveURL(/#einnahmen-und-ausgaben$/);
  const chart = page.getByTestId('ls22-income-chart');
  await expect(chart.locator('.recharts-line-curve')).toHaveCount(2);
  // a reload opens the same section
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Einnahmen und Ausgaben', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Größte Posten' }).click();
  await expect(page).toHaveURL(/#gr%C3%B6%C3%9Fte-posten$/);
  await expect(page.getByTestId('ls22-items-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
});

test('an unreadable feed shows its reason in the header, and the last good data stays', async ({
  page,
  request,
}) => {
  await loginAs(page, MEMBER);
  await page.goto(`${BASE}/overview`);
  await expect(header(page).getByText('SERVER ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  await setFake(request, 'html');
  await expect(header(page).getByText('FEED NICHT LESBAR', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(header(page).getByText('Der Server hat statt XML eine Webseite geschickt.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Server', exact: true })).toBeVisible();
  await expect(page.getByText('Elmcreek')).toBeVisible();
});

test('a member without the role is refused in the browser, by GraphQL and by REST', async ({
  page,
  request,
}) => {
  await loginAs(page, 'user@example.com');
  await page.goto(`${BASE}/overview`);
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Gaming' }),
  ).toHaveCount(0);

  const token = await tokenOf(request, 'user@example.com');
  const response = await request.post('/graphql', {
    data: { query: '{ ls22Server { online } }' },
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const rest = await request.get(`${backend()}/api/gaming/ls22/dedicated-server-api/stats`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rest.status()).toBe(403);
  // a member of the game may not change the setup
  const member = await tokenOf(request, MEMBER);
  const refused = await request.post('/graphql', {
    data: { query: 'mutation { backupLs22Now { id } }' },
    headers: { authorization: `Bearer ${member}` },
  });
  const refusedBody = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(refusedBody.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('an admin backs up, downloads a backup as a ZIP, assigns the member a farm and refuses a bad address', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const farms = await backupNow(request);
  const memberToken = await tokenOf(request, MEMBER);
  const { me } = await gql<{ me: { id: string } }>(request, memberToken, '{ me { id } }');
  await loginAs(page, 'admin@example.com');

  await page.goto(`${BASE}/backups`);
  const table = page.getByRole('table', { name: 'Sicherungen' });
  await expect(table.locator('tbody tr').first()).toContainText('Dateien gesichert');
  const before = await table.locator('tbody tr').count();
  await page.getByRole('button', { name: 'Jetzt sichern' }).click();
  await expect(page.getByText('Der Spielstand ist gesichert.')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(before + 1, 20));
  await expect(table.locator('tbody tr').first()).toContainText('von Hand');
  // the fake serves every savegame file the portal asks for, as a real server does
  await expect(table.locator('tbody tr').first()).toContainText('12 von 12 Dateien gesichert');
  await expect(table.locator('tbody tr').first()).not.toContainText('fehlt');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^ZIP herunterladen: Sicherung vom / })
      .click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^ls22-savegame-\d{8}-\d{6}\.zip$/);

  const id = farms.get('Green Acres')!;
  await page.goto(`${BASE}/farm/${id}`);
  // the admin picks from the members who may open LS22 (a plain admin cannot list the portal's members)
  const picker = page.getByRole('combobox', { name: /^Mitglied/ });
  await expect(picker.locator(`option[value="${me.id}"]`)).toHaveCount(1);
  await page.getByRole('button', { name: 'Zuordnen' }).click();
  await expect(page.getByText('Bitte wählen Sie ein Mitglied.')).toBeVisible();
  await picker.selectOption(me.id);
  await page.getByRole('button', { name: 'Zuordnen' }).click();
  await expect(page.getByText(/Green Acres gehört jetzt zu: /)).toBeVisible();

  await page.goto(`${BASE}/settings`);
  const url = page.getByLabel(/Adresse der Weboberfläche/);
  await url.fill('ftp://example.com');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte geben Sie eine Adresse mit http:// oder https:// ein.')).toBeVisible();
  await expect(
    page.getByText('Es gilt der Code aus LS22_SERVER_CODE, bis Sie einen speichern.'),
  ).toBeVisible();

  // the member sees the farm as theirs, first and marked
  const memberPage = await page.context().browser()!.newPage();
  await loginAs(memberPage, MEMBER);
  await memberPage.goto(`${BASE}/overview`);
  const first = memberPage.getByRole('table', { name: 'Höfe' }).locator('tbody tr').first();
  await expect(first).toContainText('Green Acres');
  await expect(first).toContainText('Ihr Hof');
  await memberPage.close();
});

test('the farm’s menu and the financials’ sections work from the keyboard', async ({ page, request }) => {
  const farms = await backupNow(request);
  await loginAs(page, MEMBER);
  await page.goto(`${BASE}/farm/${farms.get('Lindenhof') ?? farms.get('Hof Sonnenschein')}`);
  const finances = page
    .getByRole('navigation', { name: /^Bereiche von / })
    .getByRole('link', { name: 'Finanzen' });
  await finances.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/financials$/);
  const tab = page.getByRole('tab', { name: 'Tabelle' });
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Einnahmen und Ausgaben' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#einnahmen-und-ausgaben$/);
  await expect(page.getByTestId('ls22-income-chart')).toBeVisible();
});

test('on a phone the breadcrumbs wrap between their crumbs, never inside one', async ({ page, request }) => {
  const farms = await backupNow(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, MEMBER);
  // Startseite › Spiele › LS22 › Hof › Hof Sonnenschein › Finanzen: wider than the phone
  await page.goto(`${BASE}/farm/${farms.get('Hof Sonnenschein')}/financials`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finanzen: Hof Sonnenschein' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('listitem');
  await expect(crumbs.last()).toHaveText('Finanzen');
  const boxes = await crumbs.evaluateAll((items) =>
    items.map((item) => ({
      height: item.getBoundingClientRect().height,
      top: item.getBoundingClientRect().top,
      line: parseFloat(getComputedStyle(item).lineHeight),
    })),
  );
  // every crumb is one line high, and the trail takes more than one line
  for (const box of boxes) expect(box.height).toBeLessThan(box.line * 1.5);
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeGreaterThan(1);
});

for (const lang of LANGS) {
  test(`every LS22 screen, as an admin sees it (${lang})`, async ({ page, request }) => {
    test.skip(!SCREENSHOTS, 'a screenshot tour (E2E_SCREENSHOTS=1)');
    test.setTimeout(90_000);
    const farms = await backupNow(request);
    const id = farms.get('Hof Sonnenschein')!;
    await useLanguage(page, lang);
    await loginAs(page, 'admin@example.com');
    for (const [name, path] of [
      ['overview', `${BASE}/overview`],
      ['farms', `${BASE}/farm`],
      ['farm', `${BASE}/farm/${id}`],
      ['financials', `${BASE}/farm/${id}/financials`],
      ['financials-chart', `${BASE}/farm/${id}/financials#chart`],
      ['financials-items', `${BASE}/farm/${id}/financials#items`],
      ['backups', `${BASE}/backups`],
      ['settings', `${BASE}/settings`],
    ] as const) {
      await page.goto(path);
      await expect(header(page).getByText('SERVER ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
      if (name === 'financials-chart') await expect(page.getByTestId('ls22-income-chart')).toBeVisible();
      await shoot(page, 'ls22', name, lang);
    }
  });
}
