import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql } from '../../test/graphql.js';

/**
 * Blogs against the real backend (child process, demo data): a moderator writes a post with pages and an uploaded
 * image, a member reads it once it is published, HTML arrives sanitised, bad files are refused, the image is served
 * without login, and a member without the roles cannot write through GraphQL or the upload route.
 */

const PASSWORD = 'portal-demo';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let backend: TestBackend;
let gateway: RunningGateway;
let moderator: string;
let member: string;

async function login(email: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { variables: { email, password: PASSWORD } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

/** One operation; fails the test on errors. */
async function run<T = Record<string, unknown>>(
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await gql<T>(gateway.url, query, { token, language: 'en', variables });
  if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data!;
}

const BOUNDARY = 'blog-int-boundary';
async function upload(token: string, post: string, filename: string, content: Buffer | string) {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await fetch(`${gateway.url}/files/blogs/${post}/images`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'de',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface PostResult {
  id: string;
  slug: string;
  active: boolean;
  creator: { name: string } | null;
  pages: Array<{ id: string; pageNumber: number; content: string; active: boolean }>;
  images: Array<{ imageUrl: string }>;
  readingMinutes: number;
}
const POST =
  'id slug active creator { name } pages { id pageNumber content active } images { imageUrl } readingMinutes';

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url } });
  [moderator, member] = await Promise.all([login('moderator@example.com'), login('user@example.com')]);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await backend?.stop();
});

describe('blog (real backend)', () => {
  it('names the seeded blogs in the caller’s language; an unknown blog is null', async () => {
    const de = await gql(gateway.url, '{ blogs { slug name } nope: blog(slug: "nope") { slug } }', {
      token: member,
      language: 'de',
    });
    expect(de.data).toEqual({
      blogs: expect.arrayContaining([
        { slug: 'my-dogs-and-me', name: 'Meine Hunde und ich' },
        { slug: 'it-stuff', name: 'IT-Kram' },
      ]),
      nope: null,
    });
    expect(await run(member, '{ blog(slug: "it-stuff") { name } }')).toEqual({ blog: { name: 'IT stuff' } });
  });

  it('a moderator writes a post with pages and an image; a member reads it only once published', async () => {
    const { createPost: created } = await run<{ createPost: PostResult }>(
      moderator,
      `mutation { createPost(blog: "it-stuff", input: { title: "Über Hunde", subtitle: "Erste Schritte" }) { ${POST} } }`,
    );
    expect(created).toMatchObject({
      slug: 'ueber-hunde',
      active: false,
      creator: { name: 'Demo Moderator' },
      pages: [{ pageNumber: 1, content: '', active: true }],
      readingMinutes: 1,
    });
    const { id } = created;
    const find = `{ post(blog: "it-stuff", slug: "ueber-hunde") { ${POST} } }`;
    expect(await run(member, find)).toEqual({ post: null });

    const { addPostPage: second } = await run<{ addPostPage: { id: string; pageNumber: number } }>(
      moderator,
      `mutation { addPostPage(blog: "it-stuff", postId: ${id}) { id pageNumber } }`,
    );
    expect(second.pageNumber).toBe(2);
    const dirty =
      '<p onclick="alert(1)">Hallo <strong>Welt</strong><script>alert(2)</script></p>' +
      '<a href="javascript:alert(3)">x</a><img src="https://evil.example/x.png" onerror="alert(4)">';
    const { updatePostPage: saved } = await run<{ updatePostPage: { content: string } }>(
      moderator,
      'mutation($pageId: ID!, $content: String!) { updatePostPage(blog: "it-stuff", postId: ' +
        `${id}, pageId: $pageId, input: { content: $content }) { content } }`,
      { pageId: second.id, content: dirty },
    );
    expect(saved.content).toContain('<strong>Welt</strong>');
    expect(saved.content).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);

    const uploaded = await upload(moderator, `it-stuff/posts/${id}`, 'pixel.png', PNG);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      name: 'pixel.png',
      imageUrl: expect.stringMatching(/^\/files\/blog-images\//),
    });
    const file = await fetch(`${gateway.url}${String(uploaded.body.imageUrl)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const thumb = await fetch(`${gateway.url}${String(uploaded.body.thumbnailUrl)}`);
    expect(thumb.status).toBe(200);

    await run(
      moderator,
      `mutation { updatePost(blog: "it-stuff", id: ${id}, input: { active: true }) { id } }`,
    );
    const { post } = await run<{ post: PostResult }>(member, find);
    expect(post).toMatchObject({ id, active: true, images: [{ imageUrl: uploaded.body.imageUrl }] });
    expect(post.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    // An inactive page is a draft: the writers' only.
    await run(
      moderator,
      `mutation { updatePostPage(blog: "it-stuff", postId: ${id}, pageId: ${second.id}, input: { active: false }) { id } }`,
    );
    const pageNumbers = async (token: string) =>
      (await run<{ post: PostResult }>(token, find)).post.pages.map((page) => page.pageNumber);
    expect(await pageNumbers(member)).toEqual([1]);
    expect(await pageNumbers(moderator)).toEqual([1, 2]);
    const { postImages } = await run<{ postImages: unknown[] }>(
      member,
      `{ postImages(blog: "it-stuff", postId: ${id}) { imageUrl } }`,
    );
    expect(postImages).toEqual([{ imageUrl: uploaded.body.imageUrl }]);
    const { posts } = await run<{ posts: { items: Array<{ id: string }> } }>(
      member,
      '{ posts(blog: "it-stuff", orderBy: CREATED_AT, direction: DESC, filter: { search: "hunde" }) { items { id } } }',
    );
    expect(posts.items.map((item) => item.id)).toContain(id);

    // Published: a new title keeps the slug; a slug change is a field error.
    await run(
      moderator,
      `mutation { updatePost(blog: "it-stuff", id: ${id}, input: { title: "Über Katzen" }) { id } }`,
    );
    expect(await run(member, '{ post(blog: "it-stuff", slug: "ueber-hunde") { slug } }')).toEqual({
      post: { slug: 'ueber-hunde' },
    });
    const renamed = await gql(
      gateway.url,
      `mutation { updatePost(blog: "it-stuff", id: ${id}, input: { slug: "neu" }) { id } }`,
      { token: moderator },
    );
    expect(codesOf(renamed)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(renamed.errors![0]!.extensions!.fieldErrors as object)).toEqual(['slug']);

    await run(moderator, `mutation { deletePost(blog: "it-stuff", id: ${id}) }`);
    expect(await run(member, find)).toEqual({ post: null });
  });

  it('refuses bad files with clear messages and writers’ fields to other members', async () => {
    const { createPost } = await run<{ createPost: { id: string } }>(
      moderator,
      'mutation { createPost(blog: "my-dogs-and-me", input: { title: "Bilder" }) { id } }',
    );
    const target = `my-dogs-and-me/posts/${createPost.id}`;
    const svg = await upload(
      moderator,
      target,
      'x.png',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    const php = await upload(moderator, target, 'shell.png', '<?php system($_GET["c"]); ?>');
    for (const refused of [svg, php]) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body).toMatchObject({
        message: expect.any(String),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await upload(member, target, 'pixel.png', PNG)).status).toBe(403);
    // Nothing refused is left in the bag; a draft's bag is the writers' only.
    const bag = `{ postImages(blog: "my-dogs-and-me", postId: ${createPost.id}) { name } }`;
    expect(await run(moderator, bag)).toEqual({ postImages: [] });
    expect(codesOf(await gql(gateway.url, bag, { token: member }))).toEqual(['NOT_FOUND']);

    for (const query of [
      'mutation { createPost(blog: "it-stuff", input: { title: "Nein" }) { id } }',
      `mutation { updatePost(blog: "my-dogs-and-me", id: ${createPost.id}, input: { active: true }) { id } }`,
      `mutation { addPostPage(blog: "my-dogs-and-me", postId: ${createPost.id}) { id } }`,
      `mutation { deletePost(blog: "my-dogs-and-me", id: ${createPost.id}) }`,
    ]) {
      expect(codesOf(await gql(gateway.url, query, { token: member })), query).toEqual(['FORBIDDEN']);
    }
  });

  it('a blog named with NUL or half a surrogate pair is unknown in every operation, never a server error', async () => {
    const operations = [
      'query($b: String!) { blog(slug: $b) { slug } }',
      'query($b: String!) { posts(blog: $b) { items { id } } }',
      'query($b: String!) { post(blog: $b, slug: "x") { id } }',
      'query($b: String!) { postImages(blog: $b, postId: 1) { name } }',
      'mutation($b: String!) { createPost(blog: $b, input: { title: "T" }) { id } }',
      'mutation($b: String!) { updatePost(blog: $b, id: 1, input: { title: "T" }) { id } }',
      'mutation($b: String!) { deletePost(blog: $b, id: 1) }',
      'mutation($b: String!) { addPostPage(blog: $b, postId: 1) { id } }',
      'mutation($b: String!) { updatePostPage(blog: $b, postId: 1, pageId: 1, input: { content: "x" }) { id } }',
    ];
    for (const blog of ['a\u0000b', 'a\ud800b']) {
      for (const query of operations) {
        const result = await gql(gateway.url, query, {
          token: moderator,
          language: 'de',
          variables: { b: blog },
        });
        const what = `${JSON.stringify(blog)} ${query}: ${JSON.stringify(result)}`;
        expect(result.status, what).toBe(200);
        if (result.errors) {
          expect(result.errors, what).toEqual([
            expect.objectContaining({ message: 'Nicht gefunden.', extensions: { code: 'NOT_FOUND' } }),
          ]);
        } else {
          expect(Object.values(result.data ?? {}), what).toEqual([null]); // blog, post: null when unknown
        }
      }
    }

    const half = await gql(
      gateway.url,
      'mutation($t: String!) { createPost(blog: "it-stuff", input: { title: $t }) { id } }',
      { token: moderator, language: 'en', variables: { t: 'half \ud83d' } },
    );
    expect(half.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { title: [expect.stringContaining('an incomplete Unicode character')] },
    });
  });
});
