// Issue 10 figure: the portal's streaming M3U parser against iptv-playlist-parser and @iptv/playlist (both need
// the whole file as one string) and a plain line loop, on generated playlists of 10k–500k entries with a
// realistic attribute mix (~250 bytes per entry). Each parser runs in a child process of its own, so its peak
// RSS is its own; the time is the best of up to three runs (fewer where one run takes over 10 s). CPU time is
// printed beside the wall clock: on a shared machine the wall-clock ratio measures the scheduler as much.
// Run: pnpm -F @portal/tests bench:iptv-parse [sizes…]   (e.g. `… bench:iptv-parse 10000 200000`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseM3U } from '@iptv/playlist';
import { generate } from './m3u-playlist';
import { fmt } from './stack';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
// The parser lives in the backend, which this package does not depend on; it is loaded by path at run time.
const PARSER = path.join(root, 'backend/src/modules/iptv/m3u/parser.ts');

type Parsers = Record<string, (file: string) => Promise<number>>;

const parsers: Parsers = {
  async portal(file) {
    const { parseM3u } = (await import(pathToFileURL(PARSER).href)) as {
      parseM3u: (source: AsyncIterable<Uint8Array>) => AsyncIterable<unknown>;
    };
    let entries = 0;
    for await (const _entry of parseM3u(fs.createReadStream(file))) entries++;
    return entries;
  },
  async 'iptv-playlist-parser'(file) {
    // CommonJS only.
    const parser = createRequire(import.meta.url)('iptv-playlist-parser') as {
      parse(s: string): { items: unknown[] };
    };
    return parser.parse(fs.readFileSync(file, 'utf8')).items.length;
  },
  async '@iptv/playlist'(file) {
    return parseM3U(fs.readFileSync(file, 'utf8')).channels.length;
  },
  async 'line loop'(file) {
    // Reading, decoding and splitting lines, and nothing else: the floor for any parser of the file.
    let entries = 0;
    let rest = '';
    for await (const chunk of fs.createReadStream(file, { encoding: 'utf8' })) {
      const lines = (rest + (chunk as string)).split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (line.startsWith('#EXTINF')) entries++;
    }
    return entries;
  },
};

interface Result {
  entries: number;
  /** Wall clock and CPU time (all threads) of the fastest run: on a busy machine the CPU time is steadier. */
  ms: number;
  cpuMs: number;
  maxRssMb: number;
}

// Child: run one parser on one file and report as JSON.
if (process.argv[2] === '--child') {
  const [, , , name, file] = process.argv;
  const parse = parsers[name!]!;
  const result: Result = { entries: 0, ms: Infinity, cpuMs: 0, maxRssMb: 0 };
  for (let run = 0, spent = 0; run < 3 && spent < 10_000; run++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    result.entries = await parse(file!);
    const ms = performance.now() - t;
    if (ms < result.ms) {
      const used = process.cpuUsage(cpu);
      Object.assign(result, { ms, cpuMs: (used.user + used.system) / 1000 });
    }
    spent += ms;
  }
  result.maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify(result));
} else {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-iptv-bench-'));
  try {
    console.log(
      `M3U parse, ${os.cpus().length} CPUs, Node ${process.version}; best of up to 3 runs per cell`,
    );
    console.log(
      `| entries | MB | parser | parsed | time ms | CPU ms | entries/s | × faster library (time) | × faster library (CPU) | peak RSS MB |\n` +
        `|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|`,
    );
    for (const size of sizes.length ? sizes : [10_000, 100_000, 200_000, 500_000]) {
      const file = path.join(dir, `${size}.m3u`);
      generate(file, size);
      const mb = fs.statSync(file).size / 2 ** 20;
      const results = Object.fromEntries(
        Object.keys(parsers).map((name) => {
          const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--child', name, file], {
            encoding: 'utf8',
            maxBuffer: 1 << 20,
          });
          return [name, JSON.parse(out.trim().split('\n').pop()!) as Result];
        }),
      );
      const libraries = [results['iptv-playlist-parser']!, results['@iptv/playlist']!];
      const fasterLibrary = Math.min(...libraries.map((r) => r.ms));
      const fasterLibraryCpu = Math.min(...libraries.map((r) => r.cpuMs));
      for (const [name, r] of Object.entries(results)) {
        console.log(
          `| ${size} | ${fmt(mb)} | ${name} | ${r.entries} | ${fmt(r.ms)} | ${fmt(r.cpuMs)} | ${Math.round((r.entries / r.ms) * 1000)} | ` +
            `${fmt(fasterLibrary / r.ms)}× | ${fmt(fasterLibraryCpu / r.cpuMs)}× | ${fmt(r.maxRssMb)} |`,
        );
      }
      fs.rmSync(file);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
