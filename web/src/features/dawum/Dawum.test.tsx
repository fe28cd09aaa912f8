import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { mockClient, renderRoutes } from '../../test/render';
import { monthTicks, trendRows } from './Charts';
import { CurrentPollsScreen } from './CurrentPollsScreen';
import { DawumLayout } from './DawumLayout';
import { dawumFeature } from './feature';
import {
  DawumCurrentPollsQuery,
  DawumInstitutesQuery,
  DawumParliamentsQuery,
  DawumSurveyQuery,
  DawumSurveysQuery,
  DawumSyncStatusQuery,
  DawumTrendQuery,
  SyncDawumMutation,
} from './operations';
import { ALL_PARTY_COLORS, contrastRatio, NEUTRAL_COLOR, partyColor, textOn } from './parties';
import { SurveyScreen } from './SurveyScreen';
import { SurveysScreen } from './SurveysScreen';

type Mocks = Parameters<typeof mockClient>[0];

beforeAll(() => addTexts(dawumFeature.texts));
beforeEach(async () => {
  clearSession();
  await i18n.changeLanguage('de');
});

/** The feature's routes as the app mounts them (without the lazy loading and the guard). */
const routes = [
  {
    path: '/pub/dawum',
    element: (
      <>
        <DawumLayout />
        <Toasters />
      </>
    ),
    children: [
      { index: true, element: <CurrentPollsScreen /> },
      { path: 'surveys', element: <SurveysScreen /> },
      { path: 'surveys/:surveyId', element: <SurveyScreen /> },
    ],
  },
];

const attribution = {
  __typename: 'DawumAttribution' as const,
  source: 'dawum.de',
  sourceUrl: 'https://dawum.de/',
  licence: 'Open Database License (ODbL)',
  licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
};

type Status = {
  lastSyncAt: string | null;
  lastUpdate: string | null;
  outcome: 'OK' | 'UNCHANGED' | 'FAILED' | null;
  error: string | null;
  surveyCount: number;
};

const synced: Status = {
  lastSyncAt: '2026-11-24T03:00:00Z',
  lastUpdate: '2026-11-23T16:30:00Z',
  outcome: 'OK',
  error: null,
  surveyCount: 3,
};

const statusOf = (status: Status) => ({
  __typename: 'DawumSyncStatus' as const,
  ...status,
  unknownReferences: [],
  attribution,
});

const statusMock = (status: Status): Mocks[number] => ({
  request: { query: DawumSyncStatusQuery },
  maxUsageCount: 10,
  result: { data: { dawumSyncStatus: statusOf(status) } },
});

const parliament = (id: string, shortcut: string, name: string, election: string) => ({
  __typename: 'DawumParliament' as const,
  id,
  shortcut,
  name,
  election,
});
const BUNDESTAG = parliament('0', 'Bundestag', 'Bundestag', 'Bundestagswahl');
const BAYERN = parliament('2', 'BY', 'Bayern', 'Landtagswahl');

const parliamentsMock: Mocks[number] = {
  request: { query: DawumParliamentsQuery },
  maxUsageCount: 10,
  result: { data: { dawumParliaments: [BUNDESTAG, BAYERN] } },
};

const result = (partyId: string, shortcut: string, name: string, percent: number) => ({
  __typename: 'DawumResult' as const,
  partyId,
  shortcut,
  name,
  percent,
});
const institute = (id: string, name: string) => ({ __typename: 'DawumInstitute' as const, id, name });

const currentMock = (p = BUNDESTAG): Mocks[number] => ({
  request: { query: DawumCurrentPollsQuery, variables: { parliamentId: p.id } },
  maxUsageCount: 10,
  result: {
    data: {
      dawumCurrentPolls: {
        __typename: 'DawumCurrentPolls',
        parliament: p,
        surveys: [
          {
            __typename: 'DawumSurvey',
            id: '4101',
            date: '2026-11-20',
            persons: 1204,
            institute: institute('8', 'INSA'),
            results: [result('1', 'CDU/CSU', 'Union', 31), result('2', 'SPD', 'SPD', 15.5)],
          },
          {
            __typename: 'DawumSurvey',
            id: '4099',
            date: '2026-11-18',
            persons: null,
            institute: institute('5', 'Forsa'),
            results: [result('1', 'CDU/CSU', 'Union', 30)],
          },
        ],
        average: [
          { ...result('1', 'CDU/CSU', 'Union', 30.5), __typename: 'DawumAverage', institutes: 2 },
          { ...result('2', 'SPD', 'SPD', 15.5), __typename: 'DawumAverage', institutes: 1 },
        ],
      },
    },
  },
});

const trendMock: Mocks[number] = {
  request: { query: DawumTrendQuery, variables: () => true },
  maxUsageCount: 10,
  result: { data: { dawumTrend: [] } },
};

describe('party colours', () => {
  it('know the parties however DAWUM or others spell them, and give the rest the neutral colour', () => {
    expect(partyColor('GRÜNE')).toBe(partyColor('Grüne'));
    expect(partyColor('Die Linke')).toBe(partyColor('Linke'));
    expect(partyColor('Freie Wähler')).toBe(partyColor('FW'));
    expect(partyColor('CDU/CSU')).not.toBe(partyColor('SPD'));
    expect(partyColor('Partei der Zukunft')).toBe(NEUTRAL_COLOR);
  });

  it('write black or white on every colour at 4.5:1 at least (WCAG 1.4.3)', () => {
    for (const color of ALL_PARTY_COLORS) {
      expect(contrastRatio(textOn(color), color), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(textOn(partyColor('FDP'))).toBe('#000000');
    expect(textOn(partyColor('SPD'))).toBe('#ffffff');
  });
});

describe('the trend rows', () => {
  it('put each day once, oldest first, with the parties that have a value on it', () => {
    const rows = trendRows([
      { partyId: '1', shortcut: 'CDU/CSU', average: [{ date: '2026-03-01', percent: 30 }] },
      {
        partyId: '2',
        shortcut: 'SPD',
        average: [
          { date: '2026-03-05', percent: 16 },
          { date: '2026-03-01', percent: 15 },
        ],
      },
    ]);
    expect(rows).toEqual([
      { time: Date.parse('2026-03-01T12:00:00Z'), '1': 30, '2': 15 },
      { time: Date.parse('2026-03-05T12:00:00Z'), '2': 16 },
    ]);
  });
});

describe('the time axis', () => {
  it('has a tick on the first of every month inside the range', () => {
    const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
    expect(monthTicks(noon('2025-11-24'), noon('2026-02-01'))).toEqual([
      noon('2025-12-01'),
      noon('2026-01-01'),
      noon('2026-02-01'),
    ]);
    expect(monthTicks(noon('2026-03-02'), noon('2026-03-30'))).toEqual([]);
  });
});

describe('the DAWUM frame', () => {
  it('says clearly that nothing has been synced yet, shows no screen, and credits DAWUM', async () => {
    renderRoutes(routes, {
      path: '/pub/dawum',
      client: mockClient([
        statusMock({ lastSyncAt: null, lastUpdate: null, outcome: null, error: null, surveyCount: 0 }),
      ]),
    });
    expect(await screen.findByText('Noch keine Umfragedaten')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'DAWUM-Umfragen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aktuelle Umfragen' })).toBeNull();
    const credit = screen.getByTestId('dawum-attribution');
    expect(credit).toHaveTextContent('Daten von dawum.de (Open Database License (ODbL))');
    expect(within(credit).getByRole('link', { name: 'dawum.de' })).toHaveAttribute(
      'href',
      'https://dawum.de/',
    );
    expect(within(credit).getByRole('link', { name: 'Open Database License (ODbL)' })).toHaveAttribute(
      'href',
      'https://opendatacommons.org/licenses/odbl/1-0/',
    );
    // visitors get no sync button
    expect(screen.queryByRole('button', { name: 'Jetzt synchronisieren' })).toBeNull();
  });

  it('keeps showing the data after a failed sync, saying so with the reason and the date of the data', async () => {
    renderRoutes(routes, {
      path: '/pub/dawum',
      client: mockClient([
        statusMock({ ...synced, outcome: 'FAILED', error: 'DAWUM antwortet nicht.' }),
        parliamentsMock,
        currentMock(),
        trendMock,
      ]),
    });
    const notice = await screen.findByTestId('dawum-notice');
    expect(notice).toHaveTextContent('Letzte Synchronisierung fehlgeschlagen');
    expect(notice).toHaveTextContent(
      'DAWUM antwortet nicht. Angezeigt werden weiter die zuletzt synchronisierten',
    );
    expect(notice).toHaveTextContent('(Stand 23.11.2026)');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktuelle Umfragen' })).toBeInTheDocument();
    expect(screen.getByTestId('dawum-data-state')).toHaveTextContent('Datenstand 23.11.2026');
  });

  it('lets an admin sync now and tells the outcome', async () => {
    saveSession('tok', { id: '1', name: 'Ada Admin', email: 'admin@example.com' }, ['ADMIN']);
    const user = userEvent.setup();
    renderRoutes(routes, {
      path: '/pub/dawum',
      client: mockClient([
        statusMock({ ...synced, outcome: 'UNCHANGED' }),
        parliamentsMock,
        currentMock(),
        trendMock,
        {
          request: { query: SyncDawumMutation },
          result: {
            data: { syncDawum: statusOf({ ...synced, lastSyncAt: '2026-11-24T04:10:00Z', surveyCount: 4 }) },
          },
        },
      ]),
    });
    expect(await screen.findByTestId('dawum-last-run')).toHaveTextContent('keine Änderungen bei DAWUM');
    await user.click(screen.getByRole('button', { name: 'Jetzt synchronisieren' }));
    expect(await screen.findByText('DAWUM synchronisiert: 4 Umfragen.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('dawum-last-run')).toHaveTextContent('neue Daten übernommen'),
    );
  });
});

describe('the current polls', () => {
  it('show the Bundestag first: the latest survey per institute with its values and the average', async () => {
    renderRoutes(routes, {
      path: '/pub/dawum',
      client: mockClient([statusMock(synced), parliamentsMock, currentMock(), trendMock]),
    });
    const table = await screen.findByRole('table', { name: 'Neueste Umfrage je Institut, Werte in Prozent' });
    expect(screen.getByRole('combobox', { name: 'Parlament' })).toHaveValue('0');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'InstitutDatumBefragteCDU/CSUSPD',
      'INSA20.11.20261.2043115,5',
      'Forsa18.11.2026–30–',
      'Durchschnitt30,515,5',
    ]);
    expect(
      within(table).getByRole('link', { name: 'Umfrage von INSA vom 20.11.2026 ansehen' }),
    ).toHaveAttribute('href', '/pub/dawum/surveys/4101');
    expect(within(table).getByRole('link', { name: 'Alle Umfragen von INSA ansehen' })).toHaveAttribute(
      'href',
      `/pub/dawum/surveys?filters=${encodeURIComponent('{"parliamentId":"0","instituteId":"8"}')}`,
    );
    // the trend comes with a query of its own, which may answer after the table's
    expect(await screen.findByText('In den letzten 12 Monaten gab es keine Umfragen.')).toBeInTheDocument();
  });

  it('switch the parliament through the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, {
      path: '/pub/dawum',
      client: mockClient([
        statusMock(synced),
        parliamentsMock,
        currentMock(),
        currentMock(BAYERN),
        trendMock,
      ]),
    });
    await screen.findByRole('table', { name: /Neueste Umfrage/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parlament' }), '2');
    expect(router.state.location.search).toBe('?parliament=2');
    expect(await screen.findByText(/^Landtagswahl:/)).toBeInTheDocument();
  });

  it('refuse a parliament DAWUM does not have, asking for another', async () => {
    renderRoutes(routes, {
      path: '/pub/dawum?parliament=999',
      client: mockClient([statusMock(synced), parliamentsMock]),
    });
    expect(
      await screen.findByText(
        'Dieses Parlament gibt es bei DAWUM nicht. Bitte wählen Sie eines aus der Liste.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Parlament' })).toHaveValue('');
  });
});

const surveyItem = {
  __typename: 'DawumSurvey' as const,
  id: '4101',
  date: '2026-11-20',
  period: { __typename: 'DawumPeriod' as const, start: '2026-11-14', end: '2026-11-18' },
  persons: 1204,
  parliament: { ...BUNDESTAG },
  institute: institute('8', 'INSA'),
  tasker: { __typename: 'DawumTasker' as const, id: '3', name: 'Bild am Sonntag' },
  method: { __typename: 'DawumMethod' as const, id: '1', name: 'Online' },
};

const surveysMock = (
  filter: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Mocks[number] => ({
  request: {
    query: DawumSurveysQuery,
    variables: { page: 1, perPage: 20, orderBy: null, direction: null, filter, ...extra },
  },
  maxUsageCount: 5,
  result: {
    data: {
      dawumSurveys: {
        __typename: 'DawumSurveyPage',
        items: [surveyItem],
        pageInfo: { __typename: 'PageInfo', currentPage: 1, lastPage: 1, perPage: 20, total: 1 },
      },
    },
  },
});

/** Every institute, or (with a parliament) those that polled it, by name as the gateway answers them. */
const institutesMock = (parliamentId?: string): Mocks[number] => ({
  request: { query: DawumInstitutesQuery, variables: parliamentId ? { parliamentId } : {} },
  maxUsageCount: 5,
  result: {
    data: {
      dawumInstitutes: parliamentId
        ? [institute('5', 'Forsa'), institute('8', 'INSA')]
        : [institute('5', 'Forsa'), institute('6', 'Infratest dimap'), institute('8', 'INSA')],
    },
  },
});

describe('the survey list', () => {
  it('offers every institute as a filter, and once a parliament is chosen only its institutes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, {
      path: '/pub/dawum/surveys',
      client: mockClient([
        statusMock(synced),
        parliamentsMock,
        institutesMock(),
        institutesMock('0'),
        surveysMock({}),
        surveysMock({ instituteId: '6' }),
        surveysMock({ parliamentId: '0' }),
        surveysMock({ parliamentId: '0', instituteId: '8' }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Umfragen' });
    expect(await within(table).findByRole('link', { name: '20.11.2026' })).toHaveAttribute(
      'href',
      '/pub/dawum/surveys/4101',
    );
    expect(within(table).getByText('Bild am Sonntag')).toBeInTheDocument();
    expect(within(table).getByText('14.11.2026 – 18.11.2026')).toBeInTheDocument();
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Institut' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['Alle', 'Forsa', 'Infratest dimap', 'INSA']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Institut' }), '6');
    expect(new URLSearchParams(router.state.location.search).get('filters')).toBe('{"instituteId":"6"}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Institut' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parlament' }), '0');
    await waitFor(() => expect(options()).toEqual(['Alle', 'Forsa', 'INSA']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Institut' }), '8');
    expect(new URLSearchParams(router.state.location.search).get('filters')).toBe(
      '{"parliamentId":"0","instituteId":"8"}',
    );
  });

  it('filters by the publication range and refuses a start after the end without changing anything', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, {
      path: '/pub/dawum/surveys?from=2026-11-01',
      client: mockClient([
        statusMock(synced),
        parliamentsMock,
        institutesMock(),
        surveysMock({ from: '2026-11-01' }),
      ]),
    });
    const from = await screen.findByLabelText('Veröffentlicht ab');
    expect(from).toHaveValue('2026-11-01');
    await screen.findByRole('link', { name: '20.11.2026' });
    await user.type(screen.getByLabelText('Veröffentlicht bis'), '2026-10-01');
    expect(
      await screen.findByText('Das Startdatum darf nicht nach dem Enddatum liegen.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-01');
  });

  it('ignores a range from a link that ends before it starts, saying why', async () => {
    renderRoutes(routes, {
      path: '/pub/dawum/surveys?from=2026-11-01&to=2026-10-01',
      // the list is asked for without the range
      client: mockClient([statusMock(synced), parliamentsMock, institutesMock(), surveysMock({})]),
    });
    expect(await screen.findByRole('link', { name: '20.11.2026' })).toBeInTheDocument();
    expect(screen.getByText('Das Startdatum darf nicht nach dem Enddatum liegen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Veröffentlicht bis')).toHaveValue('2026-10-01');
  });

  it('lists the surveys without the institute filter when the institutes cannot be loaded', async () => {
    renderRoutes(routes, {
      path: '/pub/dawum/surveys',
      client: mockClient([
        statusMock(synced),
        parliamentsMock,
        { request: { query: DawumInstitutesQuery, variables: {} }, error: new Error('gateway down') },
        surveysMock({}),
      ]),
    });
    expect(await screen.findByRole('link', { name: '20.11.2026' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Institut' })).toBeNull();
  });
});

const surveyMock = (id: string, survey: unknown): Mocks[number] => ({
  request: { query: DawumSurveyQuery, variables: { id } },
  result: { data: { dawumSurvey: survey } },
});

describe('a survey', () => {
  it('shows its details and its results in a table', async () => {
    renderRoutes(routes, {
      path: '/pub/dawum/surveys/4101',
      client: mockClient([
        statusMock(synced),
        surveyMock('4101', {
          ...surveyItem,
          parliament: BUNDESTAG,
          results: [result('1', 'CDU/CSU', 'Union', 31), result('7', 'FDP', 'FDP', 4.5)],
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'INSA, 20.11.2026' })).toBeInTheDocument();
    expect(screen.getByText('Bundestag · Bundestagswahl')).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Ergebnisse der Umfrage' });
    expect(
      within(results)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ParteiAnteil', 'CDU/CSU Union31\u00a0%', 'FDP FDP4,5\u00a0%']);
    expect(screen.getByText('1.204')).toBeInTheDocument();
    expect(screen.getByText('14.11.2026 – 18.11.2026')).toBeInTheDocument();
  });

  it('answers an id DAWUM does not have, and one that is no id at all, with "not found"', async () => {
    const { unmount } = renderRoutes(routes, {
      path: '/pub/dawum/surveys/999999',
      client: mockClient([statusMock(synced), surveyMock('999999', null)]),
    });
    expect(await screen.findByText('Diese Umfrage gibt es bei DAWUM nicht.')).toBeInTheDocument();
    unmount();
    renderRoutes(routes, { path: '/pub/dawum/surveys/abc', client: mockClient([statusMock(synced)]) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Umfrage nicht gefunden' }),
    ).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    renderRoutes(routes, {
      path: '/pub/dawum/surveys/abc',
      client: mockClient([statusMock(synced)]),
    });
    expect(await screen.findByText('DAWUM has no such survey.')).toBeInTheDocument();
    expect(screen.getByTestId('dawum-attribution')).toHaveTextContent(
      'Data from dawum.de (Open Database License (ODbL))',
    );
  });
});
