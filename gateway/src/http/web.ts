import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the SPA fallback must never answer with index.html. */
/** `/assets/*` too: a stale hashed chunk must 404, not become HTML that the browser then runs as script. */
const RESERVED = [/^\/graphql(\/|$)/, /^\/healthz$/, /^\/graphiql\//, /^\/assets\//];

/** Never sent as files: source maps would publish the source; dot paths (`.vite/`) hold build metadata; `.br`/`.gz`
 * go out only as an encoding of their original (the static plugin picks them by Accept-Encoding and authorises
 * them under the original's path). */
const NOT_SERVED = /(^|\/)\.|\.(map|br|gz)$/;

const MISSING_PAGE = (dist: string): string => `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8" /><title>Portal</title></head>
  <body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto">
    <h1>Web-App nicht gebaut / web app not built</h1>
    <p>Der Ordner <code>${dist.replace(/[<>&]/g, '')}</code> fehlt. Bitte <code>pnpm -F @portal/web build</code>
    ausführen (der Start mit <code>pnpm start</code> erledigt das).</p>
    <p>The folder above is missing. Run <code>pnpm -F @portal/web build</code> (<code>pnpm start</code> does it for you).
    The GraphQL API and its IDE are available at <a href="/graphql">/graphql</a>.</p>
  </body>
</html>
`;

/** Written by the web build (`web/build-plugins/route-preloads.ts`): per route, its screen's chunks. */
const ROUTE_PRELOADS = path.join('.vite', 'route-preloads.json');

interface RoutePreload {
  pattern: string;
  files: string[];
}

/** How well a react-router pattern matches, ranked as react-router ranks (a static segment beats a `:param`,
 * which beats a splat), or undefined when it does not match. */
function matchScore(pattern: string, pathname: string): number | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let score = 0;
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return score - 2;
    const actual = have[i];
    if (actual === undefined) return undefined;
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === actual.toLowerCase()) score += 10;
    else return undefined;
  }
  return have.length === want.length ? score : undefined;
}

/** `<link rel="modulepreload">` for the chunks of the screen `pathname` shows, so the browser fetches them with the
 * app's own chunks instead of after the app has started. Empty when the build wrote no table. */
async function preloadLinks(webDist: string, pathname: string): Promise<string> {
  let table: RoutePreload[];
  try {
    table = JSON.parse(await readFile(path.join(webDist, ROUTE_PRELOADS), 'utf8')) as RoutePreload[];
  } catch {
    return '';
  }
  let best: { score: number; files: string[] } | undefined;
  for (const route of table) {
    const score = matchScore(route.pattern, pathname);
    if (score !== undefined && (!best || score > best.score)) best = { score, files: route.files };
  }
  return (best?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app from `webDist`: each file as the brotli or gzip variant the build wrote beside it when
 * the client accepts one (with `Vary: Accept-Encoding`), hashed `/assets/*` with a year-long immutable cache, other
 * files revalidated, no source maps, and an SPA fallback: a GET/HEAD that accepts HTML and is not an API path or an
 * existing file gets index.html, with the current route's screen preloaded. Without a build, such requests get a
 * plain page saying so.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathName) => !NOT_SERVED.test(pathName),
      etag: true,
      lastModified: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const serveIndex = async (reply: FastifyReply, pathname: string) => {
    if (!existsSync(indexFile) || typeof reply.sendFile !== 'function') {
      // Not built (or built after start-up: a restart picks it up).
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(MISSING_PAGE(webDist));
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const links = await preloadLinks(webDist, pathname);
    if (!links) return reply.sendFile('index.html');
    // About 1.5 KB: sent as it is rather than compressed per request.
    return reply.send((await readFile(indexFile, 'utf8')).replace('</head>', `${links}</head>`));
  };

  // `/` is a directory to the static plugin; it is the SPA's entry.
  app.get('/', async (_request, reply) => serveIndex(reply, '/'));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const spa =
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request) &&
      !RESERVED.some((re) => re.test(pathname));
    if (!spa) return reply.code(404).send({ message: 'Not Found', statusCode: 404 });
    return serveIndex(reply, pathname);
  });
}
