import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { mockClient, renderRoutes } from '../../test/render';
import { AUTO_RELOAD_STORAGE_KEY, CryptTrackLayout } from './CryptTrackLayout';
import { DashboardScreen } from './DashboardScreen';
import { cryptTrackFeature } from './feature';
import {
  CreateCryptTrackConfigMutation,
  CryptTrackConfigsQuery,
  CryptTrackDashboardQuery,
  CryptTrackPendingPositionsQuery,
  DeleteCryptTrackConfigMutation,
  TestCryptTrackConfigMutation,
} from './operations';
import { PositionsScreen } from './PositionsScreen';
import { SettingsScreen } from './SettingsScreen';

beforeAll(() => addTexts(cryptTrackFeature.texts));
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

const withToasts = (element: React.ReactElement) => (
  <>
    {element}
    <Toasters />
  </>
);

const config = (id: string, label: string) => ({
  __typename: 'CryptTrackConfig' as const,
  id,
  platform: 'bitget',
  label,
  apiKeyLast4: `k${id.padStart(3, '0')}`,
  meta: '{}',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
});

const configsMock = (configs: ReturnType<typeof config>[]) => ({
  request: { query: CryptTrackConfigsQuery },
  result: { data: { cryptTrackConfigs: configs } },
  maxUsageCount: 10,
});

const account = {
  __typename: 'CryptTrackAccount' as const,
  productType: 'USDT_FUTURES' as const,
  marginCoin: 'USDT',
  available: '10234.567891',
  frozen: '0',
  margin: '1500.5',
  transferable: '9000',
  positionMode: 'HEDGE' as const,
  crossedUnrealizedPnl: '-12.345',
  isolatedUnrealizedPnl: '3.1',
  bonus: null,
  totalCapital: '11735.067891',
  usdtEquity: '11735.067891',
  unrealizedPnl: '-9.245',
};

const entry = (id: string, label: string, error: string | null = null) => ({
  __typename: 'CryptTrackDashboardEntry' as const,
  config: { __typename: 'CryptTrackConfigRef' as const, id, platform: 'bitget', label },
  accounts: error ? [] : [account],
  positionSums: error
    ? []
    : [
        {
          __typename: 'CryptTrackPositionSum' as const,
          marginCoin: 'USDT',
          count: 2,
          margin: '250.25',
          unrealizedPnl: '42.125',
        },
      ],
  error,
  errorCode: error ? ('BAD_PASSPHRASE' as const) : null,
});

describe('the dashboard', () => {
  it('shows a card per configuration with its accounts in the short form, and a failed one with its reason', async () => {
    const client = mockClient([
      {
        request: { query: CryptTrackDashboardQuery },
        result: {
          data: {
            cryptTrackDashboard: [
              entry('1', 'Main account'),
              entry('2', 'Old keys', 'The passphrase does not match the API key.'),
            ],
          },
        },
      },
    ]);
    renderRoutes([{ path: '/service/crypt-track/dashboard', element: <DashboardScreen /> }], {
      path: '/service/crypt-track/dashboard',
      client,
    });
    const main = await screen.findByRole('region', { name: 'Main account' });
    expect(within(main).getByRole('heading', { name: 'USDT-M futures · USDT' })).toBeInTheDocument();
    expect(within(main).getByText('11,735.07 USDT')).toBeInTheDocument();
    expect(within(main).getByText('10,234.57')).toBeInTheDocument();
    // unrealized PnL signed and coloured; the sums of the open positions
    expect(within(main).getByText('-12.35')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
    const sums = within(main).getByRole('table', { name: 'Open positions per margin coin' });
    expect(within(sums).getByText('+42.13')).toBeInTheDocument();
    expect(within(sums).getByText('2')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Positions of Main account' })).toHaveAttribute(
      'href',
      '/service/crypt-track/positions/pending/1',
    );

    const failed = screen.getByRole('region', { name: 'Old keys' });
    expect(within(failed).getByText('The passphrase does not match the API key.')).toBeInTheDocument();
    expect(within(failed).queryByRole('table')).toBeNull();
  });

  it('leads a member without a configuration to the settings', async () => {
    const client = mockClient([
      { request: { query: CryptTrackDashboardQuery }, result: { data: { cryptTrackDashboard: [] } } },
    ]);
    renderRoutes([{ path: '/d', element: <DashboardScreen /> }], { path: '/d', client });
    expect(await screen.findByText('No configuration yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the settings' })).toHaveAttribute(
      'href',
      '/service/crypt-track/settings',
    );
  });

  it('says why it could not load, in the server’s words, and tries again', async () => {
    const client = mockClient([
      {
        request: { query: CryptTrackDashboardQuery },
        result: {
          errors: [
            new GraphQLError('The exchange is down.', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
          ],
        },
      },
      {
        request: { query: CryptTrackDashboardQuery },
        result: { data: { cryptTrackDashboard: [entry('1', 'Main account')] } },
      },
    ]);
    renderRoutes([{ path: '/d', element: <DashboardScreen /> }], { path: '/d', client });
    expect(await screen.findByText('The exchange is down.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Main account' })).toBeInTheDocument();
  });
});

const position = (side: 'LONG' | 'SHORT', unrealizedPnl: string, liquidationPrice: string | null) => ({
  __typename: 'CryptTrackPosition' as const,
  positionId: `USDT_FUTURES:BTCUSDT:USDT:${side}`,
  productType: 'USDT_FUTURES' as const,
  symbol: 'BTCUSDT',
  marginCoin: 'USDT',
  qty: '0.015',
  entryValue: '960.123456',
  side,
  marginMode: 'CROSSED' as const,
  positionMode: 'HEDGE' as const,
  leverage: '10',
  fee: '-0.57',
  funding: '0.0123',
  realizedPnl: null,
  margin: '96.0123',
  unrealizedPnl,
  liquidationPrice,
  averageOpenPrice: '64008.2304',
  markPrice: '64000.5',
  marginRate: '0.004',
  createdAt: '2026-11-20T08:00:00.000Z',
  modifiedAt: '2026-11-21T08:00:00.000Z',
});

describe('the pending positions', () => {
  it('shows long and short, PnL signed and coloured, amounts in the long form and the distance to liquidation', async () => {
    const client = mockClient([
      configsMock([config('7', 'Main account')]),
      {
        request: { query: CryptTrackPendingPositionsQuery, variables: { configId: '7' } },
        result: {
          data: {
            cryptTrackPendingPositions: [
              position('LONG', '12.5', '58000.25'),
              position('SHORT', '-3.25', null),
            ],
          },
        },
      },
    ]);
    renderRoutes([{ path: '/p/:configId', element: <PositionsScreen /> }], { path: '/p/7', client });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Positions: Main account' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Open positions' });
    const [long, short] = within(table).getAllByRole('row').slice(1);
    expect(within(long!).getByText('Long 10×')).toBeInTheDocument();
    expect(within(short!).getByText('Short 10×')).toBeInTheDocument();
    expect(within(long!).getByText('+12.5000')).toHaveStyle({ color: 'var(--chakra-colors-green-fg)' });
    expect(within(short!).getByText('-3.2500')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
    expect(within(long!).getByText('64,008.2304')).toBeInTheDocument();
    expect(within(long!).getByText('960.1235 USDT')).toBeInTheDocument();
    // |64000.5 − 58000.25| / 64000.5: 9.38 % from liquidation, in red below 10 %
    expect(within(long!).getByText('9.38%')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
    expect(within(short!).getByText('0.40%')).toBeInTheDocument(); // the margin rate
    // every field of a position (spec 02 §3): its mode beside the margin mode, its id and last change by the opening
    expect(within(long!).getByText('USDT-M futures · Cross · Hedge mode')).toBeInTheDocument();
    expect(within(long!).getByText('ID USDT_FUTURES:BTCUSDT:USDT:LONG')).toBeInTheDocument();
    expect(within(long!).getByText(/^changed/)).toHaveTextContent(/^changed 21\/11\/2026/);
    // the totals above: both positions' unrealized PnL added up exactly
    const totals = screen.getByRole('group', { name: 'Totals of the open positions' });
    expect(within(totals).getByText('+9.25 USDT')).toBeInTheDocument();
  });

  it('formats in German: 1.234,5678', async () => {
    await i18n.changeLanguage('de');
    const client = mockClient([
      configsMock([config('7', 'Hauptkonto')]),
      {
        request: { query: CryptTrackPendingPositionsQuery, variables: { configId: '7' } },
        result: { data: { cryptTrackPendingPositions: [position('LONG', '1234.56789', '58000.25')] } },
      },
    ]);
    renderRoutes([{ path: '/p/:configId', element: <PositionsScreen /> }], { path: '/p/7', client });
    const table = await screen.findByRole('table', { name: 'Offene Positionen' });
    expect(within(table).getByText('+1.234,5679')).toBeInTheDocument();
    expect(within(table).getByText('64.008,2304')).toBeInTheDocument();
    // (the matcher reads the no-break space before % as a space)
    expect(within(table).getByText('9,38 %')).toBeInTheDocument();
  });

  it('says when a configuration is not the member’s', async () => {
    const client = mockClient([
      configsMock([config('7', 'Main account')]),
      {
        request: { query: CryptTrackPendingPositionsQuery, variables: { configId: '99' } },
        result: { errors: [new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    renderRoutes([{ path: '/p/:configId', element: <PositionsScreen /> }], { path: '/p/99', client });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuration not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/service/crypt-track/dashboard',
    );
  });
});

describe('the toolbar', () => {
  const renderLayout = (client = mockClient([configsMock([config('1', 'Main'), config('2', 'Spare')])])) =>
    renderRoutes(
      [
        {
          path: '/service/crypt-track',
          element: <CryptTrackLayout />,
          children: [{ path: 'dashboard', element: <p>dashboard</p> }],
        },
      ],
      { path: '/service/crypt-track/dashboard', client },
    );

  it('reloads every 10 s by default, remembers another choice, and lists the configurations', async () => {
    const { unmount } = renderLayout();
    const select = screen.getByRole('combobox', { name: 'Auto reload' });
    expect(select).toHaveValue('10000');
    await userEvent.selectOptions(select, '1000');
    expect(localStorage.getItem(AUTO_RELOAD_STORAGE_KEY)).toBe('1000');

    await userEvent.click(screen.getByRole('button', { name: 'Configurations' }));
    const menu = await screen.findByRole('menu');
    // the menu opens at once; its entries come with the configurations' query
    expect(await within(menu).findByRole('menuitem', { name: 'Spare' })).toHaveAttribute(
      'href',
      '/service/crypt-track/positions/pending/2',
    );
    expect(menu).toHaveStyle({ maxHeight: '200px' });
    unmount();

    renderLayout();
    expect(screen.getByRole('combobox', { name: 'Auto reload' })).toHaveValue('1000');
  });

  it('refreshes the open screen’s live figures at the chosen interval', async () => {
    localStorage.setItem(AUTO_RELOAD_STORAGE_KEY, '5000');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers = [entry('1', 'First load'), entry('1', 'Reloaded')];
    const client = mockClient([
      configsMock([config('1', 'Main')]),
      ...answers.map((answer) => ({
        request: { query: CryptTrackDashboardQuery },
        result: { data: { cryptTrackDashboard: [answer] } },
      })),
    ]);
    renderRoutes(
      [
        {
          path: '/service/crypt-track',
          element: <CryptTrackLayout />,
          children: [{ path: 'dashboard', element: <DashboardScreen /> }],
        },
      ],
      { path: '/service/crypt-track/dashboard', client },
    );
    expect(await screen.findByRole('region', { name: 'First load' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(await screen.findByRole('region', { name: 'Reloaded' })).toBeInTheDocument();
  });
});

describe('the settings', () => {
  it('adds a configuration: a refused passphrase shows under its field, then the keys work', async () => {
    const input = {
      platform: 'bitget',
      label: 'Main account',
      apiKey: 'bg_key_1234',
      apiSecret: 'secret',
      apiPassphrase: 'wrong',
    };
    const saved = config('5', 'Main account');
    const client = mockClient([
      { ...configsMock([]), maxUsageCount: 1 },
      {
        request: { query: CreateCryptTrackConfigMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('The given data was invalid.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { apiPassphrase: ['The passphrase does not match the API key.'] },
              },
            }),
          ],
        },
      },
      {
        request: {
          query: CreateCryptTrackConfigMutation,
          variables: { input: { ...input, apiPassphrase: 'right' } },
        },
        result: {
          data: {
            createCryptTrackConfig: {
              __typename: 'CryptTrackConfigSaved',
              config: saved,
              keysWork: true,
              message: null,
              errorCode: null,
            },
          },
        },
      },
      configsMock([saved]),
    ]);
    renderRoutes([{ path: '/s', element: withToasts(<SettingsScreen />) }], { path: '/s', client });
    expect(await screen.findByText('No configuration yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add configuration' }));
    const dialog = await screen.findByRole('dialog', { name: 'New configuration' });
    expect(within(dialog).getByRole('combobox', { name: /^Platform/ })).toHaveValue('bitget');
    await userEvent.type(within(dialog).getByLabelText(/^Label/), 'Main account');
    await userEvent.type(within(dialog).getByLabelText(/^API key/), 'bg_key_1234');
    await userEvent.type(within(dialog).getByLabelText(/^API secret/), 'secret');
    const passphrase = within(dialog).getByLabelText(/^Passphrase/);
    expect(passphrase).toHaveAttribute('type', 'password');
    await userEvent.type(passphrase, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and check' }));
    expect(await within(dialog).findByText('The passphrase does not match the API key.')).toBeInTheDocument();
    expect(passphrase).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(passphrase);
    await userEvent.type(passphrase, 'right');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and check' }));
    expect(
      await screen.findByText('Configuration “Main account” saved – the keys work.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByRole('region', { name: 'Main account' });
    expect(within(card).getByText('Key …k005')).toBeInTheDocument();
    expect(within(card).getByText('The keys work.')).toBeInTheDocument();
  });

  it('tests the keys of a saved configuration and deletes it after confirmation', async () => {
    const client = mockClient([
      configsMock([config('5', 'Main account')]),
      {
        request: { query: TestCryptTrackConfigMutation, variables: { id: '5' } },
        result: {
          data: {
            testCryptTrackConfig: {
              __typename: 'CryptTrackKeyCheck',
              keysWork: false,
              message: 'The API key is bound to other IP addresses.',
              errorCode: 'IP_NOT_WHITELISTED',
            },
          },
        },
      },
      {
        request: { query: DeleteCryptTrackConfigMutation, variables: { id: '5' } },
        result: { data: { deleteCryptTrackConfig: true } },
      },
    ]);
    renderRoutes([{ path: '/s', element: withToasts(<SettingsScreen />) }], { path: '/s', client });
    const card = await screen.findByRole('region', { name: 'Main account' });
    await userEvent.click(within(card).getByRole('button', { name: 'Check keys' }));
    expect(await within(card).findByText('The exchange refuses the keys.')).toBeInTheDocument();
    expect(within(card).getByText('The API key is bound to other IP addresses.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Main account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the configuration?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Configuration “Main account” deleted.')).toBeInTheDocument();
  });
});
