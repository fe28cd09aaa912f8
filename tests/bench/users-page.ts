// Issue 3 figure: the gateway's cost. The same users page (25 rows, a filter and a sort) fetched through the
// gateway (GraphQL) and straight from the backend (REST), side by side, at 1 and at 50 concurrent connections.
// Run: pnpm -F @portal/tests bench:users
import { fmt, measure, startStack } from './stack';

const MEMBERS = 300;
const stack = await startStack(4200);
try {
  const login = await fetch(`${stack.backendUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@example.com', password: 'portal-demo' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  for (let i = 0; i < MEMBERS; i++) {
    const res = await fetch(`${stack.backendUrl}/api/cp/user`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Member ${String(i).padStart(3, '0')}`,
        email: `bench${i}@bench.example`,
        password: 'bench-password',
        password_confirmation: 'bench-password',
      }),
    });
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  }

  const rest = async () => {
    const res = await fetch(
      `${stack.backendUrl}/api/cp/user?page=2&itemsPerPage=25&filter[email]=bench&order[name]=desc`,
      { headers: auth },
    );
    const body = (await res.json()) as { data: unknown[] };
    if (res.status !== 200 || body.data.length !== 25) throw new Error(`REST answered ${res.status}`);
  };
  const query = `query Users($filter: UserFilter) {
    users(page: 2, perPage: 25, orderBy: "name", direction: DESC, filter: $filter) {
      items { id name email active createdAt updatedAt roles { id name } }
      pageInfo { currentPage lastPage perPage total }
    }
  }`;
  const graphql = async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { filter: { email: 'bench' } } }),
    });
    const body = (await res.json()) as { data?: { users: { items: unknown[] } } };
    if (body.data?.users.items.length !== 25) throw new Error(`GraphQL answered ${JSON.stringify(body)}`);
  };

  // Warm up both paths (JIT, connection pools, query plans).
  await measure(200, 10, rest);
  await measure(200, 10, graphql);

  console.log(`users page 2 of ${MEMBERS} matching members, 25 rows, filter email, sort name desc`);
  console.log('concurrency | path            | p50 ms | p95 ms | p99 ms | req/s');
  for (const [concurrency, total] of [
    [1, 500],
    [50, 3000],
  ] as const) {
    const r = await measure(total, concurrency, rest);
    const g = await measure(total, concurrency, graphql);
    const row = (name: string, m: typeof r) =>
      console.log(
        `${String(concurrency).padStart(11)} | ${name.padEnd(15)} | ${fmt(m.p50).padStart(6)} | ${fmt(m.p95).padStart(6)} | ${fmt(m.p99).padStart(6)} | ${fmt(m.rps)}`,
      );
    row('backend REST', r);
    row('gateway GraphQL', g);
    console.log(
      `${' '.repeat(11)} | ratio gw/rest   | ${fmt(g.p50 / r.p50).padStart(6)} | ${fmt(g.p95 / r.p95).padStart(6)} | ${fmt(g.p99 / r.p99).padStart(6)} | ${fmt(g.rps / r.rps)}`,
    );
  }
} finally {
  await stack.stop();
}
