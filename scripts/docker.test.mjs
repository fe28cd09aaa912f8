// The image recipe (docker/Dockerfile) installs with `pnpm install --frozen-lockfile` from the package.json files
// it copies first: a workspace package missing there fails the image build, which CI cannot run (no container
// engine), and runs the services with the memory flags of scripts/start.mjs. `node --test scripts/docker.test.mjs`
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

test('the image copies every workspace package.json before installing', () => {
  const packages = [...read('pnpm-workspace.yaml').matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]);
  assert.ok(packages.length > 0);
  const dockerfile = read('docker/Dockerfile');
  const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN pnpm install --frozen-lockfile'));
  for (const pkg of packages) {
    assert.ok(fs.existsSync(path.join(root, pkg, 'package.json')), `${pkg} has no package.json`);
    assert.match(
      beforeInstall,
      new RegExp(`^COPY ${pkg}/package\\.json ${pkg}/$`, 'm'),
      `${pkg}/package.json`,
    );
  }
});

test('the image runs backend and gateway with the memory flags of scripts/start.mjs', () => {
  const flags = JSON.parse(read('scripts/node-flags.json'));
  const commands = [...read('docker/Dockerfile').matchAll(/^CMD (\[.*\])$/gm)].map((m) => JSON.parse(m[1]));
  for (const service of ['backend', 'gateway']) {
    const command = commands.find((cmd) => cmd.at(-1) === `${service}/dist/main.js`);
    assert.deepEqual(command, ['node', ...flags[service], `${service}/dist/main.js`], service);
  }
});
