import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { reloadQueries } from './reloadQueries';
import { SessionCheckQuery } from './session.operations';

const member = (name: string) => ({
  me: { __typename: 'User', id: '1', name, email: 'member@example.com', roles: [] },
});

describe('reloadQueries', () => {
  it('asks the server again even while the same query is on its way (whose answer may predate the change)', async () => {
    const link = new MockLink([
      { request: { query: SessionCheckQuery }, result: { data: member('Before') }, delay: 30 },
      { request: { query: SessionCheckQuery }, result: { data: member('After') }, delay: 60 },
    ]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const seen: unknown[] = [];
    const subscription = client
      .watchQuery({ query: SessionCheckQuery, fetchPolicy: 'cache-and-network' })
      .subscribe((result) => seen.push(result.data));

    await reloadQueries(client, [SessionCheckQuery]);

    await vi.waitFor(() => expect(seen.at(-1)).toEqual(member('After')));
    expect(client.readQuery({ query: SessionCheckQuery })).toEqual(member('After'));
    subscription.unsubscribe();
  });

  it('leaves the failure to the screen when the server cannot be reached: its query shows the error, the call resolves', async () => {
    const link = new MockLink([
      { request: { query: SessionCheckQuery }, result: { data: member('Before') } },
      { request: { query: SessionCheckQuery }, error: new Error('offline') },
      { request: { query: SessionCheckQuery }, error: new Error('offline') },
    ]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const seen: { data: unknown; error: unknown }[] = [];
    const subscription = client
      .watchQuery({ query: SessionCheckQuery, fetchPolicy: 'cache-and-network' })
      .subscribe((result) => seen.push({ data: result.data, error: result.error }));
    await vi.waitFor(() => expect(seen.at(-1)?.data).toEqual(member('Before')));

    await expect(reloadQueries(client, [SessionCheckQuery])).resolves.toBeUndefined();

    await vi.waitFor(() => expect(seen.at(-1)?.error).toBeInstanceOf(Error));
    subscription.unsubscribe();
  });
});
