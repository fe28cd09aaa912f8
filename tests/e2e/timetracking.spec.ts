import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clearTimeRecords, gql, LANGS, loginAs, SCREENSHOTS, shoot, tokenOf, useLanguage } from './support';

const MEMBER = 'timetracking@example.com';
const BASE = '/service/timetracking';

/** Stops the member's running record, if one runs, so that a test starts with the clock standing. */
async function stopClock(request: APIRequestContext, token: string) {
  const { runningTimeRecord } = await gql<{ runningTimeRecord: { id: string } | null }>(
    request,
    token,
    '{ runningTimeRecord { id } }',
  );
  if (runningTimeRecord)
    await gql(request, token, 'mutation($id: ID!) { stopTimeRecord(id: $id) { id } }', {
      id: runningTimeRecord.id,
    });
}

/** Seconds shown by a clock (`HH:mm:ss`, the hours past 24 where there are more). */
function secondsOf(text: string): number {
  const match = /^(\d+):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a clock: ${text}`);
  const [, h, m, s] = match;
  return (Number(h) * 60 + Number(m)) * 60 + Number(s);
}

const clockOf = (page: Page) => page.getByRole('timer', { name: /^(Laufende Zeit|Running time)$/ });

test('the clock: started with context in one tab, paused, resumed and stopped in a second one, then continued', async ({
  page,
  request,
}) => {
  // two tabs, each with its live connection: on a loaded machine this takes longer than a one-tab test
  test.slow();
  await stopClock(request, await tokenOf(request, MEMBER));
  await loginAs(page, MEMBER);
  await page.goto(BASE);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(clockOf(page)).toHaveText('00:00:00');

  const other = await page.context().newPage();
  await other.goto(`${BASE}/reports`);
  await expect(other.getByRole('heading', { level: 1, name: 'Auswertungen' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Starten' })).toBeVisible();
  // the second tab's live connection is open once it has asked for the running record
  await other.waitForLoadState('networkidle');

  // Start asks what the time is for: typed, and Enter starts it
  const text = `Uhr E2E ${Date.now()}`;
  await page.getByRole('button', { name: 'Starten' }).click();
  const form = page.getByRole('dialog', { name: 'Uhr starten' });
  await form.getByRole('combobox', { name: 'Beschreibung' }).fill(text);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stoppen' })).toBeVisible();
  // the other tab learns it from runningTimeRecordChanged, without a reload, and counts on
  await expect(other.getByRole('button', { name: 'Stoppen' })).toBeVisible({ timeout: 2_000 });
  await expect(clockOf(other)).not.toHaveText('00:00:00');
  // both show the same time, give or take the second that may turn over between the two readings
  const [here, there] = [
    secondsOf(await clockOf(page).innerText()),
    secondsOf(await clockOf(other).innerText()),
  ];
  expect(Math.abs(here - there)).toBeLessThanOrEqual(1);

  // a pause keeps the record and stops the count on both tabs; resuming counts on from there
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(other.getByText('pausiert')).toBeVisible({ timeout: 2_000 });
  const paused = await clockOf(page).innerText();
  await page.waitForTimeout(1_500);
  await expect(clockOf(page)).toHaveText(paused);
  await other.getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(page.getByText('pausiert')).toBeHidden({ timeout: 2_000 });
  await expect(clockOf(page)).not.toHaveText(paused);

  await other.getByRole('button', { name: 'Stoppen' }).click();
  await expect(other.getByRole('button', { name: 'Starten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Starten' })).toBeVisible({ timeout: 2_000 });
  await expect(clockOf(page)).toHaveText('00:00:00');
  // the stopped record is in the first tab's records table, one record with its text
  const rows = page.getByRole('table', { name: 'Zeiten' }).locator('tbody tr', { hasText: text });
  await expect(rows).toHaveCount(1);
  await expect(rows).not.toContainText('läuft');

  // continue: the same work again, as a new running record
  await rows.getByRole('button', { name: /fortsetzen$/ }).click();
  await expect(page.getByRole('button', { name: 'Stoppen' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Zeiten' }).locator('tbody tr', { hasText: text }),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Stoppen' }).click();
  await expect(page.getByRole('button', { name: 'Starten' })).toBeVisible();
  await other.close();
});

test.describe('with the browser in New York and the member in Berlin', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('quick entry of 1d2h24m, its report with a chart, and an export into the downloads inbox', async ({
    page,
    request,
  }) => {
    // an export under load takes a while; a retry starts from an empty March 2020 again
    test.slow();
    await clearTimeRecords(request, MEMBER, '2020-03-01', '2020-03-31');
    await loginAs(page, MEMBER);
    await page.goto(BASE);
    const entry = page.getByRole('region', { name: 'Schnelleintrag' });
    const duration = entry.getByLabel(/^Dauer/);

    // a duration that is none: the server's message in German under the field
    await duration.fill('bald');
    await entry.getByRole('button', { name: 'Eintragen' }).click();
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(entry.locator('[data-part="error-text"]')).toBeVisible();

    // a record in March 2020 (clear of the other tests' records): a typed day is 24 hours, shown in hours
    await entry.getByLabel('Text').fill('Quartalsabschluss');
    await duration.fill('1d2h24m');
    await entry.getByLabel(/^Beginn/).fill('2020-03-02T09:00');
    await entry.getByRole('button', { name: 'Eintragen' }).click();
    await expect(page.getByText('Eintrag gespeichert (26:24:00).')).toBeVisible();
    // found among the demo's newer records by its text
    await page.getByRole('searchbox', { name: 'Text oder Ticket' }).fill('Quartalsabschluss');
    const row = page
      .getByRole('table', { name: 'Zeiten' })
      .locator('tbody tr', { hasText: 'Quartalsabschluss' });
    await expect(row).toContainText('26:24:00');
    // in the member's time zone (Berlin), not the browser's
    await expect(row).toContainText('02.03.2020 09:00:00');

    // the report of March 2020 by day: a table and a chart of the same time, the record split at midnight
    await page.goto(`${BASE}/reports?from=2020-03&to=2020-03&unit=DAY`);
    await expect(page.getByTestId('report-total')).toHaveText('Gesamt: 26:24:00');
    const charts = page.getByTestId('report-charts');
    await expect(charts.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(charts.locator('.recharts-pie-sector').first()).toBeVisible();
    const days = page.getByRole('table', { name: /^Zeit nach/ }).locator('tbody tr');
    await expect(days.nth(0)).toContainText(/02\.03\.2020.*15:00:00\s*56,8\u00a0%/);
    await expect(days.nth(1)).toContainText(/03\.03\.2020.*11:24:00\s*43,2\u00a0%/);
    // a whole year by month from the year buttons
    await page.getByRole('button', { name: '2020', exact: true }).click();
    await expect(page).toHaveURL(/from=2020-01&to=2020-12/);
    await expect(page.getByRole('button', { name: '2020', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // the header's export: Excel of this month; its link appears, and the file waits in the downloads inbox
    await page.goto(BASE);
    const exports = page.getByRole('group', { name: 'Export der Zeiten' });
    await exports.getByLabel('Exportformat').selectOption('XLSX');
    await exports.getByRole('button', { name: 'Exportieren' }).click();
    await page.getByRole('menuitem', { name: 'Dieser Monat' }).click();
    const link = exports.getByRole('button', { name: /\.xlsx$/ });
    await expect(link).toBeVisible();
    const filename = (await link.innerText()).trim();
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(filename);
    await exports.getByRole('button', { name: 'Downloads öffnen' }).click();
    const inbox = page.getByRole('dialog');
    await expect(inbox.getByText(filename)).toBeVisible();
  });
});

/** Customers, brands, a project, a budget, types and a task of the member, so that every screen has rows. */
async function seed(request: APIRequestContext, stamp: string, hour: number) {
  const token = await tokenOf(request, MEMBER);
  await stopClock(request, token);
  const call = <T>(query: string, variables: Record<string, unknown>) =>
    gql<T>(request, token, query, variables);
  const { createTimeCustomer: customer } = await call<{ createTimeCustomer: { id: string } }>(
    'mutation($n: String!) { createTimeCustomer(input: { name: $n }) { id } }',
    { n: `Kunde ${stamp}` },
  );
  const { createTimeBrand: brand } = await call<{ createTimeBrand: { id: string } }>(
    'mutation($n: String!, $c: ID!) { createTimeBrand(input: { name: $n, customerId: $c }) { id } }',
    { n: `Marke ${stamp}`, c: customer.id },
  );
  await call(
    'mutation($n: String!, $b: ID!) { createTimeProject(input: { name: $n, brandId: $b }) { id } }',
    {
      n: `Projekt ${stamp}`,
      b: brand.id,
    },
  );
  await call(
    'mutation($n: String!, $c: ID!) { createTimeBudget(input: { name: $n, customerId: $c, time: "40h", moneyCents: 400000, hourlyRateCents: 9000 }) { id } }',
    { n: `Budget ${stamp}`, c: customer.id },
  );
  const { createTimeType: type } = await call<{ createTimeType: { id: string } }>(
    'mutation($n: String!) { createTimeType(input: { name: $n }) { id } }',
    { n: `Entwicklung ${stamp}` },
  );
  const { createTimeTask: task } = await call<{ createTimeTask: { id: string } }>(
    'mutation($t: String!, $c: ID, $b: ID) { createTimeTask(input: { title: $t, customerId: $c, brandId: $b, estimatedTime: "8h", deadline: "2026-12-18" }) { id } }',
    { t: `Aufgabe ${stamp}`, c: customer.id, b: brand.id },
  );
  // three finished records six weeks back (the demo's records fill the last two), at `hour` (UTC), so that the two
  // languages' records never overlap
  const day = 86_400_000;
  for (const [i, hours] of [
    [44, '2h30m'],
    [43, '4h'],
    [42, '1h15m'],
  ] as const) {
    const start = new Date(Date.now() - i * day);
    start.setUTCHours(hour, 0, 0, 0);
    await call('mutation($input: CreateTimeRecordInput!) { createTimeRecord(input: $input) { id } }', {
      input: {
        start: start.toISOString(),
        duration: hours,
        taskId: task.id,
        typeId: type.id,
        customerId: customer.id,
        brandId: brand.id,
        text: `Arbeit ${i} ${stamp}`,
      },
    });
  }
  await call(
    'mutation($id: ID!) { addTimeComment(resource: TASK, id: $id, text: "Erster Entwurf steht.") { id } }',
    {
      id: task.id,
    },
  );
  return { customer: customer.id, task: task.id };
}

for (const lang of LANGS) {
  test(`every time-tracking screen, as a member sees it (${lang})`, async ({ page, request }) => {
    test.skip(!SCREENSHOTS, 'a screenshot tour (E2E_SCREENSHOTS=1)');
    test.setTimeout(120_000);
    const stamp = `${lang.toUpperCase()}${Date.now()}`;
    const { customer, task } = await seed(request, stamp, lang === 'de' ? 6 : 12);
    await useLanguage(page, lang);
    await loginAs(page, MEMBER);
    for (const [name, path] of [
      ['overview', BASE],
      ['tasks', `${BASE}/tasks`],
      ['customers', `${BASE}/customers`],
      ['customer', `${BASE}/customers/${customer}`],
      ['task', `${BASE}/tasks/${task}`],
      ['reports', `${BASE}/reports`],
      ['manage-customers', `${BASE}/manage/customers/list`],
      ['manage-customer-create', `${BASE}/manage/customers/create`],
      ['manage-brands', `${BASE}/manage/brands`],
      ['manage-projects', `${BASE}/manage/projects`],
      ['manage-budgets', `${BASE}/manage/budgets`],
      ['manage-types', `${BASE}/manage/types`],
      ['manage-settings', `${BASE}/manage/settings`],
    ] as const) {
      await page.goto(path);
      await shoot(page, 'tt', name, lang);
    }
    // manage/customers leads to its list
    await page.goto(`${BASE}/manage/customers`);
    await expect(page).toHaveURL(/\/manage\/customers\/list$/);
    await page.goto(`${BASE}/manage/customers/${customer}/edit`);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`Kunde ${stamp}`);
    await shoot(page, 'tt', 'manage-customer-edit', lang);
    // the task's and a budget's dialogs
    for (const [name, path, button] of [
      ['task-dialog', `${BASE}/tasks/${task}`, lang === 'de' ? 'Bearbeiten' : 'Edit'],
      ['budget-dialog', `${BASE}/manage/budgets`, lang === 'de' ? 'Neues Budget' : 'New budget'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: button, exact: true }).click();
      await shoot(page, 'tt', name, lang, { shown: page.getByRole('dialog') });
      await page.keyboard.press('Escape');
    }
    // the clock running, and the export's link
    await page.goto(BASE);
    const header = page.getByRole('region', { name: /^(Zeiterfassung|Time tracking): / });
    await header.getByRole('button', { name: lang === 'de' ? 'Starten' : 'Start' }).click();
    // the start form with the recent combinations first
    const form = page.getByRole('dialog');
    const description = form.getByRole('combobox', { name: lang === 'de' ? 'Beschreibung' : 'Description' });
    await description.fill('Arbeit');
    await shoot(page, 'tt', 'start-form', lang, { shown: form });
    await description.fill('');
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: lang === 'de' ? 'Exportieren' : 'Export' }).click();
    await page.getByRole('menuitem', { name: lang === 'de' ? 'Heute' : 'Today' }).click();
    await expect(page.getByRole('button', { name: /\.csv$/ })).toBeVisible();
    await shoot(page, 'tt', 'overview-running', lang);
    await header.getByRole('button', { name: lang === 'de' ? 'Stoppen' : 'Stop', exact: true }).click();
  });
}
