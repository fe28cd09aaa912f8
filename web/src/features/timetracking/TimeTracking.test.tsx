import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { useDownloadsInboxOpen } from '../../lib/downloadsInbox';
import { downloadWithToken } from '../../lib/fileDownload';
import { mockClient, mockRealtimeClient, renderRoutes, renderWithProviders } from '../../test/render';
import { ExportWidget } from './ExportWidget';
import { timetrackingFeature } from './feature';
import {
  CreateTimeRecordMutation,
  ExportTimeStatisticsMutation,
  LastTimeRecordQuery,
  RunningTimeRecordQuery,
  TimeDropdownDataQuery,
  TimeFieldSuggestionsQuery,
  TimeStatisticsQuery,
} from './operations';
import { OverviewScreen } from './OverviewScreen';
import { QuickEntry } from './QuickEntry';
import { RunningClock } from './RunningClock';
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

const running = (start: string) => ({
  __typename: 'TimeRecord' as const,
  id: '41',
  start,
  text: null,
  task: null,
});

describe('the running clock', () => {
  it('counts every second from the start, with days once there are any', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = new Date('2026-11-24T08:00:00.000Z');
    vi.setSystemTime(new Date(start.getTime() + 5_000));
    const { unmount } = renderWithProviders(
      <RunningClock start={start.toISOString()} onStart={vi.fn()} onStop={vi.fn()} />,
    );
    const timer = screen.getByRole('timer', { name: 'Running time' });
    expect(timer).toHaveTextContent('00:00:05');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('00:00:06');
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(timer).toHaveTextContent('01:00:06');
    const dayEarlier = new Date(start.getTime() - 86_400_000).toISOString();
    unmount();
    renderWithProviders(<RunningClock start={dayEarlier} onStart={vi.fn()} onStop={vi.fn()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1d 01:00:06');
  });

  it('offers Start while nothing runs and Stop while a record runs', () => {
    const onStart = vi.fn();
    const onStop = vi.fn();
    const { unmount } = renderWithProviders(<RunningClock start={null} onStart={onStart} onStop={onStop} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    unmount();
    renderWithProviders(<RunningClock start={new Date().toISOString()} onStart={onStart} onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
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

const suggestions = {
  request: { query: TimeFieldSuggestionsQuery, variables: { field: 'TEXT' } },
  result: { data: { timeFieldSuggestions: ['Reviews', 'Planning'] } },
};

describe('quick entry', () => {
  it('enters a record of a typed duration that ends now', async () => {
    const before = Date.now();
    let sent: Record<string, unknown> | undefined;
    const client = mockClient([
      dropdown,
      suggestions,
      {
        request: {
          query: CreateTimeRecordMutation,
          variables: (vars: { input: Record<string, unknown> }) => {
            sent = vars.input;
            return true;
          },
        },
        result: {
          data: {
            createTimeRecord: {
              __typename: 'TimeRecord',
              id: '7',
              start: '2026-11-23T05:36:00.000Z',
              stop: '2026-11-24T08:00:00.000Z',
              duration: 95_040,
            },
          },
        },
      },
    ]);
    renderWithProviders(withToasts(<QuickEntry />), client);
    await screen.findByRole('option', { name: 'Portal' });
    // the member's earlier texts are offered while typing
    await waitFor(() => expect(document.querySelector('datalist option[value="Planning"]')).not.toBeNull());
    await userEvent.selectOptions(screen.getByLabelText('Task'), 'k1');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 't1');
    await userEvent.type(screen.getByLabelText('Text'), 'Reviews');
    await userEvent.type(screen.getByLabelText(/^Duration/), '1d2h24m');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Entry saved (1d 02:24:00).')).toBeInTheDocument();
    expect(sent).toMatchObject({ duration: '1d2h24m', taskId: 'k1', typeId: 't1', text: 'Reviews' });
    const start = Date.parse(String(sent?.start));
    expect(start).toBeGreaterThanOrEqual(before - 95_040_000);
    expect(start).toBeLessThanOrEqual(Date.now() - 95_040_000);
    expect(screen.getByLabelText(/^Duration/)).toHaveValue('');
  });

  it('takes the time since the last record ended, in whole minutes, while the clock does not run', async () => {
    const stop = new Date(Date.now() - (95 * 60 + 30) * 1000);
    const last = (running: boolean) => [
      {
        request: { query: LastTimeRecordQuery },
        result: {
          data: { lastTimeRecord: { __typename: 'TimeRecord', id: '6', stop: stop.toISOString() } },
        },
      },
      {
        request: { query: RunningTimeRecordQuery },
        result: {
          data: {
            runningTimeRecord: running
              ? { __typename: 'TimeRecord', id: '8', start: new Date().toISOString(), text: null, task: null }
              : null,
          },
        },
      },
    ];
    const view = renderWithProviders(<QuickEntry />, mockClient([dropdown, suggestions, ...last(false)]));
    const since = await screen.findByRole('button', { name: /^Take the time since the last entry/ });
    const hhmm = (d: Date) =>
      `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    if (stop.toDateString() === new Date().toDateString())
      expect(since).toHaveAccessibleName(`Take the time since the last entry (from ${hhmm(stop)})`);
    await userEvent.click(since);
    expect(screen.getByLabelText(/^Duration/)).toHaveValue('01:35:00');
    const start = screen.getByLabelText(/^Start/);
    expect(new Date((start as HTMLInputElement).value).getTime()).toBe(
      Math.floor(stop.getTime() / 1000) * 1000,
    );
    view.unmount();

    // a running clock: the time since the last record is its time
    renderWithProviders(<QuickEntry />, mockClient([dropdown, suggestions, ...last(true)]));
    await screen.findByRole('option', { name: 'Portal' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Take the time since the last entry/ })).toBeNull(),
    );
  });

  it('shows the server’s refusal under the duration, in the chosen language', async () => {
    const client = mockClient([
      dropdown,
      suggestions,
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
    renderWithProviders(<QuickEntry />, client);
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
  const period = (seconds: number, includesRunning: boolean) => ({
    __typename: 'TimeStatisticsPeriod' as const,
    seconds,
    recordCount: 1,
    targetSeconds: 28_800,
    includesRunning,
  });

  it('count the running record in the periods it started in, second by second', async () => {
    // started an hour and a minute ago; the statistics say it began this month but not this week
    const start = new Date(Date.now() - 3_660_000).toISOString();
    const client = mockClient([
      {
        request: { query: TimeStatisticsQuery },
        result: {
          data: {
            timeStatistics: {
              __typename: 'TimeStatistics',
              overall: {
                __typename: 'TimeStatisticsTotal',
                seconds: 7200,
                recordCount: 3,
                includesRunning: true,
              },
              today: period(0, false),
              thisWeek: period(3600, false),
              thisMonth: period(3600, true),
              dailyTargetSeconds: 28_800,
            },
          },
        },
      },
      { request: { query: RunningTimeRecordQuery }, result: { data: { runningTimeRecord: running(start) } } },
      dropdown,
      suggestions,
    ]);
    renderRoutes([{ path: '/service/timetracking', element: <OverviewScreen /> }], {
      path: '/service/timetracking',
      client,
    });
    const tiles = await screen.findByRole('region', { name: 'Statistics' });
    await waitFor(() => expect(within(tiles).getByText(/^02:01:0\d$/)).toBeInTheDocument());
    expect(within(tiles).getByText('00:00:00')).toBeInTheDocument();
    expect(within(tiles).getByText('01:00:00')).toBeInTheDocument();
    // this week against its target of 8 hours, as English writes a share
    expect(within(tiles).getByText('13%')).toBeInTheDocument();
    expect(within(tiles).getByRole('progressbar', { name: 'This week against your target' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    expect(within(tiles).getByText(/^03:01:0\d$/)).toBeInTheDocument();
    expect(within(tiles).getAllByText(/including the running clock/)).toHaveLength(2);
  });
});
