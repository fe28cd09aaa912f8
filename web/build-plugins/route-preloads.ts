import path from 'node:path';
import { parseAst, type ESTree, type Plugin, type Rolldown } from 'vite';

/** Where the build leaves the table for the gateway (a dot directory: the gateway never serves it as a file). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** One route of the app: its path pattern (react-router syntax, absolute) and the modules of the lazy screens it
 * renders, outermost (a layout) first. */
interface RouteScreens {
  pattern: string;
  modules: string[];
}

type AnyNode = ESTree.Node & Record<string, unknown>;

function isNode(value: unknown): value is AnyNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

function* childNodes(node: AnyNode): Generator<AnyNode> {
  for (const value of Object.values(node)) {
    for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) yield item;
  }
}

function* descendants(node: AnyNode): Generator<AnyNode> {
  yield node;
  for (const child of childNodes(node)) yield* descendants(child);
}

function importSource(node: AnyNode): string | undefined {
  for (const n of descendants(node)) {
    if (n.type === 'ImportExpression' && n.source.type === 'Literal' && typeof n.source.value === 'string') {
      return n.source.value;
    }
  }
  return undefined;
}

function property(node: AnyNode & { type: 'ObjectExpression' }, key: string) {
  return node.properties.find(
    (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === key,
  ) as (AnyNode & { type: 'Property'; value: AnyNode }) | undefined;
}

/**
 * The routes a module declares, read from its route objects: `{ path | index, <screen>, children }`, where the screen
 * is a lazily imported module referenced from any property but `children`: directly (`screen: () =>
 * import('./X')`, react-router's `lazy`) or through a binding (`const X = lazy(() => import('./X'))` …
 * `element: <X />`). An element of `children` is a route even without a path (its parent's index). Child paths
 * are joined to their parents' within the module, and a child renders inside its parents' screens (layouts).
 */
function declaredRoutes(program: AnyNode): { pattern: string; sources: string[] }[] {
  const lazyBindings = new Map<string, string>();
  for (const n of descendants(program)) {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init) {
      const source = importSource(n.init as AnyNode);
      if (source) lazyBindings.set(n.id.name, source);
    }
  }
  const screensOf = (route: AnyNode & { type: 'ObjectExpression' }): string[] =>
    route.properties.flatMap((prop) => {
      if (prop.type !== 'Property' || (prop.key.type === 'Identifier' && prop.key.name === 'children'))
        return [];
      return [...descendants(prop.value as AnyNode)].flatMap((n) => {
        if (n.type === 'ImportExpression') return [importSource(n)!];
        const name = n.type === 'Identifier' || n.type === 'JSXIdentifier' ? n.name : undefined;
        const bound = name && lazyBindings.get(name);
        return bound ? [bound] : [];
      });
    });

  const found: { pattern: string; sources: string[] }[] = [];
  const visitRoute = (route: AnyNode & { type: 'ObjectExpression' }, prefix: string, outer: string[]) => {
    const pathProp = property(route, 'path');
    const own = pathProp?.value.type === 'Literal' ? String(pathProp.value.value) : '';
    const pattern = own === '' ? prefix : own.startsWith('/') ? own : `${prefix.replace(/\/$/, '')}/${own}`;
    const sources = [...outer, ...screensOf(route)];
    if (sources.length) found.push({ pattern, sources });
    const children = property(route, 'children');
    if (children?.value.type !== 'ArrayExpression') return;
    for (const child of children.value.elements) {
      if (isNode(child)) visit(child, pattern, sources, true);
    }
  };
  const visit = (node: AnyNode, prefix: string, outer: string[], isChild = false): void => {
    if (node.type === 'ObjectExpression') {
      const pathProp = property(node, 'path');
      const indexProp = property(node, 'index');
      const declared =
        (pathProp?.value.type === 'Literal' && typeof pathProp.value.value === 'string') ||
        (indexProp?.value.type === 'Literal' && indexProp.value.value === true);
      if (declared || isChild) return visitRoute(node, prefix, outer);
    }
    for (const child of childNodes(node)) visit(child, prefix, outer);
  };
  visit(program, '/', []);
  return found;
}

/** A chunk's file and every chunk it imports statically, as URLs. */
function closure(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Lets the gateway preload the current route's screen with index.html instead of after the app has started (a
 * request waterfall): writes `[{ pattern, files }]`, for each route with a lazy screen, the screen's chunk and the
 * chunks it imports that index.html does not already preload.
 */
export function routePreloads(srcDir: string): Plugin {
  /** By pattern; a child declared after its parent with the same pattern (an index route) replaces it. */
  const routes = new Map<string, RouteScreens>();
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    buildStart() {
      routes.clear();
    },
    transform: {
      filter: { id: /\.tsx?$/, code: { include: [/\bpath:/, /\bindex:/] } },
      async handler(code, id) {
        if (!id.startsWith(srcDir + path.sep)) return null;
        const lang = id.endsWith('x') ? 'tsx' : 'ts';
        for (const route of declaredRoutes(parseAst(code, { lang }, id) as AnyNode)) {
          const modules = await Promise.all(route.sources.map((source) => this.resolve(source, id)));
          routes.set(route.pattern, {
            pattern: route.pattern,
            modules: modules.flatMap((m) => (m ? [m.id] : [])),
          });
        }
        return null;
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const preloadedByIndex = entry ? closure(bundle, entry.fileName) : new Set<string>();
      const table = [...routes.values()].flatMap(({ pattern, modules }) => {
        const files = new Set<string>();
        for (const module of modules) {
          const screen = chunks.find((c) => c.facadeModuleId === module);
          if (screen) closure(bundle, screen.fileName, files);
        }
        const urls = [...files].filter((f) => !preloadedByIndex.has(f)).map((f) => `/${f}`);
        return urls.length ? [{ pattern, files: urls }] : [];
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table) });
    },
  };
}
