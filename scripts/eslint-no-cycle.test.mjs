// The lint rule portal/no-cycle (scripts/eslint-no-cycle.mjs) on files it reads from disk.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noCycle } from './eslint-no-cycle.mjs';

function lint(files, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycle-'));
  for (const [file, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), code);
  const filename = path.join(dir, name);
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { portal: { rules: { 'no-cycle': noCycle } } },
      rules: { 'portal/no-cycle': 'error' },
    },
  ];
  try {
    return new Linter({ cwd: dir }).verify(files[name], config, { filename }).map((m) => m.message);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('a cycle made of type-only imports is reported, with its route', () => {
  const messages = lint(
    {
      'a.ts': "import type { B } from './b.js';\nexport interface A { b: B }\n",
      'b.ts': "import { c } from './c.js';\nexport interface B { n: number }\nexport const d = c;\n",
      'c.ts': "import type { A } from './a.js';\nexport const c = (a: A) => a;\n",
    },
    'a.ts',
  );
  assert.deepEqual(messages, ['Dependency cycle via b.ts => c.ts']);
});

test('imports that lead nowhere back, and packages, are not reported', () => {
  const messages = lint(
    {
      'a.ts':
        "import type { B } from './b.js';\nimport { z } from 'zod';\nexport const a = (b: B) => z.string().parse(b);\n",
      'b.ts': 'export type B = string;\n',
    },
    'a.ts',
  );
  assert.deepEqual(messages, []);
});
