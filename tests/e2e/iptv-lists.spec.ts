import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeFindings, gql, LANGS, loginAs, SCREENSHOTS, shoot, tokenOf, useLanguage } from './support';

/** iptv-playlist-parser (CommonJS only): the third-party reading of a member's personal playlist. */
const thirdPartyParser = createRequire(import.meta.url)('iptv-playlist-parser') as {
  parse(text: string): { items: { name: string; url: string; group: { title: string } }[] };
};

const EPG_SHOTS = '/tmp/shots/iptv-epg';
const HOUR = 3_600_000;

/**
 * Four channels named `<stamp> Ch<n>` whose links (on `streams`) carry the importing admin's `alice`/`secret`;
 * Ch2 tells VLC its user agent; Ch1 has the logo at `logo`, if given.
 */
function playlist(stamp: string, streams = 'http://stream.example.test', logo = ''): string {
  const lines = ['#EXTM3U'];
  for (const n of [1, 2, 3, 4]) {
    lines.push(
      `#EXTINF:-1 tvg-id="e2e${n}" tvg-logo="${n === 1 ? logo : ''}" group-title="${n < 4 ? 'News' : 'Kids'}",${stamp} Ch${n}`,
    );
    if (n === 2) lines.push('#EXTVLCOPT:http-user-agent=PortalE2E/1.0');
    lines.push(`${streams}/live/alice/secret/${n}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * An admin creates a provider (username and password required; its EPG at `epgUrl` if given) and imports
 * `playlist(stamp, streams, logo)` into the catalogue.
 */
async function importCatalogue(
  request: APIRequestContext,
  stamp: string,
  { epgUrl, streams, logo }: { epgUrl?: string; streams?: string; logo?: string } = {},
): Promise<string> {
  const admin = await tokenOf(request, 'superadmin@example.com');
  const { createIptvProvider } = await gql<{ createIptvProvider: { id: string } }>(
    request,
    admin,
    'mutation($input: CreateIptvProviderInput!) { createIptvProvider(input: $input) { id } }',
    {
      input: {
        name: `Provider ${stamp}`,
        channelUrl: 'http://127.0.0.1:9/list.m3u',
        frontendUrl: 'https://tv.example.test',
        excludeFromRefresh: true,
        requiredFields: ['USERNAME', 'PASSWORD'],
        epgUrl,
      },
    },
  );
  const upload = await request.post(`/files/iptv-providers/${createIptvProvider.id}/m3u`, {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      username: 'alice',
      password: 'secret',
      m3u_list: {
        name: 'list.m3u',
        mimeType: 'audio/x-mpegurl',
        buffer: Buffer.from(playlist(stamp, streams, logo)),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { importId } = (await upload.json()) as { importId: string };
  await expect
    .poll(
      async () =>
        (
          await gql<{ iptvImport: { state: string } }>(
            request,
            admin,
            'query($id: ID!) { iptvImport(id: $id) { state } }',
            {
              id: importId,
            },
          )
        ).iptvImport.state,
      { timeout: 30_000 },
    )
    .toBe('FINISHED');
  return createIptvProvider.id;
}

/** The channel names of the shown group, in table order. */
const namesIn = (page: Page) => page.locator('table tbody tr td:nth-child(2)');

const expectNames = (page: Page, stamp: string, ns: number[]) =>
  expect(namesIn(page)).toHaveText(ns.map((n) => `${stamp} Ch${n}`));

const rowOf = (page: Page, stamp: string, n: number): Locator =>
  page.locator('table tbody tr').filter({ hasText: `${stamp} Ch${n}` });

/** Ticks a Chakra checkbox where a member does: on its painted box (the input itself is visually hidden). */
async function check(box: Locator, checked = true) {
  await box.locator('xpath=ancestor::label[1]').locator('[data-part="control"]').click();
  await expect(box).toBeChecked({ checked });
}

/** The member's new list `name` holding every channel of `playlist(stamp)` in 'default'; answers its id. */
async function listOfCatalogue(request: APIRequestContext, stamp: string, name: string): Promise<string> {
  const member = await tokenOf(request, 'iptv@example.com');
  const { createIptvList } = await gql<{ createIptvList: { id: string } }>(
    request,
    member,
    'mutation($name: String!) { createIptvList(name: $name) { id } }',
    { name },
  );
  const { iptvChannels } = await gql<{ iptvChannels: { items: { id: string }[] } }>(
    request,
    member,
    'query($s: String) { iptvChannels(filter: { search: $s }) { items { id } } }',
    { s: stamp },
  );
  await gql(
    request,
    member,
    'mutation($l: ID!, $c: [ID!]!) { addIptvChannels(listId: $l, channelIds: $c) }',
    {
      l: createIptvList.id,
      c: iptvChannels.items.map((c) => c.id),
    },
  );
  return createIptvList.id;
}

test('a member builds a list, orders it in two tabs, sets credentials and plays the personal link', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `L${Date.now()}`;
  // the provider's logo host on loopback: the browser gets the logo from the portal, never from here
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const logos = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => logos.listen(0, '127.0.0.1', resolve));
  const logo = `http://127.0.0.1:${(logos.address() as AddressInfo).port}/ch1.png`;
  await importCatalogue(request, stamp, { logo });
  await loginAs(page, 'iptv@example.com');

  // the menu leads to the overview
  await page.goto('/service/iptv');
  await expect(page.getByRole('heading', { level: 1, name: 'IPTV' })).toBeVisible();

  // channels: create a list, add three checked channels to 'default' and one to a new group 'Kids'
  await page.getByRole('link', { name: 'Sender' }).first().click();
  await expect(page).toHaveURL(/\/service\/iptv\/channels$/);
  const search = page.getByRole('searchbox', { name: 'Suche' });
  await search.fill(stamp);
  await search.press('Enter');
  await expect(namesIn(page).first()).toBeVisible();
  // Ch1's logo loads, served by the portal (the CSP allows images from it alone)
  const logoImage = rowOf(page, stamp, 1).locator('img');
  await expect(logoImage).toHaveAttribute('src', /^\/files\/iptv-logos\//);
  await expect.poll(() => logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  logos.close();
  await page.getByRole('button', { name: `${stamp} Ch1 hinzufügen` }).click();
  await expect(page.getByText('Keine Liste ausgewählt')).toBeVisible();

  const listName = `Meine Liste ${stamp}`;
  await page.getByLabel(/^Name der neuen Liste/).fill(listName);
  await page.getByRole('button', { name: 'Liste anlegen' }).click();
  await expect(page.getByText(`Liste ${listName} angelegt.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Liste' })).toHaveValue(/\d+/);
  for (const n of [1, 2, 3]) await check(page.getByRole('checkbox', { name: `${stamp} Ch${n} auswählen` }));
  await page.getByRole('button', { name: '3 ausgewählte hinzufügen' }).click();
  await expect(page.getByText('3 Sender zu „default“ hinzugefügt.')).toBeVisible();
  await page.getByLabel('Gruppe (vorhanden oder neu)').fill('Kids');
  await page.getByRole('button', { name: `${stamp} Ch4 hinzufügen` }).click();
  await expect(page.getByText('1 Sender zu „Kids“ hinzugefügt.')).toBeVisible();

  // overview: counts, the provider's settings are missing, so no link yet
  await page.goto('/service/iptv');
  const card = page.getByRole('region', { name: listName });
  await expect(card.getByText('4 Sender · 2 Kategorien · 1 Anbieter')).toBeVisible();
  await expect(card.getByText('unvollständig')).toBeVisible();
  await expect(card.getByRole('button', { name: 'M3U erzeugen' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Liste öffnen' }).click();
  await expect(page).toHaveURL(/\/service\/iptv\/list\/\d+$/);
  // the breadcrumbs and the tab's title name the list
  await expect(page).toHaveTitle(`Portal | IPTV · ${listName}`);
  await expect(
    page.getByRole('navigation', { name: 'Brotkrumennavigation' }).locator('[aria-current="page"]'),
  ).toHaveText(listName);
  const listUrl = page.url();
  await expect(page.getByRole('tab', { name: 'default' })).toHaveAttribute('aria-selected', 'true');
  await expectNames(page, stamp, [1, 2, 3]);

  // move down by button, up by the handle's arrow key (the focus stays on the handle)
  await page.getByRole('button', { name: `${stamp} Ch1 nach unten` }).click();
  await expectNames(page, stamp, [2, 1, 3]);
  const handle3 = page.getByRole('button', { name: new RegExp(`^${stamp} Ch3 \\(Platz \\d\\) verschieben`) });
  await handle3.focus();
  await page.keyboard.press('ArrowUp');
  await expectNames(page, stamp, [2, 3, 1]);
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', `${stamp} Ch3 (Platz 2) verschieben`);

  // drag and drop: Ch1 (place 3) onto Ch2 (place 1)
  await rowOf(page, stamp, 1)
    .locator('[data-drag-handle]')
    .dragTo(rowOf(page, stamp, 2).locator('td').nth(1));
  await expectNames(page, stamp, [1, 2, 3]);

  // a second tab on the same list follows a move made in the first
  const other = await page.context().newPage();
  await other.goto(listUrl);
  await expectNames(other, stamp, [1, 2, 3]);
  await page.getByRole('button', { name: `${stamp} Ch3 nach oben` }).click();
  await expectNames(page, stamp, [1, 3, 2]);
  await expectNames(other, stamp, [1, 3, 2]);
  await other.close();

  // the checked rows move as a block, and stay checked for the next press
  const ch2 = page.getByRole('checkbox', { name: `${stamp} Ch2 auswählen` });
  const ch3 = page.getByRole('checkbox', { name: `${stamp} Ch3 auswählen` });
  await check(ch3);
  await check(ch2);
  await page.getByRole('button', { name: 'Nach oben', exact: true }).click();
  await expectNames(page, stamp, [3, 2, 1]);
  await page.getByRole('button', { name: 'Nach unten', exact: true }).click();
  await expectNames(page, stamp, [1, 3, 2]);
  await check(ch3, false);
  await check(ch2, false);

  // copy the checked Ch1 to 'Kids'; the tab is kept in the URL
  await check(page.getByRole('checkbox', { name: `${stamp} Ch1 auswählen` }));
  await page.getByRole('button', { name: 'In Gruppe kopieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'In Gruppe kopieren' });
  await dialog.getByLabel('Gruppe').fill('Kids');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 Sender nach „Kids“ kopiert.')).toBeVisible();
  await page.getByRole('tab', { name: 'Kids' }).click();
  await expect(page).toHaveURL(/tab=Kids/);
  await expectNames(page, stamp, [4, 1]);
  // another page size stays on the tab
  await page.getByRole('combobox', { name: 'Einträge pro Seite' }).selectOption('5');
  await expect(page).toHaveURL(/tab=Kids/);
  await expect(page).toHaveURL(/perPage=5/);
  await expect(page.getByRole('tab', { name: 'Kids' })).toHaveAttribute('aria-selected', 'true');
  await expectNames(page, stamp, [4, 1]);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Kids' })).toHaveAttribute('aria-selected', 'true');

  // remove Ch4 from 'Kids' (with confirmation), then put 'Kids' first
  await page.getByRole('button', { name: `${stamp} Ch4 aus der Gruppe entfernen` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aus Gruppe entfernen' }).click();
  await expect(page.getByText('1 Sender entfernt.')).toBeVisible();
  await expectNames(page, stamp, [1]);
  await page.getByRole('button', { name: 'Gruppe Kids nach links' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Kids', 'default']);

  // settings: the member's credentials for the provider
  await page.goto('/service/iptv/settings');
  await page.getByRole('button', { name: new RegExp(`^Provider ${stamp}`) }).click();
  await page.getByLabel('Benutzername').fill('bob');
  await page.getByLabel('Passwort').fill('pw9');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Zugangsdaten für Provider ${stamp} gespeichert.`)).toBeVisible();
  await expect(page.getByText('Ein Passwort ist gespeichert; leer lassen, um es zu behalten.')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Provider ${stamp}`) })).toContainText(
    'vollständig',
  );

  // the personal link: generated, then fetched without login
  await page.goto('/service/iptv');
  await card.getByRole('button', { name: 'M3U erzeugen' }).click();
  const link = card.getByRole('textbox', { name: 'Persönlicher Link (M3U)' });
  await expect(link).toHaveValue(/\/iptv\/[^/]+\/playlist\.m3u$/);
  const url = await link.inputValue();
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  // read by a third-party parser, as players read it: names, the member's groups and order, filled-in links
  const { items } = thirdPartyParser.parse(await response.text());
  expect(items.map((i) => [i.name, i.group.title, i.url])).toEqual([
    [`${stamp} Ch1`, 'Kids', 'http://stream.example.test/live/bob/pw9/1.ts'],
    [`${stamp} Ch1`, 'default', 'http://stream.example.test/live/bob/pw9/1.ts'],
    [`${stamp} Ch3`, 'default', 'http://stream.example.test/live/bob/pw9/3.ts'],
    [`${stamp} Ch2`, 'default', 'http://stream.example.test/live/bob/pw9/2.ts'],
  ]);
});

/** VLC's console player, as the unprivileged user when run as root (VLC refuses root); answers when it exits. */
function vlc(url: string): Promise<number | null> {
  const args = ['-I', 'dummy', '--play-and-exit', '--no-video', '--aout=dummy', url];
  const asRoot = process.getuid?.() === 0;
  const child = spawn(
    asRoot ? 'setpriv' : 'cvlc',
    asRoot ? ['--reuid=65534', '--regid=65534', '--clear-groups', 'cvlc', ...args] : args,
    { stdio: 'ignore', env: { ...process.env, HOME: tmpdir() } },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
}

test("VLC opens the personal link and plays its channels in the member's order with the member's credentials", async ({
  request,
}) => {
  // the provider's streams: each answers a few MPEG-TS null packets (a stream that ends at once)
  const streamed: { path: string; userAgent: string | undefined }[] = [];
  const packet = Buffer.alloc(188, 0xff);
  packet.set([0x47, 0x1f, 0xff, 0x10]);
  const streams = createServer((req, res) => {
    streamed.push({ path: req.url!, userAgent: req.headers['user-agent'] });
    res.writeHead(200, { 'content-type': 'video/mp2t' });
    res.end(Buffer.concat(Array.from({ length: 20 }, () => packet)));
  });
  await new Promise<void>((resolve) => streams.listen(0, '127.0.0.1', resolve));
  try {
    const stamp = `V${Date.now()}`;
    const base = `http://127.0.0.1:${(streams.address() as AddressInfo).port}`;
    const providerId = await importCatalogue(request, stamp, { streams: base });
    const listId = await listOfCatalogue(request, stamp, `VLC ${stamp}`);
    const member = await tokenOf(request, 'iptv@example.com');
    await gql(
      request,
      member,
      'mutation($p: ID!) { saveIptvProviderSettings(providerId: $p, input: { username: "bob", password: "pw9" }) { id } }',
      { p: providerId },
    );
    const { createIptvPersonalDownloadLink } = await gql<{
      createIptvPersonalDownloadLink: { personalDownloadLinkUrl: string };
    }>(
      request,
      member,
      'mutation($l: ID!) { createIptvPersonalDownloadLink(listId: $l) { personalDownloadLinkUrl } }',
      {
        l: listId,
      },
    );

    expect(await vlc(createIptvPersonalDownloadLink.personalDownloadLinkUrl)).toBe(0);
    // every entry opened, in the list's order, with bob's credentials; Ch2 with its #EXTVLCOPT user agent
    const opened = [...new Set(streamed.map((s) => s.path))];
    expect(opened).toEqual([1, 2, 3, 4].map((n) => `/live/bob/pw9/${n}.ts`));
    expect(streamed.find((s) => s.path.endsWith('/2.ts'))?.userAgent).toBe('PortalE2E/1.0');
  } finally {
    streams.close();
  }
});

for (const lang of LANGS) {
  test(`screenshots of the member IPTV screens (${lang})`, async ({ page, request }) => {
    test.skip(!SCREENSHOTS, 'a screenshot tour (E2E_SCREENSHOTS=1)');
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    const stamp = `S${Date.now()}`;
    await importCatalogue(request, stamp);
    const listId = await listOfCatalogue(request, stamp, `Screens ${lang} ${stamp}`);

    await loginAs(page, 'iptv@example.com');
    await page.goto('/service/iptv');
    await shoot(page, 'iptv-lists', 'overview', lang);
    await page.goto('/service/iptv/channels');
    await shoot(page, 'iptv-lists', 'channels', lang);
    await page.goto(`/service/iptv/list/${listId}`);
    await expect(namesIn(page).first()).toBeVisible();
    await rowOf(page, stamp, 2)
      .getByRole('button', { name: /Link|link/ })
      .click();
    await shoot(page, 'iptv-lists', 'list', lang);
    await page.goto('/service/iptv/settings');
    await page.getByRole('button', { name: new RegExp(`^Provider ${stamp}`) }).click();
    await shoot(page, 'iptv-lists', 'settings', lang);
  });
}

/** XMLTV's time format: `20261124120000 +0000`. */
const xmltvTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-T:]/g, '')} +0000`;

/**
 * An XMLTV feed on 127.0.0.1 for the channels of `playlist(stamp)` but Ch4: per channel a programme that ended,
 * a long one running now (so no test run crosses its end) and one after it; Ch1's running one with details.
 */
async function serveXmltv(stamp: string): Promise<{ url: string; close: () => Promise<void> }> {
  const now = Date.now();
  const programme = (n: number, title: string, from: number, to: number, inner = '') =>
    `<programme start="${xmltvTime(now + from)}" stop="${xmltvTime(now + to)}" channel="e2e${n}">` +
    `<title>${stamp} ${title} ${n}</title>${inner}</programme>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tv generator-info-name="e2e">',
    ...[1, 2, 3].map((n) => `<channel id="e2e${n}"><display-name>${stamp} Ch${n}</display-name></channel>`),
    ...[1, 2, 3].flatMap((n) => [
      programme(n, 'Early', -5 * HOUR, -2 * HOUR),
      programme(
        n,
        'Magazine',
        -2 * HOUR,
        2 * HOUR,
        n === 1
          ? '<sub-title>Episode 7</sub-title><desc>Reports &amp; interviews.</desc><category>News</category>'
          : '',
      ),
      programme(n, 'Late film', 2 * HOUR, 5 * HOUR),
    ]),
    '</tv>',
  ].join('\n');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/epg.xml`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('the EPG screen', () => {
  test.use({ bypassCSP: true });

  for (const lang of LANGS) {
    test(`shows now and next per channel and a programme's details (${lang})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const de = lang === 'de';
      await useLanguage(page, lang);
      const stamp = `E${Date.now()}`;
      const feed = await serveXmltv(stamp);
      try {
        // no one asks for the EPG: the finished playlist import imports it by itself
        const providerId = await importCatalogue(request, stamp, { epgUrl: feed.url });
        // the admin imports it once more from the provider's edit screen and reads the result
        await loginAs(page, 'superadmin@example.com');
        await page.goto(`/cp/iptv-providers/${providerId}/edit`);
        const panel = page.getByRole('region', {
          name: de ? 'EPG (Programmdaten)' : 'EPG (programme guide)',
        });
        const importEpg = panel.getByRole('button', { name: de ? 'EPG importieren' : 'Import EPG' });
        const countOf = (label: string) =>
          panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
        await expect(importEpg).toBeEnabled({ timeout: 30_000 });
        await importEpg.click();
        await expect(importEpg).toBeEnabled({ timeout: 30_000 });
        await expect(
          panel.getByText(de ? 'Der Import ist fertig.' : 'The import is finished.'),
        ).toBeVisible();
        await expect(countOf(de ? 'Sendungen' : 'Programmes')).toHaveText('9');
        await expect(countOf(de ? 'Zugeordnete Sender' : 'Channels matched')).toHaveText('3');
        await shoot(page, 'iptv', 'provider-edit-epg', lang);
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        const listName = `EPG ${lang} ${stamp}`;
        const listId = await listOfCatalogue(request, stamp, listName);
        const member = await tokenOf(request, 'iptv@example.com');
        await expect
          .poll(
            async () => {
              const { iptvEpg } = await gql<{ iptvEpg: { programmes: unknown[] }[] }>(
                request,
                member,
                'query($l: ID!) { iptvEpg(listId: $l) { programmes { title } } }',
                { l: listId },
              );
              return iptvEpg.filter((channel) => channel.programmes.length > 0).length;
            },
            { timeout: 30_000 },
          )
          .toBe(3);

        // the list's card leads to its EPG
        await loginAs(page, 'iptv@example.com');
        await page.goto('/service/iptv');
        await page.getByRole('region', { name: listName }).getByRole('link', { name: 'EPG' }).click();
        await expect(page).toHaveURL(new RegExp(`/service/iptv/epg/${listId}$`));
        await expect(page.getByRole('heading', { level: 1, name: `EPG: ${listName}` })).toBeVisible();

        const row = page.getByRole('group', { name: `${stamp} Ch1` });
        const running = row.getByRole('button', {
          name: new RegExp(`^${de ? 'Läuft' : 'On now'}: ${stamp} Magazine 1`),
        });
        await expect(running).toBeVisible();
        await expect(
          row.getByRole('button', {
            name: new RegExp(`^${de ? 'Danach' : 'Up next'}: ${stamp} Late film 1`),
          }),
        ).toHaveCount(1);
        await expect(page.getByRole('group', { name: `${stamp} Ch4` }).getByRole('button')).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await axeFindings(page)).toEqual([]);
        await shoot(page, 'iptv-epg', 'epg', lang);
        // on a phone, Now scrolls the track to the now line
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('button', { name: de ? 'Jetzt' : 'Now', exact: true }).click();
        await expect(running).toBeInViewport();
        await page.screenshot({ path: `${EPG_SHOTS}/epg-now-${lang}-390.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });

        // details by keyboard
        await running.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: `${stamp} Magazine 1` });
        await expect(dialog.getByText('Episode 7')).toBeVisible();
        await expect(dialog.getByText('News', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Reports & interviews.')).toBeVisible();
        expect(await axeFindings(page)).toEqual([]);
        await page.screenshot({ path: `${EPG_SHOTS}/details-${lang}-1280.png` });
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(running).toBeFocused();

        // Earlier brings the programme before the running one into view, Now goes back
        const early = row.getByRole('button', { name: new RegExp(`^${stamp} Early 1`) });
        await expect(early).toHaveCount(0);
        await page.getByRole('button', { name: de ? 'Früher' : 'Earlier', exact: true }).click();
        await expect(early).toBeVisible();
        await page.getByRole('button', { name: de ? 'Jetzt' : 'Now', exact: true }).click();
        await expect(early).toHaveCount(0);

        // another device removes Ch1 from the list: its timeline goes at once
        const { iptvList } = await gql<{
          iptvList: { channels: { items: { id: string; name: string }[] } };
        }>(request, member, 'query($l: ID!) { iptvList(id: $l) { channels { items { id name } } } }', {
          l: listId,
        });
        const ch1 = iptvList.channels.items.find((item) => item.name === `${stamp} Ch1`)!;
        await gql(
          request,
          member,
          'mutation($l: ID!, $ids: [ID!]!) { removeIptvListChannelsFromGroup(listId: $l, ids: $ids) }',
          {
            l: listId,
            ids: [ch1.id],
          },
        );
        await expect(row).toHaveCount(0);
        await expect(page.getByRole('group', { name: `${stamp} Ch2` })).toBeVisible();

        // on a phone the catalogue's filters keep the screen's width, not squeezed beside its toolbar
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/service/iptv/channels');
        for (const filter of [
          page.getByRole('searchbox', { name: de ? 'Suche' : 'Search', exact: true }),
          page.getByRole('combobox', { name: de ? 'Gruppe' : 'Group', exact: true }),
        ]) {
          expect((await filter.boundingBox())!.width).toBeGreaterThan(300);
        }
      } finally {
        await feed.close();
      }
    });
  }
});
