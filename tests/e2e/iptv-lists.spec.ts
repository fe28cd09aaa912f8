import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LANGS, loginAs, useLanguage, type Lang } from './support';

const SHOTS = '/tmp/shots-iptv-lists';

/** A GraphQL call through the portal, as `token`'s member; fails the test on any error. */
async function gql<T>(
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

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(
    request,
    null,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: DEMO_PASSWORD },
  );
  return data.login.token;
}

/** Four channels named `<stamp> Ch<n>` whose links carry the importing admin's `alice`/`secret`. */
function playlist(stamp: string): string {
  const lines = ['#EXTM3U'];
  for (const n of [1, 2, 3, 4]) {
    lines.push(
      `#EXTINF:-1 tvg-id="e2e${n}" tvg-logo="" group-title="${n < 4 ? 'News' : 'Kids'}",${stamp} Ch${n}`,
    );
    lines.push(`http://stream.example.test/live/alice/secret/${n}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/** An admin creates a provider (username and password required) and imports `playlist(stamp)` into the catalogue. */
async function importCatalogue(request: APIRequestContext, stamp: string): Promise<string> {
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
      },
    },
  );
  const upload = await request.post(`/files/iptv-providers/${createIptvProvider.id}/m3u`, {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      username: 'alice',
      password: 'secret',
      m3u_list: { name: 'list.m3u', mimeType: 'audio/x-mpegurl', buffer: Buffer.from(playlist(stamp)) },
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
async function check(box: Locator) {
  await box.locator('xpath=ancestor::label[1]').locator('[data-part="control"]').click();
  await expect(box).toBeChecked();
}

async function shoot(page: Page, name: string, lang: Lang) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a member builds a list, orders it in two tabs, sets credentials and plays the personal link', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `L${Date.now()}`;
  await importCatalogue(request, stamp);
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

  // copy the checked Ch1 to 'Kids'; the tab is kept in the URL
  await check(page.getByRole('checkbox', { name: `${stamp} Ch1 auswählen` }));
  await page.getByRole('button', { name: 'In Gruppe kopieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'In Gruppe kopieren' });
  await dialog.getByLabel('Gruppe').fill('Kids');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 Sender nach „Kids“ kopiert.')).toBeVisible();
  await page.getByRole('tab', { name: 'Kids' }).click();
  await expect(page).toHaveURL(/group=Kids/);
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
  const entries = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('#EXTINF') || line.startsWith('http'));
  const names = entries.filter((l) => l.startsWith('#EXTINF')).map((l) => l.slice(l.lastIndexOf(',') + 1));
  expect(names).toEqual([`${stamp} Ch1`, `${stamp} Ch1`, `${stamp} Ch3`, `${stamp} Ch2`]);
  expect(
    entries.filter((l) => l.startsWith('#EXTINF')).map((l) => /group-title="([^"]*)"/.exec(l)?.[1]),
  ).toEqual(['Kids', 'default', 'default', 'default']);
  expect(entries.filter((l) => l.startsWith('http'))).toEqual([
    'http://stream.example.test/live/bob/pw9/1.ts',
    'http://stream.example.test/live/bob/pw9/1.ts',
    'http://stream.example.test/live/bob/pw9/3.ts',
    'http://stream.example.test/live/bob/pw9/2.ts',
  ]);
});

for (const lang of LANGS) {
  test(`screenshots of the member IPTV screens (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    const stamp = `S${Date.now()}`;
    await importCatalogue(request, stamp);
    const member = await tokenOf(request, 'iptv@example.com');
    const { createIptvList } = await gql<{ createIptvList: { id: string } }>(
      request,
      member,
      'mutation($name: String!) { createIptvList(name: $name) { id } }',
      { name: `Screens ${lang} ${stamp}` },
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

    await loginAs(page, 'iptv@example.com');
    await page.goto('/service/iptv');
    await shoot(page, 'overview', lang);
    await page.goto('/service/iptv/channels');
    await shoot(page, 'channels', lang);
    await page.goto(`/service/iptv/list/${createIptvList.id}`);
    await expect(namesIn(page).first()).toBeVisible();
    await rowOf(page, stamp, 2)
      .getByRole('button', { name: /Link|link/ })
      .click();
    await shoot(page, 'list', lang);
    await page.goto('/service/iptv/settings');
    await page.getByRole('button', { name: new RegExp(`^Provider ${stamp}`) }).click();
    await shoot(page, 'settings', lang);
  });
}
