import { screen, within } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import i18n, { addTexts } from '../../i18n';
import { mockClient, renderRoutes } from '../../test/render';
import { iptvFeature } from './feature';
import { IptvProvidersQuery } from './operations';
import { ProvidersListScreen } from './ProvidersListScreen';

beforeAll(async () => {
  addTexts(iptvFeature.texts);
  await i18n.changeLanguage('en');
});

it('pages the providers as every table of the service modules does: 20 rows, sizes 1 to 100, 5 page numbers', async () => {
  const asked: unknown[] = [];
  const provider = (n: number) => ({
    __typename: 'IptvProvider' as const,
    id: String(n),
    name: `Provider ${n}`,
    channelCount: n * 1_000,
    updatedAt: '2026-11-20T10:00:00Z',
    lastImport: null,
  });
  renderRoutes([{ path: '/cp/iptv-providers/list', element: <ProvidersListScreen /> }], {
    path: '/cp/iptv-providers/list?page=5',
    client: mockClient([
      {
        request: {
          query: IptvProvidersQuery,
          variables: (variables) => (asked.push(variables), true),
        },
        result: {
          data: {
            iptvProviders: {
              __typename: 'IptvProviderPage',
              items: Array.from({ length: 20 }, (_, i) => provider(81 + i)),
              pageInfo: { __typename: 'PageInfo', currentPage: 5, lastPage: 10, perPage: 20, total: 200 },
            },
          },
        },
      },
    ]),
  });
  expect(await screen.findByText('Provider 81')).toBeInTheDocument();
  // a provider's thousands of channels, grouped as English writes them
  expect(screen.getByText('Provider 81').closest('tr')).toHaveTextContent('81,000');
  expect(screen.getByText('81–100 of 200')).toBeInTheDocument();
  expect(asked).toContainEqual(expect.objectContaining({ page: 5, perPage: 20 }));
  const sizes = within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option');
  expect(sizes.map((option) => option.textContent)).toEqual(['1', '5', '10', '20', '50', '100']);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent),
  ).toEqual(['3', '4', '5', '6', '7']);
});
