// Issues 9 and 29 figure: can anonymous logins stall everyone else? The p50 and p95 of an unrelated authenticated
// request (REST GET /api/user on the backend, and GraphQL `me` through the gateway) alone, then while 20 and 50
// concurrent bogus logins (random e-mails, a random client address each) run through the gateway without pause, and
// the ratio loaded / idle of the GraphQL request (issue 29's target: at most 3× at 50 logins). The gateway trusts
// the bench's X-Forwarded-For (TRUST_PROXY=true, as behind nginx), so every login counts for an address of its own.
// Run: pnpm -F @portal/tests bench:login-stall
import { randomBytes } from 'node:crypto';
import { fmt, measure, startStack } from './stack';

const STORMS = [20, 50];
const SAMPLES = 300;
/** Under load a call may take up to seconds: fewer of them. */
const LOADED_SAMPLES = 100;
const TARGET_RATIO = 3;

const stack = await startStack(4260, { TRUST_PROXY: 'true' });
try {
  const login = await fetch(`${stack.backendUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'portal-demo' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };

  const rest = async () => {
    const res = await fetch(`${stack.backendUrl}/api/user`, { headers: auth });
    if (res.status !== 200) throw new Error(`REST answered ${res.status}`);
    await res.arrayBuffer();
  };
  const graphql = async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const body = (await res.json()) as { data?: { me: { id: string } | null } };
    if (!body.data?.me) throw new Error(`GraphQL answered ${JSON.stringify(body)}`);
  };

  /** How the bogus logins were answered: HTTP status and GraphQL error code. */
  const outcomes = new Map<string, number>();
  const octet = () => 1 + (randomBytes(1)[0]! % 254);
  const bogusLogin = async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
      },
      body: JSON.stringify({
        query:
          'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        variables: {
          email: `nobody-${randomBytes(6).toString('hex')}@bench.example`,
          password: randomBytes(12).toString('hex'),
        },
      }),
    });
    const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    const outcome = `${res.status} ${body.errors?.[0]?.extensions?.code ?? 'ok'}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    // turned away at once: back after Retry-After, as the login screen says (a client looping on the 429s would
    // measure this process's own event loop)
    const retryAfter = Number(res.headers.get('retry-after') ?? 0);
    if (res.status === 429) await new Promise((r) => setTimeout(r, retryAfter * 1000));
  };

  // warm up (JIT, connection pools, the password hashing)
  await measure(100, 4, rest);
  await measure(100, 4, graphql);
  await measure(20, 4, bogusLogin);

  type Figures = Awaited<ReturnType<typeof measure>>;
  const row = (name: string, m: Figures) =>
    console.log(
      `${name.padEnd(32)} | ${fmt(m.p50).padStart(7)} | ${fmt(m.p95).padStart(7)} | ${fmt(m.p99).padStart(7)}`,
    );
  console.log(
    `an unrelated request, one call at a time: ${SAMPLES} idle, ${LOADED_SAMPLES} while bogus logins run`,
  );
  console.log(`${'request'.padEnd(32)} | p50 ms  | p95 ms  | p99 ms`);
  row('REST GET /api/user, idle', await measure(SAMPLES, 1, rest));
  const idle = await measure(SAMPLES, 1, graphql);
  row('GraphQL { me }, idle', idle);

  const loaded = new Map<number, Figures>();
  for (const storm of STORMS) {
    outcomes.clear();
    let storming = true;
    const attackers = Array.from({ length: storm }, async () => {
      while (storming) await bogusLogin();
    });
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    row(`REST GET /api/user, ${storm} logins`, await measure(LOADED_SAMPLES, 1, rest));
    const figures = await measure(LOADED_SAMPLES, 1, graphql);
    row(`GraphQL { me }, ${storm} logins`, figures);
    loaded.set(storm, figures);
    const seconds = (performance.now() - started) / 1000;
    storming = false;
    await Promise.all(attackers);
    const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
    console.log(
      `  ${storm} concurrent logins: ${total} in ${fmt(seconds)} s (${fmt(total / seconds)}/s), answered ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
  }

  const at = loaded.get(STORMS.at(-1)!)!;
  const p50Ratio = at.p50 / idle.p50;
  const p95Ratio = at.p95 / idle.p95;
  console.log(
    `GraphQL { me } at ${STORMS.at(-1)} concurrent logins against idle: p50 ${fmt(at.p50)} / ${fmt(idle.p50)} ms = ${fmt(p50Ratio)}×, ` +
      `p95 ${fmt(at.p95)} / ${fmt(idle.p95)} ms = ${fmt(p95Ratio)}× (target p50 ≤ ${TARGET_RATIO}×: ${p50Ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'})`,
  );
} finally {
  await stack.stop();
}
