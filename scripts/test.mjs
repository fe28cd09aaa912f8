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

const vitest = (pkg, name = pkg, args = []) => ({
  name,
  cwd: path.join(root, pkg),
  cmd: [
    'pnpm',
    'exec',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
  count: (r) => {
    const failures = r.testResults.flatMap((file) => {
      const where = path.relative(root, file.name);
      const tests = file.assertionResults.filter((t) => t.status === 'failed');
      if (tests.length) return tests.map((t) => `${where} › ${t.fullName}`);
      // a file that failed without a failing test did not load or crashed in a hook: one failure of its own
      return file.status === 'failed' ? [`${where}: ${file.message.split('\n')[0]}`] : [];
    });
    return { passed: r.numPassedTests, failed: failures.length, failures };
  },
});

const suites = [
  vitest('contract'),
  vitest('runtime'),
  vitest('pusher-server'),
  vitest('backend'),
  vitest('tests', 'api-contract', ['--root', 'contract']),
  // two backends and two gateways as processes (tests/replicas/topology.ts) run the built bundles
  {
    ...vitest('tests', 'replicas', ['--root', 'replicas']),
    before: ['node', 'scripts/build.mjs', 'backend', 'gateway'],
  },
  // runs every example of docs/scripts.md against a portal it starts
  vitest('tests', 'docs', ['--root', 'docs']),
  vitest('gateway'),
  vitest('web'),
  {
    // the launcher (scripts/start.mjs): restarts, clean stops; the image recipe (docker/Dockerfile); README's tables
    name: 'scripts',
    cwd: root,
    cmd: [
      'node',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${path.join(reports, 'scripts.tap')}`,
      'scripts/start.test.mjs',
      'scripts/docker.test.mjs',
      'scripts/config-docs.test.mjs',
      'scripts/eslint-no-cycle.test.mjs',
    ],
    report: 'scripts.tap',
    count: (tap) => ({
      passed: Number(/^# pass (\d+)$/m.exec(tap)?.[1] ?? 0),
      failed: Number(/^# fail (\d+)$/m.exec(tap)?.[1] ?? 0),
      failures: [...tap.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((m) => m[1]),
    }),
  },
  {
    name: 'e2e',
    cwd: path.join(root, 'tests'),
    before: ['pnpm', '-F', '@portal/web', 'build'],
    cmd: ['pnpm', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    count: (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      failures: playwrightTests(r.suites, 'unexpected'),
      retried: playwrightTests(r.suites, 'flaky'),
    }),
  },
];

/** The titles of a Playwright JSON report's tests that ended with `status` ('unexpected': failed, 'flaky'). */
function playwrightTests(suites = [], status) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === status))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...playwrightTests(suite.suites, status),
  ]);
}

/** Ends the run before any suite, with the closing totals line like every other run. */
function stop(message) {
  console.log(`\n${message}`);
  fs.writeFileSync(path.join(reports, 'totals.txt'), '0 passed, 1 failed\n');
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

/**
 * The end-to-end tests drive Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) and open a personal
 * playlist in VLC's console player (`cvlc`); the curl examples of docs/scripts.md use `jq`. When one is missing,
 * install it if this process can (root with apt-get); otherwise stop now, not after the other suites, and say how.
 */
function ensureTools({ e2e, docs }) {
  const chosen = process.env.CHROMIUM_PATH;
  const executable = chosen ?? '/usr/bin/chromium';
  if (chosen && !fs.existsSync(chosen)) {
    stop(`CHROMIUM_PATH=${chosen} does not exist. Point it at a Chromium, or unset it to use Debian's.`);
  }
  const onPath = (command) =>
    spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  const missing = [
    ...(!e2e || fs.existsSync(executable) ? [] : ['chromium']),
    ...(!e2e || onPath('cvlc') ? [] : ['vlc-bin', 'vlc-plugin-base']),
    ...(!docs || onPath('jq') ? [] : ['jq']),
  ];
  if (missing.length === 0) return;
  const install = ['apt-get update', `apt-get install -y ${missing.join(' ')}`];
  if (!onPath('apt-get')) {
    stop(`The tests need ${missing.join(' and ')} (Debian's packages). Install them, then run pnpm test.`);
  }
  if (process.getuid?.() !== 0) {
    stop(
      `The tests need ${missing.join(' and ')}. Run:\n\n  sudo sh -c '${install.join(' && ')}'\n\nthen \`pnpm test\` again.`,
    );
  }
  console.log(`\n=== installing ${missing.join(', ')} (${install.join(' && ')}) ===`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const command of install) {
    const [cmd, ...args] = command.split(' ');
    if (spawnSync(cmd, args, { env, stdio: 'inherit' }).status !== 0) {
      stop(`\`${command}\` failed (see above). Run it yourself, then \`pnpm test\` again.`);
    }
  }
  if (e2e && !fs.existsSync(executable))
    stop(`apt-get installed chromium, but ${executable} is still missing.`);
}

const wanted = process.argv.slice(2);
const runs = (name) => !wanted.length || wanted.includes(name);
ensureTools({ e2e: runs('e2e'), docs: runs('docs') });
let passed = 0;
let failed = 0;
// repeated at the end, next to the totals: CI keeps only the tail of a run's output
const summary = [];
for (const suite of suites) {
  if (wanted.length && !wanted.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} ===`);
  const env = { ...process.env, ...suite.env };
  if (suite.before) {
    const pre = spawnSync(suite.before[0], suite.before.slice(1), { cwd: root, env, stdio: 'inherit' });
    if (pre.status !== 0) {
      console.log(`${suite.name}: preparation failed`);
      summary.push(`${suite.name}: preparation failed`);
      failed += 1;
      continue;
    }
  }
  const res = spawnSync(suite.cmd[0], suite.cmd.slice(1), { cwd: suite.cwd, env, stdio: 'inherit' });
  let counts = { passed: 0, failed: 0 };
  try {
    const text = fs.readFileSync(path.join(reports, suite.report ?? `${suite.name}.json`), 'utf8');
    counts = suite.count(suite.report ? text : JSON.parse(text));
  } catch {
    // no report: the runner itself failed
  }
  // A runner that failed without a failing test (a file that did not load, a crashed setup) counts as one failure.
  if (res.status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures = [`the runner exited with ${res.status ?? res.signal} (see its output above)`];
  }
  const line = `${suite.name}: ${counts.passed} passed, ${counts.failed} failed`;
  console.log(line);
  summary.push(
    line,
    ...(counts.failures ?? []).map((name) => `  failed: ${name}`),
    ...(counts.retried ?? []).map((name) => `  passed on retry: ${name}`),
  );
  passed += counts.passed;
  failed += counts.failed;
}
fs.writeFileSync(path.join(reports, 'totals.txt'), `${passed} passed, ${failed} failed\n`);
console.log(`\n${summary.join('\n')}\n\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
