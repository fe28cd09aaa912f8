import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestPost, RestPostImage, RestPostPage } from '@portal/contract';
import { hasControlCharacters } from '@portal/contract';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { XSS_CORPUS } from '@portal/fakes/xss';

type Post = RestPost & { id: number; pages: (RestPostPage & { id: number })[] };
type Page = RestPostPage & { id: number };

const BOUNDARY = '----portal-blog-images';
const base = (blog = 'it-stuff') => `/api/blog/${blog}/post`;

/** A multipart body with one file in the field `image`. */
function multipart(filename: string, type: string, content: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 's', 'code', 'pre', 'blockquote']);
for (const tag of ['ul', 'ol', 'li', 'a', 'img', 'hr', 'br']) TAGS.add(tag);
const ATTRIBUTES: Record<string, string[]> = { a: ['href', 'rel'], img: ['src', 'alt'] };
const OWN_IMAGE = /^\/files\/blog-images\/[0-9a-f]{32}(?:-thumb)?\.webp$/;

/**
 * The problems of stored HTML: a tag or attribute off the allow-list, a link to anything but http(s), mailto or a
 * path of the portal, an image from anywhere but the image bag. (The sanitiser's output escapes `<` in text and
 * `"` in attributes, so every tag is a `<…>` here.)
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, close, name, rest] of html.matchAll(/<(\/?)([^\s/>]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    if (!TAGS.has(tag)) problems.push(`tag <${close}${name}>`);
    const attrs = [...rest!.matchAll(/\s([^\s=/]+)="([^"]*)"/g)];
    const leftover = rest!.replace(/\s([^\s=/]+)="([^"]*)"/g, '').replace(/\s*\/?$/, '');
    if (leftover.trim() !== '') problems.push(`attribute text ${leftover} in <${tag}>`);
    for (const [, attr, value] of attrs) {
      if (!(ATTRIBUTES[tag] ?? []).includes(attr!)) problems.push(`attribute ${attr} on <${tag}>`);
      if (attr === 'href' && !/^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i.test(value!) && value!.includes(':')) {
        problems.push(`href ${value}`);
      }
      if (attr === 'src' && !OWN_IMAGE.test(value!)) problems.push(`src ${value}`);
      if (attr === 'rel' && value !== 'noopener noreferrer') problems.push(`rel ${value}`);
    }
  }
  if (/<script|javascript:|vbscript:|data:|on[a-z]+\s*=|expression\(/i.test(html.replace(/>[^<]*</g, '><'))) {
    problems.push('script-like text inside a tag');
  }
  return problems;
}

describe.each(drivers)('blogs (%s)', (driver) => {
  let h: Harness;
  let admin: string;
  let moderator: string;
  let user: string;
  let imageDir: string;

  const create = async (title: string, token = moderator, blog = 'it-stuff') => {
    const res = await h.request({ method: 'POST', url: base(blog), token, body: { title, subtitle: 'Sub' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Post>();
  };
  const update = (id: number, body: object, token = moderator) =>
    h.request({ method: 'PUT', url: `${base()}/${id}`, token, body });
  const updatePage = (postId: number, body: object, token = moderator) =>
    h.request({ method: 'PUT', url: `${base()}/${postId}/pages`, token, body });
  const upload = (postId: number, filename: string, type: string, content: Buffer, token = moderator) =>
    h.app.inject({
      method: 'POST',
      url: `${base()}/${postId}/image-upload`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart(filename, type, content),
    });
  const imageFiles = () => (fs.existsSync(imageDir) ? fs.readdirSync(imageDir).sort() : []);
  const imageRows = async () =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_images')).rows[0]!.n;

  beforeAll(async () => {
    h = await createHarness(driver);
    admin = await h.login('admin@example.com');
    moderator = await h.login('moderator@example.com');
    user = await h.login('user@example.com');
    imageDir = path.join(h.dataDir, 'blog-images');
  });
  afterAll(() => h.close());

  it('seeds the two blogs, named in the language of the request; reading needs a login', async () => {
    const de = await h.request({ url: '/api/blog', token: user });
    expect(de.json()).toEqual([
      { slug: 'my-dogs-and-me', name: 'Meine Hunde und ich' },
      { slug: 'it-stuff', name: 'IT-Kram' },
    ]);
    const en = await h.request({ url: '/api/blog/it-stuff', token: user, lang: 'en' });
    expect(en.json()).toEqual({ slug: 'it-stuff', name: 'IT stuff' });
    expect((await h.request({ url: '/api/blog/nope', token: user })).statusCode).toBe(404);
    expect((await h.request({ url: `${base('nope')}?page=1`, token: user })).statusCode).toBe(404);
    expect((await h.request({ url: '/api/blog' })).statusCode).toBe(401);
    expect((await h.request({ url: base() })).statusCode).toBe(401);
  });

  it('every role reads the blogs and their published posts (the web app shows them to every member)', async () => {
    const live = await create('Für alle');
    expect((await update(live.id, { active: true })).statusCode).toBe(200);
    for (const email of [
      'guest@example.com',
      'iptv@example.com',
      'timetracking@example.com',
      'crypttrack@example.com',
      'toxicidiot@example.com',
    ]) {
      const token = await h.login(email);
      expect((await h.request({ url: '/api/blog', token })).statusCode, email).toBe(200);
      const listed = await h.request({
        url: `${base()}?filter[search]=${encodeURIComponent('Für alle')}`,
        token,
      });
      expect(
        listed.json<{ data: Post[] }>().data.map((p) => p.slug),
        email,
      ).toEqual([live.slug]);
      expect((await h.request({ url: `${base()}/${live.slug}`, token })).statusCode, email).toBe(200);
    }
    // out of the way of the listings below
    expect(
      (await h.request({ method: 'DELETE', url: `${base()}/${live.id}`, token: moderator })).statusCode,
    ).toBe(200);
  });

  it('creates a draft with an empty active page 1 and a slug from the title (umlauts spelt out, unique)', async () => {
    const post = await create('Über Größe & Maß: Äpfel');
    expect(post).toMatchObject({
      slug: 'ueber-groesse-mass-aepfel',
      title: 'Über Größe & Maß: Äpfel',
      subtitle: 'Sub',
      active: false,
      reading_minutes: 1,
      images: [],
      creator: { name: 'Demo Moderator', email: 'moderator@example.com', social_media: {} },
      created_by: await h.userId('moderator@example.com'),
    });
    expect(post.pages).toMatchObject([{ page_number: 1, content: '', active: true, config: {} }]);
    expect((await create('Über Größe & Maß: Äpfel')).slug).toBe('ueber-groesse-mass-aepfel-2');
    expect((await create('!!!')).slug).toBe('post');
    // the same title in the other blog is free there
    expect((await create('Über Größe & Maß: Äpfel', admin, 'my-dogs-and-me')).slug).toBe(
      'ueber-groesse-mass-aepfel',
    );
  });

  it('refuses bad fields with 422 per field, in German first', async () => {
    const res = await h.request({
      method: 'POST',
      url: base(),
      token: moderator,
      body: { title: ' ', subtitle: 5 },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['subtitle', 'title']);
    expect(res.json().errors.title[0]).toContain('Titel');
  });

  it('a USER member reads but gets 403 on every write; drafts and inactive pages only for writers', async () => {
    const draft = await create('Entwurf');
    const live = await create('Veröffentlicht');
    const page2 = (
      await h.request({ method: 'POST', url: `${base()}/${live.id}/pages/add-page`, token: moderator })
    ).json<Page>();
    expect(
      (await updatePage(live.id, { id: page2.id, content: '<p>geheim</p>', active: false })).statusCode,
    ).toBe(200);
    expect((await update(live.id, { active: true })).json()).toMatchObject({ active: true });

    const writes = [
      { method: 'POST' as const, url: base(), body: { title: 'x' } },
      { method: 'PUT' as const, url: `${base()}/${live.id}`, body: { title: 'x' } },
      { method: 'DELETE' as const, url: `${base()}/${live.id}` },
      { method: 'PUT' as const, url: `${base()}/${live.id}/pages`, body: { id: page2.id, content: 'x' } },
      { method: 'POST' as const, url: `${base()}/${live.id}/pages/add-page` },
    ];
    for (const write of writes) {
      expect((await h.request({ ...write, token: user })).statusCode, write.url).toBe(403);
    }
    const image = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect((await upload(live.id, 'a.png', 'image/png', image, user)).statusCode).toBe(403);
    expect(await imageRows()).toBe(0);

    // the member sees the published post without its inactive page, never the draft
    const shown = await h.request({ url: `${base()}/${live.slug}`, token: user });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<Post>().pages.map((p) => p.page_number)).toEqual([1]);
    expect((await h.request({ url: `${base()}/${draft.slug}`, token: user })).statusCode).toBe(404);
    expect((await h.request({ url: `${base()}/${draft.id}/image-bag`, token: user })).statusCode).toBe(404);
    expect((await h.request({ url: `${base()}/${live.id}/image-bag`, token: user })).json()).toEqual([]);
    const listed = await h.request({ url: `${base()}?itemsPerPage=100`, token: user });
    expect(listed.json<{ data: Post[] }>().data.map((p) => p.slug)).toEqual([live.slug]);
    const drafts = await h.request({ url: `${base()}?filter[active]=0`, token: user });
    expect(drafts.json()).toMatchObject({ data: [], total: 0 });

    // writers see both, and the inactive page
    const all = await h.request({ url: `${base()}?itemsPerPage=100&filter[search]=ntwurf`, token: admin });
    expect(all.json<{ data: Post[] }>().data.map((p) => p.slug)).toEqual([draft.slug]);
    const editorView = await h.request({ url: `${base()}/${live.slug}`, token: moderator });
    expect(editorView.json<Post>().pages.map((p) => [p.page_number, p.active])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('lists newest first by default, with order, search and paging', async () => {
    const titles = ['Alpha Liste', 'Beta Liste', 'Gamma Liste'];
    for (const title of titles) {
      h.clock.advance(1000);
      await create(title);
    }
    const newest = await h.request({ url: `${base()}?filter[search]=liste`, token: admin });
    expect(newest.json<{ data: Post[] }>().data.map((p) => p.title)).toEqual([...titles].reverse());
    const paged = await h.request({
      url: `${base()}?filter[search]=LISTE&order[title]=asc&itemsPerPage=2&page=2`,
      token: admin,
    });
    expect(paged.json()).toMatchObject({
      total: 3,
      current_page: 2,
      last_page: 2,
      data: [{ title: 'Gamma Liste' }],
    });
    expect((await h.request({ url: `${base()}?order[deleted_at]=asc`, token: admin })).statusCode).toBe(422);
  });

  it('slugs: a renamed draft moves on, its old slug still finds it; a published post keeps its slug', async () => {
    const post = await create('Erster Titel');
    const renamed = (await update(post.id, { title: 'Zweiter Titel' })).json<Post>();
    expect(renamed.slug).toBe('zweiter-titel');
    const byOld = await h.request({ url: `${base()}/erster-titel`, token: admin });
    expect(byOld.json()).toMatchObject({ id: post.id, slug: 'zweiter-titel' });

    // a slug of another post (current or former) is taken
    const other = await create('Anderer');
    const taken = await update(other.id, { slug: 'erster-titel' });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['slug']);
    expect((await update(other.id, { slug: 'Nicht Gueltig' })).statusCode).toBe(422);
    expect((await update(other.id, { slug: 'eigener-slug' })).json()).toMatchObject({ slug: 'eigener-slug' });
    // its own former slug it may take back
    expect((await update(post.id, { slug: 'erster-titel' })).json()).toMatchObject({ slug: 'erster-titel' });

    await update(post.id, { active: 1 });
    const published = (await update(post.id, { title: 'Dritter Titel', active: false })).json<Post>();
    expect(published).toMatchObject({ slug: 'erster-titel', title: 'Dritter Titel', active: false });
    const refused = await update(post.id, { slug: 'neu' }, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.slug).toEqual([
      'Der Beitrag ist veröffentlicht: Seine Adresse bleibt unverändert.',
    ]);
    expect((await h.request({ url: `${base()}/zweiter-titel`, token: admin })).json()).toMatchObject({
      id: post.id,
    });
  });

  it('clears a subtitle sent empty or null; a title sent empty is refused', async () => {
    const post = await create('Mit Untertitel');
    expect((await update(post.id, { subtitle: 'Sub' })).json()).toMatchObject({ subtitle: 'Sub' });
    expect((await update(post.id, { subtitle: '' })).json()).toMatchObject({ subtitle: '' });
    await update(post.id, { subtitle: 'Sub' });
    expect((await update(post.id, { subtitle: null })).json()).toMatchObject({ subtitle: '' });
    const untitled = await update(post.id, { title: ' ' });
    expect(untitled.statusCode).toBe(422);
    expect(Object.keys(untitled.json().errors)).toEqual(['title']);
  });

  it('deletes softly: the post is gone for everybody but kept with deleted_at', async () => {
    const post = await create('Weg damit');
    const res = await h.request({ method: 'DELETE', url: `${base()}/${post.id}`, token: moderator });
    expect(res.json()).toEqual({ message: 'Der Beitrag wurde gelöscht.' });
    expect((await h.request({ url: `${base()}/${post.slug}`, token: admin })).statusCode).toBe(404);
    expect((await update(post.id, { title: 'x' })).statusCode).toBe(404);
    expect(
      (await h.request({ method: 'DELETE', url: `${base()}/${post.id}`, token: admin })).statusCode,
    ).toBe(404);
    const { rows } = await h.db.query<{ deleted_at: Date | null }>(
      'SELECT deleted_at FROM blog_posts WHERE id = $1',
      [post.id],
    );
    expect(rows[0]!.deleted_at).toBeInstanceOf(Date);
    // a post of another blog is not found through this one
    const dogs = await create('Hund', moderator, 'my-dogs-and-me');
    expect((await update(dogs.id, { title: 'x' })).statusCode).toBe(404);
  });

  it('pages: added after the last, updated one at a time; reading minutes count the active pages', async () => {
    const post = await create('Lesezeit');
    const added = await h.request({
      method: 'POST',
      url: `${base()}/${post.id}/pages/add-page`,
      token: moderator,
    });
    expect(added.statusCode).toBe(201);
    const page2 = added.json<Page>();
    expect(page2).toMatchObject({ page_number: 2, content: '', active: true });
    const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `wort${i}`).join(' ')}</p>`;
    await updatePage(post.id, { id: post.pages[0]!.id, content: words(300) });
    const saved = await updatePage(post.id, {
      id: page2.id,
      content: words(200),
      config: { layout: 'wide' },
    });
    expect(saved.json()).toMatchObject({ config: { layout: 'wide' }, active: true });
    const shown = (await h.request({ url: `${base()}/${post.slug}`, token: admin })).json<Post>();
    expect(shown.reading_minutes).toBe(3);
    await updatePage(post.id, { id: page2.id, active: '0' });
    expect((await h.request({ url: `${base()}/${post.slug}`, token: admin })).json()).toMatchObject({
      reading_minutes: 2,
    });
    // a page of another post is none of this one
    const other = await create('Andere Seiten');
    const wrong = await updatePage(other.id, { id: page2.id, content: 'x' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.id).toEqual(['Der Beitrag hat keine solche Seite.']);
  });

  it('keeps what the editor writes, links get rel="noopener noreferrer"', async () => {
    const post = await create('Editor');
    const image = `/files/blog-images/${'a'.repeat(32)}.webp`;
    const html =
      '<h1>H1</h1><h2>H2</h2><h3>H3</h3><h4>H4</h4><p><strong>fett</strong> <em>kursiv</em> <s>durch</s> ' +
      '<code>code</code><br /><a href="https://example.com/a?b=1&amp;c=2">Link</a> <a href="/b/it-stuff/p">intern</a> ' +
      '<a href="mailto:a@example.com">Mail</a></p><pre><code>if (a &lt; b) {}</code></pre>' +
      '<blockquote><p>Zitat</p></blockquote><ul><li><p>eins</p></li></ul><ol><li><p>zwei</p></li></ol>' +
      `<p><img src="${image}" alt="Hund" /></p><hr />`;
    const res = await updatePage(post.id, { id: post.pages[0]!.id, content: html });
    expect(res.json<Page>().content).toBe(
      html.replace(/<a href="([^"]*)">/g, '<a href="$1" rel="noopener noreferrer">'),
    );
  });

  it('stores none of the XSS corpus: every payload sanitised on the way in', async () => {
    const post = await create('XSS');
    const pageId = post.pages[0]!.id;
    // the check itself finds what it looks for
    expect(unsafeParts('<p onclick="x">a</p><script>1</script><img src="data:x">')).toEqual([
      'attribute onclick on <p>',
      'tag <script>',
      'tag </script>',
      'src data:x',
      'script-like text inside a tag',
    ]);
    for (const payload of XSS_CORPUS) {
      const res = await updatePage(post.id, { id: pageId, content: `<p>vorher</p>${payload}<p>nachher</p>` });
      // control characters (but newline and tab) are refused before the sanitiser sees them
      if (hasControlCharacters(payload, true)) {
        expect([payload, res.statusCode]).toEqual([payload, 422]);
        continue;
      }
      expect(res.statusCode, payload).toBe(200);
      const { rows } = await h.db.query<{ content: string }>('SELECT content FROM blog_pages WHERE id = $1', [
        pageId,
      ]);
      const stored = rows[0]!.content;
      expect(res.json<Page>().content).toBe(stored);
      expect([payload, unsafeParts(stored)]).toEqual([payload, []]);
      expect(stored, payload).toMatch(/^<p>vorher<\/p>/);
    }
  });

  it('creator card: only http(s) social links', async () => {
    const userId = await h.userId('moderator@example.com');
    await h.db.query(
      `INSERT INTO user_data (user_id, data) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET data = excluded.data`,
      [
        userId,
        JSON.stringify({
          social_media: {
            mastodon: 'https://social.example/@mod',
            web: 'http://mod.example',
            evil: 'javascript:alert(1)',
            data: 'data:text/html,<script>alert(1)</script>',
            broken: 'not a url',
            number: 5,
          },
        }),
      ],
    );
    const post = await create('Karte');
    expect(post.creator?.social_media).toEqual({
      mastodon: 'https://social.example/@mod',
      web: 'http://mod.example',
    });
  });

  describe('images', () => {
    let post: Post;
    beforeAll(async () => {
      post = await create('Bilder');
    });

    it('stores a JPEG as a WebP web variant (1600 px) and thumbnail (320 px), served without login', async () => {
      const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366aa' } })
        .jpeg()
        .toBuffer();
      const res = await upload(post.id, 'C:\\Fotos\\hund.jpg', 'image/jpeg', jpeg);
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json<RestPostImage>();
      expect(image.name).toBe('hund.jpg');
      expect(image.filename).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(image.image_url).toBe(`/files/blog-images/${image.filename}`);
      expect(image.thumbnail_url).toBe(
        `/files/blog-images/${image.filename.replace('.webp', '-thumb.webp')}`,
      );

      const file = await h.request({ url: `/api/blog-images/${image.filename}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${image.filename}"`);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 1600,
        height: 800,
      });
      const thumb = await h.request({
        url: `/api/blog-images/${image.filename.replace('.webp', '-thumb.webp')}`,
      });
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
      expect((await h.request({ url: `/api/blog-images/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
      expect((await h.request({ url: '/api/blog-images/..%2Fportal-secret' })).statusCode).toBe(404);

      const bag = await h.request({ url: `${base()}/${post.id}/image-bag`, token: admin });
      expect(bag.json()).toEqual([image]);
      // small images are not enlarged; GIFs are taken too
      const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'green' } })
        .gif()
        .toBuffer();
      const small = await upload(post.id, 'klein.gif', 'image/gif', gif);
      expect(small.statusCode, small.body).toBe(201);
      const smallFile = await h.request({
        url: small.json<RestPostImage>().image_url.replace('/files/', '/api/'),
      });
      expect(await sharp(smallFile.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
    });

    it('refuses bad images with clear messages and leaves nothing behind', async () => {
      const filesBefore = imageFiles();
      const rowsBefore = await imageRows();
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: 'blue' } })
        .jpeg()
        .toBuffer();
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
          '<rect width="10" height="10"/></svg>',
      );
      const cases = [
        {
          name: 'shell.png',
          type: 'image/png',
          content: Buffer.from('<?php system($_GET["c"]); ?>'),
          status: 422,
          message:
            'Bild muss ein JPEG-, PNG-, WebP- oder GIF-Bild sein (SVG und andere Dateien werden abgelehnt).',
        },
        {
          name: 'kaputt.jpg',
          type: 'image/jpeg',
          content: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
          status: 422,
          message: 'Bild ist beschädigt oder unvollständig und kann nicht als Bild gelesen werden.',
        },
        {
          name: 'bild.svg',
          type: 'image/svg+xml',
          content: svg,
          status: 422,
          message:
            'Bild muss ein JPEG-, PNG-, WebP- oder GIF-Bild sein (SVG und andere Dateien werden abgelehnt).',
        },
        {
          name: 'riesig.jpg',
          type: 'image/jpeg',
          content: Buffer.concat([jpeg, Buffer.alloc(50 * 1024 * 1024)]),
          status: 413,
          message: 'Die Datei darf maximal 10240 Kilobytes groß sein.',
        },
      ];
      for (const c of cases) {
        const res = await upload(post.id, c.name, c.type, c.content);
        expect([c.name, res.statusCode], res.body).toEqual([c.name, c.status]);
        expect(res.json().message, c.name).toBe(c.message);
        if (c.status === 422) expect(res.json().errors.image, c.name).toEqual([c.message]);
      }
      expect(imageFiles()).toEqual(filesBefore);
      expect(await imageRows()).toBe(rowsBefore);
      expect(fs.readdirSync(h.app.uploads.dir)).toEqual([]);
      // English on request
      const english = await h.app.inject({
        method: 'POST',
        url: `${base()}/${post.id}/image-upload`,
        headers: {
          authorization: `Bearer ${moderator}`,
          'accept-language': 'en',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: multipart('bild.svg', 'image/svg+xml', svg),
      });
      expect(english.json().message).toBe(
        'The image must be a JPEG, PNG, WebP or GIF image (SVG and other files are refused).',
      );
    });

    it('needs a writer, an existing live post and the field `image`', async () => {
      const png = await sharp({ create: { width: 5, height: 5, channels: 3, background: 'red' } })
        .png()
        .toBuffer();
      expect((await upload(999_999, 'a.png', 'image/png', png)).statusCode).toBe(404);
      const wrongField = await h.app.inject({
        method: 'POST',
        url: `${base()}/${post.id}/image-upload`,
        headers: {
          authorization: `Bearer ${moderator}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: multipart('a.png', 'image/png', png)
          .toString('latin1')
          .replace('name="image"', 'name="file"'),
      });
      expect(wrongField.statusCode).toBe(422);
      expect(fs.readdirSync(h.app.uploads.dir)).toEqual([]);
    });
  });
});
