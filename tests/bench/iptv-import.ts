// Issue 10 figure: the IPTV import end to end — parse + stage + the one-transaction swap into iptv_channels — on
// generated playlists of 10k–500k entries (~250 bytes each, credentials templated in every link), on PGlite (a data
// directory, as the backend runs it) and on PostgreSQL when DATABASE_URL is set (a schema of its own, dropped
// after). Each cell runs in a child process that is the backend's import path (the module's service, migrations,
// the real job handler), so its peak RSS is the backend's for that import. Also timed: a catalogue name search
// (`filter[search]`, trigram index) on the imported channels, median of 20.
// A second table runs the same playlists through the whole portal as it runs (scripts/start.mjs: the built backend
// and gateway): uploaded to the gateway's streaming route, followed until FINISHED, with the backend process's peak
// resident set sampled every 20 ms; on PostgreSQL in a database of its own, dropped after.
// Targets: 200k stored ≤ 5 s on PostgreSQL, ≤ 15 s on PGlite; 500k on PostgreSQL with RSS ≤ 300 MB; search < 50 ms.
// Run: pnpm -F @portal/tests bench:iptv-import [sizes…]   (e.g. `DATABASE_URL=postgres://… … bench:iptv-import 200000`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backend, openBackendDb, root } from './backend';
import { generate } from './m3u-playlist';
import { benchDatabase, emptyWebDist, fmt, rssMb, servicePid, startStack } from './stack';

const here = fileURLToPath(import.meta.url);

interface Result {
  channels: number;
  /** Parse and stage (until STORING), the swap, and both. */
  parseMs: number;
  storeMs: number;
  totalMs: number;
  searchMs: number;
  maxRssMb: number;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the backend's modules, loaded by path, are untyped here */
async function child(driver: 'pglite' | 'pg', file: string): Promise<Result> {
  const { createImportService, IMPORT_JOB } = (await import(
    backend('modules/iptv/import.service.ts')
  )) as any;
  const { createImportsDal } = (await import(backend('modules/iptv/imports.dal.ts'))) as any;
  const { createChannelsDal, CHANNEL_LIST_SPEC } = (await import(
    backend('modules/iptv/channels.dal.ts')
  )) as any;
  const { createProvidersDal } = (await import(backend('modules/iptv/providers.dal.ts'))) as any;
  const { parseListQuery } = (await import(backend('http/list-query.ts'))) as any;

  const { db, close } = await openBackendDb(driver);
  try {
    const providersDal = createProvidersDal(db);
    const importsDal = createImportsDal(db);
    const channelsDal = createChannelsDal(db);
    const providerId = await providersDal.insert(
      {
        name: 'Bench',
        channel_url:
          'http://line.provider.example:8080/get.php?username=user123&password=pass456&type=m3u_plus',
        frontend_url: 'http://line.provider.example',
        exclude_from_refresh: false,
        config: { required_fields: ['username', 'password'] },
        epg_url: null,
      },
      new Date(),
    );
    let storingAt = 0;
    const quiet = () => {};
    const jobs: { payload: Record<string, unknown> }[] = [];
    const imports = createImportService({
      db,
      importsDal,
      channelsDal,
      providersDal,
      // the end of parsing is the 'channels parsed' event that says STORING
      broadcaster: {
        broadcast: async (_channel: string, event: string, data: { state: string }) => {
          if (event === 'channels parsed' && data.state === 'STORING') storingAt = performance.now();
        },
      },
      jobs: { enqueue: async (_type: string, options: any) => jobs.push(options), nudge: quiet },
      clock: { now: () => new Date() },
      log: { info: quiet, warn: quiet, error: console.error },
      maxBytes: 2 ** 31,
    });
    // the upload route moves the file into the uploads directory, and the import removes it: a copy
    const upload = `${file}.upload`;
    fs.copyFileSync(file, upload);
    const started = performance.now();
    const queued = await imports.queue(providerId, { kind: 'upload', file: upload }, null);
    await imports.run({ type: IMPORT_JOB, payload: jobs[0]!.payload } as any, {
      cancelled: false,
      progress: async () => {},
    });
    const done = performance.now();
    const row = await importsDal.find(queued.id);
    if (row.state !== 'FINISHED') throw new Error(`import ended ${row.state}: ${row.error_code}`);

    const query = parseListQuery(
      'filter[search]=sport%20fhd%201234&itemsPerPage=25&order[name]=asc',
      CHANNEL_LIST_SPEC,
    );
    const times: number[] = [];
    for (let k = 0; k < 20; k++) {
      const t = performance.now();
      await channelsDal.list(query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return {
      channels: row.channel_count,
      parseMs: storingAt - started,
      storeMs: done - storingAt,
      totalMs: done - started,
      searchMs: times[Math.floor(times.length / 2)]!,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await close();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Uploads each playlist to the running portal and follows the import; one row per file. */
async function throughPortal(driver: 'pglite' | 'pg', files: { size: number; file: string }[]) {
  const database = driver === 'pg' ? await benchDatabase() : null;
  const webDist = emptyWebDist();
  const stack = await startStack(4290, {
    DATABASE_URL: database?.url ?? '',
    IPTV_MAX_UPLOAD_MB: '1024',
    WEB_DIST: webDist,
  });
  try {
    const backend = servicePid(stack.pid, 'backend');
    const login = await fetch(`${stack.backendUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@example.com', password: 'portal-demo' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    for (const { size, file } of files) {
      const created = await fetch(`${stack.backendUrl}/api/cp/iptv-provider`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench ${size}`,
          channel_url: 'http://line.provider.example:8080/get.php?username=user123&password=pass456',
          frontend_url: 'http://line.provider.example',
        }),
      });
      const { id } = (await created.json()) as { id: number };
      const before = rssMb(backend) ?? 0;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(backend) ?? 0)), 20);
      const form = new FormData();
      form.set('username', 'user123');
      form.set('password', 'pass456');
      form.set('m3u_list', await fs.openAsBlob(file), 'bench.m3u');
      const started = performance.now();
      const uploaded = await fetch(`${stack.gatewayUrl}/files/iptv-providers/${id}/m3u`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
      const { importId } = (await uploaded.json()) as { importId: string };
      const uploadedAt = performance.now();
      let row: { state: string; channel_count: number | null; error: string | null };
      for (;;) {
        const res = await fetch(`${stack.backendUrl}/api/cp/iptv-import/${importId}`, { headers: auth });
        row = (await res.json()) as typeof row;
        if (row.state === 'FINISHED' || row.state === 'FAILED') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const done = performance.now();
      clearInterval(sampler);
      if (row.state !== 'FINISHED') throw new Error(`import ended ${row.state}: ${row.error}`);
      console.log(
        `| ${size} | ${driver === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${row.channel_count} | ${fmt(uploadedAt - started)} | ` +
          `${fmt(done - uploadedAt)} | ${fmt(before)} | ${fmt(peak)} |`,
      );
    }
  } finally {
    await stack.stop();
    await database?.drop();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [, , , driver, file] = process.argv;
  console.log(JSON.stringify(await child(driver as 'pglite' | 'pg', file!)));
} else {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  const drivers: ('pglite' | 'pg')[] = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-iptv-import-'));
  try {
    console.log(
      `IPTV import (parse + store), ${os.cpus().length} CPUs, Node ${process.version}; one run per cell`,
    );
    console.log(
      '| entries | MB | database | channels | parse+stage ms | swap ms | total ms | channels/s | search ms | peak RSS MB |\n' +
        '|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    const files: { size: number; file: string }[] = [];
    for (const size of sizes.length ? sizes : [10_000, 100_000, 200_000, 500_000]) {
      const file = path.join(dir, `${size}.m3u`);
      generate(file, size);
      files.push({ size, file });
      const mb = fs.statSync(file).size / 2 ** 20;
      for (const driver of drivers) {
        const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--child', driver, file], {
          encoding: 'utf8',
          maxBuffer: 1 << 20,
          cwd: path.join(root, 'backend'),
        });
        const r = JSON.parse(out.trim().split('\n').pop()!) as Result;
        console.log(
          `| ${size} | ${fmt(mb)} | ${driver === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${r.channels} | ${fmt(r.parseMs)} | ` +
            `${fmt(r.storeMs)} | ${fmt(r.totalMs)} | ${Math.round((r.channels / r.totalMs) * 1000)} | ` +
            `${fmt(r.searchMs)} | ${fmt(r.maxRssMb)} |`,
        );
      }
    }
    console.log(
      '\nThrough the running portal (upload to the gateway, import in the built backend)\n' +
        '| entries | database | channels | upload ms | import ms | backend RSS before MB | backend peak RSS MB |\n' +
        '|---:|---|---:|---:|---:|---:|---:|',
    );
    for (const driver of drivers) await throughPortal(driver, files);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
