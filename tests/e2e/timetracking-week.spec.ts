import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  axeFindings,
  clearTimeRecords,
  gql,
  LANGS,
  loginAs,
  shoot,
  SCREENSHOTS,
  tokenOf,
  useLanguage,
} from './support';

// axe's source is injected as a script, which the portal's CSP would refuse
test.use({ bypassCSP: true });

const MEMBER = 'timetracking@example.com';
const BASE = '/service/timetracking';
// a week of June 2019 the other specs leave alone (Monday 3 to Sunday 9, no public holiday), one per language
const WEEKS = { de: '2019-06-03', en: '2019-06-17' } as const;

/** Deletes the member's records from `from` to `to` and makes a task of their own, so that a test owns that week. */
async function ownWeek(request: APIRequestContext, from: string, to: string, title: string) {
  await clearTimeRecords(request, MEMBER, from, to);
  await gql(
    request,
    await tokenOf(request, MEMBER),
    'mutation($t: String!) { createTimeTask(input: { title: $t }) { id } }',
    {
      t: title,
    },
  );
}

/** Draws a span in a calendar's day column with the mouse, from one hour of the day to another. */
async function draw(page: Page, day: string, fromHour: number, toHour: number) {
  const column = page.locator(`[data-day="${day}"]`);
  const box = (await column.boundingBox())!;
  const x = box.x + box.width / 2;
  // 48 px an hour; a pixel or two below the hour line, which snapping takes back to it
  await page.mouse.move(x, box.y + fromHour * 48 + 2);
  await page.mouse.down();
  await page.mouse.move(x, box.y + toHour * 48 + 2, { steps: 8 });
  await page.mouse.up();
}

test('the week grid by keyboard and the calendar by mouse', async ({ page, request }) => {
  test.slow();
  const monday = WEEKS.de;
  const title = `Woche ${Date.now()}`;
  await ownWeek(request, '2019-06-02', '2019-06-09', title);
  await loginAs(page, MEMBER);

  // the header's dropdown leads to the week grid
  await page.goto(BASE);
  await page.getByRole('button', { name: 'Bereiche' }).click();
  await page.getByRole('menuitem', { name: 'Woche' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Woche' })).toBeVisible();

  await page.goto(`${BASE}/week?week=${monday}`);
  const grid = page.getByRole('table', { name: 'Zeiten der Woche' });
  await expect(grid).toBeVisible();
  // a row for the new task, its Monday cell focused
  const newRow = page.getByRole('region', { name: 'Neue Zeile' });
  await newRow.getByLabel('Aufgabe').selectOption({ label: title });
  await newRow.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  const cell = grid.getByRole('textbox', { name: `Montag, 03.06., ${title}` });
  await expect(cell).toBeFocused();
  await page.keyboard.type('1h30m');
  await page.keyboard.press('Enter');
  // Monday's total in the footer, under its column
  const mondayTotal = grid.locator('tfoot tr > *').nth(1);
  await expect(mondayTotal).toContainText(/^1:30 \//);
  await expect(cell).toHaveValue('1:30');
  // Tab moves on and saves Tuesday's cell on the way
  await page.keyboard.press('Tab');
  await page.keyboard.type('45m');
  await page.keyboard.press('Tab');
  await expect(grid.locator('tfoot tr > *').nth(2)).toContainText(/^0:45 \//);
  await expect(grid.getByRole('row', { name: new RegExp(title) })).toContainText('2:15');
  // a text that is no duration: the message beside the cell, nothing saved
  const wednesday = grid.getByRole('textbox', { name: `Mittwoch, 05.06., ${title}` });
  await wednesday.fill('bald');
  await wednesday.press('Enter');
  await expect(wednesday).toHaveAttribute('aria-invalid', 'true');
  await wednesday.press('Escape');
  await expect(wednesday).toHaveValue('');
  const weekFindings = await axeFindings(page);
  expect.soft(weekFindings, JSON.stringify(weekFindings, null, 1)).toEqual([]);

  // the calendar's day view of the Thursday: a drawn span, Enter, and a click on the new block edits it
  await page.goto(`${BASE}/calendar?view=day&date=2019-06-06`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
  await draw(page, '2019-06-06', 9, 11);
  const dialog = page.getByRole('dialog', { name: 'Neuer Eintrag' });
  await expect(dialog.getByLabel(/^Beginn/)).toHaveValue('2019-06-06T09:00');
  await expect(dialog.getByLabel(/^Ende/)).toHaveValue('2019-06-06T11:00');
  await dialog.getByLabel('Text').fill('Kalender E2E');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Eintrag angelegt.')).toBeVisible();
  const block = page.getByRole('button', { name: /^Kalender E2E, 09:00–11:00, 02:00:00$/ });
  await expect(block).toBeVisible();
  await block.click();
  await expect(page.getByRole('dialog', { name: 'Eintrag bearbeiten' })).toBeVisible();
  await page.keyboard.press('Escape');
  const calendarFindings = await axeFindings(page);
  expect.soft(calendarFindings, JSON.stringify(calendarFindings, null, 1)).toEqual([]);
});

for (const lang of LANGS) {
  test(`the week grid and the calendar, as a member sees them (${lang})`, async ({ page, request }) => {
    test.skip(!SCREENSHOTS, 'a screenshot tour (E2E_SCREENSHOTS=1)');
    test.setTimeout(120_000);
    const monday = WEEKS[lang];
    const title = `${lang === 'de' ? 'Aufgabe' : 'Task'} ${Date.now()}`;
    const sunday = `2019-06-${String(Number(monday.slice(8)) + 6).padStart(2, '0')}`;
    await ownWeek(request, monday, sunday, title);
    // a few hours on Monday and Tuesday, so that the grid and the calendar have something to show
    const token = await tokenOf(request, MEMBER);
    for (const [day, duration] of [
      [monday, '7h30m'],
      [`2019-06-${String(Number(monday.slice(8)) + 1).padStart(2, '0')}`, '11h'],
    ] as const)
      await gql(
        request,
        token,
        'mutation($i: SaveTimeWeekCellInput!) { saveTimeWeekCell(input: $i) { weekStart } }',
        {
          i: { date: day, duration },
        },
      );
    await useLanguage(page, lang);
    await loginAs(page, MEMBER);
    // the calendar once its time axis is drawn (the spinner before it is no busy region)
    const axis = page.getByRole('group', {
      name: lang === 'de' ? 'Einträge auf der Zeitachse' : 'Entries on the time axis',
    });
    await page.goto(`${BASE}/week?week=${monday}`);
    await shoot(page, 'tt', 'week', lang);
    await page.goto(`${BASE}/calendar?view=week&date=${monday}`);
    await shoot(page, 'tt', 'calendar-week', lang, { shown: axis });
    await page.goto(`${BASE}/calendar?view=day&date=${monday}`);
    await shoot(page, 'tt', 'calendar-day', lang, { shown: axis });
    await page.getByRole('button', { name: lang === 'de' ? 'Neuer Eintrag' : 'New record' }).click();
    await shoot(page, 'tt', 'calendar-create', lang, { shown: page.getByRole('dialog') });
  });
}
