import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import zlib from 'node:zlib';
import { hasControlCharacters } from '@portal/contract';
import { XSS_CORPUS } from '@portal/fakes/xss';
import { COOKIE_NOTICE_DISMISSED, gql, loginAs, tokenOf } from './support';

const BLOG = 'it-stuff';
const backend = () => `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;

/** A valid `size`×`size` PNG in one colour (CRCs and zlib data as the format wants them). */
function png(size = 8, rgb: [number, number, number] = [0, 128, 128]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface CreatedPost {
  id: string;
  slug: string;
}

async function createPost(request: APIRequestContext, token: string, title: string): Promise<CreatedPost> {
  const { createPost: post } = await gql<{ createPost: CreatedPost }>(
    request,
    token,
    'mutation($b: String!, $i: CreatePostInput!) { createPost(blog: $b, input: $i) { id slug } }',
    { b: BLOG, i: { title, subtitle: 'E2E' } },
  );
  return post;
}

/** The JS chunks the page loaded. */
function chunksOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) loaded.push(path);
  });
  return loaded;
}

test('an editor writes a post of three pages with an image; a member reads it page by page', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Hunde und Rechner ${Date.now()}`;
  await loginAs(page, 'moderator@example.com');

  await page.goto(`/b/${BLOG}/p`);
  await expect(page).toHaveURL(`/b/${BLOG}/p/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'IT-Kram' })).toBeVisible();
  await page.getByRole('link', { name: 'Neuer Beitrag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Beitrag' })).toBeVisible();

  // the server's field error shows under the title
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Untertitel' }).fill('Drei Seiten mit Bild');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/b/${BLOG}/p/hunde-und-rechner-\\d+/edit$`));
  const slug = page.url().split('/').at(-2)!;

  // upload an image (with its preview)
  await page.getByRole('tab', { name: 'Bild hochladen' }).click();
  await page
    .getByLabel('Bild auswählen')
    .setInputFiles({ name: 'teal.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: 'Vorschau von teal.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('„teal.png“ wurde hochgeladen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bildersammlung (1)' })).toBeVisible();

  // page 1: bold text and the image from the image bag
  await page.getByRole('tab', { name: 'Seiten' }).click();
  const page1 = page.getByRole('textbox', { name: 'Inhalt der Seite 1' });
  await page1.click();
  await page.keyboard.type('Die erste Seite ist ');
  await page.getByRole('button', { name: 'Fett' }).click();
  await page.keyboard.type('fett');
  await page.getByRole('button', { name: 'Bild aus der Bildersammlung einfügen' }).click();
  const bag = page.getByRole('dialog', { name: 'Bildersammlung' });
  await expect(bag.getByText('teal.png')).toBeVisible();
  await bag.getByRole('button', { name: 'Einfügen' }).click();
  await expect(page1.locator('img')).toHaveAttribute('src', /^\/files\/blog-images\/[0-9a-f]{32}\.webp$/);
  await page.getByRole('button', { name: 'Seite 1 speichern' }).click();
  await expect(page.getByText('Seite 1 wurde gespeichert.')).toBeVisible();

  // pages 2 and 3: a heading, a list
  await page.getByRole('button', { name: 'Leere Seite hinzufügen' }).click();
  await expect(page.getByText('Seite 2 wurde hinzugefügt.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Inhalt der Seite 2' }).click();
  await page.getByRole('button', { name: 'Überschrift 2' }).last().click();
  await page.keyboard.type('Zweite Seite');
  await page.getByRole('button', { name: 'Seite 2 speichern' }).click();
  await expect(page.getByText('Seite 2 wurde gespeichert.')).toBeVisible();

  await page.getByRole('button', { name: 'Leere Seite hinzufügen' }).click();
  await expect(page.getByText('Seite 3 wurde hinzugefügt.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Inhalt der Seite 3' }).click();
  await page.getByRole('button', { name: 'Aufzählung' }).last().click();
  await page.keyboard.type('Dritte Seite');
  await page.getByRole('button', { name: 'Seite 3 speichern' }).click();
  await expect(page.getByText('Seite 3 wurde gespeichert.')).toBeVisible();

  // publish, and drop the subtitle after all
  await page.getByRole('tab', { name: 'Daten' }).click();
  await page.getByRole('textbox', { name: 'Untertitel' }).fill('');
  const published = page.getByRole('checkbox', { name: 'Veröffentlicht (für alle Mitglieder sichtbar)' });
  await expect(published).not.toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(published).toBeChecked();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText(`„${title}“ wurde gespeichert.`)).toBeVisible();

  // a member reads it; the editor's code never reaches a reader
  const context = await browser.newContext({ locale: 'de-DE', storageState: COOKIE_NOTICE_DISMISSED });
  const reader = await context.newPage();
  const chunks = chunksOf(reader);
  await loginAs(reader, 'user@example.com');
  await reader.goto(`/b/${BLOG}/p/overview`);
  await expect(reader.getByRole('link', { name: 'Neuer Beitrag' })).toHaveCount(0);
  await reader.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(`/b/${BLOG}/p/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader).toHaveTitle(`Portal | IT-Kram · ${title}`);
  await expect(
    reader.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('link', { name: 'IT-Kram' }),
  ).toHaveAttribute('href', `/b/${BLOG}/p`);
  await expect(reader.getByText('Demo Moderator', { exact: true })).toBeVisible();
  await expect(reader.getByText('Drei Seiten mit Bild')).toHaveCount(0);
  const article = reader.getByRole('region', { name: 'Seite 1 von 3' });
  await expect(article.locator('strong')).toHaveText('fett');
  const src = await article.locator('img').getAttribute('src');
  const image = await reader.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');

  await reader.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(reader).toHaveURL(`/b/${BLOG}/p/${slug}?page=2`);
  await expect(reader.getByRole('heading', { level: 2, name: 'Zweite Seite' })).toBeVisible();
  await reader.goto(`/b/${BLOG}/p/${slug}?page=3`);
  await expect(reader.getByRole('listitem').filter({ hasText: 'Dritte Seite' })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  await reader.getByRole('button', { name: 'Vorherige Seite' }).click();
  await expect(reader).toHaveURL(`/b/${BLOG}/p/${slug}?page=2`);

  await reader.goto(`/b/${BLOG}/p/list`);
  await expect(reader.getByRole('link', { name: title })).toBeVisible();
  expect(chunks.some((path) => /\/PostShowScreen-/.test(path))).toBe(true);
  expect(chunks.filter((path) => /RichTextEditor|PostEditScreen/.test(path))).toEqual([]);
  await context.close();
});

test('a member without ADMIN or MODERATOR gets no edit access in the browser, GraphQL or REST', async ({
  page,
  request,
}) => {
  const editor = await tokenOf(request, 'moderator@example.com');
  const post = await createPost(request, editor, `Nur für Redakteure ${Date.now()}`);
  const member = await tokenOf(request, 'user@example.com');
  const auth = { authorization: `Bearer ${member}` };

  await loginAs(page, 'user@example.com');
  await page.goto(`/b/${BLOG}/p/${post.slug}/edit`);
  await expect(page).toHaveURL('/');
  await page.goto(`/b/${BLOG}/p/create`);
  await expect(page).toHaveURL('/');
  // a draft is not there for readers at all
  await page.goto(`/b/${BLOG}/p/${post.slug}`);
  await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible();

  for (const [query, variables] of [
    ['mutation($b: String!) { createPost(blog: $b, input: { title: "x" }) { id } }', { b: BLOG }],
    [
      'mutation($b: String!, $id: ID!) { updatePost(blog: $b, id: $id, input: { active: true }) { id } }',
      { b: BLOG, id: post.id },
    ],
    ['mutation($b: String!, $id: ID!) { deletePost(blog: $b, id: $id) }', { b: BLOG, id: post.id }],
    [
      'mutation($b: String!, $id: ID!) { addPostPage(blog: $b, postId: $id) { id } }',
      { b: BLOG, id: post.id },
    ],
  ] as const) {
    const body = await (await request.post('/graphql', { headers: auth, data: { query, variables } })).json();
    expect(body.errors[0].extensions.code, query).toBe('FORBIDDEN');
  }

  const rest = `${backend()}/api/blog/${BLOG}/post`;
  expect((await request.post(rest, { headers: auth, data: { title: 'x' } })).status()).toBe(403);
  expect((await request.put(`${rest}/${post.id}`, { headers: auth, data: { active: true } })).status()).toBe(
    403,
  );
  expect((await request.delete(`${rest}/${post.id}`, { headers: auth })).status()).toBe(403);
  expect((await request.post(`${rest}/${post.id}/pages/add-page`, { headers: auth })).status()).toBe(403);
  const upload = await request.post(`/files/blogs/${BLOG}/posts/${post.id}/images`, {
    headers: auth,
    multipart: { image: { name: 'x.png', mimeType: 'image/png', buffer: png() } },
  });
  expect(upload.status()).toBe(403);
});

/** Payloads that mark `window.__xss` when they run, some with ids a visitor's pointer reaches. */
const MARKING_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//example.invalid/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="/files/blog-images/x.webp" onload="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<body onload="window.__xss=1">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1" id="xss-link">klick</a>',
  '<a href="  JaVaScRiPt:window.__xss=1" id="xss-link2">klick</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1" id="xss-link3">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<p style="background:url(javascript:window.__xss=1)">css</p>',
  '<div style="width: expression(window.__xss=1)">css</div>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<form action="javascript:window.__xss=1"><button id="xss-button">go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<video><source onerror="window.__xss=1"></video>',
  '<p onmouseover="window.__xss=1" id="xss-hover">hover</p>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<![CDATA[<img src=x onerror=window.__xss=1>]]>',
  '<p>broken <b>nesting <i>here</p><img src=x onerror=window.__xss=1',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:/">',
  '<a href="vbscript:msgbox(1)">vb</a>',
] as const;

/**
 * Every payload the backend's tests throw at the sanitiser (they open an alert when they run) and the marking ones,
 * PER_PAGE to a page, so the whole corpus is shown in a few navigations. Those with control characters are never
 * stored (the API refuses them, as the backend's tests show).
 */
const PAYLOADS = [
  ...MARKING_PAYLOADS,
  ...XSS_CORPUS.filter((payload) => !hasControlCharacters(payload, true)),
];
const PER_PAGE = 20;
const CHUNKS = Array.from({ length: Math.ceil(PAYLOADS.length / PER_PAGE) }, (_, i) =>
  PAYLOADS.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
);

test('the whole XSS corpus written through GraphQL opens no dialog and runs no script in Chromium', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await tokenOf(request, 'moderator@example.com');
  const post = await createPost(request, editor, `XSS ${Date.now()}`);
  const full = await gql<{ post: { pages: Array<{ id: string }> } }>(
    request,
    editor,
    'query($b: String!, $s: String!) { post(blog: $b, slug: $s) { pages { id } } }',
    { b: BLOG, s: post.slug },
  );
  const pageIds = [full.post.pages[0]!.id];
  while (pageIds.length < CHUNKS.length) {
    const { addPostPage } = await gql<{ addPostPage: { id: string } }>(
      request,
      editor,
      'mutation($b: String!, $p: ID!) { addPostPage(blog: $b, postId: $p) { id } }',
      { b: BLOG, p: post.id },
    );
    pageIds.push(addPostPage.id);
  }
  for (const [i, chunk] of CHUNKS.entries()) {
    const { updatePostPage } = await gql<{ updatePostPage: { content: string } }>(
      request,
      editor,
      'mutation($b: String!, $p: ID!, $g: ID!, $c: String!) { updatePostPage(blog: $b, postId: $p, pageId: $g, input: { content: $c }) { content } }',
      { b: BLOG, p: post.id, g: pageIds[i], c: `<p>Seite ${i + 1}</p>${chunk.join('<p>next</p>')}` },
    );
    expect(updatePostPage.content, chunk.join('\n')).not.toMatch(
      /<script|<iframe|<object|<embed|<svg|<math|<style|<form|\son\w+=|javascript:|vbscript:|data:|style=/i,
    );
  }
  await gql(
    request,
    editor,
    'mutation($b: String!, $id: ID!) { updatePost(blog: $b, id: $id, input: { active: true }) { id } }',
    {
      b: BLOG,
      id: post.id,
    },
  );

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await loginAs(page, 'user@example.com');
  for (const [i, chunk] of CHUNKS.entries()) {
    await page.goto(`/b/${BLOG}/p/${post.slug}?page=${i + 1}`);
    const region = page.getByRole('region', { name: `Seite ${i + 1} von ${CHUNKS.length}` });
    await expect(region.getByText(`Seite ${i + 1}`, { exact: true })).toBeVisible();
    // what a visitor would do: hover, focus and click what is there
    for (const id of ['xss-hover', 'xss-link', 'xss-link2', 'xss-link3', 'xss-button']) {
      const element = region.locator(`#${id}`);
      if (await element.count()) await element.hover();
    }
    await page.waitForTimeout(50);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      chunk.join('\n'),
    ).toBeUndefined();
    await expect(page).toHaveURL(new RegExp(`/b/${BLOG}/p/${post.slug}`));
  }
  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
});
