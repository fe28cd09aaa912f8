#!/usr/bin/env node
// Runs every test suite of the portal, one after another, and ends with the totals:
// `N passed, N failed` (the last line). `node scripts/test.mjs backend web` runs only those suites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const vitest = (pkg) => ({
  name: pkg,
  cwd: path.join(root, pkg),
  cmd: [
    'pnpm',
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${pkg}.json`)}`,
  ],
  count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
});

const suites = [
  vitest('contract'),
  vitest('pusher-server'),
  vitest('backend'),
  vitest('gateway'),
  vitest('web'),
  {
    name: 'e2e',
    cwd: path.join(root, 'tests'),
    before: ['pnpm', '-F', '@portal/web', 'build'],
    cmd: ['pnpm', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    count: (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
  },
];

const wanted = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const suite of suites) {
  if (wanted.length && !wanted.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} ===`);
  const env = { ...process.env, ...suite.env };
  if (suite.before) {
    const pre = spawnSync(suite.before[0], suite.before.slice(1), { cwd: root, env, stdio: 'inherit' });
    if (pre.status !== 0) {
      console.log(`${suite.name}: preparation failed`);
      failed += 1;
      continue;
    }
  }
  const res = spawnSync(suite.cmd[0], suite.cmd.slice(1), { cwd: suite.cwd, env, stdio: 'inherit' });
  let counts = { passed: 0, failed: 0 };
  try {
    counts = suite.count(JSON.parse(fs.readFileSync(path.join(reports, `${suite.name}.json`), 'utf8')));
  } catch {
    // no report: the runner itself failed
  }
  // A runner that failed without a failing test (a file that did not load, a crashed setup) counts as one failure.
  if (res.status !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
fs.writeFileSync(path.join(reports, 'totals.txt'), `${passed} passed, ${failed} failed\n`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
