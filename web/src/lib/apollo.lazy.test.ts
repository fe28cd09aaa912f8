import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, Observable } from 'rxjs';
import { expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ count: 0, path: '' }));
vi.mock('./realtime', () => {
  loaded.count += 1;
  return {
    createWsLink: (path: string) => {
      loaded.path = path;
      return new ApolloLink(
        () =>
          new Observable((observer) => {
            observer.next({ data: { ping: 'pong' } });
            observer.complete();
          }),
      );
    },
  };
});

const { createApolloClient } = await import('./apollo');

it('loads the realtime link with the first subscription, not before, and only once', async () => {
  const client = createApolloClient({ httpLink: ApolloLink.empty() });
  expect(loaded.count).toBe(0);
  const subscribe = () => firstValueFrom(client.subscribe({ query: parse('subscription { ping }') }));
  expect((await subscribe()).data).toEqual({ ping: 'pong' });
  expect((await subscribe()).data).toEqual({ ping: 'pong' });
  expect(loaded.count).toBe(1);
  expect(loaded.path).toBe('/graphql');
});
