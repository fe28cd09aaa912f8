import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addTexts } from '../../i18n';
import { mockRealtimeClient, renderRoutes } from '../../test/render';
import {
  SaveTimeWeekCellDocument as SaveTimeWeekCellMutation,
  TimeWeekDocument as TimeWeekQuery,
} from '../../gql/graphql';
import { timetrackingFeature } from './feature';
import { TimeDropdownDataQuery } from './operations';
import { WeekScreen } from './WeekScreen';

beforeAll(async () => {
  addTexts(timetrackingFeature.texts);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The browser's width in pixels: Chakra's breakpoints ask `(min-width: 48rem)`. */
function atWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: Number(/min-width:\s*([\d.]+)rem/.exec(query)?.[1] ?? Infinity) * 16 <= width,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const MONDAY = '2026-11-02';
const dates = Array.from({ length: 7 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}`);

/** A week with one row (Portal · Acme): an hour on Monday, the given seconds on the days after it. */
function week(cells: number[] = [3600, 0, 0, 0, 0, 0, 0]) {
  const total = cells.reduce((sum, seconds) => sum + seconds, 0);
  return {
    __typename: 'TimeWeek' as const,
    weekStart: MONDAY,
    totalSeconds: total,
    targetSeconds: 144_000,
    days: dates.map((date, i) => ({
      __typename: 'TimeWeekDay' as const,
      date,
      totalSeconds: cells[i] ?? 0,
      targetSeconds: i < 5 ? 28_800 : 0,
      holiday: i === 6 ? 'Feast day' : null,
      warnings: i === 0 && cells[0]! > 36_000 ? ['LONG_DAY'] : [],
    })),
    rows: [
      {
        __typename: 'TimeWeekRow' as const,
        task: { __typename: 'TimeTaskRef' as const, id: 'k1', title: 'Portal' },
        customer: { __typename: 'TimeCustomer' as const, id: 'c1', name: 'Acme' },
        cells,
        totalSeconds: total,
      },
    ],
  };
}

const weekQuery = {
  request: { query: TimeWeekQuery, variables: { weekStart: MONDAY } },
  result: { data: { timeWeek: week() } },
};

const dropdown = {
  request: { query: TimeDropdownDataQuery },
  result: {
    data: {
      timeDropdownData: {
        __typename: 'TimeDropdownData',
        customers: [{ __typename: 'TimeCustomer', id: 'c2', name: 'Globex' }],
        brands: [],
        projects: [],
        types: [],
        tasks: [{ __typename: 'TimeTaskChoice', id: 'k2', title: 'Review', customerId: 'c2', brandId: null }],
      },
    },
  },
  maxUsageCount: 5,
};

/** A save of one cell that answers `answer` (the week again, or an error) and keeps the input it was sent. */
function saving(input: Record<string, unknown>, answer: { data: unknown } | { errors: GraphQLError[] }) {
  return { request: { query: SaveTimeWeekCellMutation, variables: { input } }, result: answer };
}

function renderWeek(mocks: unknown[]) {
  const { client, sent } = mockRealtimeClient([weekQuery, dropdown, ...(mocks as [])]);
  renderRoutes([{ path: '/service/timetracking/week', element: <WeekScreen /> }], {
    path: `/service/timetracking/week?week=${MONDAY}`,
    client,
  });
  return { sent };
}

describe('the week grid', () => {
  it('saves a typed duration on Enter and shows the day’s new total from the answer', async () => {
    atWidth(1280);
    renderWeek([
      saving(
        { date: MONDAY, taskId: 'k1', customerId: 'c1', duration: '1h30m' },
        { data: { saveTimeWeekCell: week([5400, 0, 0, 0, 0, 0, 0]) } },
      ),
    ]);
    const grid = await screen.findByRole('table', { name: 'Times of the week' });
    const monday = within(grid).getByRole('textbox', { name: 'Monday, 02/11, Portal · Acme' });
    expect(monday).toHaveValue('1:00');
    const totals = within(grid).getAllByRole('row').at(-1)!;
    expect(totals).toHaveTextContent('1:00 / 8:00');
    expect(totals).toHaveTextContent('7:00 under target');
    // the holiday's name under its date
    expect(within(grid).getAllByRole('columnheader')[7]).toHaveTextContent('Feast day');

    await userEvent.clear(monday);
    await userEvent.type(monday, '1h30m{Enter}');
    await waitFor(() => expect(totals).toHaveTextContent('1:30 / 8:00'));
    expect(totals).toHaveTextContent('6:30 under target');
    expect(monday).toHaveValue('1:30');
    expect(monday).toHaveFocus();
  });

  it('moves on with Tab and saves the cell it leaves; H:MM is sent as the server reads it', async () => {
    atWidth(1280);
    const { sent } = renderWeek([
      saving(
        { date: '2026-11-03', taskId: 'k1', customerId: 'c1', duration: '02:15:00' },
        { data: { saveTimeWeekCell: week([3600, 8100, 0, 0, 0, 0, 0]) } },
      ),
    ]);
    const tuesday = await screen.findByRole('textbox', { name: 'Tuesday, 03/11, Portal · Acme' });
    await userEvent.type(tuesday, '2:15');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Wednesday, 04/11, Portal · Acme' })).toHaveFocus();
    await waitFor(() => expect(tuesday).toHaveValue('2:15'));
    expect(sent.filter((name) => name === 'SaveTimeWeekCell')).toHaveLength(1);
    // leaving an unchanged cell sends nothing
    await userEvent.tab();
    expect(sent.filter((name) => name === 'SaveTimeWeekCell')).toHaveLength(1);
  });

  it('refuses a text that is no duration without sending it, and Escape restores the cell', async () => {
    atWidth(1280);
    const { sent } = renderWeek([]);
    const monday = await screen.findByRole('textbox', { name: 'Monday, 02/11, Portal · Acme' });
    await userEvent.clear(monday);
    await userEvent.type(monday, 'soon{Enter}');
    expect(
      await screen.findByText('Not a duration: e.g. 1h30m, 90m, 1:30 or 01:30:00; empty clears the cell.'),
    ).toBeInTheDocument();
    expect(monday).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(sent).not.toContain('SaveTimeWeekCell');
    await userEvent.click(monday);
    await userEvent.keyboard('{Escape}');
    expect(monday).toHaveValue('1:00');
    expect(monday).not.toHaveAttribute('aria-invalid');
  });

  it('shows what the server refuses under the cell', async () => {
    atWidth(1280);
    renderWeek([
      saving(
        { date: MONDAY, taskId: 'k1', customerId: 'c1', duration: '20h' },
        {
          errors: [
            new GraphQLError('The entry would overlap another one.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      ),
    ]);
    const monday = await screen.findByRole('textbox', { name: 'Monday, 02/11, Portal · Acme' });
    await userEvent.clear(monday);
    await userEvent.type(monday, '20h{Enter}');
    expect(await screen.findByText('The entry would overlap another one.')).toBeInTheDocument();
    expect(monday).toHaveAttribute('aria-invalid', 'true');
    expect(monday).toHaveValue('20h');
  });

  it('adds a row for a picked task with its customer, and its first cell takes the focus', async () => {
    atWidth(1280);
    renderWeek([
      saving(
        { date: MONDAY, taskId: 'k2', customerId: 'c2', duration: '45m' },
        { data: { saveTimeWeekCell: week() } },
      ),
    ]);
    const row = await screen.findByRole('region', { name: 'New row' });
    await within(row).findByRole('option', { name: 'Review' });
    await userEvent.selectOptions(within(row).getByLabelText('Task'), 'k2');
    expect(within(row).getByLabelText('Customer')).toHaveValue('c2');
    await userEvent.click(within(row).getByRole('button', { name: 'Add row' }));
    const cell = await screen.findByRole('textbox', { name: 'Monday, 02/11, Review · Globex' });
    await waitFor(() => expect(cell).toHaveFocus());
  });

  it('shows one day at a time on a phone, with a switcher to the next and previous day', async () => {
    atWidth(390);
    renderWeek([]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, 02/11' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Monday, 02/11, Portal · Acme' })).toHaveValue('1:00');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, 03/11' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tuesday, 03/11, Portal · Acme' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Monday, 02/11' })).toBeInTheDocument();
  });
});
