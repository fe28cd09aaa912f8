import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseGraphql } from 'graphql';
import { parseAst, Visitor, type Plugin } from 'vite';

const DOCUMENT_MODULE = 'virtual:portal-gql-document/';

/**
 * What the client preset's babel plugin does, for the Rolldown build, one step further: each `graphql(`...`)` call
 * becomes the default import of a module holding only that typed document, cut out of `src/gql/graphql.ts`. The
 * codegen's map of every document (`src/gql/gql.ts`) then drops out of the bundle, and since a bundler never splits
 * a module, one module per document lets each chunk carry only the documents it uses. Dev and tests keep the map.
 */
export function graphqlDocuments(srcDir: string): Plugin {
  const generated = path.join(srcDir, 'gql');
  const artifacts = path.join(generated, 'graphql.ts');
  let documents: Map<string, string> | undefined;

  /** `export const XDocument = {...} as unknown as DocumentNode<...>` → XDocument: `{...}`. */
  function readDocuments(): Map<string, string> {
    const code = readFileSync(artifacts, 'utf8');
    const found = new Map<string, string>();
    new Visitor({
      VariableDeclarator(node) {
        let init = node.init;
        while (init?.type === 'TSAsExpression') init = init.expression;
        if (node.id.type === 'Identifier' && init?.type === 'ObjectExpression') {
          found.set(node.id.name, code.slice(init.start, init.end));
        }
      },
    }).visit(parseAst(code, { lang: 'ts' }, artifacts));
    return found;
  }

  return {
    name: 'portal:graphql-documents',
    apply: 'build',
    buildStart() {
      documents = undefined;
      this.addWatchFile(artifacts);
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      documents ??= readDocuments();
      const document = documents.get(name);
      if (!document) this.error(`${name} is not in ${artifacts}: run \`pnpm codegen\``);
      return `export default ${document};`;
    },
    transform: {
      filter: { id: /\.tsx?$/, code: 'graphql(' },
      handler(code, id) {
        if (!id.startsWith(srcDir + path.sep) || id.startsWith(generated + path.sep)) return null;
        const calls: { start: number; end: number; name: string }[] = [];
        new Visitor({
          CallExpression(node) {
            const [arg] = node.arguments;
            if (node.callee.type !== 'Identifier' || node.callee.name !== 'graphql') return;
            if (node.arguments.length !== 1 || arg?.type !== 'TemplateLiteral' || arg.expressions.length)
              return;
            const [definition] = parseGraphql(arg.quasis[0]!.value.raw).definitions;
            if (definition?.kind === 'OperationDefinition' && definition.name) {
              calls.push({ start: node.start, end: node.end, name: `${definition.name.value}Document` });
            } else if (definition?.kind === 'FragmentDefinition') {
              // Codegen names `UserCard_user` as `UserCard_UserFragmentDoc` (each `_` part capitalised).
              const pascal = definition.name.value.replace(
                /_([a-z])/g,
                (_m, c: string) => `_${c.toUpperCase()}`,
              );
              calls.push({ start: node.start, end: node.end, name: `${pascal}FragmentDoc` });
            }
          },
        }).visit(parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }, id));
        if (!calls.length) return null;
        let out = code;
        for (const call of [...calls].reverse())
          out = out.slice(0, call.start) + call.name + out.slice(call.end);
        const imports = [...new Set(calls.map((c) => c.name))].map(
          (name) => `import ${name} from ${JSON.stringify(DOCUMENT_MODULE + name)};\n`,
        );
        return { code: imports.join('') + out, map: null };
      },
    },
  };
}
