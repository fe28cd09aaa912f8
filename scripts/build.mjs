#!/usr/bin/env node
// Builds what `pnpm start` runs, skipping every part that is already newer than its sources:
// - backend and gateway: one ESM bundle each (esbuild) at <pkg>/dist/main.js, workspace packages (@portal/*)
//   inlined, npm dependencies left external (resolved from <pkg>/node_modules at run time);
// - web: `vite build` into web/dist.
// `node scripts/build.mjs [backend|gateway|web ...] [--force]`
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = fileURLToPath(import.meta.url);

const services = {
  backend: {
    // migrate.ts reads the SQL files beside itself (import.meta.url), which in the bundle is dist/.
    assets: { 'src/db/migrations': 'migrations' },
  },
  gateway: { assets: {} },
};
export const TARGETS = [...Object.keys(services), 'web'];

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Infinity; // a missing input (deleted or renamed) means the output is stale
  }
};

/** Every file below `dir`, skipping dependency and output folders. */
function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const newerThan = (output, inputs) => {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : -Infinity;
  return inputs.some((file) => mtime(file) > built);
};

// esbuild comes with tsx (a root devDependency that compiles with it), so no extra install is needed.
const loadEsbuild = () => createRequire(createRequire(thisFile).resolve('tsx/package.json'))('esbuild');

const workspaceInlined = {
  name: 'npm-external',
  setup(build) {
    // Bare specifiers other than workspace packages stay imports; the rest is bundled.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildService(name, force) {
  const dir = path.join(root, name);
  const dist = path.join(dir, 'dist');
  const outfile = path.join(dist, 'main.js');
  const inputsFile = path.join(dist, 'inputs.json');
  const { assets } = services[name];
  const assetFiles = Object.keys(assets).flatMap((from) => [...walk(path.join(dir, from))]);
  if (!force && fs.existsSync(inputsFile)) {
    const inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8')).map((file) => path.join(root, file));
    // Besides the bundled sources: what configures the build, and the asset folders (a file added or removed).
    const fixed = [
      thisFile,
      path.join(root, 'tsconfig.base.json'),
      ...['tsconfig.json', 'package.json', ...Object.keys(assets)].map((file) => path.join(dir, file)),
    ];
    if (!newerThan(outfile, [...inputs, ...fixed, ...assetFiles])) return false;
  }
  const started = Date.now();
  fs.rmSync(dist, { recursive: true, force: true });
  const result = await loadEsbuild().build({
    absWorkingDir: root,
    entryPoints: [path.join(dir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [workspaceInlined],
  });
  for (const [from, to] of Object.entries(assets)) {
    fs.cpSync(path.join(dir, from), path.join(dist, to), { recursive: true });
  }
  fs.writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs), null, 1));
  console.log(`[build] ${name}/dist/main.js (${Date.now() - started} ms)`);
  return true;
}

function buildWeb(force) {
  const web = path.join(root, 'web');
  if (!force && !newerThan(path.join(web, 'dist/index.html'), [...walk(web)])) return false;
  const res = spawnSync('pnpm', ['-F', '@portal/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('the web build failed');
  return true;
}

/** Builds the named targets that are out of date; returns the names it rebuilt. */
export async function build(names = TARGETS, { force = false } = {}) {
  const rebuilt = [];
  for (const name of names) {
    if (!TARGETS.includes(name)) throw new Error(`unknown build target "${name}" (${TARGETS.join(', ')})`);
    if (name === 'web' ? buildWeb(force) : await buildService(name, force)) rebuilt.push(name);
  }
  return rebuilt;
}

if (process.argv[1] === thisFile) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  try {
    const rebuilt = await build(names.length ? names : TARGETS, { force: args.includes('--force') });
    if (!rebuilt.length) console.log('[build] up to date');
  } catch (error) {
    console.error(`[build] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
