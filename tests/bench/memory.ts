// Issue 9 figure: memory of the embedded portal (PGlite). Prints the resident set size of the backend and the
// gateway idle after start, after each round of a load mix through the gateway (users list, profile, login,
// downloads list and a file download), and after settling. Prints only; nothing is asserted.
// Run: pnpm -F @portal/tests bench:memory   (ROUNDS, CALLS per round, SETTLE_SECONDS from the environment)
import { fmt, measure, rssMb, servicePid, startStack } from './stack';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CALLS = Number(process.env.CALLS ?? 2000);
const SETTLE_SECONDS = Number(process.env.SETTLE_SECONDS ?? 30);
const CONCURRENCY = 20;

// the load logs in far more often than the anonymous limit per address allows (all calls come from 127.0.0.1)
const stack = await startStack(4280, { AUTH_ANONYMOUS_PER_MINUTE: '100000' });
try {
  const backend = servicePid(stack.pid, 'backend');
  const gateway = servicePid(stack.pid, 'gateway');
  console.log('moment                 | backend MB | gateway MB | total MB | load p95 ms | statuses');
  const row = (moment: string, extra = '') => {
    const b = rssMb(backend) ?? 0;
    const g = rssMb(gateway) ?? 0;
    console.log(
      `${moment.padEnd(22)} | ${fmt(b).padStart(10)} | ${fmt(g).padStart(10)} | ${fmt(b + g).padStart(8)} | ${extra}`,
    );
  };
  row('idle after start');

  const graphql = async (query: string, token?: string, variables?: unknown) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
    };
  };
  const login = async () => {
    const { body } = await graphql(
      'mutation { login(email: "superadmin@example.com", password: "portal-demo") { token } }',
    );
    const token = (body.data?.login as { token: string } | undefined)?.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
    return token;
  };
  const token = await login();

  // one file in the downloads inbox (the export job), so that the mix streams a file too
  await graphql('mutation { exportMyData }', token);
  let fileUrl: string | undefined;
  for (let i = 0; i < 100 && !fileUrl; i++) {
    const { body } = await graphql('{ myDownloads { url } }', token);
    fileUrl = (body.data?.myDownloads as { url: string }[] | undefined)?.[0]?.url;
    if (!fileUrl) await new Promise((r) => setTimeout(r, 200));
  }
  if (!fileUrl) throw new Error('the export did not arrive in the downloads inbox');
  const fileHref = new URL(fileUrl, stack.gatewayUrl).href;

  const statuses = new Map<string, number>();
  const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
  const mix = [
    async () => {
      const r = await graphql(
        `
          {
            users(page: 1, perPage: 25, orderBy: NAME, direction: ASC) {
              items {
                id
                name
                email
                active
                roles {
                  name
                }
              }
              pageInfo {
                total
              }
            }
          }
        `,
        token,
      );
      count(r.body.errors ? 'users error' : `users ${r.status}`);
    },
    async () => {
      const r = await graphql('{ me { id name email roles { name } } }', token);
      count(r.body.errors ? 'me error' : `me ${r.status}`);
    },
    async () => {
      const r = await graphql('{ myDownloads { id filename url } unseenDownloadsCount }', token);
      count(r.body.errors ? 'downloads error' : `downloads ${r.status}`);
    },
    async () => {
      const res = await fetch(fileHref, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      count(`file ${res.status}`);
    },
  ];
  let n = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    statuses.clear();
    // a login every 50 calls (bcrypt; the login throttles must not be what is measured)
    const m = await measure(CALLS, CONCURRENCY, async () => {
      n += 1;
      if (n % 50 === 0) {
        await login().then(
          () => count('login ok'),
          () => count('login failed'),
        );
      } else await mix[n % mix.length]!();
    });
    row(
      `after round ${round}`,
      `${fmt(m.p95).padStart(11)} | ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }
  await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
  row(`settled ${SETTLE_SECONDS} s`);
} finally {
  await stack.stop();
}
