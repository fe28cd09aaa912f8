// ESLint rule `portal/no-cycle`: no import cycle within a package, type-only imports included (import-x/no-cycle
// skips those, and a cycle of types still ties its files into one). Follows relative imports only: packages meet
// through their names and depend on each other without cycles.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Per file (and its mtime): the files it imports relatively, `import type`, `export … from` and `import()` included. */
const cache = new Map();

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.[cm]?js$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    base,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

function importsOf(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const known = cache.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.targets;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => resolve(file, fileName))
    .filter((target) => target !== null);
  cache.set(file, { mtimeMs: stat.mtimeMs, targets });
  return targets;
}

/** The shortest way from `start` back to `file` (the files in between), or null. */
function routeBack(start, file) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current)) {
      if (next === file) {
        const route = [];
        for (let at = current; at !== null; at = previous.get(at)) route.unshift(at);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (type-only ones included) whose module imports this one back.' },
    messages: { cycle: 'Dependency cycle via {{route}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(file, specifier);
      if (target === null || target === file) return;
      const route = routeBack(target, file);
      if (route) {
        const relative = route.map((at) => path.relative(path.dirname(file), at)).join(' => ');
        context.report({ node, messageId: 'cycle', data: { route: relative } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};
