// Runs every example of docs/scripts.md that a reader would run (blocks tagged bash/sh, js/javascript, python)
// against one portal with seeded data, as a script with a read-only personal access token, and checks what each
// prints against that data: the docs cannot rot. Blocks that only show something are tagged json, text or graphql.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dawumDocument, startFakeDawum, type DawumSurveyDoc, type FakeDawum } from '@portal/fakes/dawum';
import {
  defaultLs22World,
  LS22_FINANCE_ELEMENTS,
  ls22Amount,
  startFakeLs22,
  type FakeLs22,
} from '@portal/fakes/ls22';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../bench/backend';
import { emptyWebDist, startStack, type Stack } from '../bench/stack';
import { codeBlocks, type CodeBlock } from './markdown';

const DOC = path.join(root, 'docs/scripts.md');
/** The gateway's port (the backend gets the next). */
const PORT = 4700;
const PASSWORD = 'docs-test-password';

const RUNNERS: Record<string, { cmd: string; args: string[] }> = {
  bash: { cmd: 'bash', args: ['-s'] },
  sh: { cmd: 'bash', args: ['-s'] },
  js: { cmd: process.execPath, args: ['--input-type=module'] },
  javascript: { cmd: process.execPath, args: ['--input-type=module'] },
  python: { cmd: 'python3', args: ['-'] },
};
const EXAMPLES = [
  '1. Time spent per customer this month',
  '2. The IPTV lists with their channel counts',
  "3. An LS22 farm's income and expenses over the last 30 in-game days",
  '4. The current poll average for the Bundestag',
];

const blocks = codeBlocks(fs.readFileSync(DOC, 'utf8'));
const runnable = blocks.filter((b) => b.lang in RUNNERS);

// --- the data the portal is seeded with, and what the examples must print from it ---

/** Seconds per customer of the member's finished records this month (null: records without a customer). */
const MONTH_SECONDS = new Map<string | null, number>([
  ['Müller & Co.', 2.25 * 3600],
  ['Beta AG', 2 * 3600],
  [null, 0.5 * 3600],
]);
const LISTS = new Map([
  ['Abends', 3],
  ['Kinder', 2],
]);
/** The fake FS22 server's farm the member is linked to. */
const FARM = { farmId: 2, name: 'Müller & Söhne' };
/** The in-game day of the second backup; the first is taken on the fake's default day (40). */
const LS22_TODAY = 75;
/** farms.xml keeps a farm's last five days: the days the two backups hold. */
const LS22_HELD_DAYS = [defaultLs22World().currentMonotonicDay, LS22_TODAY].flatMap((d) =>
  [4, 3, 2, 1, 0].map((back) => d - back),
);
/** Bundestag surveys: each institute's latest counts; an older Forsa survey and a Bavarian one do not. */
const DAWUM_SURVEYS: [
  daysAgo: number,
  parliament: string,
  institute: string,
  results: Record<string, number>,
][] = [
  [12, '0', '3', { '1': 35, '2': 12, '4': 14, '7': 20, '5': 7, '0': 12 }],
  [1, '0', '3', { '1': 31, '2': 16, '4': 11, '7': 24, '5': 10, '0': 8 }],
  [2, '0', '7', { '1': 29, '2': 15, '4': 12, '7': 26, '5': 9, '23': 4, '0': 5 }],
  [1, '2', '5', { '102': 41, '8': 13, '7': 17, '0': 29 }],
];
const DAWUM_AVERAGE = new Map([
  ['CDU/CSU', 30],
  ['AfD', 25],
  ['SPD', 15.5],
  ['Grüne', 11.5],
  ['Linke', 9.5],
  ['Sonstige', 6.5],
  ['BSW', 4],
]);

/** The farm's income and expenses (both positive) over in-game days `from`–`to`, from the fake's own amounts. */
function farmSums(from: number, to: number) {
  let income = 0;
  let expenses = 0;
  for (const day of LS22_HELD_DAYS.filter((d) => d >= from && d <= to))
    LS22_FINANCE_ELEMENTS.forEach((_, column) => {
      const amount = Number(ls22Amount(FARM.farmId, day, column));
      if (amount > 0) income += amount;
      else expenses -= amount;
    });
  return { income, expenses };
}

// --- the portal ---

let stack: Stack;
let dawum: FakeDawum;
let ls22: FakeLs22;
let webDist: string;
let member: { id: string; email: string; name: string };
let patToken: string;

async function gql<T>(
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

/** Asks `read` again until it answers `want` (expect.poll is for tests, not their hooks). */
async function until<T>(read: () => Promise<T>, want: T) {
  const deadline = Date.now() + 30_000;
  for (let got = await read(); got !== want; got = await read()) {
    if (Date.now() > deadline)
      throw new Error(`still ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function login(email: string, password: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(
    null,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return data.login.token;
}

/** A fresh ADMIN (who passes every area's role check), made by the demo super admin. */
async function freshAdmin() {
  const superAdmin = await login('superadmin@example.com', 'portal-demo');
  const email = `docs-${process.pid}-${Date.now()}@example.com`;
  const name = 'Docs Example';
  const { createUser } = await gql<{ createUser: { id: string } }>(
    superAdmin,
    'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
    { i: { name, email, password: PASSWORD, passwordConfirmation: PASSWORD } },
  );
  const { roles } = await gql<{ roles: { id: string; name: string }[] }>(superAdmin, '{ roles { id name } }');
  await gql(superAdmin, 'mutation($id: ID!, $r: [ID!]!) { syncUserRoles(id: $id, roleIds: $r) { id } }', {
    id: createUser.id,
    r: roles.filter((r) => r.name === 'ADMIN').map((r) => r.id),
  });
  return { id: createUser.id, email, name };
}

/** Records this month (Europe/Berlin) for MONTH_SECONDS, one last month, and the running clock. */
async function seedTimeTracking(session: string) {
  await gql(
    session,
    'mutation { saveTimeTrackingSettings(input: { timeZone: "Europe/Berlin" }) { timeZone } }',
  );
  const customer = async (name: string) =>
    (
      await gql<{ createTimeCustomer: { id: string } }>(
        session,
        'mutation($n: String!) { createTimeCustomer(input: { name: $n }) { id } }',
        { n: name },
      )
    ).createTimeCustomer.id;
  const mueller = await customer('Müller & Co.');
  const beta = await customer('Beta AG');
  // Berlin is UTC+1 or +2: 01:00 UTC on the first is that day in Berlin, whatever the season
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const monthStart = Date.UTC(year, month - 1, 1);
  const at = (hours: number) => new Date(monthStart + hours * 3_600_000).toISOString();
  const records: [start: string, stop: string, customerId?: string][] = [
    [at(-60), at(-58), beta], // last month
    [at(1), at(2.5), mueller],
    [at(3), at(3.75), mueller],
    [at(4), at(5), beta],
    // 120 half-minute records, a minute apart: the scripts must page (100 records a page)
    ...Array.from(
      { length: 120 },
      (_, i) => [at(5 + i / 60), at(5 + (i + 0.5) / 60), beta] as [string, string, string],
    ),
    [at(7), at(7.5)],
  ];
  // a dozen records a request (the gateway allows 15 aliases), in order: they must not overlap
  for (let i = 0; i < records.length; i += 12) {
    const batch = records.slice(i, i + 12);
    await gql(
      session,
      `mutation(${batch.map((_, j) => `$r${j}: CreateTimeRecordInput!`).join(', ')}) {
        ${batch.map((_, j) => `r${j}: createTimeRecord(input: $r${j}) { id }`).join(' ')}
      }`,
      Object.fromEntries(batch.map(([start, stop, customerId], j) => [`r${j}`, { start, stop, customerId }])),
    );
  }
  await gql(session, 'mutation($s: DateTime!) { startTimeRecord(input: { start: $s }) { id } }', {
    s: at(8),
  });
}

/** A provider with five imported channels, and the member's lists LISTS holding them. */
async function seedIptv(session: string) {
  const { createIptvProvider } = await gql<{ createIptvProvider: { id: string } }>(
    session,
    'mutation($i: CreateIptvProviderInput!) { createIptvProvider(input: $i) { id } }',
    {
      i: {
        name: 'Docs Provider',
        channelUrl: 'http://127.0.0.1:9/list.m3u',
        frontendUrl: 'https://tv.example.test',
        excludeFromRefresh: true,
        requiredFields: [],
      },
    },
  );
  const m3u = ['#EXTM3U'];
  for (let n = 1; n <= 5; n++)
    m3u.push(
      `#EXTINF:-1 tvg-id="docs${n}" group-title="Docs",Docs Ch${n}`,
      `http://stream.example.test/${n}.ts`,
    );
  const form = new FormData();
  form.append('m3u_list', new Blob([`${m3u.join('\n')}\n`], { type: 'audio/x-mpegurl' }), 'list.m3u');
  const upload = await fetch(`${stack.gatewayUrl}/files/iptv-providers/${createIptvProvider.id}/m3u`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}` },
    body: form,
  });
  expect(upload.ok, await upload.clone().text()).toBe(true);
  const { importId } = (await upload.json()) as { importId: string };
  await until(
    async () =>
      (
        await gql<{ iptvImport: { state: string } }>(
          session,
          'query($id: ID!) { iptvImport(id: $id) { state } }',
          {
            id: importId,
          },
        )
      ).iptvImport.state,
    'FINISHED',
  );
  const { iptvChannels } = await gql<{ iptvChannels: { items: { id: string }[] } }>(
    session,
    '{ iptvChannels(filter: { search: "Docs Ch" }, orderBy: NAME) { items { id } } }',
  );
  expect(iptvChannels.items).toHaveLength(5);
  let next = 0;
  for (const [name, count] of LISTS) {
    const { createIptvList } = await gql<{ createIptvList: { id: string } }>(
      session,
      'mutation($n: String!) { createIptvList(name: $n) { id } }',
      { n: name },
    );
    const ids = iptvChannels.items.slice(next, (next += count)).map((c) => c.id);
    await gql(session, 'mutation($l: ID!, $c: [ID!]!) { addIptvChannels(listId: $l, channelIds: $c) }', {
      l: createIptvList.id,
      c: ids,
    });
  }
}

/** Two backups of the fake FS22 server, 35 in-game days apart, and the member linked to farm FARM. */
async function seedLs22(session: string) {
  await gql(session, 'mutation { backupLs22Now { id } }');
  ls22.update({ currentMonotonicDay: LS22_TODAY });
  await gql(session, 'mutation { backupLs22Now { id } }');
  const { ls22Farms } = await gql<{ ls22Farms: { id: string; farmId: number }[] }>(
    session,
    '{ ls22Farms { id farmId } }',
  );
  const farm = ls22Farms.find((f) => f.farmId === FARM.farmId)!;
  await gql(session, 'mutation($f: ID!, $u: ID) { assignLs22FarmUser(farmId: $f, userId: $u) { id } }', {
    f: farm.id,
    u: member.id,
  });
}

/** The start-up sync may still run: sync now and wait until the fake's surveys are held. */
async function seedDawum(session: string) {
  await gql(session, 'mutation { syncDawum { outcome } }');
  await until(
    async () =>
      (await gql<{ dawumSyncStatus: { surveyCount: number } }>(null, '{ dawumSyncStatus { surveyCount } }'))
        .dawumSyncStatus.surveyCount,
    DAWUM_SURVEYS.length,
  );
}

function dawumFixture() {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const surveys: Record<string, DawumSurveyDoc> = {};
  DAWUM_SURVEYS.forEach(([daysAgo, parliament, institute, results], i) => {
    surveys[String(5000 + i)] = {
      Date: day(daysAgo),
      Survey_Period: { Date_Start: day(daysAgo + 6), Date_End: day(daysAgo + 1) },
      Surveyed_Persons: '1500',
      Parliament_ID: parliament,
      Institute_ID: institute,
      Tasker_ID: '0',
      Method_ID: '1',
      Results: results,
    };
  });
  return { ...dawumDocument({ surveys: 0 }), Surveys: surveys };
}

beforeAll(async () => {
  for (const tool of ['bash', 'curl', 'jq', 'awk', 'python3'])
    expect(
      await run('bash', ['-c', `command -v ${tool}`], '', process.env),
      `the examples need ${tool}`,
    ).toMatchObject({ status: 0 });
  dawum = await startFakeDawum({ document: dawumFixture() });
  ls22 = await startFakeLs22();
  webDist = emptyWebDist();
  stack = await startStack(PORT, {
    WEB_DIST: webDist,
    REDIS_URL: '',
    SMTP_URL: '',
    DAWUM_URL: dawum.url,
    LS22_SERVER_URL: ls22.url,
    LS22_SERVER_CODE: ls22.code,
    LS22_POLL_SECONDS: '60',
  });
  member = await freshAdmin();
  const session = await login(member.email, PASSWORD);
  await seedTimeTracking(session);
  await seedIptv(session);
  await seedLs22(session);
  await seedDawum(session);
  const { createPersonalAccessToken } = await gql<{ createPersonalAccessToken: { token: string } }>(
    session,
    'mutation { createPersonalAccessToken(input: { name: "docs examples", scope: READ_ONLY }) { token } }',
  );
  patToken = createPersonalAccessToken.token;
  expect(patToken).toMatch(/^pat_/);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.all([dawum?.close(), ls22?.close()]);
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

// --- running a block ---

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], input: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
    // a program that does not read its input (or fails early) closes the pipe: its status tells
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/** A block as a reader runs it: a shell with PATH and HOME, the portal's address and the token, nothing else. */
function runBlock(block: CodeBlock): Promise<Ran> {
  const { cmd, args } = RUNNERS[block.lang]!;
  return run(cmd, args, block.code, {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    PORTAL_URL: stack.gatewayUrl,
    PORTAL_TOKEN: patToken,
  });
}

// --- what each section's blocks must print ---

const lines = (output: string) => output.trimEnd().split('\n');

/** `   2.25  Name` rows as a map (the amount as a number). */
function rows(output: string[]): Map<string, number> {
  return new Map(
    output.map((line) => {
      const row = /^\s*(-?\d+(?:\.\d+)?)(?: %)? {2}(.+)$/.exec(line);
      if (!row) throw new Error(`not a row: ${JSON.stringify(line)}`);
      return [row[2]!, Number(row[1])];
    }),
  );
}

const CHECKS: Record<string, (output: string, lang: string) => void> = {
  'The endpoint': (output) => {
    expect(JSON.parse(output)).toEqual({ data: { me: { name: member.name, email: member.email } } });
  },
  Errors: (output) => {
    // the read-only token's mutation, then a token that does not exist
    expect(lines(output)).toEqual(['FORBIDDEN', 'UNAUTHENTICATED']);
  },
  'Persisted queries': (output, lang) => {
    const names = [...LISTS.keys()];
    if (lang === 'bash') expect(lines(output)).toEqual(['PERSISTED_QUERY_NOT_FOUND', ...names, ...names]);
    else
      expect(lines(output)).toEqual([
        `first call: ${LISTS.size} lists, query text sent: true`,
        `second call: ${LISTS.size} lists, query text sent: false`,
      ]);
  },
  [EXAMPLES[0]!]: (output) => {
    const [head, ...body] = lines(output);
    const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' })
      .format(new Date())
      .slice(0, 7);
    expect(head).toMatch(new RegExp(`^   hours  customer \\(${month}-01 to ${month}-\\d\\d\\)$`));
    const expected = [...MONTH_SECONDS].map(([c, s]) => [c ?? '(no customer)', s / 3600] as const);
    expect(rows(body)).toEqual(new Map(expected));
    expect(body.map((l) => l.slice(10))).toEqual(expected.sort((a, b) => b[1] - a[1]).map(([c]) => c));
  },
  [EXAMPLES[1]!]: (output) => {
    const [head, ...body] = lines(output);
    expect(head).toBe('channels  list');
    const total = [...LISTS.values()].reduce((a, b) => a + b, 0);
    expect(body.pop()).toBe(`${String(total).padStart(8)}  in ${LISTS.size} lists`);
    expect(rows(body)).toEqual(LISTS);
  },
  [EXAMPLES[2]!]: (output) => {
    const [head, ...body] = lines(output);
    const from = LS22_TODAY - 29;
    expect(head).toBe(`${FARM.name} (farm ${FARM.farmId}), in-game days ${from} to ${LS22_TODAY}`);
    // the first backup's days lie before the window, the second's inside it
    const { income, expenses } = farmSums(from, LS22_TODAY);
    expect(expenses).toBeGreaterThan(0);
    const printed = Object.fromEntries(
      body.map((line) => {
        const [label, amount] = line.trim().split(/\s+/);
        return [label, Number(amount)];
      }),
    );
    expect(Object.keys(printed)).toEqual(['income', 'expenses', 'balance']);
    expect(printed.income).toBeCloseTo(income, 2);
    expect(printed.expenses).toBeCloseTo(expenses, 2);
    expect(printed.balance).toBeCloseTo(income - expenses, 2);
  },
  [EXAMPLES[3]!]: (output) => {
    const [head, ...body] = lines(output);
    expect(head).toBe('Bundestag: mean of the latest surveys of 2 institutes');
    expect(rows(body)).toEqual(DAWUM_AVERAGE);
    expect(body.map((l) => l.slice(10))).toEqual([...DAWUM_AVERAGE.keys()]);
  },
};

/** An example's "What it prints" block (the last text block of its section), dates made comparable. */
const sampleOf = (heading: string) => blocks.filter((b) => b.heading === heading && b.lang === 'text').at(-1);
const withoutDates = (text: string) => text.replace(/\d{4}-\d{2}-\d{2}/g, 'YYYY-MM-DD').trimEnd();

describe('docs/scripts.md', () => {
  it('has each worked example in curl, Node and Python, with what it prints', () => {
    for (const heading of EXAMPLES) {
      expect(
        runnable.filter((b) => b.heading === heading).map((b) => b.lang),
        heading,
      ).toEqual(['bash', 'js', 'python']);
      expect(sampleOf(heading), heading).toBeDefined();
    }
  });

  it.each(runnable.map((b) => [`${b.heading} (${b.lang}, line ${b.line})`, b] as const))(
    '%s runs and prints what the seeded data holds',
    async (_, block) => {
      const check = CHECKS[block.heading];
      if (!check) throw new Error(`no check for runnable blocks under "${block.heading}"`);
      const ran = await runBlock(block);
      expect(ran.status, `${ran.stderr}\n${ran.stdout}`).toBe(0);
      expect(ran.stderr).toBe('');
      check(ran.stdout, block.lang === 'sh' ? 'bash' : block.lang);
      const sample = sampleOf(block.heading);
      if (EXAMPLES.includes(block.heading)) expect(withoutDates(ran.stdout)).toBe(withoutDates(sample!.code));
    },
  );
});
