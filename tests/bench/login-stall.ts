// Issue 9 figure: can anonymous logins stall everyone else? The p95 of an unrelated authenticated request (REST
// GET /api/user on the backend, and GraphQL `me` through the gateway) alone, then while 20 concurrent bogus logins
// (random e-mails, a random client address each, written as X-Forwarded-For since the bench runs on loopback,
// which the backend trusts by default) run without pause.
// Run: pnpm -F @portal/tests bench:login-stall
import { randomBytes } from 'node:crypto';
import { fmt, measure, startStack } from './stack';

const ATTACKERS = 20;
const SAMPLES = 300;
/** Under load a call takes up to seconds: fewer of them. */
const LOADED_SAMPLES = 60;

const stack = await startStack(4260);
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

  const statuses = new Map<number, number>();
  let attacking = true;
  const octet = () => 1 + (randomBytes(1)[0]! % 254);
  const bogusLogin = async () => {
    const res = await fetch(`${stack.backendUrl}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
      },
      body: JSON.stringify({
        email: `nobody-${randomBytes(6).toString('hex')}@bench.example`,
        password: randomBytes(12).toString('hex'),
      }),
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  };

  // warm up (JIT, connection pools, the password hashing)
  await measure(100, 4, rest);
  await measure(100, 4, graphql);
  await measure(20, 4, bogusLogin);
  statuses.clear();

  const row = (name: string, m: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `${name.padEnd(32)} | ${fmt(m.p50).padStart(7)} | ${fmt(m.p95).padStart(7)} | ${fmt(m.p99).padStart(7)}`,
    );
  console.log(
    `an unrelated request, one call at a time: ${SAMPLES} idle, ${LOADED_SAMPLES} with ${ATTACKERS} bogus logins running`,
  );
  console.log(`${'request'.padEnd(32)} | p50 ms  | p95 ms  | p99 ms`);
  row('REST GET /api/user, idle', await measure(SAMPLES, 1, rest));
  row('GraphQL { me }, idle', await measure(SAMPLES, 1, graphql));

  const attackers = Array.from({ length: ATTACKERS }, async () => {
    while (attacking) await bogusLogin();
  });
  await new Promise((r) => setTimeout(r, 500));
  const started = performance.now();
  row(`REST GET /api/user, ${ATTACKERS} logins`, await measure(LOADED_SAMPLES, 1, rest));
  row(`GraphQL { me }, ${ATTACKERS} logins`, await measure(LOADED_SAMPLES, 1, graphql));
  const seconds = (performance.now() - started) / 1000;
  attacking = false;
  await Promise.all(attackers);
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(
    `bogus logins: ${total} in ${fmt(seconds)} s (${fmt(total / seconds)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
} finally {
  await stack.stop();
}
