import { createRequire } from 'node:module';
import { SESSION_TOKEN_STORAGE_KEY } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * GraphiQL (the GraphQL Yoga build: one self-contained bundle with fonts inlined) served from the gateway's own
 * dependencies: the page at GET /graphql (Accept: text/html) and its script, styles and Monaco workers under
 * /graphiql/. No CDN is involved. Subscriptions run over graphql-ws on /graphql; the header editor's values travel
 * as HTTP headers and, over the WebSocket, in each operation's `extensions.headers` (see context.ts). A member
 * logged in to the portal in this browser finds their session's token in the header editor (the page reads it where
 * the web app keeps it, on this same origin), so the docs and every operation work at once.
 */

export const GRAPHIQL_PREFIX = '/graphiql';

const version = (() => {
  try {
    const require = createRequire(import.meta.url);
    return (require('@graphql-yoga/render-graphiql/package.json') as { version: string }).version;
  } catch {
    return 'dev';
  }
})();

interface Bundle {
  js: string;
  css: string;
  favicon: string;
  editorWorkerService: string;
  jsonWorker: string;
  graphqlWorker: string;
}

let bundle: Promise<Bundle> | undefined;
/** The ~9 MB bundle is loaded on the first IDE request, not at start-up. */
const loadBundle = (): Promise<Bundle> =>
  (bundle ??= import('@graphql-yoga/render-graphiql/graphiql') as Promise<Bundle>);

type Asset = { type: string; body: (b: Bundle) => string | Buffer };
const ASSETS: Record<string, Asset> = {
  'graphiql.js': { type: 'text/javascript; charset=utf-8', body: (b) => b.js },
  'graphiql.css': { type: 'text/css; charset=utf-8', body: (b) => b.css },
  'editor.worker.js': { type: 'text/javascript; charset=utf-8', body: (b) => b.editorWorkerService },
  'json.worker.js': { type: 'text/javascript; charset=utf-8', body: (b) => b.jsonWorker },
  'graphql.worker.js': { type: 'text/javascript; charset=utf-8', body: (b) => b.graphqlWorker },
  'favicon.ico': {
    type: 'image/x-icon',
    body: (b) => Buffer.from(b.favicon.slice(b.favicon.indexOf(',') + 1), 'base64'),
  },
};

const asset = (name: string): string => `${GRAPHIQL_PREFIX}/${name}?v=${encodeURIComponent(version)}`;

const DEFAULT_QUERY = `# Portal GraphQL API
#
# Logged in to the portal in this browser, the IDE sends your session's token (see Headers).
# Scripts send a personal access token (user menu → Scripts) as
#   { "Authorization": "Bearer pat_…" }
# Subscriptions run over graphql-ws on this same URL.

query Me {
  me { id name email roles { name } socialMedia { network url } }
}
`;

/** JSON inside a <script> element: `<`, `>`, `&` and line separators escaped. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The IDE page; `nonce` marks its inline scripts for the page's Content-Security-Policy (graphiqlCsp). */
export function renderGraphiQLPage(options: { endpoint: string; nonce: string; title?: string }): string {
  const title = options.title ?? 'Portal GraphQL';
  const config = {
    endpoint: options.endpoint,
    subscriptionsProtocol: 'WS',
    title,
    defaultQuery: DEFAULT_QUERY,
    headers: '{}',
    shouldPersistHeaders: false,
    credentials: 'same-origin',
  };
  const workers = {
    editorWorkerService: asset('editor.worker.js'),
    json: asset('json.worker.js'),
    graphql: asset('graphql.worker.js'),
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title.replace(/[<>&"]/g, '')}</title>
    <link rel="icon" href="${asset('favicon.ico')}" />
    <link rel="stylesheet" href="${asset('graphiql.css')}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script nonce="${options.nonce}">
      var workers = ${scriptJson(workers)};
      self.MonacoEnvironment = {
        globalAPI: false,
        getWorkerUrl: function (_moduleId, label) {
          return workers[label] || workers.editorWorkerService;
        },
      };
    </script>
    <script nonce="${options.nonce}" src="${asset('graphiql.js')}"></script>
    <script nonce="${options.nonce}">
      var config = ${scriptJson(config)};
      try {
        // the web app's session: base64 of the token's JSON string
        var stored = localStorage.getItem(${scriptJson(SESSION_TOKEN_STORAGE_KEY)});
        var token = stored ? JSON.parse(atob(stored)) : null;
        if (typeof token === 'string' && token !== '') {
          config.headers = JSON.stringify({ Authorization: 'Bearer ' + token }, null, 2);
        }
      } catch (error) {
        // no readable session: the IDE starts without one
      }
      YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), config);
    </script>
  </body>
</html>
`;
}

/** A browser navigating to /graphql: a GET that prefers HTML and carries no GraphQL query. */
export function wantsGraphiQL(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  const query = request.query as Record<string, unknown> | undefined;
  return !query || query.query === undefined;
}

export function registerGraphiQLAssets(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${GRAPHIQL_PREFIX}/:file`, async (request, reply) => {
    const entry = ASSETS[request.params.file];
    if (!entry) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const body = entry.body(await loadBundle());
    return reply.header('cache-control', 'public, max-age=86400').type(entry.type).send(body);
  });
}
