import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { mockClient, mockRealtimeClient, renderRoutes } from '../../test/render';
import { ChannelsScreen } from './ChannelsScreen';
import { iptvFeature } from './feature';
import { IptvOverviewScreen } from './IptvOverviewScreen';
import { ListScreen } from './ListScreen';
import { SettingsScreen } from './SettingsScreen';
import {
  CreateIptvPersonalDownloadLinkMutation,
  IptvCatalogueGroupsQuery,
  IptvCatalogueQuery,
  IptvListNamesQuery,
  IptvListScreenQuery,
  IptvListsQuery,
  IptvMemberProvidersQuery,
  IptvProviderSettingsQuery,
  MoveIptvListChannelsMutation,
  SaveIptvProviderSettingsMutation,
} from './memberOperations';

beforeAll(async () => {
  addTexts(iptvFeature.texts);
  await i18n.changeLanguage('en');
});

const list = (id: string, name: string, valid: boolean, url: string | null = null) => ({
  __typename: 'IptvList' as const,
  id,
  name,
  stats: { __typename: 'IptvListStats' as const, channelCount: 2, categoryCount: 1 },
  usedProviders: [
    {
      __typename: 'IptvListProvider' as const,
      id: `p-${id}`,
      name: `Provider ${id}`,
      frontendUrl: 'https://provider.example/',
      userHasValidSettings: valid,
      missingFields: valid ? [] : ['PASSWORD'],
    },
  ],
  personalDownloadLinkUrl: url,
});

const withToasts = (element: React.ReactElement) => (
  <>
    {element}
    <Toasters />
  </>
);

describe('IPTV overview', () => {
  it('offers the link only when every provider of the list has complete settings, and generates it', async () => {
    const client = mockClient([
      {
        request: { query: IptvListsQuery },
        result: { data: { iptvLists: [list('1', 'Sports', false), list('2', 'News', true)] } },
      },
      {
        request: { query: CreateIptvPersonalDownloadLinkMutation, variables: { listId: '2' } },
        result: {
          data: {
            createIptvPersonalDownloadLink: {
              __typename: 'IptvList',
              id: '2',
              personalDownloadLinkUrl: 'http://127.0.0.1:4000/iptv/tok/playlist.m3u',
            },
          },
        },
      },
    ]);
    renderRoutes([{ path: '/service/iptv', element: withToasts(<IptvOverviewScreen />) }], {
      path: '/service/iptv',
      client,
    });
    const sports = await screen.findByRole('region', { name: 'Sports' });
    const news = screen.getByRole('region', { name: 'News' });
    expect(within(sports).queryByRole('button', { name: 'Generate M3U' })).toBeNull();
    expect(within(sports).getByText('incomplete')).toBeInTheDocument();
    // what is missing, per provider, with the way to its settings
    expect(within(sports).getByRole('listitem')).toHaveTextContent('Provider 1: not entered yet: Password');
    expect(within(sports).getByRole('link', { name: 'Provider 1' })).toHaveAttribute(
      'href',
      '/service/iptv/settings?provider=p-1',
    );
    expect(within(news).getByText('complete')).toBeInTheDocument();
    await userEvent.click(within(news).getByRole('button', { name: 'Generate M3U' }));
    expect(
      await within(news).findByDisplayValue('http://127.0.0.1:4000/iptv/tok/playlist.m3u'),
    ).toBeInTheDocument();
    expect(within(news).getByRole('button', { name: 'Generate a new link' })).toBeInTheDocument();
  });

  it('explains an empty overview and links to the channels', async () => {
    const client = mockClient([{ request: { query: IptvListsQuery }, result: { data: { iptvLists: [] } } }]);
    renderRoutes([{ path: '/service/iptv', element: <IptvOverviewScreen /> }], {
      path: '/service/iptv',
      client,
    });
    expect(await screen.findByText('No list yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the channels' })).toHaveAttribute(
      'href',
      '/service/iptv/channels',
    );
  });
});

describe('IPTV channels', () => {
  it('refuses to add without a chosen list', async () => {
    const client = mockClient([
      { request: { query: IptvCatalogueGroupsQuery }, result: { data: { iptvChannelGroups: ['News'] } } },
      { request: { query: IptvListNamesQuery }, result: { data: { iptvLists: [] } } },
      {
        request: { query: IptvCatalogueQuery, variables: () => true },
        result: {
          data: {
            iptvChannels: {
              __typename: 'IptvChannelPage',
              items: [
                {
                  __typename: 'IptvChannel',
                  id: 'c1',
                  name: 'Channel 1',
                  logo: null,
                  groupTitle: 'News',
                  provider: { __typename: 'IptvChannelProvider', id: 'p1', name: 'Provider' },
                },
              ],
              pageInfo: { __typename: 'PageInfo', total: 1 },
            },
          },
        },
        maxUsageCount: 5,
      },
    ]);
    renderRoutes([{ path: '/service/iptv/channels', element: withToasts(<ChannelsScreen />) }], {
      path: '/service/iptv/channels',
      client,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Channel 1' }));
    expect(await screen.findByText('No list selected')).toBeInTheDocument();
  });
});

const row = (id: string, order: number, name: string) => ({
  __typename: 'IptvListChannel' as const,
  id,
  order,
  name,
  link: `http://stream.example/{username}/{password}/${id}.ts`,
  provider: { __typename: 'IptvChannelProvider' as const, id: 'p1', name: 'Provider' },
  providerGroupTitle: 'News',
});

/** List l1 as its screen shows it: its groups and one page of rows. */
const shownList = (items: ReturnType<typeof row>[], total = items.length) => ({
  __typename: 'IptvList' as const,
  id: 'l1',
  name: 'Mine',
  groups: ['default', 'Kids'],
  providerGroups: ['News'],
  channels: {
    __typename: 'IptvListChannelPage' as const,
    items,
    pageInfo: { __typename: 'PageInfo' as const, total },
  },
});

const screenResult = (items: ReturnType<typeof row>[], total = items.length) => ({
  data: { iptvList: shownList(items, total) },
});

describe('IPTV list', () => {
  it('shows the default group and reloads its rows when another view moved one', async () => {
    const { client, hub } = mockRealtimeClient([
      {
        request: {
          query: IptvListScreenQuery,
          variables: (v) => (v.filter as { group?: string }).group === 'default',
        },
        result: screenResult([row('a', 1, 'Alpha'), row('b', 2, 'Beta')]),
      },
      {
        request: { query: IptvListScreenQuery, variables: () => true },
        result: screenResult([row('b', 1, 'Beta'), row('a', 2, 'Alpha')]),
        maxUsageCount: 5,
      },
    ]);
    renderRoutes([{ path: '/service/iptv/list/:listId', element: <ListScreen /> }], {
      path: '/service/iptv/list/l1',
      client,
    });
    const table = await screen.findByRole('table', { name: 'Channels of the group default' });
    await within(table).findByText('Alpha');
    expect(screen.getByRole('tab', { name: 'default', selected: true })).toBeInTheDocument();
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).queryByText(/Alpha|Beta/)?.textContent);
    expect(names()).toEqual(['Alpha', 'Beta']);

    await waitFor(() => expect(hub.count('IptvChannelMoved')).toBe(1));
    hub.push('IptvChannelMoved', { iptvChannelMoved: 'l1' });
    await waitFor(() => expect(names()).toEqual(['Beta', 'Alpha']));

    await userEvent.click(within(table).getByRole('button', { name: 'Show the link of Beta' }));
    expect(within(table).getByRole('textbox', { name: 'Link of Beta' })).toHaveAttribute('readonly');
  });

  it('keeps the group tab in the URL (`tab`) when the page size changes, on page 1; old `group` links work', async () => {
    const { client } = mockRealtimeClient([
      {
        request: { query: IptvListScreenQuery, variables: () => true },
        result: screenResult([row('k', 1, 'Kika')], 40),
        maxUsageCount: 10,
      },
    ]);
    const { router } = renderRoutes([{ path: '/service/iptv/list/:listId', element: <ListScreen /> }], {
      path: '/service/iptv/list/l1?group=Kids&page=2',
      client,
    });
    const table = await screen.findByRole('table', { name: 'Channels of the group Kids' });
    await within(table).findByText('Kika');
    expect(screen.getByRole('tab', { name: 'Kids', selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    await waitFor(() => expect(query()).toEqual({ perPage: '5', tab: 'Kids' }));
    expect(screen.getByRole('tab', { name: 'Kids', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Channels of the group Kids' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'default' }));
    // the default group is the bare URL, as every table leaves its defaults out
    await waitFor(() => expect(query()).toEqual({ perPage: '5' }));
  });

  it(
    'offers no move past the ends: not up on the first row or block, not down on the last',
    { timeout: 40_000 },
    async () => {
      const { client } = mockRealtimeClient([
        {
          request: { query: IptvListScreenQuery, variables: () => true },
          result: screenResult([row('a', 1, 'Alpha'), row('b', 2, 'Beta'), row('c', 3, 'Gamma')]),
          maxUsageCount: 5,
        },
      ]);
      renderRoutes([{ path: '/service/iptv/list/:listId', element: <ListScreen /> }], {
        path: '/service/iptv/list/l1',
        client,
      });
      const table = await screen.findByRole('table', { name: 'Channels of the group default' });
      await within(table).findByText('Gamma');
      // (by label: shown from the sm breakpoint, and jsdom applies the base display)
      expect(within(table).getByLabelText('Move Alpha up')).toBeDisabled();
      expect(within(table).getByLabelText('Move Alpha down')).toBeEnabled();
      expect(within(table).getByLabelText('Move Gamma up')).toBeEnabled();
      expect(within(table).getByLabelText('Move Gamma down')).toBeDisabled();

      const user = userEvent.setup();
      await user.click(within(table).getByRole('checkbox', { name: 'Select Alpha' }));
      await user.click(within(table).getByRole('checkbox', { name: 'Select Beta' }));
      const up = screen.getByRole('button', { name: 'Move up' });
      expect(up).toHaveAttribute('aria-disabled', 'true');
      expect(up).toHaveAccessibleDescription('The selected channels are at the top already.');
      expect(screen.getByRole('button', { name: 'Move down' })).not.toHaveAttribute('aria-disabled');
      await user.click(within(table).getByRole('checkbox', { name: 'Select Gamma' }));
      expect(screen.getByRole('button', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');

      // on phones the same actions sit in one menu
      await user.click(screen.getByRole('button', { name: 'Selected' }));
      expect(await screen.findByRole('menuitem', { name: 'Move up' })).toHaveAttribute('data-disabled');
      expect(screen.getByRole('menuitem', { name: 'Copy to group' })).not.toHaveAttribute('data-disabled');
    },
  );

  it('moves the checked rows up as a block with one mutation answering the new order, keeps them checked, pages with 5 page numbers', async () => {
    const moved = vi.fn(() => ({
      data: {
        moveIptvListChannels: shownList(
          [row('b', 1, 'Beta'), row('c', 2, 'Gamma'), row('a', 3, 'Alpha')],
          400,
        ),
      },
    }));
    const { client, sent } = mockRealtimeClient([
      {
        request: { query: IptvListScreenQuery, variables: () => true },
        result: screenResult([row('a', 1, 'Alpha'), row('b', 2, 'Beta'), row('c', 3, 'Gamma')], 400),
        maxUsageCount: 5,
      },
      {
        request: {
          query: MoveIptvListChannelsMutation,
          variables: (v) =>
            v.listId === 'l1' &&
            v.move === 'UP' &&
            JSON.stringify(v.ids) === '["b","c"]' &&
            v.page === 1 &&
            (v.filter as { group?: string }).group === 'default',
        },
        result: moved,
      },
    ]);
    renderRoutes([{ path: '/service/iptv/list/:listId', element: <ListScreen /> }], {
      path: '/service/iptv/list/l1',
      client,
    });
    const table = await screen.findByRole('table', { name: 'Channels of the group default' });
    await within(table).findByText('Gamma');
    const user = userEvent.setup();
    const up = screen.getByRole('button', { name: 'Move up' });
    // nothing checked yet: the button says why it does nothing
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(moved).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('checkbox', { name: 'Select Beta' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Gamma' }));
    const before = sent.length;
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).queryByText(/Alpha|Beta|Gamma/)?.textContent),
      ).toEqual(['Beta', 'Gamma', 'Alpha']),
    );
    expect(moved).toHaveBeenCalledTimes(1);
    // one mutation and at most one read
    const after = sent.slice(before);
    expect(after.filter((name) => name === 'MoveIptvListChannels')).toHaveLength(1);
    expect(after.filter((name) => name !== 'MoveIptvListChannels').length).toBeLessThanOrEqual(1);
    expect(within(table).getByRole('checkbox', { name: 'Select Beta' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Select Gamma' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Select Alpha' })).not.toBeChecked();

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
  });
});

describe('IPTV provider settings', () => {
  it('saves the credentials; the answer marks the provider complete and says a password is stored, nothing is read again', async () => {
    const settings = (passwordSet: boolean, valid: boolean) => ({
      __typename: 'IptvProviderSettings' as const,
      id: passwordSet ? 's1' : null,
      providerId: 'p1',
      username: passwordSet ? 'bob' : null,
      passwordSet,
      provider: { __typename: 'IptvMemberProvider' as const, id: 'p1', userHasValidSettings: valid },
    });
    const { client, sent } = mockRealtimeClient([
      {
        request: { query: IptvMemberProvidersQuery },
        result: {
          data: {
            iptvMemberProviders: [
              {
                __typename: 'IptvMemberProvider',
                id: 'p1',
                name: 'Acme',
                frontendUrl: 'https://acme.example/',
                requiredFields: ['USERNAME', 'PASSWORD'],
                userHasValidSettings: false,
              },
            ],
          },
        },
      },
      {
        request: { query: IptvProviderSettingsQuery, variables: { providerId: 'p1' } },
        result: { data: { iptvProviderSettings: settings(false, false) } },
      },
      {
        request: {
          query: SaveIptvProviderSettingsMutation,
          variables: { providerId: 'p1', input: { username: 'bob', password: 'pw9' } },
        },
        result: { data: { saveIptvProviderSettings: settings(true, true) } },
      },
    ]);
    renderRoutes([{ path: '/service/iptv/settings', element: <SettingsScreen /> }], {
      path: '/service/iptv/settings?provider=p1',
      client,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'bob');
    await user.type(screen.getByLabelText('Password'), 'pw9');
    expect(screen.getByText('No password stored yet.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Providers' });
    expect(within(nav).getByText('incomplete')).toBeInTheDocument();
    const before = sent.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(nav).findByText('complete')).toBeInTheDocument();
    expect(screen.getByText('A password is stored; leave this empty to keep it.')).toBeInTheDocument();
    expect(sent.slice(before)).toEqual(['SaveIptvProviderSettings']);
  });
});
