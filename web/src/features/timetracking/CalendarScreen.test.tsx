import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n, { addTexts } from '../../i18n';
import { mockRealtimeClient, renderRoutes } from '../../test/render';
import {
  CalendarRecordsDocument as CalendarRecordsQuery,
  CreateCalendarRecordDocument as CreateCalendarRecordMutation,
  MoveTimeRecordDocument as MoveTimeRecordMutation,
} from '../../gql/graphql';
import { CalendarScreen } from './CalendarScreen';
import { timetrackingFeature } from './feature';
import { TimeDropdownDataQuery } from './operations';
import { settingsMock } from './testMocks';

beforeAll(async () => {
  addTexts(timetrackingFeature.texts);
  await i18n.changeLanguage('en');
  // jsdom captures no pointer: the events in these tests go to the element they are fired at anyway
  Element.prototype.setPointerCapture ??= () => undefined;
});

/** The member counts in Berlin (UTC+1 in November), whatever zone the browser is in. */
const settings = settingsMock({}, 10);

const dropdown = {
  request: { query: TimeDropdownDataQuery },
  result: {
    data: {
      timeDropdownData: {
        __typename: 'TimeDropdownData',
        customers: [],
        brands: [],
        projects: [],
        types: [],
        tasks: [{ __typename: 'TimeTaskChoice', id: 'k1', title: 'Portal', customerId: null, brandId: null }],
      },
    },
  },
  maxUsageCount: 10,
};

/** A finished record as the calendar and the edit dialog read it. */
const record = (
  id: string,
  start: string,
  stop: string,
  title: string | null,
  text: string | null = null,
) => ({
  __typename: 'TimeRecord' as const,
  id,
  start,
  stop,
  duration: (Date.parse(stop) - Date.parse(start)) / 1000,
  text,
  ticketUrl: null,
  task: title ? { __typename: 'TimeTaskRef' as const, id: 'k1', title } : null,
  type: null,
  project: null,
  tags: [] as string[],
  billable: true,
  breaks: [] as { __typename: 'TimeBreak'; start: string; stop: string | null }[],
});

// Berlin: Tuesday 03.11. 08:30–10:00 with a break 09:00–09:15, Wednesday 04.11. 11:00–12:00 (Review)
const portal = {
  ...record('r1', '2026-11-03T07:30:00.000Z', '2026-11-03T09:00:00.000Z', 'Portal'),
  breaks: [
    { __typename: 'TimeBreak' as const, start: '2026-11-03T08:00:00.000Z', stop: '2026-11-03T08:15:00.000Z' },
  ],
};
const review = record('r2', '2026-11-04T10:00:00.000Z', '2026-11-04T11:00:00.000Z', null, 'Review');

const records = {
  request: { query: CalendarRecordsQuery, variables: { filter: { from: '2026-11-01', to: '2026-11-08' } } },
  result: {
    data: { timeRecords: { __typename: 'TimeRecordPage', items: [portal, review] } },
  },
  maxUsageCount: 10,
};

function renderCalendar(mocks: unknown[] = [], loads: unknown[] = [records]) {
  const { client, sent } = mockRealtimeClient([settings, dropdown, ...(loads as []), ...(mocks as [])]);
  renderRoutes(
    [
      {
        path: '/service/timetracking/calendar',
        element: (
          <>
            <CalendarScreen />
            <Toasters />
          </>
        ),
      },
    ],
    { path: '/service/timetracking/calendar?view=week&date=2026-11-03', client },
  );
  return { sent };
}

/** Runs `body` with the browser in New York (Berlin's 6 hours ahead). */
async function inNewYork(body: () => Promise<void>) {
  const before = process.env.TZ;
  process.env.TZ = 'America/New_York';
  try {
    await body();
  } finally {
    process.env.TZ = before;
  }
}

const column = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;
/** The pointer at a time of day in a column (48 px an hour; jsdom's columns begin at the top). */
const at = (hours: number, pixels = 0) => ({ clientY: hours * 48 + pixels, button: 0, pointerId: 1 });

describe('the calendar', () => {
  it('places the records by their times in the member’s zone, breaks hatched, arrow keys from block to block', async () => {
    await inNewYork(async () => {
      renderCalendar();
      const block = await screen.findByRole('button', { name: 'Portal, 08:30–10:00, 01:30:00' });
      expect(column('2026-11-03')).toContainElement(block);
      expect(block.style.top).toBe(`${8.5 * 48}px`);
      expect(block.style.height).toBe(`${1.5 * 48}px`);
      // the break 09:00–09:15: half an hour into the block, a quarter of an hour long
      const pause = block.querySelector<HTMLElement>('[aria-hidden="true"]')!;
      expect(pause.style.top).toBe('24px');
      expect(pause.style.height).toBe('12px');
      const next = screen.getByRole('button', { name: 'Review, 11:00–12:00, 01:00:00' });
      expect(column('2026-11-04')).toContainElement(next);
      block.focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(next).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      expect(block).toHaveFocus();
    });
  });

  it('creates a record drawn over empty space, in quarter hours, with one Enter', async () => {
    const created = { input: undefined as unknown };
    renderCalendar([
      {
        request: {
          query: CreateCalendarRecordMutation,
          variables: (vars: { input: unknown }) => {
            created.input = vars.input;
            return true;
          },
        },
        result: {
          data: {
            createTimeRecord: record('r3', '2026-11-05T07:00:00.000Z', '2026-11-05T09:00:00.000Z', null),
          },
        },
      },
    ]);
    await screen.findByRole('button', { name: /^Portal/ });
    const thursday = column('2026-11-05');
    // from 08:05 down to 10:03: 08:00–10:00
    fireEvent.pointerDown(thursday, at(8, 4));
    fireEvent.pointerMove(thursday, at(9));
    expect(screen.getByTestId('calendar-draft').style.height).toBe('48px');
    fireEvent.pointerMove(thursday, at(10, 2));
    fireEvent.pointerUp(thursday, at(10, 2));
    const dialog = await screen.findByRole('dialog', { name: 'New record' });
    const start = within(dialog).getByLabelText(/^Start/);
    expect(start).toHaveValue('2026-11-05T08:00');
    expect(within(dialog).getByLabelText(/^End/)).toHaveValue('2026-11-05T10:00');
    const text = within(dialog).getByLabelText('Text') as HTMLInputElement;
    await userEvent.type(text, 'Planning');
    // Enter in a field submits its form by the form's submit button, which sits in the dialog's footer (outside the
    // form, tied to it by its id): the browser does so, jsdom's user-event only for buttons inside the form
    const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.type).toBe('submit');
    expect(create.form).toBe(text.form);
    fireEvent.submit(text.form!);
    expect(await screen.findByText('Entry created.')).toBeInTheDocument();
    expect(created.input).toEqual({
      start: '2026-11-05T07:00:00.000Z',
      stop: '2026-11-05T09:00:00.000Z',
      taskId: null,
      text: 'Planning',
    });
  });

  it('moves a record’s stop by its bottom edge', async () => {
    const moved = { ...portal, stop: '2026-11-03T10:00:00.000Z', duration: 8100 };
    // the records load again after the move (it changes totals and lists), with the moved one
    const loads = [
      { ...records, maxUsageCount: 1 },
      {
        ...records,
        result: { data: { timeRecords: { __typename: 'TimeRecordPage', items: [moved, review] } } },
      },
    ];
    const { sent } = renderCalendar(
      [
        {
          request: {
            query: MoveTimeRecordMutation,
            variables: { id: 'r1', input: { stop: '2026-11-03T10:00:00.000Z' } },
          },
          result: { data: { updateTimeRecord: moved } },
        },
      ],
      loads,
    );
    const block = await screen.findByRole('button', { name: /^Portal/ });
    const edge = block.querySelector<HTMLElement>('[data-edge="stop"]')!;
    fireEvent.pointerDown(edge, at(10));
    fireEvent.pointerMove(edge, at(11, 5));
    fireEvent.pointerUp(edge, at(11, 5));
    fireEvent.click(edge);
    // the block stays where it was dropped, and the server's answer keeps it there
    expect(block.style.height).toBe(`${2.5 * 48}px`);
    expect(await screen.findByRole('button', { name: 'Portal, 08:30–11:00, 02:15:00' })).toHaveStyle({
      height: `${2.5 * 48}px`,
    });
    expect(sent).toContain('MoveTimeRecord');
    // the drag opened no dialog
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a block back and says why when the server refuses the move (an overlap)', async () => {
    renderCalendar([
      {
        request: {
          query: MoveTimeRecordMutation,
          variables: { id: 'r1', input: { start: '2026-11-03T06:00:00.000Z' } },
        },
        result: {
          errors: [
            new GraphQLError('The entry overlaps another entry.', { extensions: { code: 'BAD_USER_INPUT' } }),
          ],
        },
      },
    ]);
    const block = await screen.findByRole('button', { name: /^Portal/ });
    const edge = block.querySelector<HTMLElement>('[data-edge="start"]')!;
    fireEvent.pointerDown(edge, at(8.5));
    fireEvent.pointerMove(edge, at(7));
    expect(block.style.top).toBe(`${7 * 48}px`);
    fireEvent.pointerUp(edge, at(7));
    expect(await screen.findByText('The entry overlaps another entry.')).toBeInTheDocument();
    await waitFor(() => expect(block.style.top).toBe(`${8.5 * 48}px`));
    expect(block.style.height).toBe(`${1.5 * 48}px`);
  });

  it('opens a clicked record in the edit dialog, its times in the member’s zone', async () => {
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: /^Portal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    expect(
      (within(dialog).getByLabelText(/^Start/) as HTMLInputElement).value.replace(/:00(\.000)?$/, ''),
    ).toBe('2026-11-03T08:30');
  });

  it('offers a form for keyboard users: the "New record" button; a record without an end is refused', async () => {
    const { sent } = renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: 'New record' }));
    const dialog = await screen.findByRole('dialog', { name: 'New record' });
    expect(within(dialog).getByLabelText(/^Start/)).toHaveValue('2026-11-03T09:00');
    const end = within(dialog).getByLabelText(/^End/);
    expect(end).toHaveValue('2026-11-03T10:00');
    await userEvent.clear(end);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Start and end need a date and a time.')).toBeInTheDocument();
    expect(sent).not.toContain('CreateCalendarRecord');
    expect(dialog).toBeInTheDocument();
  });
});
