import type { ApolloClient } from '@apollo/client';
import { ApolloClient as Client, ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, render } from '@testing-library/react';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import type { ReactElement } from 'react';
import { Observable, type Subscriber } from 'rxjs';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from '../app/Providers';
import { authLink, createCache, errorToastLink, languageLink } from '../lib/apollo';

/**
 * Subscriptions in tests: every subscription stays open (and silent) until a test pushes a result to it by
 * operation name, as the server would.
 */
export class SubscriptionHub extends ApolloLink {
  private readonly observers = new Map<string, Set<Subscriber<FormattedExecutionResult>>>();

  constructor() {
    super((operation) => {
      const name = operation.operationName ?? '';
      return new Observable<FormattedExecutionResult>((observer) => {
        const set = this.observers.get(name) ?? new Set();
        set.add(observer);
        this.observers.set(name, set);
        return () => set.delete(observer);
      });
    });
  }

  /** How many subscriptions of that name are open. */
  count(operationName: string): number {
    return this.observers.get(operationName)?.size ?? 0;
  }

  /** Delivers `data` to every open subscription of that name. */
  push(operationName: string, data: Record<string, unknown>): void {
    act(() => {
      for (const observer of this.observers.get(operationName) ?? []) observer.next({ data });
    });
  }
}

/**
 * An Apollo client whose transport is a MockLink (queries, mutations) and a SubscriptionHub (subscriptions),
 * behind the app's real header and error links.
 */
export function mockRealtimeClient(mocks: ConstructorParameters<typeof MockLink>[0]): {
  client: ApolloClient;
  hub: SubscriptionHub;
  /** The names of the queries and mutations sent, in order. */
  sent: string[];
} {
  const hub = new SubscriptionHub();
  const sent: string[] = [];
  const mockLink = new MockLink(mocks, { showWarnings: false });
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    hub,
    new ApolloLink((operation, forward) => {
      sent.push(operation.operationName ?? '');
      return forward(operation);
    }).concat(mockLink),
  );
  const client = new Client({
    link: ApolloLink.from([errorToastLink, languageLink, authLink, transport]),
    cache: createCache(),
  });
  return { client, hub, sent };
}

/** An Apollo client as `mockRealtimeClient`, for tests that push no subscription results. */
export function mockClient(mocks: ConstructorParameters<typeof MockLink>[0]): ApolloClient {
  return mockRealtimeClient(mocks).client;
}

/** Renders routes in a memory router inside the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', client = mockClient([]) }: { path?: string; client?: ApolloClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client };
}

export function renderWithProviders(ui: ReactElement, client: ApolloClient = mockClient([])) {
  return render(<Providers client={client}>{ui}</Providers>);
}
