// Issue 11 figures, through the running portal (scripts/start.mjs: the built backend and gateway) on PostgreSQL when
// DATABASE_URL is set (a database of its own, dropped after), else on PGlite:
// - a member's personal playlist of a 20 000-channel list, opened as a player does (GET /iptv/{token}/playlist.m3u
//   on the gateway): time to the first byte and to the last, median and p95 of RUNS;
// - a move in a 20 000-row group (PUT …/move-row-to with random positions, one at a time): p50 / p95 / p99.
// Targets: TTFB ≤ 30 ms, total ≤ 250 ms on PostgreSQL; a move p95 ≤ 20 ms. Prints only; nothing is asserted.
// Run: pnpm -F @portal/tests bench:iptv-lists   (ROWS, RUNS, MOVES from the environment)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from './m3u-playlist';
import { benchDatabase, emptyWebDist, fmt, measure, startStack } from './stack';

const ROWS = Number(process.env.ROWS ?? 20_000);
// the backend lets one address open 30 playlists a minute: one warm-up, RUNS through the gateway, RUNS / 2 from
// the backend alone
const RUNS = Number(process.env.RUNS ?? 18);
const MOVES = Number(process.env.MOVES ?? 300);
/** add-channels takes at most this many ids per call (contract). */
const ADD_BATCH = 10_000;

const database = process.env.DATABASE_URL ? await benchDatabase() : null;
const work = emptyWebDist();
const stack = await startStack(4295, {
  DATABASE_URL: database?.url ?? '',
  WEB_DIST: work,
  PORTAL_URL: 'http://127.0.0.1:4295',
});
try {
  const call = async <T>(method: string, url: string, token: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${stack.backendUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const login = async (email: string) => {
    const res = await fetch(`${stack.backendUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'portal-demo' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const admin = await login('superadmin@example.com');
  const member = await login('iptv@example.com');

  // the catalogue: a provider with ROWS channels (credentials user123 / pass456 as templates)
  const provider = await call<{ id: number }>('POST', '/api/cp/iptv-provider', admin, {
    name: 'Bench',
    channel_url: 'http://line.provider.example:8080/get.php?username=user123&password=pass456',
    frontend_url: 'http://line.provider.example',
    config: { required_fields: ['username', 'password'] },
  });
  const file = path.join(work, 'list.m3u');
  generate(file, ROWS);
  const form = new FormData();
  form.set('ipTvProviderId', String(provider.id));
  form.set('username', 'user123');
  form.set('password', 'pass456');
  form.set('m3u_list', await fs.openAsBlob(file), 'list.m3u');
  const queued = await fetch(`${stack.backendUrl}/api/cp/iptv-provider/m3u-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  const { id: importId } = (await queued.json()) as { id: number };
  for (;;) {
    const row = await call<{ state: string; error: string | null }>(
      'GET',
      `/api/cp/iptv-import/${importId}`,
      admin,
    );
    if (row.state === 'FINISHED') break;
    if (row.state === 'FAILED') throw new Error(`import failed: ${row.error}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  // the member's list: every channel in the group 'default', in catalogue order
  const list = await call<{ id: number }>('POST', '/api/iptv/list', member, { name: 'Bench list' });
  const ids: number[] = [];
  for (let page = 1; ids.length < ROWS; page += 1) {
    const res = await call<{ data: { id: number }[] }>(
      'GET',
      `/api/iptv/channel?itemsPerPage=100&page=${page}&filter[provider]=${provider.id}`,
      member,
    );
    if (res.data.length === 0) break;
    ids.push(...res.data.map((c) => c.id));
  }
  const rows = `/api/iptv/list/${list.id}/user-iptv-channel`;
  for (let k = 0; k < ids.length; k += ADD_BATCH) {
    await call('PUT', `${rows}/add-channels`, member, { channels: ids.slice(k, k + ADD_BATCH) });
  }
  await call('POST', `/api/iptv/provider/${provider.id}/settings`, member, {
    username: 'member1',
    password: 'member-secret',
  });
  const link = await call<{ url: string }>('POST', '/api/iptv/personal-download-link', member, {
    iptv_list_id: list.id,
  });
  const playlistUrl = link.url.replace(/^https?:\/\/[^/]+/, stack.gatewayUrl);

  // the playlist as a player opens it (through the gateway), and from the backend alone (the gateway's share)
  let bytes = 0;
  const open = async (url: string, runs: number) => {
    const ttfb: number[] = [];
    const total: number[] = [];
    for (let k = 0; k < runs; k += 1) {
      const started = performance.now();
      const res = await fetch(url);
      if (!res.ok || !res.body) throw new Error(`playlist: ${res.status}`);
      const reader = res.body.getReader();
      let first = true;
      bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (first) {
          ttfb.push(performance.now() - started);
          first = false;
        }
        bytes += value.byteLength;
      }
      total.push(performance.now() - started);
    }
    return { ttfb, total };
  };
  const token = new URL(link.url).pathname.split('/')[2]!;
  await open(playlistUrl, 1); // a warm-up: the first open after a start pays for compiling the code path
  const direct = await open(`${stack.backendUrl}/api/iptv/personal/${token}/playlist.m3u`, RUNS / 2);
  const { ttfb, total } = await open(playlistUrl, RUNS);
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  };

  // moves in the 20 000-row group, one at a time
  const moves = await measure(MOVES, 1, async () => {
    const from = 1 + Math.floor(Math.random() * ids.length);
    const to = 1 + Math.floor(Math.random() * ids.length);
    await call('PUT', `${rows}/move-row-to`, member, { from, to, group: 'default' });
  });

  console.log(
    `IPTV lists through the running portal (${database ? 'PostgreSQL' : 'PGlite'}), ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(`personal playlist of ${ids.length} rows (${fmt(bytes / 2 ** 20)} MB), ${RUNS} runs:`);
  console.log(`| | median ms | p95 ms |\n|---|---:|---:|`);
  console.log(`| time to first byte | ${fmt(pct(ttfb, 50))} | ${fmt(pct(ttfb, 95))} |`);
  console.log(`| total | ${fmt(pct(total, 50))} | ${fmt(pct(total, 95))} |`);
  console.log(`| total, backend alone | ${fmt(pct(direct.total, 50))} | ${fmt(pct(direct.total, 95))} |`);
  console.log(`\nmove-row-to in a ${ids.length}-row group, ${MOVES} moves one at a time:`);
  console.log(`| p50 ms | p95 ms | p99 ms |\n|---:|---:|---:|`);
  console.log(`| ${fmt(moves.p50)} | ${fmt(moves.p95)} | ${fmt(moves.p99)} |`);
} finally {
  await stack.stop();
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
}
