import { E2E_BITGET_ACCOUNT, e2eBitgetAccount } from '@portal/fakes/bitget';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql, LANGS, loginAs, SCREENSHOTS, shoot, tokenOf, useLanguage } from './support';

const MEMBER = 'crypttrack@example.com';
const BASE = '/service/crypt-track';
const SHOTS = '/tmp/shots/crypt-track';

/** A configuration of the member with the fake exchange's end-to-end keys, made through GraphQL. */
async function addConfig(request: APIRequestContext, label: string): Promise<string> {
  const token = await tokenOf(request, MEMBER);
  const { createCryptTrackConfig } = await gql<{
    createCryptTrackConfig: { config: { id: string }; keysWork: boolean | null };
  }>(
    request,
    token,
    `mutation($input: CreateCryptTrackConfigInput!) {
      createCryptTrackConfig(input: $input) { config { id } keysWork }
    }`,
    { input: { platform: 'bitget', label, ...E2E_BITGET_ACCOUNT } },
  );
  expect(createCryptTrackConfig.keysWork).toBe(true);
  return createCryptTrackConfig.config.id;
}

/** An amount of the fake's data as the screens show it in German: the long form, 4 places, 1.234,5678. */
const germanLong = (value: string) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
    value as Intl.StringNumericLiteral,
  );

const servicesMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: 'Dienste', exact: true });

test('a member adds a configuration (a wrong passphrase first), then sees the dashboard, the open positions and the history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const label = `Bitget ${Date.now()}`;
  await loginAs(page, MEMBER);
  // the Services menu opens for the crypto role alone, with just the crypto entry
  await servicesMenu(page).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Krypto-Tracker']);
  await page.getByRole('menuitem', { name: 'Krypto-Tracker' }).click();
  await expect(page).toHaveURL(`${BASE}/dashboard`);

  await page.goto(`${BASE}/settings`);
  await page.getByRole('button', { name: 'Konfiguration hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Konfiguration' });
  await dialog.getByLabel(/^Bezeichnung/).fill(label);
  await dialog.getByLabel(/^API-Schlüssel/).fill(E2E_BITGET_ACCOUNT.apiKey);
  await dialog.getByLabel(/^API-Geheimnis/).fill(E2E_BITGET_ACCOUNT.apiSecret);
  const passphrase = dialog.getByLabel(/^Passphrase/);
  await passphrase.fill(`${E2E_BITGET_ACCOUNT.apiPassphrase}-falsch`);
  await dialog.getByRole('button', { name: 'Speichern und prüfen' }).click();
  // the exchange refused it: the server's German message under the field, and nothing saved
  await expect(passphrase).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Die Passphrase passt nicht zum API-Schlüssel.')).toBeVisible();

  await passphrase.fill(E2E_BITGET_ACCOUNT.apiPassphrase);
  await dialog.getByRole('button', { name: 'Speichern und prüfen' }).click();
  await expect(
    page.getByText(`Konfiguration „${label}“ gespeichert – die Schlüssel funktionieren.`),
  ).toBeVisible();
  const card = page.getByRole('region', { name: label });
  await expect(card.getByText(`Schlüssel …${E2E_BITGET_ACCOUNT.apiKey.slice(-4)}`)).toBeVisible();
  await expect(card.getByText('Die Schlüssel funktionieren.')).toBeVisible();
  // only the last four characters of the key ever come back
  await expect(page.getByText(E2E_BITGET_ACCOUNT.apiKey)).toHaveCount(0);

  // the dashboard: the configuration's card with its accounts and the sums of its open positions
  await page.goto(BASE);
  await expect(page).toHaveURL(`${BASE}/dashboard`);
  const entry = page.getByRole('region', { name: label });
  await expect(entry.getByRole('heading', { name: 'USDT-M-Futures · USDT' })).toBeVisible();
  await expect(entry.getByRole('heading', { name: 'USDC-M-Futures · USDC' })).toBeVisible();
  const sums = entry.getByRole('table', { name: 'Offene Positionen je Margin-Coin' });
  await expect(sums.locator('tbody tr')).toHaveCount(2);
  await expect(sums.locator('tbody tr').first()).toContainText('4');

  // the toolbar's dropdown leads to the configuration's open positions
  await page.getByRole('button', { name: 'Konfigurationen' }).click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/positions/pending/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `Positionen: ${label}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Offene Positionen' });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  // the fake's first USDT position, its open price exactly as sent, in the German long form
  const first = e2eBitgetAccount().positions?.['USDT-FUTURES']?.[0];
  const row = table.locator('tbody tr', { hasText: first!.symbol as string }).first();
  await expect(row).toContainText(germanLong(String(first!.openPriceAvg)));
  await expect(table.getByText(/^Long \d+×$/).first()).toBeVisible();
  await expect(table.getByText(/^Short \d+×$/).first()).toBeVisible();

  // the closed positions on their tab, with the cumulative net profit drawn
  await page.getByRole('tab', { name: 'Geschlossene Positionen' }).click();
  await expect(page).toHaveURL(/#geschlossene-positionen$/);
  const chart = page.getByTestId('net-profit-chart');
  await expect(chart.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Geschlossene Positionen' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expect(page.getByTestId('history-total')).toContainText(/\d+ Positionen?, netto:/);
});

test('the history refuses an end before its start, in German, and keeps the range in the URL', async ({
  page,
  request,
}) => {
  const id = await addConfig(request, `Verlauf ${Date.now()}`);
  await loginAs(page, MEMBER);
  await page.goto(`${BASE}/positions/pending/${id}#history`);
  const filter = page.getByRole('form', { name: 'Zeitraum und Symbol' });
  await filter.getByLabel('Von').fill('2026-11-20');
  await filter.getByLabel('Bis').fill('2026-11-10');
  await filter.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(filter.getByText('Das Ende darf nicht vor dem Anfang liegen.')).toBeVisible();
  await expect(page).not.toHaveURL(/from=/);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await filter.getByLabel('Von').fill(day(-28));
  await filter.getByLabel('Bis').fill(day(0));
  await filter.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(-28)}&to=${day(0)}`));
  // four weeks hold the fake's 2 × 15 closed positions
  await expect(page.getByTestId('history-total')).toContainText('30 Positionen, netto:');
});

test('the toolbar works from the keyboard', async ({ page, request }) => {
  const label = `Tastatur ${Date.now()}`;
  await addConfig(request, label);
  await loginAs(page, MEMBER);
  await page.goto(`${BASE}/dashboard`);
  await expect(page.getByRole('region', { name: label })).toBeVisible();
  const reload = page.getByRole('combobox', { name: 'Automatisch neu laden' });
  await expect(reload).toHaveValue('10000');
  await reload.focus();
  await reload.selectOption('30000');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Automatisch neu laden' })).toHaveValue('30000');

  await page.getByRole('button', { name: 'Konfigurationen' }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: label });
  await expect(item).toBeVisible();
  while (!(await item.evaluate((el) => el.hasAttribute('data-highlighted'))))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${BASE}/positions/pending/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `Positionen: ${label}` })).toBeVisible();
});

test('a member without the crypto role is refused in the browser and by GraphQL', async ({
  page,
  request,
}) => {
  await loginAs(page, 'timetracking@example.com');
  await page.goto(`${BASE}/dashboard`);
  await expect(page).toHaveURL('/');
  await servicesMenu(page).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Zeiterfassung']);

  const token = await tokenOf(request, 'user@example.com');
  const response = await request.post('/graphql', {
    data: { query: '{ cryptTrackConfigs { id } }' },
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
  });
  const body = (await response.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

for (const lang of LANGS) {
  test(`every crypto screen, as the member sees it (${lang})`, async ({ page, request }) => {
    test.skip(!SCREENSHOTS, 'a screenshot tour (E2E_SCREENSHOTS=1)');
    test.setTimeout(90_000);
    const id = await addConfig(request, lang === 'de' ? 'Hauptkonto' : 'Main account');
    await useLanguage(page, lang);
    await loginAs(page, MEMBER);
    for (const [name, path] of [
      ['dashboard', `${BASE}/dashboard`],
      ['pending', `${BASE}/positions/pending/${id}`],
      ['history', `${BASE}/positions/pending/${id}#history`],
      ['settings', `${BASE}/settings`],
    ] as const) {
      await page.goto(path);
      if (name === 'history') await expect(page.getByTestId('net-profit-chart')).toBeVisible();
      await shoot(page, 'crypt-track', name, lang, { busy: page.getByRole('status') });
    }
    await page
      .getByRole('button', { name: lang === 'de' ? 'Konfiguration hinzufügen' : 'Add configuration' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // the dialog's entry animation ends before the picture is taken
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: `${SHOTS}/settings-dialog-${lang}.png` });
  });
}
