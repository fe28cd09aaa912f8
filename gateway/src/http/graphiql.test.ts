import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { renderGraphiQLPage } from './graphiql.js';

/**
 * The IDE page's own start-up script, run as the browser would, against a localStorage like the web app's: what
 * GraphiQL is started with.
 */
function startIde(storage: Record<string, string>) {
  const html = renderGraphiQLPage({ endpoint: '/graphql', nonce: 'n0nce' });
  const scripts = [...html.matchAll(/<script nonce="n0nce">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  let started: { headers: string; defaultQuery: string } | undefined;
  runInNewContext(scripts.at(-1)!, {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    atob: (value: string) => Buffer.from(value, 'base64').toString('latin1'),
    document: { querySelector: () => ({}) },
    YogaGraphiQL: { renderYogaGraphiQL: (_root: unknown, config: typeof started) => (started = config) },
  });
  return { html, config: started! };
}

/** How the web app stores its session token (web/src/lib/session.ts: base64 of the JSON string). */
const session = (token: string) => ({
  'portal.token': Buffer.from(JSON.stringify(token)).toString('base64'),
});

describe('the GraphQL IDE page', () => {
  it("sends the logged-in member's session token from the start", () => {
    const { config } = startIde(session('tok-123'));
    expect(JSON.parse(config.headers)).toEqual({ Authorization: 'Bearer tok-123' });
  });

  it('starts without a token when nobody is logged in, or the stored one is unreadable', () => {
    expect(JSON.parse(startIde({}).config.headers)).toEqual({});
    expect(JSON.parse(startIde({ 'portal.token': '%%%' }).config.headers)).toEqual({});
  });

  it('names no password, and every inline script carries the nonce of its Content-Security-Policy', () => {
    const { html, config } = startIde({});
    expect(config.defaultQuery).not.toMatch(/password|portal-demo/i);
    expect(html).not.toMatch(/password|portal-demo/i);
    expect(html).not.toMatch(/<script(?![^>]*nonce="n0nce")/);
  });
});
