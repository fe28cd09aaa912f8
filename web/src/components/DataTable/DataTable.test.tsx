import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { renderRoutes } from '../../test/render';
import { DataTable, type DataTableProps } from './DataTable';
import type { TableConfig } from './types';
import { useTableState } from './useTableState';

interface Row {
  id: string;
  name: string;
}

const config: TableConfig<Row> = {
  columns: [
    {
      id: 'name',
      headerKey: 'cp:users.name',
      sortField: 'name',
      filter: { kind: 'text', field: 'name' },
      cell: (r) => r.name,
    },
    { id: 'id', headerKey: 'cp:users.actions', cell: (r) => `#${r.id}` },
  ],
  filters: [{ kind: 'tristate', field: 'active', labelKey: 'cp:users.activeFilter' }],
};

const tabbed: TableConfig<Row> = {
  ...config,
  tabs: [
    { id: 'all', labelKey: 'styleguide:tabAll' },
    { id: 'Active users', labelKey: 'styleguide:tabActive' },
  ],
};

const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(from + i), name: `Row ${from + i}` }));

function Harness(props: Partial<DataTableProps<Row>> & { cfg?: TableConfig<Row> }) {
  const cfg = props.cfg ?? config;
  const { state } = useTableState(cfg);
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <DataTable
        config={cfg}
        caption="Rows"
        rows={rows(Math.min(state.perPage, 3))}
        total={95}
        getRowId={(r) => r.id}
        {...props}
      />
    </>
  );
}

function setup(path = '/t', props: Partial<DataTableProps<Row>> & { cfg?: TableConfig<Row> } = {}) {
  return renderRoutes([{ path: '/t', element: <Harness {...props} /> }], { path });
}

const stateOf = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('DataTable', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders rows, the range and a labelled pagination', async () => {
    const { router } = setup('/t');
    const table = await screen.findByRole('table', { name: 'Rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('1–10 of 95')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // the bare component: 10 per page, a window of 5 pages
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(router.state.location.search).toBe('?page=10');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['6', '7', '8', '9', '10']);
  });

  it('names every body cell by its column and marks the card’s title and actions, for the phone’s cards', async () => {
    const carded: TableConfig<Row> = {
      columns: [
        { id: 'id', headerKey: 'cp:users.email', cell: (r) => `#${r.id}` },
        { id: 'name', headerKey: 'cp:users.name', card: 'title', cell: (r) => r.name },
        { id: 'actions', headerKey: 'cp:users.actions', card: 'actions', cell: () => <button>Edit</button> },
      ],
    };
    setup('/t', { cfg: carded });
    const table = await screen.findByRole('table', { name: 'Rows' });
    const cellsOf = () => within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    const attrs = (name: string) => cellsOf().map((cell) => cell.getAttribute(name));
    expect(attrs('data-label')).toEqual(['Email', 'Name', 'Actions']);
    expect(attrs('data-card')).toEqual([null, 'title', 'actions']);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await act(() => i18n.changeLanguage('de'));
    expect(attrs('data-label')).toEqual(['E-Mail', 'Name', 'Aktionen']);
  });

  it('heads the card with the first column unless a column says otherwise', async () => {
    setup('/t');
    const table = await screen.findByRole('table', { name: 'Rows' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-card'))).toEqual(['title', null]);
  });

  it('sorts by header click through the URL with aria-sort, and resets the page', async () => {
    const { router } = setup('/t?page=3');
    const header = await screen.findByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button', { name: 'Name' });
    await userEvent.click(button);
    expect(router.state.location.search).toBe('?orderBy=name&direction=asc');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(button);
    expect(router.state.location.search).toBe('');
    expect(header).toHaveAttribute('aria-sort', 'none');
    // back restores the previous view
    await act(() => router.navigate(-1));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('debounces text filters by 1 s and applies tri-state filters at once', async () => {
    const { router } = setup('/t?page=2');
    const input = await screen.findByRole('searchbox', { name: 'Name' });
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'ad' } });
    fireEvent.change(input, { target: { value: 'ada' } });
    act(() => vi.advanceTimersByTime(900));
    expect(router.state.location.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(200));
    expect(new URLSearchParams(router.state.location.search).get('filters')).toBe('{"name":"ada"}');
    expect(stateOf().page).toBe(1);
    const active = screen.getByRole('checkbox', { name: 'Active' });
    expect(active).toHaveAttribute('aria-checked', 'mixed');
    fireEvent.click(active);
    expect(stateOf().filters).toEqual({ name: 'ada', active: 0 });
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
  });

  it('changes the page size and goes back to page 1', async () => {
    const { router } = setup('/t?page=4');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rows per page' }), '50');
    expect(router.state.location.search).toBe('?perPage=50');
  });

  it('shows a busy table while loading and an empty state without rows', async () => {
    const view = setup('/t', { rows: [], total: 0, loading: true });
    expect(await screen.findByRole('table', { name: 'Rows' })).toHaveAttribute('aria-busy', 'true');
    // skeleton rows, and no "no entries" under them
    expect(screen.queryByText('No entries')).not.toBeInTheDocument();
    expect(screen.queryByText('No entries found.')).not.toBeInTheDocument();
    expect(screen.getByText('Loading …')).toBeInTheDocument();
    view.unmount();
    setup('/t', { rows: [], total: 0 });
    expect(await screen.findByText('No entries found.')).toBeInTheDocument();
  });

  it('shows an error with a retry button instead of rows', async () => {
    const onRetry = vi.fn();
    setup('/t', { rows: [], total: 0, error: new Error('down'), onRetry });
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('chooses a tab by hash and writes a clicked tab into the URL', async () => {
    const { router } = setup('/t#active-users', { cfg: tabbed });
    expect(await screen.findByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(router.state.location.hash).toBe('');
    await waitFor(() => expect(stateOf().tab).toBe('all'));
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    expect(router.state.location.search).toBe('?tab=Active+users');
  });

  it('renders only the rows near the viewport on very long pages', async () => {
    setup('/t', { rows: rows(5000), total: 5000 });
    const table = await screen.findByRole('table', { name: 'Rows' });
    const shown = within(table)
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('aria-rowindex'));
    expect(shown.length).toBeLessThan(200);
    expect(table).toHaveAttribute('aria-rowcount', '5001');
  });
});
