// Issue 11 figure: the EPG import end to end — download over HTTP (127.0.0.1), the streaming XMLTV reader, COPY of
// the programmes, matching to the catalogue and the swap — of a generated XMLTV of 100 000 programmes on 1000
// channels (`SIZE` programmes with the first argument), on PGlite (a data directory, as the backend runs it) and on
// PostgreSQL when DATABASE_URL is set (a schema of its own, dropped after). Each run is a child process that is the
// backend's EPG import path (the module's import, migrations, the real job handler), so its peak RSS is the
// backend's for that import. Also timed: the EPG screen's query (1000 channels, 7 hours), median of 20.
// Run: pnpm -F @portal/tests bench:iptv-epg [programmes]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backend, openBackendDb, root } from './backend';
import { fmt } from './stack';

const here = fileURLToPath(import.meta.url);

const CHANNELS = 1000;

interface Result {
  programmes: number;
  matched: number;
  importMs: number;
  screenMs: number;
  maxRssMb: number;
}

const xmltvTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-T:]/g, '')} +0000`;

/** An XMLTV of `size` programmes on 1000 channels, 30 minutes each, from yesterday 00:00 UTC on. */
function generate(file: string, size: number) {
  const out = fs.openSync(file, 'w');
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 86_400_000;
  let text = '<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="bench">\n';
  for (let c = 0; c < CHANNELS; c++) {
    text += `  <channel id="ch${c}.bench"><display-name>Channel ${c}</display-name></channel>\n`;
  }
  const perChannel = Math.ceil(size / CHANNELS);
  let written = 0;
  for (let c = 0; c < CHANNELS && written < size; c++) {
    for (let p = 0; p < perChannel && written < size; p++, written++) {
      const from = start + p * 1_800_000;
      text +=
        `  <programme start="${xmltvTime(from)}" stop="${xmltvTime(from + 1_800_000)}" channel="ch${c}.bench">\n` +
        `    <title lang="de">Sendung ${p} &amp; mehr</title>\n    <sub-title>Folge ${p}</sub-title>\n` +
        `    <desc>Eine Beschreibung der Sendung ${p} auf Kanal ${c}, etwa so lang wie in echten Daten.</desc>\n` +
        '    <category>Unterhaltung</category>\n  </programme>\n';
      if (text.length > 1 << 20) {
        fs.writeSync(out, text);
        text = '';
      }
    }
  }
  fs.writeSync(out, `${text}</tv>\n`);
  fs.closeSync(out);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the backend's modules, loaded by path, are untyped here */
async function child(driver: 'pglite' | 'pg', file: string): Promise<Result> {
  const { createEpgImport, EPG_JOB } = (await import(backend('modules/iptv/epg/import.ts'))) as any;
  const { createEpgDal } = (await import(backend('modules/iptv/epg/epg.dal.ts'))) as any;
  const { createProvidersDal } = (await import(backend('modules/iptv/providers.dal.ts'))) as any;
  const { createOutbound } = (await import(backend('lib/outbound.ts'))) as any;

  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/guide.xml`;

  const { db, close } = await openBackendDb(driver);
  try {
    const providerId = await createProvidersDal(db).insert(
      {
        name: 'Bench',
        channel_url: 'http://line.provider.example/get.php',
        frontend_url: 'http://line.provider.example',
        exclude_from_refresh: false,
        config: { required_fields: [] },
        epg_url: url,
      },
      new Date(),
    );
    // the catalogue: half matched by tvg-id, half by name
    await db.query(
      `INSERT INTO iptv_channels (provider_id, identity_key, occurrence, position, name, tvg_id, url, import_id)
       SELECT $1, 'k' || i, 0, i, 'Channel ' || i || ' HD', CASE WHEN i % 2 = 0 THEN 'ch' || i || '.bench' END,
              'http://s/' || i, 0
         FROM generate_series(0, ${CHANNELS - 1}) i`,
      [providerId],
    );
    const epgDal = createEpgDal(db);
    const quiet = () => {};
    const jobs: { payload: Record<string, unknown> }[] = [];
    const epg = createEpgImport({
      db,
      epgDal,
      jobs: { enqueue: async (_type: string, options: any) => jobs.push(options), nudge: quiet },
      clock: { now: () => new Date() },
      log: { info: quiet, warn: quiet, error: console.error },
      // the XMLTV is served here, on loopback
      outbound: createOutbound({ allow: [{ host: '127.0.0.1', port: null }] }),
      maxBytes: 2 ** 31,
    });
    const started = performance.now();
    const queued = await epg.queue(providerId, null);
    await epg.run({ type: EPG_JOB, payload: jobs[0]!.payload } as any, {
      cancelled: false,
      progress: async () => {},
    });
    const importMs = performance.now() - started;
    const row = await epgDal.find(queued.id);
    if (row.state !== 'FINISHED') throw new Error(`EPG import ended ${row.state}: ${row.error_code}`);

    const { rows } = await db.query('SELECT id FROM iptv_channels WHERE provider_id = $1', [providerId]);
    const ids = rows.map((r: { id: number }) => r.id);
    const from = new Date(Date.now() - 3_600_000);
    const to = new Date(from.getTime() + 7 * 3_600_000);
    const times: number[] = [];
    for (let k = 0; k < 20; k++) {
      const t = performance.now();
      await epgDal.programmes(ids, from, to);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return {
      programmes: row.programme_count,
      matched: row.matched_count,
      importMs,
      screenMs: times[Math.floor(times.length / 2)]!,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    server.close();
    await close();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

if (process.argv[2] === '--child') {
  const [, , , driver, file] = process.argv;
  console.log(JSON.stringify(await child(driver as 'pglite' | 'pg', file!)));
} else {
  const size = Number(process.argv[2]) || 100_000;
  const drivers: ('pglite' | 'pg')[] = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-iptv-epg-'));
  try {
    const file = path.join(dir, 'guide.xml');
    generate(file, size);
    console.log(
      `EPG import (download, parse, store, match, swap), ${os.cpus().length} CPUs, Node ${process.version}; ` +
        `${size} programmes on ${CHANNELS} channels, ${fmt(fs.statSync(file).size / 2 ** 20)} MB; one run each`,
    );
    console.log(
      '| database | programmes | matched channels | import ms | programmes/s | screen query ms | peak RSS MB |\n' +
        '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const driver of drivers) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--child', driver, file], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
        cwd: path.join(root, 'backend'),
      });
      const r = JSON.parse(out.trim().split('\n').pop()!) as Result;
      console.log(
        `| ${driver === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${r.programmes} | ${r.matched} | ${fmt(r.importMs)} | ` +
          `${Math.round((r.programmes / r.importMs) * 1000)} | ${fmt(r.screenMs)} | ${fmt(r.maxRssMb)} |`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
