import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { codesOf, gql } from '../../test/graphql.js';

/**
 * The blog module against a recording stub backend: what each GraphQL field asks the backend and how the answer is
 * shaped, the roles, error mapping (404 → null or NOT_FOUND, 422 with the GraphQL field names), the image upload
 * route and the public image route with its headers. The real backend's behaviour is blog.int.test.ts's.
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  language?: string;
  contentType?: string;
  body: string;
}

/** token → roles. */
const MEMBERS: Record<string, string[]> = {
  reader: ['USER'],
  editor: ['MODERATOR'],
  admin: ['ADMIN'],
};
const FILE = `${'ab'.repeat(16)}.webp`;
const IMAGE_BYTES = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake', 'latin1');
const LIMIT = 2048;

const page = (id: number, number: number, content = '<p>Hallo</p>') => ({
  id,
  post_id: 7,
  page_number: number,
  content,
  active: true,
  config: { layout: 'wide' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
});

const image = {
  name: 'dog.jpg',
  filename: FILE,
  image_url: `/files/blog-images/${FILE}`,
  thumbnail_url: `/files/blog-images/${FILE.replace('.webp', '-thumb.webp')}`,
  created_at: '2026-01-01T00:00:00.000Z',
};

const post = (changes: Record<string, unknown> = {}) => ({
  id: 7,
  slug: 'hallo-welt',
  title: 'Hallo Welt',
  subtitle: 'Ein Anfang',
  active: true,
  blog_id: 2,
  creator: {
    name: 'Eddie',
    email: 'eddie@example.com',
    social_media: { github: 'https://github.com/eddie' },
  },
  created_by: 3,
  updated_by: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  pages: [page(70, 1)],
  images: [image],
  reading_minutes: 2,
  ...changes,
});

/** A 422 as the portal backend sends it, with its translations. */
const invalid = (key: string, de: string, en: string) => ({
  message: en,
  errors: { [key]: [en] },
  translations: {
    de: { message: de, errors: { [key]: [de] } },
    en: { message: en, errors: { [key]: [en] } },
  },
});

type Answer = [status: number, json: unknown];

/** The stand-in's `/api/blog...` routes (`path` without the query). */
function answer(seen: Seen, path: string, language: string): Answer {
  const json = (seen.contentType === 'application/json' ? JSON.parse(seen.body) : {}) as Record<
    string,
    unknown
  >;
  switch (`${seen.method} ${path}`) {
    case 'GET /api/blog':
      return [200, [{ slug: 'it-stuff', name: language === 'de' ? 'IT-Kram' : 'IT stuff' }]];
    case 'GET /api/blog/it-stuff':
      return [200, { slug: 'it-stuff', name: 'IT stuff' }];
    case 'GET /api/blog/it-stuff/post':
      return [200, { data: [post()], current_page: 2, last_page: 3, per_page: 1, total: 3 }];
    case 'GET /api/blog/it-stuff/post/hallo-welt':
      return [200, post({ creator: null, created_by: null, updated_by: null })];
    case 'GET /api/blog/it-stuff/post/broken':
      return [500, { message: 'Server Error' }];
    case 'POST /api/blog/it-stuff/post':
      return json.title === 'x'
        ? [422, invalid('title', 'Der Titel ist zu kurz.', 'The title is too short.')]
        : [201, post({ title: json.title, subtitle: json.subtitle ?? '', active: false })];
    case 'PUT /api/blog/it-stuff/post/7':
      return json.slug === 'taken'
        ? [422, invalid('slug', 'Der Slug ist vergeben.', 'The slug is taken.')]
        : [200, post(json)];
    case 'DELETE /api/blog/it-stuff/post/7':
      return [200, { message: 'Deleted.' }];
    case 'POST /api/blog/it-stuff/post/7/pages/add-page':
      return [201, page(71, 2, '')];
    case 'PUT /api/blog/it-stuff/post/7/pages':
      return json.id === '99'
        ? [422, invalid('id', 'Die Seite gibt es nicht.', 'No such page.')]
        : [200, { ...page(Number(json.id), 1, String(json.content)), active: json.active ?? true }];
    case 'GET /api/blog/it-stuff/post/7/image-bag':
      return [200, [image]];
    case 'POST /api/blog/it-stuff/post/7/image-upload':
      if (seen.authorization === 'Bearer reader') return [403, { message: 'Keine Berechtigung.' }];
      return seen.body.includes('<svg')
        ? [422, invalid('image', 'Nur JPEG, PNG, WebP oder GIF.', 'Only JPEG, PNG, WebP or GIF.')]
        : [201, image];
    default:
      return [404, { message: 'Not found.' }];
  }
}

let seen: Seen[] = [];
let stub: Server;
let gateway: RunningGateway;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += (chunk as Buffer).toString('latin1');
  return text;
}

beforeAll(async () => {
  stub = createServer((request, response) => {
    void (async () => {
      const url = decodeURIComponent(request.url ?? '');
      const path = url.split('?')[0]!;
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
      if (path === '/api/user') {
        const roles = MEMBERS[token];
        if (!roles) return send(401, { message: 'Unauthenticated.' });
        return send(200, {
          id: 1,
          name: 'Member',
          email: 'm@example.com',
          active: true,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
          roles: roles.map((name, i) => ({ id: i + 1, name })),
        });
      }
      const entry: Seen = {
        method: request.method ?? '',
        url,
        authorization: request.headers.authorization,
        language: request.headers['accept-language'],
        contentType: request.headers['content-type'],
        body: await readBody(request),
      };
      seen.push(entry);
      if (path.startsWith('/api/blog-images/')) {
        if (path !== `/api/blog-images/${FILE}`) return send(404, { message: 'Not found.' });
        response.writeHead(200, {
          'content-type': 'image/webp',
          'content-length': IMAGE_BYTES.length,
          'cache-control': 'no-cache',
          'x-internal': 'not for browsers',
        });
        return response.end(IMAGE_BYTES);
      }
      const [status, json] = answer(entry, path, entry.language ?? 'de');
      return send(status, json);
    })();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${port}` },
    blogMaxImageBytes: LIMIT,
  });
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const calls = () => seen.map((s) => `${s.method} ${s.url}`);
const as = (token: string, query: string, variables?: Record<string, unknown>) =>
  gql(gateway.url, query, { token, language: 'en', variables });

const POST_FIELDS = `id slug title subtitle active creator { name email socialMedia { network url } }
  createdBy updatedBy createdAt updatedAt pages { id pageNumber content active createdAt config }
  images { name filename imageUrl thumbnailUrl } readingMinutes`;

const mappedImage = {
  name: 'dog.jpg',
  filename: FILE,
  imageUrl: `/files/blog-images/${FILE}`,
  thumbnailUrl: `/files/blog-images/${FILE.replace('.webp', '-thumb.webp')}`,
};

const mappedPost = {
  id: '7',
  slug: 'hallo-welt',
  title: 'Hallo Welt',
  subtitle: 'Ein Anfang',
  active: true,
  creator: {
    name: 'Eddie',
    email: 'eddie@example.com',
    socialMedia: [{ network: 'github', url: 'https://github.com/eddie' }],
  },
  createdBy: '3',
  updatedBy: '4',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  pages: [
    {
      id: '70',
      pageNumber: 1,
      content: '<p>Hallo</p>',
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      config: '{"layout":"wide"}',
    },
  ],
  images: [mappedImage],
  readingMinutes: 2,
};

describe('blog: queries', () => {
  it('answers the blogs in the caller’s language and a blog by slug (unknown: null)', async () => {
    const de = await gql(gateway.url, '{ blogs { slug name } }', { token: 'reader', language: 'de' });
    expect(de.data).toEqual({ blogs: [{ slug: 'it-stuff', name: 'IT-Kram' }] });
    expect(seen[0]).toMatchObject({ url: '/api/blog', authorization: 'Bearer reader', language: 'de' });
    const one = await as(
      'reader',
      '{ a: blog(slug: "it-stuff") { slug name } b: blog(slug: "nope") { slug } }',
    );
    expect(one.errors).toBeUndefined();
    expect(one.data).toEqual({ a: { slug: 'it-stuff', name: 'IT stuff' }, b: null });
  });

  it('pages, sorts and filters the posts in one call and maps every field', async () => {
    const result = await as(
      'reader',
      `{ posts(blog: "it-stuff", page: 2, perPage: 1, orderBy: CREATED_AT, direction: DESC,
          filter: { search: "hallo", active: true }) {
        items { ${POST_FIELDS} } pageInfo { currentPage lastPage perPage total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      posts: { items: [mappedPost], pageInfo: { currentPage: 2, lastPage: 3, perPage: 1, total: 3 } },
    });
    expect(calls()).toEqual([
      'GET /api/blog/it-stuff/post?page=2&itemsPerPage=1&order[created_at]=desc&filter[search]=hallo&filter[active]=1',
    ]);

    seen = [];
    const drafts = await as(
      'editor',
      '{ posts(blog: "it-stuff", filter: { search: "", active: false }) { pageInfo { total } } }',
    );
    expect(drafts.errors).toBeUndefined();
    expect(calls()).toEqual(['GET /api/blog/it-stuff/post?filter[active]=0']);
  });

  it('refuses a sort PostOrderField lacks without asking', async () => {
    const result = await as('reader', '{ posts(blog: "it-stuff", orderBy: CREATOR) { pageInfo { total } } }');
    expect(codesOf(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(result.errors![0]!.message).toContain('"CREATOR" does not exist in "PostOrderField"');
    expect(calls()).toEqual([]);
  });

  it('answers a post by slug (a deleted creator: nulls), an unknown one as null, a server error as an error', async () => {
    const result = await as(
      'reader',
      `{ a: post(blog: "it-stuff", slug: "hallo-welt") { ${POST_FIELDS} } b: post(blog: "it-stuff", slug: "nope") { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      a: { ...mappedPost, creator: null, createdBy: null, updatedBy: null },
      b: null,
    });
    const broken = await as('reader', '{ post(blog: "it-stuff", slug: "broken") { id } }');
    expect(codesOf(broken)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(broken.data).toEqual({ post: null });
  });

  it('answers the image bag; an unknown blog is NOT_FOUND', async () => {
    const bag = await as(
      'reader',
      '{ postImages(blog: "it-stuff", postId: 7) { name filename imageUrl thumbnailUrl } }',
    );
    expect(bag.data).toEqual({ postImages: [mappedImage] });
    expect(calls()).toEqual(['GET /api/blog/it-stuff/post/7/image-bag']);
    const unknown = await as('reader', '{ posts(blog: "nope") { pageInfo { total } } }');
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });
});

describe('blog: mutations', () => {
  it('creates a post (subtitle only when given) and maps a 422 to the input’s field', async () => {
    const created = await as(
      'editor',
      'mutation { createPost(blog: "it-stuff", input: { title: "Neu" }) { id title subtitle active } }',
    );
    expect(created.data).toEqual({ createPost: { id: '7', title: 'Neu', subtitle: '', active: false } });
    expect(seen.map((s) => [s.method, s.url, JSON.parse(s.body)])).toEqual([
      ['POST', '/api/blog/it-stuff/post', { title: 'Neu' }],
    ]);

    const refused = await gql(
      gateway.url,
      'mutation { createPost(blog: "it-stuff", input: { title: "x", subtitle: "s" }) { id } }',
      { token: 'admin', language: 'de' },
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors![0]).toMatchObject({
      message: 'The title is too short.',
      extensions: {
        fieldErrors: { title: ['The title is too short.'] },
        translations: {
          de: { message: 'Der Titel ist zu kurz.', fieldErrors: { title: ['Der Titel ist zu kurz.'] } },
        },
      },
    });
    expect(JSON.parse(seen[1]!.body)).toEqual({ title: 'x', subtitle: 's' });
  });

  it('updates only the given fields of a post, and deletes one', async () => {
    const updated = await as(
      'editor',
      'mutation { updatePost(blog: "it-stuff", id: 7, input: { title: "Anders", subtitle: null, active: false }) { title active } }',
    );
    expect(updated.data).toEqual({ updatePost: { title: 'Anders', active: false } });
    expect(JSON.parse(seen[0]!.body)).toEqual({ title: 'Anders', active: false });

    const taken = await as(
      'editor',
      'mutation { updatePost(blog: "it-stuff", id: 7, input: { slug: "taken" }) { id } }',
    );
    expect(taken.errors![0]!.extensions!.fieldErrors).toEqual({ slug: ['The slug is taken.'] });

    const deleted = await as('admin', 'mutation { deletePost(blog: "it-stuff", id: 7) }');
    expect(deleted.data).toEqual({ deletePost: true });
    const gone = await as('admin', 'mutation { deletePost(blog: "it-stuff", id: 99) }');
    expect(codesOf(gone)).toEqual(['NOT_FOUND']);
    expect(calls()).toEqual([
      'PUT /api/blog/it-stuff/post/7',
      'PUT /api/blog/it-stuff/post/7',
      'DELETE /api/blog/it-stuff/post/7',
      'DELETE /api/blog/it-stuff/post/99',
    ]);
  });

  it('adds a page (the new page) and updates one; a wrong page is a field error on pageId', async () => {
    const added = await as(
      'editor',
      'mutation { addPostPage(blog: "it-stuff", postId: 7) { id pageNumber content active config } }',
    );
    expect(added.data).toEqual({
      addPostPage: { id: '71', pageNumber: 2, content: '', active: true, config: '{"layout":"wide"}' },
    });
    const saved = await as(
      'editor',
      'mutation { updatePostPage(blog: "it-stuff", postId: 7, pageId: 70, input: { content: "<p>Neu</p>", active: false }) { id content active } }',
    );
    expect(saved.data).toEqual({ updatePostPage: { id: '70', content: '<p>Neu</p>', active: false } });
    expect(JSON.parse(seen[1]!.body)).toEqual({ id: '70', content: '<p>Neu</p>', active: false });

    const wrong = await as(
      'editor',
      'mutation { updatePostPage(blog: "it-stuff", postId: 7, pageId: 99, input: {}) { id } }',
    );
    expect(wrong.errors![0]!.extensions!.fieldErrors).toEqual({ pageId: ['No such page.'] });
    expect(JSON.parse(seen[2]!.body)).toEqual({ id: '99' });
  });
});

describe('blog: roles', () => {
  const reads = [
    '{ blogs { slug } }',
    '{ blog(slug: "it-stuff") { slug } }',
    '{ posts(blog: "it-stuff") { pageInfo { total } } }',
    '{ post(blog: "it-stuff", slug: "hallo-welt") { id } }',
    '{ postImages(blog: "it-stuff", postId: 7) { name } }',
  ];
  const writes = [
    'mutation { createPost(blog: "it-stuff", input: { title: "Neu" }) { id } }',
    'mutation { updatePost(blog: "it-stuff", id: 7, input: {}) { id } }',
    'mutation { deletePost(blog: "it-stuff", id: 7) }',
    'mutation { addPostPage(blog: "it-stuff", postId: 7) { id } }',
    'mutation { updatePostPage(blog: "it-stuff", postId: 7, pageId: 70, input: {}) { id } }',
  ];

  it('lets every member read and nobody without a login', async () => {
    for (const query of reads) {
      expect((await as('reader', query)).errors, query).toBeUndefined();
      expect(codesOf(await gql(gateway.url, query)), query).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('lets ADMIN and MODERATOR write; a member without them is FORBIDDEN and nothing is sent', async () => {
    for (const query of writes) {
      expect((await as('editor', query)).errors, query).toBeUndefined();
      expect((await as('admin', query)).errors, query).toBeUndefined();
      seen = [];
      expect(codesOf(await as('reader', query)), query).toEqual(['FORBIDDEN']);
      expect(calls(), query).toEqual([]);
    }
  });
});

const BOUNDARY = 'blog-test-boundary';
const multipart = (filename: string, content: Buffer | string): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

async function upload(token: string | null, body: Buffer, path = '/files/blogs/it-stuff/posts/7/images') {
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'accept-language': 'de',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${gateway.url}${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('blog: image upload route', () => {
  it('streams the multipart body to the backend unchanged and answers the new image', async () => {
    const body = multipart('dog.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const answer = await upload('editor', body);
    expect(answer).toEqual({ status: 201, body: mappedImage });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/blog/it-stuff/post/7/image-upload',
        authorization: 'Bearer editor',
        language: 'de',
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: body.toString('latin1'),
      }),
    ]);
  });

  it('passes a refused file on with its status and localised message', async () => {
    const svg = await upload('editor', multipart('x.png', '<svg onload="alert(1)"></svg>'));
    expect(svg.status).toBe(422);
    expect(svg.body).toMatchObject({
      message: 'Only JPEG, PNG, WebP or GIF.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { image: ['Only JPEG, PNG, WebP or GIF.'] } },
    });
    const reader = await upload('reader', multipart('dog.jpg', 'jpeg'));
    expect(reader).toMatchObject({ status: 403, body: { extensions: { code: 'FORBIDDEN' } } });
  });

  it('refuses a body over the limit, a missing login and a non-numeric post before asking the backend', async () => {
    const big = await upload('editor', multipart('big.jpg', Buffer.alloc(LIMIT)));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: LIMIT } });
    expect((await upload(null, multipart('dog.jpg', 'jpeg'))).status).toBe(401);
    expect(
      (await upload('editor', multipart('dog.jpg', 'jpeg'), '/files/blogs/it-stuff/posts/x/images')).status,
    ).toBe(404);
    expect(seen).toEqual([]);
  });
});

describe('blog: image files', () => {
  it('serves a file without login: its type, nosniff, a year of immutable caching, no backend extras', async () => {
    const response = await fetch(`${gateway.url}/files/blog-images/${FILE}`, {
      headers: { authorization: 'Bearer editor' },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(IMAGE_BYTES);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-internal')).toBeNull();
    // The token is never forwarded: the file is the same for everybody.
    expect(seen).toEqual([
      expect.objectContaining({ url: `/api/blog-images/${FILE}`, authorization: undefined }),
    ]);
  });

  it('answers 404 for an unknown file (not cached) and for a name of the wrong shape without asking', async () => {
    const unknown = await fetch(`${gateway.url}/files/blog-images/${'cd'.repeat(16)}.webp`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    seen = [];
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.svg', `${'ab'.repeat(16)}.php`]) {
      expect((await fetch(`${gateway.url}/files/blog-images/${name}`)).status, name).toBe(404);
    }
    expect(seen).toEqual([]);
  });
});
