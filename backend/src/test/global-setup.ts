import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised, empty PGlite data directory as a tarball; each suite starts from a copy. */
    pgliteTemplate: string;
  }
}

/** initdb once per run instead of once per suite (PGlite's initdb takes seconds). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backend-tpl-'));
  const file = path.join(dir, 'pglite-template.tar.gz');
  const pg = await PGlite.create();
  const dump = await pg.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
