import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';
import { noCycle } from './scripts/eslint-no-cycle.mjs';

// Paths are absolute so the same rules hold whether eslint runs from the root or inside a package.
const root = path.dirname(fileURLToPath(import.meta.url));
const abs = (p) => path.join(root, p);
const subdirs = (dir) =>
  fs.existsSync(abs(dir))
    ? fs
        .readdirSync(abs(dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** The one file through which `app/` may reach a web feature (glob, relative to `features/<name>/`). */
const WEB_FEATURE_ENTRY = 'feature.{ts,tsx}';
/** The one file through which anything outside a backend or gateway module may reach it. */
const MODULE_ENTRY = 'index.ts';

const web = 'web/src';
const webZones = [
  ...subdirs(`${web}/features`).map((name) => ({
    target: abs(`${web}/features/${name}`),
    from: [abs(`${web}/features/**`), abs(`${web}/app/**`)],
    except: [abs(`${web}/features/${name}/**`)],
    message: 'A feature imports neither another feature nor app/; move shared pieces to components/ or lib/.',
  })),
  {
    target: abs(`${web}/{components,lib}/**`),
    from: [abs(`${web}/features/**`), abs(`${web}/app/**`)],
    message: 'Shared code (components/, lib/) imports no feature and not app/.',
  },
  {
    target: [abs(`${web}/app/**`), abs(`${web}/main.tsx`)],
    from: abs(`${web}/features/**`),
    except: [abs(`${web}/features/*/${WEB_FEATURE_ENTRY}`)],
    message: `app/ reaches a feature only through its entry features/<name>/${WEB_FEATURE_ENTRY}.`,
  },
];

/** Modules meet only through their entry; shared layers know no module. */
function moduleZones(pkg, sharedLayers) {
  const modules = `${pkg}/src/modules`;
  const throughEntry = `imports a module only through its entry modules/<name>/${MODULE_ENTRY}.`;
  return [
    ...subdirs(modules).map((name) => ({
      target: abs(`${modules}/${name}`),
      from: abs(`${modules}/**`),
      except: [abs(`${modules}/${name}/**`), abs(`${modules}/*/${MODULE_ENTRY}`)],
      message: `A module ${throughEntry}`,
    })),
    {
      // The composition root may also import the list of modules, modules/index.ts.
      target: abs(`${pkg}/src/*.ts`),
      from: abs(`${modules}/**`),
      except: [abs(`${modules}/{*/,}${MODULE_ENTRY}`)],
      message: `The composition root ${throughEntry}`,
    },
    {
      target: abs(`${pkg}/src/{${sharedLayers.join(',')}}/**`),
      from: abs(`${modules}/**`),
      message: `Shared layers (${sharedLayers.join('/, ')}/) know no module.`,
    },
  ];
}

const tsProjects = [
  'contract',
  'runtime',
  'pusher-server',
  'backend',
  'gateway',
  'web',
  'tests',
  'tests/fakes',
].map((p) => abs(`${p}/tsconfig.json`));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'web/src/gql/**',
      'data/**',
      '.test-reports/**',
      '**/test-results/**',
    ],
  },
  {
    // Scoped so the virtual `.graphql` blocks extracted from web code get only the GraphQL rules below.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, portal: { rules: { 'no-cycle': noCycle } } },
    settings: {
      // Parse imported .ts files too, or no-cycle cannot follow them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProjects, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Packages meet through their names (@portal/contract ...), never by a path into another package's source.
      'import-x/no-relative-packages': 'error',
      // import-x/no-cycle ignores type-only imports (it has no option for them): ours follows them too
      'portal/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            ...moduleZones('backend', ['http', 'db', 'jobs', 'realtime', 'lib', 'mail']),
            ...moduleZones('gateway', ['graphql', 'rest', 'realtime', 'http']),
          ],
        },
      ],
    },
  },
  {
    // SQL lives in the data-access layer alone: a backend module runs statements only in its *.dal.ts files
    files: ['backend/src/modules/**/*.ts'],
    ignores: ['**/*.dal.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|copyFrom)$/]',
          message: 'Run SQL in a *.dal.ts file of the module; services call its functions.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The contract's index carries zod and every route: the web bundle takes only its zod-free subpaths.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/contract',
              message:
                "Import a zod-free subpath, e.g. '@portal/contract/duration' or '@portal/contract/roles'.",
            },
          ],
        },
      ],
    },
  },
  {
    // tests may compare with the contract's full lists
    files: ['web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The web's GraphQL operations: `graphql(...)` documents are extracted into virtual `.graphql` blocks.
  {
    files: [`${web}/**/*.{ts,tsx}`],
    processor: graphqlPlugin.processor,
  },
  {
    files: [`${web}/**/*.graphql`],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: {
        graphQLConfig: { schema: abs('schema/*.graphql'), documents: abs(`${web}/**/*.{ts,tsx}`) },
      },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: {
            style: 'PascalCase',
            forbiddenPatterns: [/^(Query|Mutation|Subscription|Get)/, /(Query|Mutation|Subscription)$/],
          },
          // Components declare their data as fragments named `Component_field` (e.g. `UserCard_user`).
          FragmentDefinition: { requiredPattern: /^[A-Z][\dA-Za-z]*_[a-z][\dA-Za-z]*$/ },
        },
      ],
    },
  },
);
