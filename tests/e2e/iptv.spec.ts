import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

const SHOTS = '/tmp/shots-iptv';

/** A small playlist: three channels in two groups, one entry without a link (skipped). */
function playlist(): Buffer {
  const lines = ['#EXTM3U'];
  for (const [n, group] of [
    [1, 'News'],
    [2, 'News'],
    [3, 'Sport'],
  ] as const) {
    lines.push(`#EXTINF:-1 tvg-id="ch${n}" group-title="${group}",Channel ${n}`);
    lines.push(`http://stream.example.test/live/alice/secret/${n}.ts`);
  }
  lines.push('#EXTINF:-1 group-title="Sport",Broken');
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function createProvider(page: Page, name: string) {
  await page.goto('/cp/iptv-providers');
  await expect(page).toHaveURL(/\/cp\/iptv-providers\/list$/);
  await page.getByRole('link', { name: 'Neuer Anbieter' }).first().click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Sender-URL/).fill('http://127.0.0.1:9/list.m3u');
  await page.getByLabel(/^Frontend-URL/).fill('https://tv.example.test');
  await page.getByRole('button', { name: 'Anbieter anlegen' }).click();
  await expect(page).toHaveURL(/\/cp\/iptv-providers\/[^/]+\/edit/);
  await page.getByRole('tab', { name: 'M3U-Upload' }).click();
}

test('an admin creates a provider and imports a playlist through the wizard', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await loginAs(page, 'superadmin@example.com');
  await createProvider(page, `E2E IPTV ${Date.now()}`);
  await expect(page.getByRole('heading', { name: /Schritt 1 von 5/ })).toBeVisible();
  await page.getByLabel('M3U-Senderliste').setInputFiles({
    name: 'list.m3u',
    mimeType: 'audio/x-mpegurl',
    buffer: playlist(),
  });
  await page.getByLabel('Benutzername in den Links').fill('alice');
  await page.getByLabel('Passwort in den Links').fill('secret');
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByRole('heading', { name: /Schritt 5 von 5/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Der Import ist fertig.')).toBeVisible();
  await expect(
    page.getByText('Sender', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('3');
  await expect(
    page.getByText('Gruppen', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('2');
  // the header's channel count follows the finished import
  await expect(page.getByText(/· 3 Sender$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wizard-done-de-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/wizard-done-de-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Neu beginnen' }).click();
  await expect(page.getByRole('heading', { name: /Schritt 1 von 5/ })).toBeVisible();
});

test('a bad file ends with a clear message', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'superadmin@example.com');
  await createProvider(page, `E2E IPTV bad ${Date.now()}`);
  await page.getByLabel('M3U-Senderliste').setInputFiles({
    name: 'list.m3u',
    mimeType: 'text/plain',
    buffer: Buffer.from('this is not a playlist\n'),
  });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Der Import ist fehlgeschlagen.')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/wizard-failed-de-1280.png`, fullPage: true });
});
