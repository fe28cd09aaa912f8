import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { mockClient, mockRealtimeClient, renderRoutes } from '../../test/render';
import { AssignMember } from './AssignMember';
import { FarmGeneralScreen } from './FarmGeneralScreen';
import { FarmLayout } from './FarmLayout';
import { ls22Feature } from './feature';
import { FinancialsScreen } from './FinancialsScreen';
import { Ls22Layout } from './Ls22Layout';
import {
  AssignLs22FarmUserMutation,
  Ls22AssignableMembersQuery,
  Ls22EnvironmentQuery,
  Ls22FarmFinancialsQuery,
  Ls22FarmQuery,
  Ls22FarmsQuery,
  Ls22ServerLinksQuery,
  Ls22ServerQuery,
} from './operations';
import { OverviewScreen } from './OverviewScreen';
import { SettingsScreen } from './SettingsScreen';

beforeAll(() => addTexts(ls22Feature.texts));
beforeEach(async () => {
  clearSession();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const offline = {
  __typename: 'Ls22Server' as const,
  online: false,
  state: 'OFFLINE' as const,
  game: 'Farming Simulator 22',
  version: null,
  name: 'Portal Farmers',
  mapName: 'Elmcreek',
  players: [],
  slotsUsed: 0,
  slotsCapacity: 16,
  dayTime: null,
  inGameDate: null,
  inGameTime: null,
  latestBackupAt: '2026-11-23T10:15:00.000Z',
  lastError: null,
  mods: [],
  vehicleCount: null,
  fetchedAt: '2026-11-23T10:00:00.000Z',
  polledAt: '2026-11-23T10:16:00.000Z',
};

const online = {
  ...offline,
  online: true,
  state: 'ONLINE' as const,
  version: '1.14.0.0',
  players: [
    { __typename: 'Ls22Player' as const, name: 'Anna', isAdmin: true, uptimeMinutes: 42 },
    { __typename: 'Ls22Player' as const, name: 'Bert', isAdmin: false, uptimeMinutes: 7 },
  ],
  slotsUsed: 2,
  dayTime: 30_600_000,
  inGameDate: { __typename: 'Ls22InGameDate' as const, year: 2, month: 9, day: 1 },
  inGameTime: '08:30',
  mods: [
    {
      __typename: 'Ls22Mod' as const,
      name: 'FS22_mod_1',
      title: 'Mod Nummer 1 & Co',
      version: '1.0.0.0',
      author: 'Modder 0',
    },
  ],
  vehicleCount: 12,
};

const serverMock = (server: Record<string, unknown>) => ({
  request: { query: Ls22ServerQuery },
  result: { data: { ls22Server: server } },
  maxUsageCount: 10,
});

const farm = (id: string, name: string, mine = false) => ({
  __typename: 'Ls22Farm' as const,
  id,
  farmId: Number(id),
  name,
  money: '123456.789000',
  loan: '25000.000000',
  color: Number(id),
  mine,
  members: mine ? [{ __typename: 'Ls22FarmMember' as const, id: '9', name: 'Toxic Idiot' }] : [],
});

/** The module's frame with a screen below it, as the app mounts it (without lazy loading and the guard). */
const framed = (path: string, element: React.ReactElement) => [
  { path: '/games/ls22', element: <Ls22Layout />, children: [{ path, element }] },
];

describe('the header', () => {
  it('goes from offline to online live, with the players, slots, latest backup and in-game date and time', async () => {
    const { client, hub } = mockRealtimeClient([serverMock(offline)]);
    renderRoutes(framed('overview', <Outlet />), { path: '/games/ls22/overview', client });
    const header = await screen.findByRole('region', { name: 'Game server' });
    expect(await within(header).findByText('SERVER OFFLINE')).toBeInTheDocument();
    expect(within(header).getByText('nobody online')).toBeInTheDocument();
    expect(within(header).getByText('0/16')).toBeInTheDocument();
    expect(within(header).getByText('23/11/2026 10:15:00', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(hub.count('Ls22ServerChanged')).toBe(1));

    hub.push('Ls22ServerChanged', { ls22ServerChanged: online });
    expect(await within(header).findByText('SERVER ONLINE')).toBeInTheDocument();
    expect(within(header).getByText('version 1.14.0.0')).toBeInTheDocument();
    const players = within(header).getByRole('list', { name: 'Players online' });
    expect(
      within(players)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anna(admin)', 'Bert']);
    expect(within(header).getByText('2/16')).toBeInTheDocument();
    expect(within(header).getByText('1 September, year 2, 08:30')).toBeInTheDocument();
  });

  it('says when the feed is unreadable, with the reason (without repeating the badge), and in German', async () => {
    await i18n.changeLanguage('de');
    const unreadable = {
      ...offline,
      state: 'UNREADABLE' as const,
      lastError: 'Feed nicht lesbar: Der Server hat statt XML eine Webseite geschickt.',
    };
    renderRoutes(framed('overview', <Outlet />), {
      path: '/games/ls22/overview',
      client: mockClient([
        serverMock({ ...unreadable, ...{ inGameDate: online.inGameDate, inGameTime: '08:30' } }),
      ]),
    });
    const header = await screen.findByRole('region', { name: 'Spielserver' });
    expect(await within(header).findByText('FEED NICHT LESBAR')).toBeInTheDocument();
    expect(within(header).getByText('Der Server hat statt XML eine Webseite geschickt.')).toBeInTheDocument();
    expect(within(header).getByText('niemand online')).toBeInTheDocument();
    expect(within(header).getByText('1. September, Jahr 2, 08:30 Uhr')).toBeInTheDocument();
  });

  it('shows the settings link to admins only', async () => {
    renderRoutes(framed('overview', <Outlet />), {
      path: '/games/ls22/overview',
      client: mockClient([serverMock(offline)]),
    });
    const nav = await screen.findByRole('navigation', { name: 'LS22 screens' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Farms', 'Backups']);
  });
});

/** The server links of a configured server. */
const linksMock = (links: { webInterface: string; stats: string | null; map: string | null }) => ({
  request: { query: Ls22ServerLinksQuery },
  result: { data: { ls22ServerLinks: { __typename: 'Ls22ServerLinks', configured: true, ...links } } },
});

describe('the overview', () => {
  it('lists the farms, the member’s own first and marked, with exact amounts; the server, players and mods', async () => {
    await i18n.changeLanguage('de');
    renderRoutes(framed('overview', <OverviewScreen />), {
      path: '/games/ls22/overview',
      client: mockClient([
        serverMock(online),
        {
          request: { query: Ls22FarmsQuery },
          result: { data: { ls22Farms: [farm('2', 'Müller & Söhne', true), farm('1', 'Hof Sonnenschein')] } },
        },
        linksMock({ webInterface: 'http://127.0.0.1:8080/', stats: null, map: null }),
      ]),
    });
    const farms = await screen.findByRole('table', { name: 'Höfe' });
    const rows = within(farms).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Müller & SöhneIhr Hof');
    expect(rows[0]).toHaveTextContent(/123\.456,79\s€/);
    expect(rows[0]).toHaveTextContent(/25\.000,00\s€/);
    expect(rows[0]).toHaveTextContent('Toxic Idiot');
    expect(within(rows[1]!).getByRole('link', { name: 'Hof Sonnenschein' })).toHaveAttribute(
      'href',
      '/games/ls22/farm/1',
    );
    expect(await screen.findByText('Elmcreek')).toBeInTheDocument();
    // the links come with a query of their own, which may answer after the server's
    expect(await screen.findByRole('link', { name: 'Weboberfläche des Servers' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:8080/',
    );
    expect(screen.getByRole('heading', { name: '1 Mod' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Mods' })).toHaveTextContent('Mod Nummer 1 & Co');
    expect(screen.getByText('seit 42 Minuten')).toBeInTheDocument();
  });

  it('shows the server’s map fetched with the member’s token, and saves the stats feed through the portal', async () => {
    await i18n.changeLanguage('de');
    saveSession('member-token', { id: '7', name: 'Toxic Idiot', email: 'toxicidiot@example.com' }, [
      'TOXIC_IDIOT',
    ]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const fetched: Array<{ url: string; authorization: string | null }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      fetched.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return url === '/files/ls22/map.jpg'
        ? // the page's own Blob (jsdom's FileReader reads no other)
          Object.assign(new Response(null), { blob: async () => new Blob([jpeg], { type: 'image/jpeg' }) })
        : new Response(
            JSON.stringify({ message: 'Feed nicht lesbar: Der Server hat den Code abgelehnt (HTTP 403).' }),
            {
              status: 502,
            },
          );
    });
    const screenWithToasts = (
      <>
        <OverviewScreen />
        <Toasters />
      </>
    );
    renderRoutes(framed('overview', screenWithToasts), {
      path: '/games/ls22/overview',
      client: mockClient([
        serverMock(online),
        { request: { query: Ls22FarmsQuery }, result: { data: { ls22Farms: [] } } },
        linksMock({
          webInterface: 'http://127.0.0.1:8080/index.html',
          stats: '/files/ls22/stats.xml',
          map: '/files/ls22/map.jpg',
        }),
      ]),
    });
    const map = await screen.findByRole('img', { name: 'Karte des Servers: Elmcreek' });
    expect(map.getAttribute('src')).toBe('data:image/jpeg;base64,/9j/4AECAw==');
    expect(fetched).toEqual([{ url: '/files/ls22/map.jpg', authorization: 'Bearer member-token' }]);

    // the feed's reason reaches the member when it cannot be read
    await userEvent.click(screen.getByRole('button', { name: 'Statistik-Feed (XML) herunterladen' }));
    expect(
      await screen.findByText('Feed nicht lesbar: Der Server hat den Code abgelehnt (HTTP 403).'),
    ).toBeVisible();
    expect(fetched[1]).toEqual({ url: '/files/ls22/stats.xml', authorization: 'Bearer member-token' });
  });
});

const farmMock = {
  request: { query: Ls22FarmQuery, variables: { id: '2' } },
  result: {
    data: {
      ls22Farm: {
        ...farm('2', 'Müller & Söhne', true),
        updatedAt: '2026-11-23T10:15:00.000Z',
        players: [
          {
            __typename: 'Ls22FarmPlayer' as const,
            name: 'Player 2',
            isFarmManager: true,
            uniqueUserId: 'user-2-a',
            lastConnected: '2026-11-20 18:00',
          },
        ],
      },
    },
  },
  maxUsageCount: 10,
};

const financialRow = (day: number, values: Record<string, string | null>, extra = '{}') => ({
  __typename: 'Ls22FinancialRow' as const,
  day,
  ...Object.fromEntries(
    [
      'other',
      'soldMilk',
      'soldWood',
      'soldWool',
      'incomeBga',
      'soldBales',
      'soldAnimals',
      'wagePayment',
      'fieldSelling',
      'loanInterest',
      'purchaseFuel',
      'soldProducts',
      'soldVehicles',
      'fieldPurchase',
      'harvestIncome',
      'missionIncome',
      'purchaseBales',
      'purchaseSeeds',
      'purchaseWater',
      'soldBuildings',
      'newAnimalCost',
      'propertyIncome',
      'newVehicleCost',
      'productionsCosts',
      'purchasePallets',
      'constructionCost',
      'purchaseSaplings',
      'purchaseFertilizer',
      'vehicleLeasingCost',
      'vehicleRunningCost',
      'propertyMaintenance',
      'productionDeliveryCosts',
    ].map((column) => [column, null]),
  ),
  ...values,
  extra,
});

const farmRoutes = (child: React.ReactElement, childPath?: string) => [
  {
    path: '/games/ls22/farm/:farmId',
    element: <FarmLayout />,
    children: [childPath ? { path: childPath, element: child } : { index: true, element: child }],
  },
];

describe('a farm', () => {
  it('shows its general data and players beside the left menu (general, then finances)', async () => {
    renderRoutes(farmRoutes(<FarmGeneralScreen />), {
      path: '/games/ls22/farm/2',
      client: mockClient([farmMock]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Müller & Söhne/ })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Screens of Müller & Söhne' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['General', '/games/ls22/farm/2'],
      ['Finances', '/games/ls22/farm/2/financials'],
    ]);
    expect(within(menu).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Your farm')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: "The farm's players" })).toHaveTextContent(
      'Player 2Yes20/11/2026 18:00',
    );
    // members only: no assignment form
    expect(screen.queryByRole('heading', { name: 'Assign a member' })).not.toBeInTheDocument();
  });

  it('an unknown farm is a not-found page', async () => {
    renderRoutes(farmRoutes(<FarmGeneralScreen />), {
      path: '/games/ls22/farm/77',
      client: mockClient([
        { request: { query: Ls22FarmQuery, variables: { id: '77' } }, result: { data: { ls22Farm: null } } },
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page does not exist' }),
    ).toBeInTheDocument();
  });
});

describe('assigning a member (admin)', () => {
  const data = farmMock.result.data.ls22Farm;
  const membersMock = {
    request: { query: Ls22AssignableMembersQuery },
    result: {
      data: {
        ls22AssignableMembers: [
          {
            __typename: 'Ls22AssignableMember' as const,
            id: '1',
            name: 'Ada Admin',
            email: 'admin@example.com',
          },
          { __typename: 'Ls22AssignableMember' as const, id: '5', name: 'Toni', email: 'toni@example.com' },
          { __typename: 'Ls22AssignableMember' as const, id: '404', name: 'Toni', email: 'gone@example.com' },
        ],
      },
    },
    maxUsageCount: 10,
  };

  it('offers the members who may be assigned; none chosen is refused in the language and sends nothing', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <AssignMember farm={data} /> }], {
      client: mockClient([membersMock]),
    });
    const picker = screen.getByLabelText(/Mitglied/, { selector: 'select' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Mitglied wählen',
        'Ada Admin (admin@example.com)',
        'Toni (toni@example.com)',
        'Toni (gone@example.com)',
      ]),
    );
    // no mutation mock: sending anything would fail the test with an error shown
    await user.click(screen.getByRole('button', { name: 'Zuordnen' }));
    expect(await screen.findByText('Bitte wählen Sie ein Mitglied.')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the members cannot be loaded', async () => {
    renderRoutes([{ path: '/', element: <AssignMember farm={data} /> }], {
      client: mockClient([{ request: { query: Ls22AssignableMembersQuery }, error: new Error('down') }]),
    });
    expect(
      await screen.findByText('The members could not be loaded; please reload the page.'),
    ).toBeInTheDocument();
  });

  it('assigns the picked member and says so; the server’s refusal shows under the field', async () => {
    saveSession('tok', { id: '1', name: 'Ada Admin', email: 'admin@example.com' }, ['ADMIN']);
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <AssignMember farm={data} />
              <Toasters />
            </>
          ),
        },
      ],
      {
        client: mockClient([
          membersMock,
          {
            request: { query: AssignLs22FarmUserMutation, variables: { farmId: '2', userId: '5' } },
            result: {
              data: {
                assignLs22FarmUser: {
                  __typename: 'Ls22Farm',
                  id: '2',
                  mine: false,
                  members: [{ __typename: 'Ls22FarmMember', id: '5', name: 'Toni' }],
                },
              },
            },
          },
          {
            request: { query: AssignLs22FarmUserMutation, variables: { farmId: '2', userId: '404' } },
            result: {
              errors: [
                {
                  message: 'Invalid input',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fieldErrors: { userId: ['There is no such member.'] },
                  },
                },
              ],
            },
          },
        ]),
      },
    );
    const picker = screen.getByLabelText(/Member/, { selector: 'select' });
    await screen.findByRole('option', { name: 'Toni (gone@example.com)' });
    await user.selectOptions(picker, '404');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('There is no such member.')).toBeInTheDocument();
    await user.selectOptions(picker, '5');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Müller & Söhne now belongs to: Toni.')).toBeInTheDocument();
    // the picker is empty again for the next assignment
    expect(picker).toHaveValue('');
  });
});

describe('the financials', () => {
  const rows = [
    financialRow(38, { harvestIncome: '1000.005000', purchaseFuel: '-200.250000' }),
    financialRow(39, { harvestIncome: '10.000001', wagePayment: '-3000.000000' }, '{"carbonCredits":"42.5"}'),
    financialRow(40, { harvestIncome: '0.100000', soldMilk: '0.200000' }),
  ];
  /** The latest backup's environment: 3 days per period (day 40 is 1 September of year 2). */
  const environmentMock = (ls22Environment: Record<string, unknown> | null) => ({
    request: { query: Ls22EnvironmentQuery },
    result: { data: { ls22Environment } },
    maxUsageCount: 10,
  });
  const environment = {
    __typename: 'Ls22Environment' as const,
    currentDay: 40,
    currentMonotonicDay: 40,
    daysPerPeriod: 3,
    inGameDate: { __typename: 'Ls22InGameDate' as const, year: 2, month: 9, day: 1 },
    weather: [],
    backupAt: '2026-11-23T10:15:00.000Z',
  };
  const mocks = (env: Record<string, unknown> | null = environment) => [
    farmMock,
    environmentMock(env),
    {
      request: { query: Ls22FarmFinancialsQuery, variables: { farmId: '2' } },
      result: { data: { ls22FarmFinancials: rows } },
      maxUsageCount: 10,
    },
  ];

  it('lists every written column per day, newest first, exactly formatted; a new column keeps its name', async () => {
    renderRoutes(farmRoutes(<FinancialsScreen />, 'financials'), {
      path: '/games/ls22/farm/2/financials',
      client: mockClient(mocks()),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Financials: Müller & Söhne' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 in-game days (day 38 to 40).')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Financials per in-game day' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Income',
        'Expenses',
        'Balance',
        'Harvest income',
        'Fuel',
        'Wages',
        'Milk sales',
        'carbonCredits',
      ]),
    );
    await within(table).findByRole('columnheader', { name: 'In-game date' });
    const body = within(table).getAllByRole('row').slice(1);
    // the in-game date (3 days per period from August of year 1), the day number beside it and in the title
    expect(body.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1 September, year 2',
      '3 August, year 2',
      '2 August, year 2',
    ]);
    expect(within(body[2]!).getByText('2 August, year 2')).toHaveAttribute('title', 'Day 38');
    expect(body.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['40', '39', '38']);
    // day 40: 0.1 + 0.2 exactly 0.30; day 38's harvest rounds half up from the exact string
    expect(body[0]).toHaveTextContent('$0.30');
    expect(body[2]).toHaveTextContent('$1,000.01');
    expect(body[1]).toHaveTextContent('$42.50');
    expect(within(body[1]!).getByText('-$2,947.50')).toHaveAttribute('title', '-2947.499999');
  });

  it('shows day numbers alone before any backup has an environment', async () => {
    renderRoutes(farmRoutes(<FinancialsScreen />, 'financials'), {
      path: '/games/ls22/farm/2/financials',
      client: mockClient(mocks(null)),
    });
    const table = await screen.findByRole('table', { name: 'Financials per in-game day' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).not.toContain('In-game date');
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['40', '39', '38']);
  });

  it('opens the largest items by URL hash and ranks them over the whole history', async () => {
    renderRoutes(farmRoutes(<FinancialsScreen />, 'financials'), {
      path: '/games/ls22/farm/2/financials#items',
      client: mockClient(mocks()),
    });
    expect(await screen.findByRole('tab', { name: 'Largest items', selected: true })).toBeInTheDocument();
    const items = await screen.findByRole('table', { name: 'The largest items over the whole history' });
    expect(
      within(items)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Wages-$3,000.00',
      'Harvest income$1,010.11',
      'Fuel-$200.25',
      'carbonCredits$42.50',
      'Milk sales$0.20',
    ]);
    expect(screen.getByTestId('ls22-items-chart')).toBeInTheDocument();
  });

  it('switches to the income chart and keeps it in the hash', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(farmRoutes(<FinancialsScreen />, 'financials'), {
      path: '/games/ls22/farm/2/financials',
      client: mockClient(mocks()),
    });
    await user.click(await screen.findByRole('tab', { name: 'Income and expenses' }));
    expect(router.state.location.hash).toBe('#income-and-expenses');
    expect(
      await screen.findByRole('figure', { name: 'Income and expenses per in-game day' }),
    ).toBeInTheDocument();
  });
});

describe('the server settings', () => {
  /** The settings screen with this configuration. */
  const renderSettings = async (config: Record<string, unknown>) => {
    const { Ls22ConfigQuery } = await import('./operations');
    renderRoutes([{ path: '/', element: <SettingsScreen /> }], {
      client: mockClient([
        {
          request: { query: Ls22ConfigQuery },
          result: {
            data: {
              ls22Config: {
                __typename: 'Ls22Config',
                serverUrl: 'http://127.0.0.1:8080',
                source: 'ENVIRONMENT',
                serverUrlSource: 'ENVIRONMENT',
                codeSource: 'ENVIRONMENT',
                updatedAt: null,
                ...config,
              },
            },
          },
        },
      ]),
    });
    return screen.findByLabelText(/Adresse der Weboberfläche/);
  };

  it('says which address and code apply: what is saved before the environment, field by field', async () => {
    await i18n.changeLanguage('de');
    await renderSettings({});
    expect(screen.getByTestId('ls22-config-source')).toHaveTextContent(
      'Noch nichts gespeichert. Was im Portal gespeichert ist, gilt vor LS22_SERVER_URL und LS22_SERVER_CODE ' +
        'aus der Umgebung.',
    );
    expect(
      screen.getByText(/Es gilt die Adresse aus LS22_SERVER_URL, bis Sie eine speichern\./),
    ).toBeVisible();
    expect(screen.getByText('Es gilt der Code aus LS22_SERVER_CODE, bis Sie einen speichern.')).toBeVisible();
    expect(screen.queryByText(/gespeicherte Code/)).not.toBeInTheDocument();
    cleanup();

    // an admin saved a code only: the address still comes from the environment
    await renderSettings({ source: 'PORTAL', codeSource: 'PORTAL', updatedAt: '2026-11-24T12:00:00Z' });
    expect(screen.getByTestId('ls22-config-source')).toHaveTextContent(
      /^Zuletzt gespeichert am 24\.11\.2026/,
    );
    expect(screen.getByText(/Es gilt die Adresse aus LS22_SERVER_URL/)).toBeVisible();
    expect(screen.getByText('Es gilt der gespeicherte Code; leer gelassen bleibt er.')).toBeVisible();
    cleanup();

    await renderSettings({ serverUrl: null, serverUrlSource: null, codeSource: null });
    expect(screen.getByText('Noch kein Code: weder gespeichert noch in LS22_SERVER_CODE.')).toBeVisible();
  });

  it('refuses an address without http(s), in the language, and sends nothing', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    const url = await renderSettings({});
    expect(screen.getByLabelText(/Code der Feeds/)).toHaveValue('');
    await user.clear(url);
    await user.type(url, 'ftp://example');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte geben Sie eine Adresse mit http:// oder https:// ein.'),
    ).toBeInTheDocument();
  });
});
