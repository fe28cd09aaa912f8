import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, type DocumentNode } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { useDownloadsInboxOpen } from '../../lib/downloadsInbox';
import { downloadWithToken } from '../../lib/fileDownload';
import { mockClient, mockRealtimeClient, renderRoutes, renderWithProviders } from '../../test/render';
import { ExportWidget } from './ExportWidget';
import { timetrackingFeature } from './feature';
import { makeFragmentData } from '../../gql';
import {
  CreateTimeRecordDocument as CreateTimeRecordMutation,
  ExportTimeStatisticsDocument as ExportTimeStatisticsMutation,
  QuickEntry_LastRecordFragmentDoc as LastRecordFragment,
  RunningTimeRecordDocument as RunningTimeRecordQuery,
  TimeOverviewDocument as TimeOverviewQuery,
  TimeRecordsDocument as TimeRecordsQuery,
  TimeSpentReportDocument as TimeSpentReportQuery,
  TimeTypesDocument as TimeTypesQuery,
  TimeTaskDocument as TimeTaskQuery,
  AddTimeCommentDocument as AddTimeCommentMutation,
  CreateTimeTypeDocument as CreateTimeTypeMutation,
  UpdateTimeTypeDocument as UpdateTimeTypeMutation,
  UpdateTimeRecordDocument as UpdateTimeRecordMutation,
} from '../../gql/graphql';
import { TimeDropdownDataQuery } from './operations';
import { settingsMock } from './testMocks';
import { BudgetsScreen } from './manage/BudgetsScreen';
import { TypesScreen } from './manage/TypesScreen';
import { OverviewScreen } from './OverviewScreen';
import { QuickEntry } from './QuickEntry';
import { barsOf } from './ReportCharts';
import { RecordsTable } from './RecordsTable';
import { ReportsScreen } from './ReportsScreen';
import { RunningClock } from './RunningClock';
import { TaskDialog } from './TaskDialog';
import { TaskScreen } from './TaskScreen';
import { TimeTrackingLayout } from './TimeTrackingLayout';

vi.mock('../../lib/fileDownload', () => ({ downloadWithToken: vi.fn(() => Promise.resolve()) }));

beforeAll(async () => {
  addTexts(timetrackingFeature.texts);
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const withToasts = (element: React.ReactElement) => (
  <>
    {element}
    <Toasters />
  </>
);

const running = (start: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'TimeRecord' as const,
  id: '41',
  start,
  text: null,
  task: null,
  paused: false,
  breaks: [],
  budgets: [],
  ...changes,
});

/** A mock of a mutation that answers `data` and keeps the input it was sent (in `sent.input`). */
function capturing(query: DocumentNode, data: Record<string, unknown>) {
  const sent: { input?: Record<string, unknown> } = {};
  const mock = {
    request: {
      query,
      variables: (vars: { input: Record<string, unknown> }) => {
        sent.input = vars.input;
        return true;
      },
    },
    result: { data },
  };
  return { sent, mock };
}

describe('the running clock', () => {
  it('counts every second from the start, in hours beyond a day', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = new Date('2026-11-24T08:00:00.000Z');
    vi.setSystemTime(new Date(start.getTime() + 5_000));
    const { unmount } = renderWithProviders(<RunningClock start={start.toISOString()} />);
    const timer = screen.getByRole('timer', { name: 'Running time' });
    expect(timer).toHaveTextContent('00:00:05');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('00:00:06');
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(timer).toHaveTextContent('01:00:06');
    const dayEarlier = new Date(start.getTime() - 86_400_000).toISOString();
    unmount();
    renderWithProviders(<RunningClock start={dayEarlier} />);
    expect(screen.getByRole('timer')).toHaveTextContent('25:00:06');
  });

  it('leaves the breaks out of the time, and stands still while paused, saying so in words', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 8, minutes)).toISOString();
    vi.setSystemTime(new Date(at(60)));
    // an hour since the start, 10 minutes of it a closed break and the last 5 an open one
    const breaks = [
      { start: at(10), stop: at(20) },
      { start: at(55), stop: null },
    ];
    const view = renderWithProviders(<RunningClock start={at(0)} breaks={breaks} paused />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:45:00');
    expect(screen.getByText('paused')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('00:45:00');
    // resumed at 61: it counts on from there
    view.unmount();
    renderWithProviders(
      <RunningClock start={at(0)} breaks={[breaks[0]!, { start: at(55), stop: at(61) }]} />,
    );
    expect(screen.queryByText('paused')).toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:45:02');
  });

  it('follows a start and a stop made on another device (runningTimeRecordChanged)', async () => {
    const { client, hub } = mockRealtimeClient([
      { request: { query: RunningTimeRecordQuery }, result: { data: { runningTimeRecord: null } } },
    ]);
    renderRoutes([{ path: '/service/timetracking', element: <TimeTrackingLayout /> }], {
      path: '/service/timetracking',
      client,
    });
    // the first answer is in (nothing runs) and the subscription is open
    await waitFor(() =>
      expect(client.cache.readQuery({ query: RunningTimeRecordQuery })).toEqual({ runningTimeRecord: null }),
    );
    await waitFor(() => expect(hub.count('RunningTimeRecordChanged')).toBe(1));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    const elsewhere = new Date(Date.now() - 3_661_000).toISOString();
    hub.push('RunningTimeRecordChanged', { runningTimeRecordChanged: running(elsewhere) });
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^01:01:0[1-3]$/);
    hub.push('RunningTimeRecordChanged', { runningTimeRecordChanged: null });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });
});

const dropdown = {
  request: { query: TimeDropdownDataQuery },
  result: {
    data: {
      timeDropdownData: {
        __typename: 'TimeDropdownData',
        customers: [],
        brands: [],
        projects: [],
        types: [{ __typename: 'TimeType', id: 't1', name: 'Development' }],
        tasks: [{ __typename: 'TimeTaskChoice', id: 'k1', title: 'Portal', customerId: 'c1', brandId: 'b1' }],
      },
    },
  },
};

/** The member's own earlier texts, as the overview gives them to quick entry. */
const suggestions = ['Reviews', 'Planning'];

/** The member's settings: their time zone is Berlin's. */
const settings = settingsMock();

/** Runs `body` with the browser in another time zone than the member (New York, Berlin's 6 hours behind). */
async function inNewYork(body: () => Promise<void>) {
  const before = process.env.TZ;
  process.env.TZ = 'America/New_York';
  try {
    await body();
  } finally {
    process.env.TZ = before;
  }
}

/** A finished record's fields that quick entry left empty, as the server answers them. */
const unassigned = {
  text: null,
  ticketUrl: null,
  finished: true,
  paused: false,
  breaks: [],
  tags: [],
  billable: true,
  task: null,
  type: null,
  customer: null,
  brand: null,
  project: null,
};

describe('quick entry', () => {
  it('enters a record of a typed duration that ends now', async () => {
    const before = Date.now();
    const create = capturing(CreateTimeRecordMutation, {
      createTimeRecord: {
        __typename: 'TimeRecord',
        id: '7',
        start: '2026-11-23T05:36:00.000Z',
        stop: '2026-11-24T08:00:00.000Z',
        duration: 95_040,
        ...unassigned,
      },
    });
    const client = mockClient([dropdown, create.mock]);
    renderWithProviders(withToasts(<QuickEntry last={null} suggestions={suggestions} />), client);
    await screen.findByRole('option', { name: 'Portal' });
    // the member's earlier texts are offered while typing
    await waitFor(() => expect(document.querySelector('datalist option[value="Planning"]')).not.toBeNull());
    await userEvent.selectOptions(screen.getByLabelText('Task'), 'k1');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 't1');
    await userEvent.type(screen.getByLabelText('Text'), 'Reviews');
    await userEvent.type(screen.getByLabelText(/^Duration/), '1d2h24m');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    // shown in hours: a typed day is 24 of them
    expect(await screen.findByText('Entry saved (26:24:00).')).toBeInTheDocument();
    expect(create.sent.input).toMatchObject({
      duration: '1d2h24m',
      taskId: 'k1',
      typeId: 't1',
      text: 'Reviews',
    });
    const start = Date.parse(String(create.sent.input?.start));
    expect(start).toBeGreaterThanOrEqual(before - 95_040_000);
    expect(start).toBeLessThanOrEqual(Date.now() - 95_040_000);
    expect(screen.getByLabelText(/^Duration/)).toHaveValue('');
  });

  it('takes the time since the last record ended, in whole minutes and in the member’s time zone, while the clock does not run', async () => {
    const stop = new Date(Date.now() - (95 * 60 + 30) * 1000);
    const last = makeFragmentData(
      { __typename: 'TimeRecord', id: '6', stop: stop.toISOString() },
      LastRecordFragment,
    );
    const runningNow = (runs: boolean) => [
      {
        request: { query: RunningTimeRecordQuery },
        result: {
          data: {
            runningTimeRecord: runs ? { ...running(new Date().toISOString()), id: '8' } : null,
          },
        },
      },
    ];
    await inNewYork(async () => {
      const create = capturing(CreateTimeRecordMutation, {
        createTimeRecord: {
          __typename: 'TimeRecord',
          id: '7',
          start: stop.toISOString(),
          stop: new Date().toISOString(),
          duration: 5700,
          ...unassigned,
        },
      });
      const view = renderWithProviders(
        <QuickEntry last={last} suggestions={suggestions} />,
        mockClient([settings, dropdown, ...runningNow(false), create.mock]),
      );
      const since = await screen.findByRole('button', { name: /^Take the time since the last entry/ });
      // Berlin's clock, not New York's
      const berlin = (d: Date, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', ...options }).format(d);
      const dayOf = (d: Date) => berlin(d, { day: '2-digit', month: '2-digit', year: 'numeric' });
      const clock = berlin(stop, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      await waitFor(() =>
        expect(since).toHaveAccessibleName(
          `Take the time since the last entry (from ${dayOf(stop) === dayOf(new Date()) ? clock : `${dayOf(stop)} ${clock}`})`,
        ),
      );
      await userEvent.click(since);
      expect(screen.getByLabelText(/^Duration/)).toHaveValue('01:35:00');
      const wall = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Berlin',
        dateStyle: 'short',
        timeStyle: 'medium',
      });
      // (jsdom writes the seconds' fraction a browser leaves out)
      expect((screen.getByLabelText(/^Start/) as HTMLInputElement).value.replace(/\.000$/, '')).toBe(
        wall.format(stop).replace(' ', 'T'),
      );
      // and back: the start sent is the moment the last record stopped
      await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
      await waitFor(() =>
        expect(create.sent.input?.start).toBe(
          new Date(Math.floor(stop.getTime() / 1000) * 1000).toISOString(),
        ),
      );
      view.unmount();
    });

    // a running clock: the time since the last record is its time
    renderWithProviders(
      <QuickEntry last={last} suggestions={suggestions} />,
      mockClient([settings, dropdown, ...runningNow(true)]),
    );
    await screen.findByRole('option', { name: 'Portal' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Take the time since the last entry/ })).toBeNull(),
    );
  });

  it('shows the server’s refusal under the duration, in the chosen language', async () => {
    const client = mockClient([
      dropdown,
      {
        request: { query: CreateTimeRecordMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('The given data was invalid.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { duration: ['The duration must look like 1d2h24m, 90m or 01:30:00.'] },
                translations: {
                  de: {
                    message: 'Die Eingaben sind ungültig.',
                    fieldErrors: { duration: ['Die Dauer muss wie 1d2h24m, 90m oder 01:30:00 aussehen.'] },
                  },
                  en: {
                    message: 'The given data was invalid.',
                    fieldErrors: { duration: ['The duration must look like 1d2h24m, 90m or 01:30:00.'] },
                  },
                },
              },
            }),
          ],
        },
      },
    ]);
    renderWithProviders(<QuickEntry last={null} suggestions={suggestions} />, client);
    await userEvent.type(screen.getByLabelText(/^Duration/), 'soon');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(
      await screen.findByText('The duration must look like 1d2h24m, 90m or 01:30:00.'),
    ).toBeInTheDocument();
    const duration = screen.getByLabelText(/^Duration/);
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(duration).toHaveFocus());
    await act(() => i18n.changeLanguage('de'));
    expect(
      await screen.findByText('Die Dauer muss wie 1d2h24m, 90m oder 01:30:00 aussehen.'),
    ).toBeInTheDocument();
  });
});

function InboxState() {
  return <span data-testid="inbox">{useDownloadsInboxOpen() ? 'open' : 'closed'}</span>;
}

describe('the export widget', () => {
  it('writes the chosen period in the chosen format and then shows its link', async () => {
    const file = {
      __typename: 'Download',
      id: 'd1',
      filename: 'zeiten-diese-woche.xlsx',
      url: '/files/downloads/d1',
    };
    const client = mockClient([
      {
        request: { query: ExportTimeStatisticsMutation, variables: { type: 'THIS_WEEK', format: 'XLSX' } },
        result: { data: { exportTimeStatistics: file } },
      },
    ]);
    renderWithProviders(
      <>
        <ExportWidget />
        <InboxState />
      </>,
      client,
    );
    const widget = screen.getByRole('group', { name: 'Export of the times' });
    expect(within(widget).queryByRole('button', { name: file.filename })).toBeNull();
    await userEvent.selectOptions(within(widget).getByLabelText('Export format'), 'XLSX');
    await userEvent.click(within(widget).getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'This week' }));
    const link = await within(widget).findByRole('button', { name: file.filename });
    await userEvent.click(link);
    expect(downloadWithToken).toHaveBeenCalledWith(
      file.url,
      file.filename,
      'The file could not be downloaded.',
    );
    expect(screen.getByTestId('inbox')).toHaveTextContent('closed');
    await userEvent.click(within(widget).getByRole('button', { name: 'Open downloads' }));
    expect(screen.getByTestId('inbox')).toHaveTextContent('open');
  });
});

describe('the statistics tiles', () => {
  const period = (seconds: number, targetSeconds: number, startsAt: Date, includesRunning = false) => ({
    __typename: 'TimeStatisticsPeriod' as const,
    seconds,
    targetSeconds,
    startsAt: startsAt.toISOString(),
    includesRunning,
  });
  const statistics = (
    overall: number,
    periods: Record<'today' | 'thisWeek' | 'thisMonth', ReturnType<typeof period>>,
    includesRunning = false,
    workingTimeDays: unknown[] = [],
  ) => ({
    request: { query: TimeOverviewQuery },
    result: {
      data: {
        timeStatistics: {
          __typename: 'TimeStatistics',
          overall: { __typename: 'TimeStatisticsTotal', seconds: overall, recordCount: 3, includesRunning },
          ...periods,
          workingTimeDays,
        },
        lastTimeRecord: null,
        timeFieldSuggestions: suggestions,
      },
    },
  });
  const renderTiles = (mocks: Parameters<typeof mockClient>[0]) => {
    renderRoutes([{ path: '/service/timetracking', element: <OverviewScreen /> }], {
      path: '/service/timetracking',
      client: mockClient([...mocks, dropdown, settings]),
    });
    return screen.findByRole('region', { name: 'Statistics' });
  };
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

  it('count the running record’s time in each period since it began, second by second', async () => {
    // started an hour and a minute ago: today began half an hour ago, this week and month before it started
    const start = ago(3_660).toISOString();
    const tiles = await renderTiles([
      statistics(
        7200,
        {
          today: period(0, 28_800, ago(1_800), true),
          thisWeek: period(3600, 28_800, ago(86_400), true),
          thisMonth: period(3600, 28_800, ago(86_400), true),
        },
        true,
      ),
      { request: { query: RunningTimeRecordQuery }, result: { data: { runningTimeRecord: running(start) } } },
    ]);
    await waitFor(() => expect(within(tiles).getAllByText(/^02:01:0\d$/)).toHaveLength(2));
    expect(within(tiles).getByText(/^00:30:0\d$/)).toBeInTheDocument();
    // this week against its target of 8 hours, as English writes a share
    expect(within(tiles).getAllByText('25%')).toHaveLength(2);
    expect(within(tiles).getByRole('progressbar', { name: 'This week against your target' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(tiles).getByText(/^03:01:0\d$/)).toBeInTheDocument();
    expect(within(tiles).getAllByText(/including the running clock/)).toHaveLength(4);
  });

  it('show targets and totals in hours, and a day without a target once, without "of"', async () => {
    const tiles = await renderTiles([
      statistics(95_040, {
        today: period(5_400, 0, ago(3_600)),
        thisWeek: period(36_000, 144_000, ago(86_400)),
        thisMonth: period(576_000, 691_200, ago(86_400)),
      }),
      { request: { query: RunningTimeRecordQuery }, result: { data: { runningTimeRecord: null } } },
    ]);
    expect(await within(tiles).findByText('10:00:00 of 40:00:00')).toBeInTheDocument();
    expect(within(tiles).getByText('160:00:00 of 192:00:00')).toBeInTheDocument();
    expect(within(tiles).getByText('26:24:00')).toBeInTheDocument();
    expect(tiles).not.toHaveTextContent(/\dd /);
    // Saturday: the figure once, and why there is no bar
    expect(within(tiles).getAllByText('01:30:00')).toHaveLength(1);
    expect(within(tiles).getByText('Not a working day: no target')).toBeInTheDocument();
    expect(within(tiles).queryByRole('progressbar', { name: 'Today against your target' })).toBeNull();
  });

  it('list the month’s days the working-time act warns of, each leading to its week', async () => {
    const quiet = {
      today: period(0, 0, ago(3_600)),
      thisWeek: period(0, 0, ago(3_600)),
      thisMonth: period(0, 0, ago(3_600)),
    };
    await renderTiles([
      statistics(27_000, quiet, false, [
        {
          __typename: 'TimeWorkingTimeDay',
          date: '2026-11-19',
          workedSeconds: 27_000,
          breakSeconds: 0,
          warnings: ['MISSING_BREAK'],
        },
      ]),
    ]);
    const days = await screen.findByRole('region', { name: 'Working time this month' });
    expect(within(days).getByRole('link', { name: 'Thu, 19/11' })).toHaveAttribute(
      'href',
      '/service/timetracking/week?week=2026-11-19',
    );
    expect(within(days).getByText('7 h 30 min worked, 0 h 0 min of breaks')).toBeInTheDocument();
    expect(within(days).getByText(/^break missing/)).toHaveAttribute('title', expect.stringContaining('§ 4'));
  });
});

describe('the records table', () => {
  const record = {
    __typename: 'TimeRecord' as const,
    id: 'r1',
    // Berlin: 28.11. 01:40:15 – 02:05:00; New York: 27.11. 19:40:15 – 20:05:00
    start: '2026-11-28T00:40:15.000Z',
    stop: '2026-11-28T01:05:00.000Z',
    duration: 1485,
    text: 'Night shift',
    ticketUrl: null,
    finished: true,
    paused: false,
    breaks: [],
    tags: [],
    billable: true,
    task: null,
    type: null,
    customer: null,
    brand: null,
    project: null,
  };
  const records = {
    request: { query: TimeRecordsQuery, variables: () => true },
    result: {
      data: {
        timeRecords: {
          __typename: 'TimeRecordPage',
          items: [record],
          pageInfo: { __typename: 'PageInfo', total: 1 },
        },
      },
    },
  };

  it('shows and edits times in the member’s time zone, not in the browser’s', async () => {
    await inNewYork(async () => {
      const update = capturing(UpdateTimeRecordMutation, {
        updateTimeRecord: { ...record, start: '2026-11-28T00:30:00.000Z' },
      });
      renderRoutes([{ path: '/service/timetracking', element: <RecordsTable /> }], {
        path: '/service/timetracking',
        client: mockClient([settings, dropdown, records, update.mock]),
      });
      const table = await screen.findByRole('table', { name: 'Times' });
      const row = await within(table).findByRole('row', { name: /Night shift/ });
      expect(row).toHaveTextContent('28/11/2026 01:40:15');
      expect(row).toHaveTextContent('02:05:00');
      expect(row).not.toHaveTextContent('19:40:15');
      await userEvent.click(
        within(row).getByRole('button', { name: 'Edit the entry of 28/11/2026 01:40:15' }),
      );
      const dialog = await screen.findByRole('dialog');
      const start = within(dialog).getByLabelText(/^Start/) as HTMLInputElement;
      expect(start.value.replace(/\.000$/, '')).toBe('2026-11-28T01:40:15');
      fireEvent.change(start, { target: { value: '2026-11-28T01:30' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      // 01:30 in Berlin
      await waitFor(() => expect(update.sent.input?.start).toBe('2026-11-28T00:30:00.000Z'));
    });
  });
});

describe('the reports screen', () => {
  const report = {
    request: {
      query: TimeSpentReportQuery,
      variables: { groupBy: 'CLIENT_BRAND', unit: 'DAY', from: '2026-11-01', to: '2026-11-30' },
    },
    result: {
      data: {
        timeSpentReport: {
          __typename: 'TimeSpentReport',
          totalSeconds: 95_040,
          billableSeconds: 93_600,
          rows: [
            {
              __typename: 'TimeSpentRow',
              period: '2026-11-02',
              group: 'Acme',
              seconds: 7_200,
              billableSeconds: 7_200,
            },
            {
              __typename: 'TimeSpentRow',
              period: '2026-11-03',
              group: 'Acme',
              seconds: 86_400,
              billableSeconds: 86_400,
            },
            {
              __typename: 'TimeSpentRow',
              period: '2026-11-04',
              group: 'Acme',
              seconds: 1_440,
              billableSeconds: 0,
            },
          ],
          periods: Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
        },
      },
    },
  };

  it('shows every figure in hours', async () => {
    renderRoutes([{ path: '/service/timetracking/reports', element: <ReportsScreen /> }], {
      path: '/service/timetracking/reports?from=2026-11&to=2026-11',
      client: mockClient([report]),
    });
    const total = await screen.findByTestId('report-total');
    await waitFor(() => expect(total).toHaveTextContent('Total: 26:24:00'));
    const rows = within(screen.getByRole('table', { name: /^Time by/ }))
      .getAllByRole('row')
      .slice(1);
    expect(screen.getByTestId('report-billable')).toHaveTextContent('Billable: 26:00:00');
    expect(rows.map((row) => row.textContent)).toEqual([
      '02/11/2026Acme02:00:0002:00:007.6%',
      '03/11/2026Acme24:00:0024:00:0090.9%',
      '04/11/2026Acme00:24:0000:00:001.5%',
    ]);
  });

  it('charts every day of the range, the empty ones too, so the axis has no gaps', () => {
    const { rows, periods } = report.result.data.timeSpentReport;
    const bars = barsOf(rows, periods);
    expect(bars.map((bar) => bar.period)).toEqual(periods);
    expect(bars[0]).toEqual({ period: '2026-11-01' });
    expect(bars[2]).toEqual({ period: '2026-11-03', Acme: 24 });
  });
});

describe('the task and budget dialogs', () => {
  it('label the task’s customer select for what it lists, and suggest an hourly rate for an hourly rate', async () => {
    const customers = {
      ...dropdown,
      result: {
        data: {
          timeDropdownData: {
            ...dropdown.result.data.timeDropdownData,
            customers: [{ __typename: 'TimeCustomer', id: 'c1', name: 'Acme' }],
          },
        },
      },
    };
    const view = renderWithProviders(<TaskDialog onClose={vi.fn()} />, mockClient([customers]));
    const select = await screen.findByLabelText('Customer');
    await within(select).findByRole('option', { name: 'Acme' });
    expect(screen.queryByLabelText(/Customer \/ brand/)).toBeNull();
    view.unmount();

    for (const [lang, rate] of [
      ['de', '85,00'],
      ['en', '85.00'],
    ] as const) {
      await act(() => i18n.changeLanguage(lang));
      const budgets = renderRoutes(
        [{ path: '/service/timetracking/manage/budgets', element: <BudgetsScreen /> }],
        { path: '/service/timetracking/manage/budgets', client: mockClient([customers]) },
      );
      await userEvent.click(
        await screen.findByRole('button', { name: lang === 'de' ? 'Neues Budget' : 'New budget' }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText(lang === 'de' ? 'Stundensatz' : 'Hourly rate')).toHaveAttribute(
        'placeholder',
        rate,
      );
      budgets.unmount();
    }
  });
});

describe('the catalogue screens', () => {
  const type = (id: string, name: string) => ({ __typename: 'TimeType' as const, id, name });
  const page = (...items: ReturnType<typeof type>[]) => ({
    request: { query: TimeTypesQuery, variables: () => true },
    result: {
      data: {
        timeTypes: {
          __typename: 'TimeTypePage',
          items,
          pageInfo: { __typename: 'PageInfo', total: items.length },
        },
      },
    },
  });

  it('list a new entity once created, and show a changed one as the server answers it', async () => {
    const create = capturing(CreateTimeTypeMutation, { createTimeType: type('t2', 'Meeting') });
    const update = capturing(UpdateTimeTypeMutation, { updateTimeType: type('t2', 'Meetings') });
    renderRoutes([{ path: '/service/timetracking/manage/types', element: withToasts(<TypesScreen />) }], {
      path: '/service/timetracking/manage/types',
      // the list loads again after the creation only: the change comes back in the row's fragment
      client: mockClient([
        page(type('t1', 'Development')),
        create.mock,
        page(type('t1', 'Development'), type('t2', 'Meeting')),
        update.mock,
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Types' });
    await within(table).findByRole('row', { name: /Development/ });

    await userEvent.click(screen.getByRole('button', { name: 'New type' }));
    const created = await screen.findByRole('dialog');
    await userEvent.type(within(created).getByLabelText(/^Name/), '  Meeting ');
    await userEvent.click(within(created).getByRole('button', { name: 'Create type' }));
    expect(await screen.findByText('Type Meeting created.')).toBeInTheDocument();
    expect(create.sent.input).toEqual({ name: 'Meeting' });
    const row = await within(table).findByRole('row', { name: /Meeting/ });

    await userEvent.click(within(row).getByRole('button', { name: 'Edit Meeting' }));
    const edited = await screen.findByRole('dialog');
    const name = within(edited).getByLabelText(/^Name/);
    expect(name).toHaveValue('Meeting');
    await userEvent.type(name, 's');
    await userEvent.click(within(edited).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Type Meetings saved.')).toBeInTheDocument();
    expect(update.sent.input).toEqual({ name: 'Meetings' });
    expect(await within(table).findByRole('row', { name: /Meetings/ })).toBeInTheDocument();
  });
});

describe('the task screen', () => {
  it('adds a new comment at the end of the task’s comments, as the server answers it', async () => {
    const comment = (id: string, text: string) => ({
      __typename: 'TimeComment' as const,
      id,
      text,
      author: { __typename: 'TimeMember' as const, id: 'm1', name: 'Mia' },
      createdAt: '2026-11-27T10:00:00.000Z',
    });
    const task = {
      request: { query: TimeTaskQuery, variables: { id: 'k1' } },
      result: {
        data: {
          timeTask: {
            __typename: 'TimeTask',
            id: 'k1',
            title: 'Portal',
            text: null,
            deadline: null,
            estimatedSeconds: null,
            ticketUrl: null,
            finishedAt: null,
            recordCount: 0,
            recordsDurationSum: 0,
            customer: null,
            brand: null,
            project: null,
            comments: [comment('c1', 'First draft.')],
          },
        },
      },
    };
    const add = capturing(AddTimeCommentMutation, { addTimeComment: comment('c2', 'Reviewed.') });
    renderRoutes([{ path: '/service/timetracking/tasks/:id', element: withToasts(<TaskScreen />) }], {
      path: '/service/timetracking/tasks/k1',
      // the task loads once: the new comment joins its list in the cache
      client: mockClient([settings, task, add.mock]),
    });
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await within(comments).findByText('First draft.');
    await userEvent.type(within(comments).getByLabelText('New comment'), 'Reviewed.');
    await userEvent.click(within(comments).getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(comments)
          .getAllByText(/^(First draft|Reviewed)\.$/)
          .map((p) => p.textContent),
      ).toEqual(['First draft.', 'Reviewed.']),
    );
    expect(within(comments).getByLabelText('New comment')).toHaveValue('');
  });

  it('says a task is not found when the server says so, and offers to load it again when the load failed', async () => {
    const failing = (result: { errors: GraphQLError[] } | undefined) => ({
      request: { query: TimeTaskQuery, variables: { id: 'k9' } },
      ...(result ? { result } : { error: new Error('Failed to fetch') }),
    });
    const show = (mock: ReturnType<typeof failing>) =>
      renderRoutes([{ path: '/service/timetracking/tasks/:id', element: <TaskScreen /> }], {
        path: '/service/timetracking/tasks/k9',
        client: mockClient([settings, mock]),
      });
    const gone = show(
      failing({ errors: [new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } })] }),
    );
    expect(await screen.findByText('This task does not exist (any more).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    gone.unmount();
    show(failing(undefined));
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
