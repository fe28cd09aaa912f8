import { describe, expect, it } from 'vitest';
import {
  applyLocally,
  BARE_PER_PAGE,
  DEFAULT_PER_PAGE,
  defaultState,
  nextTriState,
  pageWindow,
  parseFilters,
  parseTableState,
  queryVariablesOf,
  rangeOf,
  serializeTableState,
  tabFromHash,
  tableReducer,
  type TableSpec,
  type TableState,
} from './tableState';

const spec: TableSpec = {
  sortFields: ['name', 'email', 'createdAt'],
  filters: [
    { field: 'name', kind: 'text' },
    { field: 'active', kind: 'tristate' },
    { field: 'role', kind: 'select', options: ['ADMIN', 'USER'] },
  ],
  tabs: [{ id: 'all' }, { id: 'Active users' }],
  defaultPerPage: DEFAULT_PER_PAGE,
};

const bare: TableSpec = { sortFields: ['name'], filters: [] };

function parse(query: string, hash = '', s: TableSpec = spec): TableState {
  return parseTableState(new URLSearchParams(query), hash, s);
}

describe('table state', () => {
  it('defaults to page 1 and 20 rows in the portal, 10 in the bare component', () => {
    expect(parse('').perPage).toBe(20);
    expect(parse('', '', bare).perPage).toBe(BARE_PER_PAGE);
    expect(parse('')).toEqual({
      page: 1,
      perPage: 20,
      filters: {},
      orderBy: null,
      direction: null,
      tab: 'all',
    });
  });

  it('cycles the sort of a column none → asc → desc → none, one column at a time', () => {
    let state = { ...defaultState(spec), page: 4 };
    state = tableReducer(state, { type: 'sort', field: 'name' }, spec);
    expect([state.orderBy, state.direction, state.page]).toEqual(['name', 'asc', 1]);
    state = tableReducer(state, { type: 'sort', field: 'name' }, spec);
    expect([state.orderBy, state.direction]).toEqual(['name', 'desc']);
    state = tableReducer(state, { type: 'sort', field: 'name' }, spec);
    expect([state.orderBy, state.direction]).toEqual([null, null]);
    state = tableReducer(state, { type: 'sort', field: 'name' }, spec);
    state = tableReducer(state, { type: 'sort', field: 'email' }, spec);
    expect([state.orderBy, state.direction]).toEqual(['email', 'asc']);
    // not sortable: nothing changes
    expect(tableReducer(state, { type: 'sort', field: 'password' }, spec)).toBe(state);
  });

  it('goes back to page 1 on sort, filter and page size; not on tab-less page moves', () => {
    const onPage3 = { ...defaultState(spec), page: 3 };
    expect(tableReducer(onPage3, { type: 'filter', field: 'name', value: 'ada' }, spec).page).toBe(1);
    expect(tableReducer(onPage3, { type: 'perPage', perPage: 50 }, spec)).toMatchObject({
      page: 1,
      perPage: 50,
    });
    expect(tableReducer(onPage3, { type: 'sort', field: 'email' }, spec).page).toBe(1);
    expect(tableReducer(onPage3, { type: 'page', page: 7 }, spec).page).toBe(7);
    // page sizes outside the options are refused
    expect(tableReducer(onPage3, { type: 'perPage', perPage: 33 }, spec)).toBe(onPage3);
  });

  it('drops empty texts and unset tri-states from the filters', () => {
    let state = tableReducer(defaultState(spec), { type: 'filter', field: 'active', value: 0 }, spec);
    expect(state.filters).toEqual({ active: 0 });
    state = tableReducer(state, { type: 'filter', field: 'active', value: 2 }, spec);
    expect(state.filters).toEqual({});
    state = tableReducer(state, { type: 'filter', field: 'name', value: '  ada ' }, spec);
    expect(state.filters).toEqual({ name: 'ada' });
    state = tableReducer(state, { type: 'filter', field: 'name', value: '' }, spec);
    expect(state.filters).toEqual({});
    expect(tableReducer(state, { type: 'filter', field: 'role', value: 'NOPE' }, spec).filters).toEqual({});
  });

  it('round-trips every state through the URL', () => {
    const states: TableState[] = [
      defaultState(spec),
      {
        page: 3,
        perPage: 50,
        filters: { name: 'a;b:c,"d"', active: 1, role: 'ADMIN' },
        orderBy: 'email',
        direction: 'desc',
        tab: 'Active users',
      },
      { page: 1, perPage: 1, filters: { active: 0 }, orderBy: 'createdAt', direction: 'asc', tab: 'all' },
    ];
    for (const state of states) {
      const params = serializeTableState(state, spec);
      expect(parse(params.toString())).toEqual(state);
    }
  });

  it('writes only what differs from the default and keeps other query keys', () => {
    const url = serializeTableState(
      { ...defaultState(spec), page: 2, orderBy: 'name', direction: 'asc', filters: { active: 0 } },
      spec,
      new URLSearchParams('rows=5&page=9'),
    );
    expect(Object.fromEntries(url)).toEqual({
      rows: '5',
      page: '2',
      filters: '{"active":0}',
      orderBy: 'name',
      direction: 'asc',
    });
    expect(serializeTableState(defaultState(spec), spec).toString()).toBe('');
  });

  it('reads the compact filter form and ignores junk in the URL', () => {
    expect(parseFilters('name:ada;active:0;role:USER;evil:1', spec.filters)).toEqual({
      name: 'ada',
      active: 0,
      role: 'USER',
    });
    expect(parse('page=-1&perPage=7&orderBy=password&direction=asc&filters={oops&tab=nope')).toEqual(
      defaultState(spec),
    );
    expect(parse('orderBy=name').orderBy).toBeNull();
  });

  it('chooses a tab by hash: lowercase, spaces as hyphens', () => {
    expect(tabFromHash('#active-users', spec.tabs)).toBe('Active users');
    expect(tabFromHash('#Active%20Users', spec.tabs)).toBe('Active users');
    expect(tabFromHash('#unknown', spec.tabs)).toBeNull();
    expect(parse('tab=all', '#active-users').tab).toBe('Active users');
    expect(parse('tab=Active+users').tab).toBe('Active users');
  });

  it('chooses a tab by the hash of its label in any language, or by the start of just one name', () => {
    const tabs = [
      { id: 'open', aliases: ['Offene Positionen', 'Open positions'] },
      { id: 'history', aliases: ['Geschlossene Positionen', 'Closed positions'] },
      { id: 'items', aliases: ['Größte Posten', 'Largest items'] },
    ];
    expect(tabFromHash('#geschlossene-positionen', tabs)).toBe('history');
    expect(tabFromHash('#closed-positions', tabs)).toBe('history');
    expect(tabFromHash('#history', tabs)).toBe('history');
    expect(tabFromHash('#gr%C3%B6%C3%9Fte-posten', tabs)).toBe('items');
    expect(tabFromHash('#geschlossen', tabs)).toBe('history');
    expect(tabFromHash('#closed', tabs)).toBe('history');
    // the start of two names chooses none
    expect(tabFromHash('#g', tabs)).toBeNull();
  });

  it('cycles tri-state values 0 → 1 → 2 → 0', () => {
    expect(nextTriState(0)).toBe(1);
    expect(nextTriState(1)).toBe(2);
    expect(nextTriState(2)).toBe(0);
  });

  it('shows a window of 3 or 5 pages around the current one', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 2, 5)).toEqual([1, 2]);
    expect(pageWindow(1, 0, 3)).toEqual([1]);
  });

  it('gives the shown range and the query variables', () => {
    expect(rangeOf({ page: 2, perPage: 20 }, 45)).toEqual([21, 40]);
    expect(rangeOf({ page: 3, perPage: 20 }, 45)).toEqual([41, 45]);
    expect(rangeOf({ page: 1, perPage: 20 }, 0)).toEqual([0, 0]);
    expect(queryVariablesOf({ ...defaultState(spec), orderBy: 'name', direction: 'desc' })).toEqual({
      page: 1,
      perPage: 20,
      orderBy: 'name',
      direction: 'DESC',
    });
  });

  it('filters, sorts and pages local rows', () => {
    const rows = [
      { name: 'Bob', active: true },
      { name: 'ada', active: false },
      { name: 'Cid', active: true },
    ];
    const accessors = {
      name: (r: (typeof rows)[number]) => r.name,
      active: (r: (typeof rows)[number]) => r.active,
    };
    const sorted = applyLocally(
      rows,
      { ...defaultState(spec), orderBy: 'name', direction: 'asc' },
      accessors,
      spec,
    );
    expect(sorted.rows.map((r) => r.name)).toEqual(['ada', 'Bob', 'Cid']);
    const active = applyLocally(
      rows,
      { ...defaultState(spec), filters: { active: 0 }, perPage: 1 },
      accessors,
      spec,
    );
    expect(active).toEqual({ rows: [rows[0]], total: 2 });
  });
});
