import { expect, test, type Page } from '@playwright/test';

/** `text` as a regular expression that matches it literally, at the start. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `);
import { gql, type Lang, LANGS, loginAs, shoot, useLanguage } from './support';

// The portal syncs DAWUM from the fake server (tests/fakes/src/dawum.ts) at start: a few hundred surveys over the
// last two years, the Bundestag and some Landtage.
const BASE = '/pub/dawum';

const TEXT = {
  de: {
    current: 'Aktuelle Umfragen',
    surveys: 'Alle Umfragen',
    parliament: 'Parlament',
    institute: 'Institut',
    institutes: 'Neueste Umfrage je Institut, Werte in Prozent',
    table: 'Umfragen',
    results: 'Ergebnisse der Umfrage',
    attribution: 'Daten von dawum.de (Open Database License (ODbL))',
    sync: 'Jetzt synchronisieren',
    synced:
      /^(DAWUM synchronisiert: \d+ Umfragen\.|Keine neuen Daten bei DAWUM: \d+ Umfragen, unverändert\.)$/,
    menu: 'DAWUM-Umfragen',
  },
  en: {
    current: 'Current polls',
    surveys: 'All surveys',
    parliament: 'Parliament',
    institute: 'Institute',
    institutes: 'Latest survey per institute, values in per cent',
    table: 'Surveys',
    results: 'Results of the survey',
    attribution: 'Data from dawum.de (Open Database License (ODbL))',
    sync: 'Sync now',
    synced: /^(DAWUM synced: \d+ surveys\.|No new data at DAWUM: \d+ surveys, unchanged\.)$/,
    menu: 'DAWUM surveys',
  },
} as const;

/** The portal syncs at start; wait until the data is there (the start-up sync may still run). */
async function waitForData(page: Page) {
  await expect
    .poll(
      async () =>
        (
          await gql<{ dawumSyncStatus: { surveyCount: number } }>(
            page.request,
            null,
            '{ dawumSyncStatus { surveyCount } }',
          )
        ).dawumSyncStatus.surveyCount,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

async function expectAttribution(page: Page, lang: Lang) {
  const credit = page.getByTestId('dawum-attribution');
  await expect(credit).toHaveText(TEXT[lang].attribution);
  await expect(credit.getByRole('link', { name: 'dawum.de' })).toHaveAttribute(
    'href',
    /^https:\/\/dawum\.de\/?$/,
  );
  await expect(credit.getByRole('link', { name: 'Open Database License (ODbL)' })).toHaveAttribute(
    'href',
    /opendatacommons\.org\/licenses\/odbl/,
  );
}

test.beforeEach(({ page }) => waitForData(page));

for (const lang of LANGS) {
  test(`a visitor without login reads the current polls, the survey list and a survey (${lang})`, async ({
    page,
  }) => {
    // three screens, each shot at two widths
    test.setTimeout(120_000);
    const text = TEXT[lang];
    await useLanguage(page, lang);
    await page.goto(BASE);
    await expect(page.getByRole('heading', { level: 1, name: text.current })).toBeVisible();
    // no login asked for, and the navbar links nothing for visitors
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: text.menu })).toHaveCount(0);
    // the Bundestag first
    await expect(page.getByRole('combobox', { name: text.parliament })).toHaveValue('0');
    await expect(page.getByTestId('dawum-data-state')).toBeVisible();

    // the average as bars in the parties' colours, one per party of the table
    const bars = page.getByTestId('dawum-bar-chart').locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    const institutes = page.getByRole('table', { name: text.institutes });
    const parties = await institutes.locator('thead th abbr').count();
    expect(parties).toBeGreaterThan(3);
    await expect(bars).toHaveCount(parties);
    const fills = await bars.evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
    expect(new Set(fills).size).toBeGreaterThan(3);
    // each institute's latest survey, and the average below
    expect(await institutes.locator('tbody tr').count()).toBeGreaterThan(1);
    await expect(institutes.locator('tfoot tr')).toHaveCount(1);
    // the trend: a line per party
    const lines = page.getByTestId('dawum-trend-chart').locator('.recharts-line-curve');
    await expect(lines.first()).toBeVisible();
    expect(await lines.count()).toBeGreaterThan(3);
    await expectAttribution(page, lang);
    await shoot(page, 'dawum', 'current', lang);

    // another parliament, through the URL
    await page.getByRole('combobox', { name: text.parliament }).selectOption({ label: 'Bayern' });
    await expect(page).toHaveURL(/\?parliament=2$/);
    await expect(bars.first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: text.parliament })).toHaveValue('0');

    // the survey list, filtered by parliament and institute (in the URL)
    await page.getByRole('link', { name: text.surveys, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.surveys })).toBeVisible();
    const table = page.getByRole('table', { name: text.table, exact: true });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    // every institute is offered at once; with a parliament chosen only those that polled it
    const instituteNames = async (parliamentId: string | null) =>
      (
        await gql<{ dawumInstitutes: { name: string }[] }>(
          page.request,
          null,
          'query($id: ID) { dawumInstitutes(parliamentId: $id) { name } }',
          { id: parliamentId },
        )
      ).dawumInstitutes.map((i) => i.name);
    const institute = page.getByRole('combobox', { name: text.institute });
    await expect(institute.locator('option')).toHaveText([/./, ...(await instituteNames(null))]);
    await page.getByRole('combobox', { name: text.parliament }).selectOption({ label: 'Bundestag' });
    const polled = await instituteNames('0');
    await expect(institute.locator('option')).toHaveText([/./, ...polled]);
    const chosen = polled[0]!;
    await institute.selectOption({ label: chosen });
    await expect(institute.locator('option:checked')).toHaveText(chosen);
    await expect(page).toHaveURL(/filters=.*parliamentId.*instituteId/);
    await expect(table.locator('tbody tr').first()).toContainText(chosen);
    for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText(chosen);
    await expectAttribution(page, lang);
    await shoot(page, 'dawum', 'surveys', lang);

    // a survey: its results as bars and as a table
    await table.locator('tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/pub\/dawum\/surveys\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: startsWith(chosen) })).toBeVisible();
    const results = page.getByRole('table', { name: text.results });
    const count = await results.locator('tbody tr').count();
    expect(count).toBeGreaterThan(3);
    await expect(page.getByTestId('dawum-bar-chart').locator('.recharts-bar-rectangle path')).toHaveCount(
      count,
    );
    await expectAttribution(page, lang);
    await shoot(page, 'dawum', 'survey', lang);
  });
}

test('a survey id is DAWUM\'s own; an unknown one is "not found"', async ({ page }) => {
  const { dawumSurveys } = await gql<{
    dawumSurveys: { items: { id: string; institute: { name: string } }[] };
  }>(page.request, null, '{ dawumSurveys(perPage: 1) { items { id institute { name } } } }');
  const survey = dawumSurveys.items[0]!;
  await page.goto(`${BASE}/surveys/${survey.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: startsWith(survey.institute.name) }),
  ).toBeVisible();
  await page.goto(`${BASE}/surveys/987654321`);
  await expect(page.getByText('Diese Umfrage gibt es bei DAWUM nicht.')).toBeVisible();
  await page.goto(`${BASE}?parliament=4242`);
  await expect(
    page.getByText('Dieses Parlament gibt es bei DAWUM nicht. Bitte wählen Sie eines aus der Liste.'),
  ).toBeVisible();
});

test('the survey list refuses a publication range that ends before it starts', async ({ page }) => {
  await page.goto(`${BASE}/surveys`);
  const table = page.getByRole('table', { name: 'Umfragen', exact: true });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await page.getByLabel('Veröffentlicht ab').fill('2026-06-01');
  await expect(page).toHaveURL(/from=2026-06-01/);
  await page.getByLabel('Veröffentlicht bis').fill('2026-05-01');
  await expect(page.getByText('Das Startdatum darf nicht nach dem Enddatum liegen.')).toBeVisible();
  await expect(page).not.toHaveURL(/to=/);
});

test('keyboard: the parliament, the menu of screens and the sorting work without a mouse', async ({
  page,
}) => {
  await page.goto(BASE);
  const select = page.getByRole('combobox', { name: 'Parlament' });
  await expect(select).toHaveValue('0');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?parliament=\d+$/);
  await expect(select).not.toHaveValue('0');
  // Tab from the page's heading reaches the screens' links
  await page.getByRole('link', { name: 'Alle Umfragen', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Umfragen' })).toBeVisible();
  const persons = page.getByRole('columnheader', { name: 'Befragte' });
  await persons.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/orderBy=SURVEYED_PERSONS&direction=asc/);
  await expect(persons).toHaveAttribute('aria-sort', 'ascending');
});

test('an admin finds the surveys in the navbar and syncs now', async ({ page }) => {
  await loginAs(page, 'admin@example.com');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'DAWUM-Umfragen', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Umfragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
  await expect(page.getByText(TEXT.de.synced)).toBeVisible();
  await expect(page.getByTestId('dawum-last-run')).toContainText(
    /neue Daten übernommen|keine Änderungen bei DAWUM/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Umfragen' })).toBeVisible();
  await shoot(page, 'dawum', 'current-admin', 'de');
});
