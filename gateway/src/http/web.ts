import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the SPA fallback must never answer with index.html. */
/** `/assets/*` too: a stale hashed chunk must 404, not become HTML that the browser then runs as script. */
const RESERVED = [/^\/graphql(\/|$)/, /^\/healthz$/, /^\/graphiql\//, /^\/assets\//];

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

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app from `webDist`: hashed `/assets/*` with a year-long immutable cache, other files
 * revalidated, and an SPA fallback: a GET/HEAD that accepts HTML and is not an API path or an existing file gets
 * index.html. Without a build, such requests get a plain page saying so.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
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

  const serveIndex = async (reply: FastifyReply) => {
    if (!existsSync(indexFile) || typeof reply.sendFile !== 'function') {
      // Not built (or built after start-up: a restart picks it up).
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(MISSING_PAGE(webDist));
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  };

  // `/` is a directory to the static plugin; it is the SPA's entry.
  app.get('/', async (_request, reply) => serveIndex(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const spa =
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request) &&
      !RESERVED.some((re) => re.test(pathname));
    if (!spa) return reply.code(404).send({ message: 'Not Found', statusCode: 404 });
    return serveIndex(reply);
  });
}
