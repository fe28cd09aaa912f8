/**
 * The generic table's state machine (spec 01 §2, §4, §9): pure functions, no React.
 *
 * URL keys: `page`, `perPage`, `filters` (one JSON object, e.g. `{"name":"ada","active":0}`; the compact form
 * `name:ada;active:0` is read too), `orderBy`, `direction` (`asc` | `desc`), `tab`. A tab can also be chosen
 * by the hash (`#active-users`: lowercase, spaces as hyphens). Defaults are left out of the URL, so a bare
 * path is the default view and every copied link restores exactly the view it was copied from.
 */

/** Page sizes a member can choose (spec §9). */
export const PAGE_SIZES = [1, 5, 10, 20, 50, 100] as const;
/** Page size of the portal's tables (spec §9). */
export const DEFAULT_PER_PAGE = 20;
/** Page size of the bare table component (spec §9). */
export const BARE_PER_PAGE = 10;
/** Text filters reach the URL (and the server) after this pause in typing (spec §9). */
export const FILTER_DEBOUNCE_MS = 1_000;
/** Longest text filter kept from a URL. */
export const MAX_FILTER_LENGTH = 200;

export const TABLE_PARAM_KEYS = ['page', 'perPage', 'filters', 'orderBy', 'direction', 'tab'] as const;

export type SortDirection = 'asc' | 'desc';

/** Tri-state values (spec §4): 0 checked, 1 unchecked, 2 unset (the filter is not applied). */
export type TriState = 0 | 1 | 2;
export const TRI_CHECKED: TriState = 0;
export const TRI_UNCHECKED: TriState = 1;
export const TRI_UNSET: TriState = 2;

/** Each click: 0 → 1 → 2 → 0. */
export function nextTriState(value: TriState): TriState {
  return ((value + 1) % 3) as TriState;
}

export function isTriState(value: unknown): value is TriState {
  return value === 0 || value === 1 || value === 2;
}

export type FilterKind = 'text' | 'select' | 'tristate';

export interface FilterSpec {
  /** The key in `filters` (and usually the server's filter field). */
  field: string;
  kind: FilterKind;
  /** Allowed values of a select filter; others are dropped when read from a URL. */
  options?: readonly string[];
}

export type FilterValue = string | TriState;
/** Only applied filters are kept: no empty texts, no unset tri-states. */
export type Filters = Readonly<Record<string, FilterValue>>;

export interface TabSpec {
  /** The value of the `tab` key; its slug (lowercase, spaces as hyphens) is a hash that selects it. */
  id: string;
  /** Further names whose slugs select it by hash: its label in each language. */
  aliases?: readonly string[];
}

/** What the state machine needs to know about a table. */
export interface TableSpec {
  /** Fields a member can sort by (the `orderBy` values). */
  sortFields: readonly string[];
  filters: readonly FilterSpec[];
  tabs?: readonly TabSpec[];
  /** Default page size: 20 in the portal's tables, 10 for the bare component. */
  defaultPerPage?: number;
  pageSizes?: readonly number[];
}

export interface TableState {
  page: number;
  perPage: number;
  filters: Filters;
  /** Null: unsorted (the server's default order). */
  orderBy: string | null;
  direction: SortDirection | null;
  /** Null when the table has no tabs; else the chosen (or first) tab's id. */
  tab: string | null;
}

export type TableAction =
  | { type: 'sort'; field: string }
  | { type: 'filter'; field: string; value: FilterValue | null | undefined }
  | { type: 'page'; page: number }
  | { type: 'perPage'; perPage: number }
  | { type: 'tab'; tab: string }
  | { type: 'reset' };

function pageSizesOf(spec: TableSpec): readonly number[] {
  return spec.pageSizes && spec.pageSizes.length > 0 ? spec.pageSizes : PAGE_SIZES;
}

export function defaultPerPageOf(spec: TableSpec): number {
  return spec.defaultPerPage ?? BARE_PER_PAGE;
}

export function defaultState(spec: TableSpec): TableState {
  return {
    page: 1,
    perPage: defaultPerPageOf(spec),
    filters: {},
    orderBy: null,
    direction: null,
    tab: spec.tabs?.[0]?.id ?? null,
  };
}

/** `Active users` → `active-users` (the hash that selects a tab). */
export function tabSlug(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The tab a hash names (`#active-users`), or null: by the slug of its id or of one of its aliases, else by the
 * beginning of just one of them (`#geschlossen` for "Geschlossene Positionen").
 */
export function tabFromHash(hash: string, tabs: readonly TabSpec[] | undefined): string | null {
  if (!tabs || !hash) return null;
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // keep the raw text
  }
  const slug = tabSlug(raw);
  if (!slug) return null;
  const slugs = (tab: TabSpec) => [tab.id, ...(tab.aliases ?? [])].map(tabSlug);
  const exact = tabs.find((tab) => slugs(tab).includes(slug));
  if (exact) return exact.id;
  const begun = tabs.filter((tab) => slugs(tab).some((name) => name.startsWith(slug)));
  return begun.length === 1 ? begun[0]!.id : null;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 ? n : null;
}

/** A filter value as the spec allows it, or null (not applied / not allowed). */
export function cleanFilterValue(filter: FilterSpec, value: unknown): FilterValue | null {
  switch (filter.kind) {
    case 'tristate': {
      const n = typeof value === 'string' && /^[012]$/.test(value) ? Number(value) : value;
      return isTriState(n) && n !== TRI_UNSET ? n : null;
    }
    case 'select': {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      const text = String(value);
      if (text === '') return null;
      return !filter.options || filter.options.includes(text) ? text : null;
    }
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      const text = String(value).trim().slice(0, MAX_FILTER_LENGTH);
      return text === '' ? null : text;
    }
  }
}

/** Reads the JSON form, or the compact form `key:value;key2:value2`. Unknown keys are dropped. */
export function parseFilters(raw: string | null, specs: readonly FilterSpec[]): Filters {
  if (!raw) return {};
  let entries: [string, unknown][] = [];
  const text = raw.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entries = Object.entries(parsed);
    } catch {
      return {};
    }
  } else {
    entries = text
      .split(';')
      .map((part) => {
        const at = part.indexOf(':');
        return at > 0 ? ([part.slice(0, at).trim(), part.slice(at + 1)] as [string, unknown]) : null;
      })
      .filter((e): e is [string, unknown] => e !== null);
  }
  const result: Record<string, FilterValue> = {};
  for (const [key, value] of entries) {
    const spec = specs.find((f) => f.field === key);
    if (!spec) continue;
    const clean = cleanFilterValue(spec, value);
    if (clean !== null) result[key] = clean;
  }
  return result;
}

/** Filters in a fixed key order (the spec's), so equal states give equal URLs. */
export function serializeFilters(filters: Filters, specs: readonly FilterSpec[]): string | null {
  const ordered: Record<string, FilterValue> = {};
  for (const spec of specs) {
    const value = filters[spec.field];
    if (value !== undefined) ordered[spec.field] = value;
  }
  return Object.keys(ordered).length === 0 ? null : JSON.stringify(ordered);
}

/** The state a URL describes; anything invalid falls back to the default. */
export function parseTableState(params: URLSearchParams, hash: string, spec: TableSpec): TableState {
  const base = defaultState(spec);
  const perPage = positiveInt(params.get('perPage'));
  const orderBy = params.get('orderBy');
  const direction = params.get('direction')?.toLowerCase();
  const sorted =
    orderBy !== null && spec.sortFields.includes(orderBy) && (direction === 'asc' || direction === 'desc');
  const tabParam = params.get('tab');
  const tabFromParam = spec.tabs?.find((t) => t.id === tabParam)?.id ?? null;
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage !== null && pageSizesOf(spec).includes(perPage) ? perPage : base.perPage,
    filters: parseFilters(params.get('filters'), spec.filters),
    orderBy: sorted ? orderBy : null,
    direction: sorted ? (direction as SortDirection) : null,
    tab: tabFromHash(hash, spec.tabs) ?? tabFromParam ?? base.tab,
  };
}

/**
 * Writes the state into a copy of `params` (other keys are kept); defaults are removed from the URL.
 */
export function serializeTableState(
  state: TableState,
  spec: TableSpec,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  // a table without tabs leaves `tab` to its screen (the IPTV list's group tabs around its table)
  for (const key of TABLE_PARAM_KEYS) if (key !== 'tab' || spec.tabs) next.delete(key);
  const base = defaultState(spec);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.perPage !== base.perPage) next.set('perPage', String(state.perPage));
  const filters = serializeFilters(state.filters, spec.filters);
  if (filters) next.set('filters', filters);
  if (state.orderBy && state.direction) {
    next.set('orderBy', state.orderBy);
    next.set('direction', state.direction);
  }
  if (state.tab !== null && state.tab !== base.tab) next.set('tab', state.tab);
  return next;
}

/** Sort cycle per column (spec §4): none → asc → desc → none; one sorted column at a time. */
export function nextSort(
  state: Pick<TableState, 'orderBy' | 'direction'>,
  field: string,
): Pick<TableState, 'orderBy' | 'direction'> {
  if (state.orderBy !== field || !state.direction) return { orderBy: field, direction: 'asc' };
  if (state.direction === 'asc') return { orderBy: field, direction: 'desc' };
  return { orderBy: null, direction: null };
}

/** The reducer: sorting, filtering and a new page size go back to page 1 (spec §4). */
export function tableReducer(state: TableState, action: TableAction, spec: TableSpec): TableState {
  switch (action.type) {
    case 'sort':
      if (!spec.sortFields.includes(action.field)) return state;
      return { ...state, ...nextSort(state, action.field), page: 1 };
    case 'filter': {
      const filterSpec = spec.filters.find((f) => f.field === action.field);
      if (!filterSpec) return state;
      const clean = cleanFilterValue(filterSpec, action.value);
      const current = state.filters[action.field];
      if ((clean ?? undefined) === current) return state;
      const filters: Record<string, FilterValue> = { ...state.filters };
      if (clean === null) delete filters[action.field];
      else filters[action.field] = clean;
      return { ...state, filters, page: 1 };
    }
    case 'page': {
      const page = Math.max(1, Math.floor(action.page));
      return Number.isFinite(page) && page !== state.page ? { ...state, page } : state;
    }
    case 'perPage':
      if (!pageSizesOf(spec).includes(action.perPage)) return state;
      return { ...state, perPage: action.perPage, page: 1 };
    case 'tab':
      if (!spec.tabs?.some((t) => t.id === action.tab) || action.tab === state.tab) return state;
      return { ...state, tab: action.tab, page: 1 };
    case 'reset':
      return defaultState(spec);
  }
}

/** aria-sort of a column header. */
export function ariaSortOf(state: TableState, field: string): 'ascending' | 'descending' | 'none' {
  if (state.orderBy !== field || !state.direction) return 'none';
  return state.direction === 'asc' ? 'ascending' : 'descending';
}

/** The last page for `total` rows (at least 1). */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/**
 * The numbered pages the pagination shows: a window of `size` pages (3 or 5) around the current one,
 * shifted at the ends so it stays `size` pages long while there are that many.
 */
export function pageWindow(page: number, lastPage: number, size: number): number[] {
  const last = Math.max(1, lastPage);
  const count = Math.min(Math.max(1, size), last);
  const current = Math.min(Math.max(1, page), last);
  let start = current - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Rows `from`–`to` (1-based) shown on this page; 0–0 for none. */
export function rangeOf(state: Pick<TableState, 'page' | 'perPage'>, total: number): [number, number] {
  if (total <= 0) return [0, 0];
  const from = (state.page - 1) * state.perPage + 1;
  if (from > total) return [0, 0];
  return [from, Math.min(total, state.page * state.perPage)];
}

/** GraphQL variables for a paged list: `direction` in the schema's upper case. */
export function queryVariablesOf(state: TableState): {
  page: number;
  perPage: number;
  orderBy: string | null;
  direction: 'ASC' | 'DESC' | null;
} {
  return {
    page: state.page,
    perPage: state.perPage,
    orderBy: state.orderBy,
    direction: state.direction === 'asc' ? 'ASC' : state.direction === 'desc' ? 'DESC' : null,
  };
}

type Primitive = string | number | boolean | null | undefined;

/**
 * Filtering, sorting and paging in memory, for tables with local data (the style guide's demo, small lists).
 * Text filters match parts (case-insensitive); select filters match exactly; tri-state 0 keeps truthy values,
 * 1 falsy ones.
 */
export function applyLocally<Row>(
  rows: readonly Row[],
  state: TableState,
  accessors: Readonly<Record<string, (row: Row) => Primitive>>,
  spec: TableSpec,
  locale?: string,
): { rows: Row[]; total: number } {
  let result = rows.filter((row) =>
    spec.filters.every((filter) => {
      const wanted = state.filters[filter.field];
      const get = accessors[filter.field];
      if (wanted === undefined || !get) return true;
      const value = get(row);
      if (filter.kind === 'tristate') return wanted === TRI_CHECKED ? Boolean(value) : !value;
      if (filter.kind === 'select') return String(value ?? '') === String(wanted);
      return String(value ?? '')
        .toLowerCase()
        .includes(String(wanted).toLowerCase());
    }),
  );
  const get = state.orderBy ? accessors[state.orderBy] : undefined;
  if (get && state.direction) {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const sign = state.direction === 'asc' ? 1 : -1;
    result = [...result].sort((a, b) => {
      const x = get(a);
      const y = get(b);
      if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
      return sign * collator.compare(String(x ?? ''), String(y ?? ''));
    });
  }
  const total = result.length;
  const start = (state.page - 1) * state.perPage;
  return { rows: result.slice(start, start + state.perPage), total };
}
