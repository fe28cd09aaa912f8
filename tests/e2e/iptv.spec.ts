import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { type Lang, LANGS, loginAs, shoot, useLanguage } from './support';

/** The wizard's and the provider form's texts, as a member reads them. */
const TEXT = {
  de: {
    create: 'Neuer Anbieter',
    channelUrl: /^Sender-URL/,
    frontendUrl: /^Frontend-URL/,
    createSubmit: 'Anbieter anlegen',
    tabData: 'Daten',
    tabUpload: 'M3U-Upload',
    step: (n: number) => new RegExp(`Schritt ${n} von 5`),
    file: 'M3U-Senderliste',
    username: 'Benutzername in den Links',
    password: 'Passwort in den Links',
    upload: 'Hochladen',
    fromChannelUrl: 'Von der Sender-URL importieren',
    finished: 'Der Import ist fertig.',
    failed: 'Der Import ist fehlgeschlagen.',
    channels: 'Sender',
    groups: 'Gruppen',
    credentialsFound: 'Links mit Zugangsdaten',
    restart: 'Neu beginnen',
    lead: (n: number) => new RegExp(`· ${n} Sender$`),
    credentialsRequired: /Mitglieder müssen deshalb ihre eigenen angeben/,
    requiredFields: ['Benutzername', 'Passwort'],
  },
  en: {
    create: 'New provider',
    channelUrl: /^Channel URL/,
    frontendUrl: /^Frontend URL/,
    createSubmit: 'Create provider',
    tabData: 'Data',
    tabUpload: 'M3U Upload',
    step: (n: number) => new RegExp(`Step ${n} of 5`),
    file: 'M3U playlist',
    username: 'Username in the links',
    password: 'Password in the links',
    upload: 'Upload',
    fromChannelUrl: 'Import from the channel URL',
    finished: 'The import is finished.',
    failed: 'The import failed.',
    channels: 'Channels',
    groups: 'Groups',
    credentialsFound: 'Links with credentials',
    restart: 'Start again',
    lead: (n: number) => new RegExp(`· ${n} channels$`),
    credentialsRequired: /so members must enter their own/,
    requiredFields: ['Username', 'Password'],
  },
} as const;

/** A playlist of three channels in two groups whose links carry `user`/`pass`, and one entry without a link. */
function playlist(user = 'alice', pass = 'secret'): string {
  const lines = ['#EXTM3U'];
  for (const [n, group] of [
    [1, 'News'],
    [2, 'News'],
    [3, 'Sport'],
  ] as const) {
    lines.push(`#EXTINF:-1 tvg-id="ch${n}" group-title="${group}",Channel ${n}`);
    lines.push(`http://stream.example.test/live/${user}/${pass}/${n}.ts`);
  }
  lines.push('#EXTINF:-1 group-title="Sport",Broken');
  return `${lines.join('\n')}\n`;
}

/** Creates a provider through the form and opens its M3U Upload tab (screenshots the screens on the way). */
async function createProvider(
  page: Page,
  name: string,
  { lang = 'de', channelUrl = 'http://127.0.0.1:9/list.m3u', shots = false } = {} as {
    lang?: Lang;
    channelUrl?: string;
    shots?: boolean;
  },
) {
  const text = TEXT[lang];
  await page.goto('/cp/iptv-providers');
  await expect(page).toHaveURL(/\/cp\/iptv-providers\/list$/);
  if (shots) await shoot(page, 'iptv', 'providers-list', lang);
  await page.getByRole('link', { name: text.create }).first().click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(text.channelUrl).fill(channelUrl);
  await page.getByLabel(text.frontendUrl).fill('https://tv.example.test');
  if (shots) await shoot(page, 'iptv', 'provider-create', lang);
  await page.getByRole('button', { name: text.createSubmit }).click();
  await expect(page).toHaveURL(/\/cp\/iptv-providers\/[^/]+\/edit/);
  await expect(page.getByRole('tab', { name: text.tabData })).toHaveAttribute('aria-selected', 'true');
  if (shots) await shoot(page, 'iptv', 'provider-edit-data', lang);
  await page.getByRole('tab', { name: text.tabUpload }).click();
  await expect(page).toHaveURL(/#m3u-upload$/);
  await expect(page.getByRole('heading', { name: text.step(1) })).toBeVisible();
}

/** The value the finished step shows next to `label`. */
const resultOf = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

/**
 * A provider's channel_url on 127.0.0.1: answers the playlist for `/get.php` (Xtream-style link). While `held`, it
 * sends the first channel and keeps the response open until `release()`, so an import stays in PARSING.
 */
async function playlistServer({ held = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/get.php')) {
      res.writeHead(404).end();
      return;
    }
    const body = playlist('bob', 'pw9');
    res.writeHead(200, { 'content-type': 'audio/x-mpegurl' });
    if (!held) {
      res.end(body);
      return;
    }
    const cut = body.indexOf('#EXTINF', body.indexOf('#EXTINF') + 1);
    res.write(body.slice(0, cut));
    void released.then(() => res.end(body.slice(cut)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/get.php?username=bob&password=pw9&type=m3u_plus`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

for (const lang of LANGS) {
  test.describe(`the M3U wizard (${lang})`, () => {
    test.beforeEach(({ page }) => useLanguage(page, lang));

    test('an admin creates a provider and imports a playlist through the wizard', async ({ page }) => {
      test.setTimeout(120_000);
      const text = TEXT[lang];
      await loginAs(page, 'superadmin@example.com');
      await createProvider(page, `E2E IPTV ${lang} ${Date.now()}`, { lang, shots: true });
      await shoot(page, 'iptv', 'wizard-step1', lang);
      await page.getByLabel(text.file).setInputFiles({
        name: 'list.m3u',
        mimeType: 'audio/x-mpegurl',
        buffer: Buffer.from(playlist()),
      });
      await page.getByLabel(text.username).fill('alice');
      await page.getByLabel(text.password).fill('secret');
      await page.getByRole('button', { name: text.upload }).click();
      await expect(page.getByRole('heading', { name: text.step(5) })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(text.finished)).toBeVisible();
      await expect(resultOf(page, text.channels)).toHaveText('3');
      await expect(resultOf(page, text.groups)).toHaveText('2');
      await expect(resultOf(page, text.credentialsFound)).toHaveText('3');
      // the header's channel count follows the finished import
      await expect(page.getByText(text.lead(3))).toBeVisible();
      // the links carry credentials: members must now enter theirs, as the Data tab shows
      await expect(page.getByText(text.credentialsRequired)).toBeVisible();
      await shoot(page, 'iptv', 'wizard-finished', lang);
      await page.getByRole('button', { name: text.restart }).click();
      await expect(page.getByRole('heading', { name: text.step(1) })).toBeVisible();
      await page.getByRole('tab', { name: text.tabData }).click();
      for (const field of text.requiredFields) {
        await expect(page.getByRole('checkbox', { name: field, exact: true })).toBeChecked();
      }
    });

    test('a bad file ends with a clear message', async ({ page }) => {
      test.setTimeout(90_000);
      const text = TEXT[lang];
      await loginAs(page, 'superadmin@example.com');
      await createProvider(page, `E2E IPTV bad ${lang} ${Date.now()}`, { lang });
      await page.getByLabel(text.file).setInputFiles({
        name: 'list.m3u',
        mimeType: 'text/plain',
        buffer: Buffer.from('this is not a playlist\n'),
      });
      await page.getByRole('button', { name: text.upload }).click();
      await expect(page.getByText(text.failed)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: text.restart })).toBeVisible();
      await shoot(page, 'iptv', 'wizard-failed', lang);
    });
  });
}

/** Logs in, creates a provider whose channel_url is a `playlistServer`, starts its import there, runs `check`. */
async function importFromChannelUrl(
  page: Page,
  name: string,
  held: boolean,
  check: (source: Awaited<ReturnType<typeof playlistServer>>) => Promise<void>,
) {
  const source = await playlistServer({ held });
  try {
    await loginAs(page, 'superadmin@example.com');
    await createProvider(page, `${name} ${Date.now()}`, { channelUrl: source.url });
    await page.getByRole('button', { name: TEXT.de.fromChannelUrl }).click();
    await check(source);
  } finally {
    await source.close();
  }
}

test('the wizard imports from the provider channel_url and finds its credentials', async ({ page }) => {
  test.setTimeout(90_000);
  const text = TEXT.de;
  await importFromChannelUrl(page, 'E2E IPTV url', false, async () => {
    await expect(page.getByRole('heading', { name: text.step(5) })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(text.finished)).toBeVisible();
    await expect(resultOf(page, text.channels)).toHaveText('3');
    await expect(resultOf(page, text.groups)).toHaveText('2');
    // the links carry the username and password of the Xtream-style channel_url
    await expect(resultOf(page, text.credentialsFound)).toHaveText('3');
  });
});

test('the wizard survives a reload mid-import', async ({ page }) => {
  test.setTimeout(90_000);
  const text = TEXT.de;
  await importFromChannelUrl(page, 'E2E IPTV reload', true, async (source) => {
    await expect(page.getByRole('heading', { name: text.step(3) })).toBeVisible({ timeout: 30_000 });
    // the playlist is still downloading: the reload finds the import in PARSING and resumes on its step
    await page.reload();
    await expect(page.getByRole('heading', { name: text.step(3) })).toBeVisible({ timeout: 30_000 });
    source.release();
    await expect(page.getByRole('heading', { name: text.step(5) })).toBeVisible({ timeout: 30_000 });
    await expect(resultOf(page, text.channels)).toHaveText('3');
  });
});

test('the wizard works by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const text = TEXT.de;
  await loginAs(page, 'superadmin@example.com');
  await createProvider(page, `E2E IPTV keyboard ${Date.now()}`);
  const tab = page.getByRole('tab', { name: text.tabUpload });
  await tab.focus();
  // Tab from the tab list reaches the panel's first control, the file input; Space opens the file chooser.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(text.file)).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: 'list.m3u', mimeType: 'audio/x-mpegurl', buffer: Buffer.from(playlist()) });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(text.username)).toBeFocused();
  await page.keyboard.type('alice');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(text.password)).toBeFocused();
  await page.keyboard.type('secret');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: text.upload })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: text.step(5) })).toBeVisible({ timeout: 30_000 });
  await expect(resultOf(page, text.channels)).toHaveText('3');
  await expect(resultOf(page, text.credentialsFound)).toHaveText('3');
});
