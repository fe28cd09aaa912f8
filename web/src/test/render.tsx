import type { ApolloClient } from '@apollo/client';
import { InMemoryCache, ApolloClient as Client, ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from '../app/Providers';
import { authLink, errorToastLink, languageLink } from '../lib/apollo';

/** An Apollo client whose transport is a MockLink, behind the app's real header and error links. */
export function mockClient(mocks: ConstructorParameters<typeof MockLink>[0]): ApolloClient {
  return new Client({
    link: ApolloLink.from([errorToastLink, languageLink, authLink, new MockLink(mocks)]),
    cache: new InMemoryCache(),
  });
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
