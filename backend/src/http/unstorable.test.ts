import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/db.js';
import type { Harness } from '../test/harness.js';
import { createHarness } from '../test/harness.js';
import { hasUnstorableParam } from './unstorable.js';

describe('hasUnstorableParam', () => {
  it('finds NUL and either half of a surrogate pair, and nothing else', () => {
    for (const bad of ['a\0b', 'x\ud800', '\udc00y'])
      expect(hasUnstorableParam({ blog: bad }), bad).toBe(true);
    expect(hasUnstorableParam({ blog: 'Grüße 👋', post: '12' })).toBe(false);
    expect(hasUnstorableParam(undefined)).toBe(false);
  });
});

describe.each(drivers)('text the database cannot take (%s)', (driver) => {
  let h: Harness;
  let moderator: string;

  beforeAll(async () => {
    h = await createHarness(driver);
    moderator = await h.login('moderator@example.com');
  });
  afterAll(() => h.close());

  // the blog slug (and the post) of every blog route the GraphQL operations call: NUL was a 500 from the database
  const posts = (blog: string) => `/api/blog/${blog}/post`;
  const places = (bad: string) =>
    [
      { method: 'GET', url: `/api/blog/${bad}` },
      { method: 'GET', url: posts(bad) },
      { method: 'POST', url: posts(bad), body: { title: 'T' } },
      { method: 'GET', url: `${posts(bad)}/x` },
      { method: 'GET', url: `${posts('it-stuff')}/${bad}` },
      { method: 'PUT', url: `${posts(bad)}/x`, body: { title: 'T' } },
      { method: 'DELETE', url: `${posts(bad)}/x` },
      { method: 'GET', url: `${posts(bad)}/x/image-bag` },
      { method: 'POST', url: `${posts(bad)}/x/pages/add-page` },
      { method: 'PUT', url: `${posts(bad)}/x/pages`, body: { page_number: 1, content: '<p>x</p>' } },
    ] as const;

  it('in a path parameter names nothing: 404 in the member’s language, never a 500', async () => {
    for (const place of places('a%00b')) {
      const res = await h.request({ ...place, token: moderator });
      expect([place.method, place.url, res.statusCode]).toEqual([place.method, place.url, 404]);
      expect(res.json()).toEqual({ message: 'Nicht gefunden.' });
    }
  });

  it('in the query or the body is the field’s error (422), half a surrogate pair too', async () => {
    const query = await h.request({ url: `${posts('it-stuff')}?filter[search]=a%00b`, token: moderator });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json().errors)).toEqual(['filter.search']);

    const body = await h.request({
      method: 'POST',
      url: posts('it-stuff'),
      token: moderator,
      lang: 'en',
      body: { title: 'half \ud83d' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toMatchObject({
      errors: { title: [expect.stringContaining('an incomplete Unicode character')] },
    });
    const { rows } = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM blog_posts WHERE title LIKE 'half%'",
    );
    expect(rows[0]!.n).toBe(0);
  });
});
