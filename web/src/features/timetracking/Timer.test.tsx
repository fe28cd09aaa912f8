import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, type DocumentNode } from 'graphql';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { mockClient, mockRealtimeClient, renderRoutes, renderWithProviders } from '../../test/render';
import { makeFragmentData } from '../../gql';
import {
  BudgetConsumption_BudgetFragmentDoc as BudgetFragment,
  ContinueTimeRecordDocument as ContinueTimeRecordMutation,
  PauseTimeRecordDocument as PauseTimeRecordMutation,
  ResumeTimeRecordDocument as ResumeTimeRecordMutation,
  RunningTimeRecordDocument as RunningTimeRecordQuery,
  SaveTimeTrackingSettingsDocument as SaveSettingsMutation,
  StartTimeRecordDocument as StartTimeRecordMutation,
  StopTimeRecordDocument as StopTimeRecordMutation,
  TimeRecentEntriesDocument as TimeRecentEntriesQuery,
  TimeRecordsDocument as TimeRecordsQuery,
  TimeTasksDocument as TimeTasksQuery,
  UpdateTimeRecordDocument as UpdateTimeRecordMutation,
} from '../../gql/graphql';
import { BudgetConsumption } from './BudgetConsumption';
import { timetrackingFeature } from './feature';
import { SettingsScreen } from './manage/SettingsScreen';
import { TimeDropdownDataQuery } from './operations';
import { settingsData, settingsMock } from './testMocks';
import { RecordsTable } from './RecordsTable';
import { TasksTable } from './TasksTable';
import { TimeTrackingLayout } from './TimeTrackingLayout';

beforeAll(async () => {
  addTexts(timetrackingFeature.texts);
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A mock of an operation that answers `data` and keeps the variables it was sent. */
function capturing(query: DocumentNode, data: Record<string, unknown>) {
  const sent: { variables?: Record<string, unknown> } = {};
  const mock = {
    request: {
      query,
      variables: (vars: Record<string, unknown>) => {
        sent.variables = vars;
        return true;
      },
    },
    result: { data },
  };
  return { sent, mock };
}

/** A record with every field the clock, the figures and the table read. */
const record = (changes: Record<string, unknown> = {}) => ({
  __typename: 'TimeRecord' as const,
  id: '41',
  start: '2026-11-28T08:00:00.000Z',
  stop: null,
  duration: null,
  text: null,
  ticketUrl: null,
  finished: false,
  paused: false,
  breaks: [],
  tags: [],
  billable: true,
  budgets: [],
  task: null,
  type: null,
  customer: null,
  brand: null,
  project: null,
  ...changes,
});

const named = (__typename: string, id: string, name: string) => ({ __typename, id, name });

const dropdown = {
  request: { query: TimeDropdownDataQuery },
  result: {
    data: {
      timeDropdownData: {
        __typename: 'TimeDropdownData',
        customers: [named('TimeCustomer', 'c1', 'Acme')],
        brands: [],
        projects: [],
        types: [named('TimeType', 't1', 'Development')],
        tasks: [{ __typename: 'TimeTaskChoice', id: 'k1', title: 'Portal', customerId: 'c1', brandId: null }],
      },
    },
  },
};

const settings = settingsMock();

const runningNow = (value: ReturnType<typeof record> | null) => ({
  request: { query: RunningTimeRecordQuery },
  result: { data: { runningTimeRecord: value } },
});

const withToasts = (element: React.ReactElement) => (
  <>
    {element}
    <Toasters />
  </>
);

/** The time-tracking frame with its header clock, at `path`. */
function renderLayout(mocks: Parameters<typeof mockRealtimeClient>[0], path = '/service/timetracking') {
  const realtime = mockRealtimeClient([settings, dropdown, ...mocks]);
  const view = renderRoutes(
    [{ path: '/service/timetracking', element: withToasts(<TimeTrackingLayout />) }],
    {
      path,
      client: realtime.client,
    },
  );
  return { ...realtime, ...view };
}

/** The header of the time-tracking frame. */
const header = () => screen.getByRole('region', { name: 'Time tracking: clock and sections' });

describe('the header clock’s start form', () => {
  const recent = (text: string | null, task: { id: string; title: string } | null, customer = false) => ({
    __typename: 'TimeRecentEntry',
    text,
    task: task && { __typename: 'TimeTaskRef', ...task },
    type: named('TimeType', 't1', 'Development'),
    customer: customer ? named('TimeCustomer', 'c1', 'Acme') : null,
    brand: null,
    project: null,
    lastStart: '2026-11-27T08:00:00.000Z',
  });
  const recentEntries = {
    request: { query: TimeRecentEntriesQuery },
    result: {
      data: {
        timeRecentEntries: [
          recent('Planning', null),
          recent('Reviews', { id: 'k1', title: 'Portal' }, true),
          recent('Review call', null),
        ],
      },
    },
  };

  it('starts nothing on one click, and by keyboard alone starts a recent combination picked by arrow keys', async () => {
    const start = capturing(StartTimeRecordMutation, { startTimeRecord: record() });
    const { sent } = renderLayout([runningNow(null), recentEntries, start.mock]);
    await userEvent.click(await within(header()).findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the clock' });
    expect(sent).not.toContain('StartTimeRecord');
    const description = within(dialog).getByRole('combobox', { name: 'Description' });
    // the dialog focuses its first control, the description (jsdom has no layout for the focus trap to find it)
    act(() => description.focus());
    const list = await within(dialog).findByRole('listbox', { name: 'Recently used' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    // typing narrows the combinations; down twice picks the second left
    await userEvent.keyboard('revi');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Reviews · Portal · Development · Acme', 'Review call · Development']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const picked = within(list).getByRole('option', { name: 'Reviews · Portal · Development · Acme' });
    expect(picked).toHaveAttribute('aria-selected', 'true');
    expect(description).toHaveAttribute('aria-activedescendant', picked.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(start.sent.variables?.input).toEqual({
        text: 'Reviews',
        taskId: 'k1',
        typeId: 't1',
        customerId: 'c1',
        brandId: null,
        projectId: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(header()).findByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  it('starts the form as filled on Enter, and an empty one too', async () => {
    const typed = capturing(StartTimeRecordMutation, { startTimeRecord: record() });
    const view = renderLayout([runningNow(null), recentEntries, typed.mock]);
    await userEvent.click(await within(header()).findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog');
    await within(await within(dialog).findByLabelText('Task')).findByRole('option', { name: 'Portal' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Customer'), 'c1');
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Description' }),
      'Something new{Enter}',
    );
    await waitFor(() =>
      expect(typed.sent.variables?.input).toEqual({ text: 'Something new', customerId: 'c1' }),
    );
    view.unmount();

    const empty = capturing(StartTimeRecordMutation, { startTimeRecord: record() });
    renderLayout([runningNow(null), recentEntries, empty.mock]);
    await userEvent.click(await within(header()).findByRole('button', { name: 'Start' }));
    const dialog2 = await screen.findByRole('dialog');
    act(() => within(dialog2).getByRole('combobox', { name: 'Description' }).focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(empty.sent.variables?.input).toEqual({}));
  });
});

describe('pause and resume', () => {
  it('pause the running clock, say so in words, and resume it', async () => {
    const started = new Date(Date.now() - 3_600_000);
    const pauseAt = new Date(Date.now() - 600_000).toISOString();
    const pause = capturing(PauseTimeRecordMutation, {
      pauseTimeRecord: record({
        start: started.toISOString(),
        paused: true,
        breaks: [{ __typename: 'TimeBreak', start: pauseAt, stop: null }],
      }),
    });
    const resume = capturing(ResumeTimeRecordMutation, {
      resumeTimeRecord: record({
        start: started.toISOString(),
        breaks: [{ __typename: 'TimeBreak', start: pauseAt, stop: new Date().toISOString() }],
      }),
    });
    renderLayout([runningNow(record({ start: started.toISOString() })), pause.mock, resume.mock]);
    await userEvent.click(await within(header()).findByRole('button', { name: 'Pause' }));
    // stood still since the pause began ten minutes ago
    expect(await within(header()).findByText('paused')).toBeInTheDocument();
    expect(within(header()).getByRole('timer')).toHaveTextContent(/^00:50:0[0-2]$/);
    await userEvent.click(within(header()).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(header()).queryByText('paused')).toBeNull());
    expect(within(header()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(header()).getByRole('timer')).toHaveTextContent(/^00:50:0[0-3]$/);
  });
});

describe('stop at the time meant', () => {
  it('opens from a reminder’s link, offers the start plus the reminder hours and stops there', async () => {
    // started 12 hours ago on a whole second: the reminder (10 hours) lies behind
    const started = new Date(Math.floor(Date.now() / 1000) * 1000 - 12 * 3_600_000);
    const meant = new Date(started.getTime() + 10 * 3_600_000);
    const stop = capturing(StopTimeRecordMutation, {
      stopTimeRecord: record({ start: started.toISOString(), stop: meant.toISOString(), finished: true }),
    });
    const { router } = renderLayout(
      [runningNow(record({ start: started.toISOString() })), stop.mock],
      '/service/timetracking#stop-at',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop the clock at…' });
    const input = within(dialog).getByLabelText(/^Stop/) as HTMLInputElement;
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    await waitFor(() =>
      expect(input.value.replace(/\.000$/, '')).toBe(berlin.format(meant).replace(' ', 'T')),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop here' }));
    await waitFor(() => expect(stop.sent.variables).toEqual({ id: '41', stop: meant.toISOString() }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });
});

describe('the budget left on the clock', () => {
  it('counts the running time off the budget’s time left, in both languages', async () => {
    const budget = { __typename: 'TimeBudget', id: 'b1', name: 'Relaunch', remainingSeconds: 12_030 };
    renderLayout([
      runningNow(record({ start: new Date(Date.now() - 10_000).toISOString(), budgets: [budget] })),
    ]);
    const clock = header();
    expect(await within(clock).findByText('Budget: 3 h 20 min left')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(within(clock).getByText('Budget: noch 3 h 20 min')).toBeInTheDocument();
  });
});

const taskRow = {
  __typename: 'TimeTask',
  id: 'k1',
  title: 'Portal',
  deadline: null,
  estimatedSeconds: null,
  finishedAt: null,
  recordCount: 0,
  recordsDurationSum: 0,
  customer: null,
  brand: null,
};

describe('starting from a task and continuing a record', () => {
  it('starts the clock on an open task from its row', async () => {
    const start = capturing(StartTimeRecordMutation, {
      startTimeRecord: record({ task: { __typename: 'TimeTaskRef', id: 'k1', title: 'Portal' } }),
    });
    const tasks = {
      request: { query: TimeTasksQuery, variables: () => true },
      result: {
        data: {
          timeTasks: {
            __typename: 'TimeTaskPage',
            items: [
              taskRow,
              { ...taskRow, id: 'k2', title: 'Done one', finishedAt: '2026-11-27T08:00:00.000Z' },
            ],
            pageInfo: { __typename: 'PageInfo', total: 2 },
          },
        },
      },
    };
    renderRoutes([{ path: '/service/timetracking/tasks', element: <TasksTable /> }], {
      path: '/service/timetracking/tasks',
      client: mockClient([dropdown, tasks, start.mock]),
    });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const done = await within(table).findByRole('row', { name: /Done one/ });
    expect(within(done).queryByRole('button', { name: /^Start the clock/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Start the clock for Portal' }));
    await waitFor(() => expect(start.sent.variables).toEqual({ input: { taskId: 'k1' } }));
  });

  const finished = record({
    id: 'r1',
    start: '2026-11-28T08:00:00.000Z',
    stop: '2026-11-28T09:00:00.000Z',
    duration: 3600,
    finished: true,
    text: 'Reviews',
    tags: ['client', 'urgent'],
    billable: false,
    breaks: [
      { __typename: 'TimeBreak', start: '2026-11-28T08:20:00.000Z', stop: '2026-11-28T08:30:00.000Z' },
    ],
  });
  const records = (variables: (vars: Record<string, unknown>) => boolean = () => true) => ({
    request: { query: TimeRecordsQuery, variables },
    result: {
      data: {
        timeRecords: {
          __typename: 'TimeRecordPage',
          items: [finished],
          pageInfo: { __typename: 'PageInfo', total: 1 },
        },
      },
    },
  });

  it('continues a record from its row; a record already running is the server’s message as a toast', async () => {
    const refused = {
      request: { query: ContinueTimeRecordMutation, variables: { id: 'r1' } },
      result: {
        errors: [new GraphQLError('A record is already running.', { extensions: { code: 'BAD_REQUEST' } })],
      },
    };
    const continued = capturing(ContinueTimeRecordMutation, {
      continueTimeRecord: record({ id: '42', text: 'Reviews' }),
    });
    const { client } = mockRealtimeClient([settings, dropdown, records(), refused, continued.mock]);
    renderRoutes([{ path: '/service/timetracking', element: withToasts(<RecordsTable />) }], {
      path: '/service/timetracking',
      client,
    });
    const row = await screen.findByRole('row', { name: /Reviews/ });
    const button = within(row).getByRole('button', { name: /^Continue the entry of 28\/11\/2026 09:00:00$/ });
    await userEvent.click(button);
    expect(await screen.findByText('A record is already running.')).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(continued.sent.variables).toEqual({ id: 'r1' }));
    await waitFor(() =>
      expect(client.cache.readQuery({ query: RunningTimeRecordQuery })?.runningTimeRecord).toMatchObject({
        id: '42',
      }),
    );
  });

  it('shows tags and "not billable", filters by tag and billability from the URL', async () => {
    const asked: Record<string, unknown>[] = [];
    renderRoutes([{ path: '/service/timetracking', element: <RecordsTable /> }], {
      path: `/service/timetracking?filters=${encodeURIComponent(JSON.stringify({ tag: 'urgent', billable: 1 }))}`,
      client: mockClient([
        settings,
        dropdown,
        records((vars) => {
          asked.push(vars.filter as Record<string, unknown>);
          return true;
        }),
      ]),
    });
    const row = await screen.findByRole('row', { name: /Reviews/ });
    expect(within(row).getByText('urgent')).toBeInTheDocument();
    expect(within(row).getByText('client')).toBeInTheDocument();
    expect(within(row).getByText('not billable')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ tag: 'urgent', billable: false });
    expect(screen.getByLabelText('Tag')).toHaveValue('urgent');
  });

  it('edits tags, billability and breaks in the record dialog', async () => {
    const update = capturing(UpdateTimeRecordMutation, { updateTimeRecord: finished });
    renderRoutes([{ path: '/service/timetracking', element: withToasts(<RecordsTable />) }], {
      path: '/service/timetracking',
      client: mockClient([settings, dropdown, records(), update.mock]),
    });
    const row = await screen.findByRole('row', { name: /Reviews/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Edit the entry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove tag urgent' }));
    const tags = within(dialog).getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, 'review,ops{Enter}');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Billable' }));
    // the break 09:20–09:30 (Berlin) goes, one 09:40–09:45 comes
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove break 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a break' }));
    fireEvent.change(within(dialog).getByLabelText('Break 1: start'), {
      target: { value: '2026-11-28T09:40' },
    });
    fireEvent.change(within(dialog).getByLabelText('Break 1: end'), {
      target: { value: '2026-11-28T09:45' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update.sent.variables?.input).toMatchObject({
        tags: ['client', 'review', 'ops'],
        billable: true,
        breaks: [{ start: '2026-11-28T08:40:00.000Z', stop: '2026-11-28T08:45:00.000Z' }],
      }),
    );
  });
});

describe('the settings screen', () => {
  it('saves the holiday region, the rounding and the reminder hours', async () => {
    const save = capturing(SaveSettingsMutation, {
      saveTimeTrackingSettings: {
        ...settingsData,
        holidayRegion: 'DE-BY',
        rounding: { __typename: 'TimeRounding', mode: 'UP', minutes: 15 },
        remindAfterHours: 8,
      },
    });
    renderRoutes([{ path: '/s', element: withToasts(<SettingsScreen />) }], {
      path: '/s',
      client: mockClient([settings, save.mock]),
    });
    const region = await screen.findByLabelText(/^Public holidays/);
    expect(within(region).getByRole('option', { name: 'none' })).toBeInTheDocument();
    await userEvent.selectOptions(region, 'Bavaria');
    expect(screen.queryByLabelText(/^Round to minutes/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/^Rounding/), 'round up');
    const minutes = screen.getByLabelText(/^Round to minutes/);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '15');
    const hours = screen.getByLabelText(/^Remind after hours/);
    await userEvent.clear(hours);
    await userEvent.type(hours, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save.sent.variables?.input).toMatchObject({
        holidayRegion: 'DE-BY',
        rounding: { mode: 'UP', minutes: 15 },
        remindAfterHours: 8,
      }),
    );
    await act(() => i18n.changeLanguage('de'));
    expect(
      within(screen.getByLabelText(/^Feiertage/)).getByRole('option', { name: 'Bayern' }),
    ).toBeInTheDocument();
  });
});

describe('a budget’s consumption', () => {
  it('shows the time left and, with an end, the time left per week, in both languages', async () => {
    const budget = makeFragmentData(
      {
        __typename: 'TimeBudget',
        id: 'b1',
        name: 'Relaunch',
        timeSeconds: 72_000,
        usedSeconds: 60_000,
        moneyCents: null,
        usedMoneyCents: null,
        remainingSeconds: 12_000,
        remainingSecondsPerWeek: 4_500,
        endsOn: '2026-12-31',
      },
      BudgetFragment,
    );
    renderWithProviders(<BudgetConsumption budget={budget} />);
    expect(screen.getByText('3 h 20 min left · until 31/12/2026')).toBeInTheDocument();
    expect(screen.getByText('1 h 15 min left per week')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('noch 3 h 20 min · bis 31.12.2026')).toBeInTheDocument();
    expect(screen.getByText('noch 1 h 15 min pro Woche')).toBeInTheDocument();
  });
});
