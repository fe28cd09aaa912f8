import type { ListDeclaration, ListFilterField, ListOrderField } from '@portal/contract';
import type { Msg } from './errors.js';
import { ValidationFailed } from './errors.js';
import type { MessageKey } from './messages.js';

/**
 * The generic list query of every paged resource (docs/rest-api.md, "Lists"):
 * `?page=1&itemsPerPage=25&order[name]=asc&order[created_at]=desc&filter[email]=ada`.
 *
 * The contract declares each list (`defineList`: its sort fields, default order and filters); a resource's
 * `ListSpec`, kept in its `*.dal.ts` because it names SQL expressions, gives each of those names its SQL and
 * nothing else (a missing or an extra name is a type error). This module parses the raw query string against it
 * (Fastify's query parser does not nest brackets) and throws a 422 naming the parameter for anything it does not
 * know. Only whitelisted names ever reach the SQL builder (`db/list.dal.ts`), and values only as bind parameters.
 */

export type SortDirection = 'asc' | 'desc';

export type FilterSpec =
  /** Matches parts, case-insensitive (ILIKE with `%`, `_` and `\` escaped). */
  | { type: 'text'; column: string; maxLength?: number }
  /** `1|0|true|false`; with `triState` also `2` = not applied. */
  | { type: 'boolean'; column: string; triState?: boolean }
  /** `column = value`; `parse` turns the raw text into the bound value or rejects it (undefined). */
  | { type: 'exact'; column: string; parse?: (raw: string) => unknown }
  /**
   * A condition of its own, e.g. `EXISTS (...)` for relations; `sql` gets the placeholder (`$3`) of the
   * parsed value and must return a constant fragment around it.
   */
  | { type: 'exists'; sql: (param: string) => string; parse: (raw: string) => unknown };

export interface ListSpec<L extends ListDeclaration = ListDeclaration> {
  /** The contract's declaration: the names, and the order when a query gives none. */
  list: L;
  /** Each sortable field of the declaration -> its SQL expression (constants from code, never from input). */
  order: { readonly [K in ListOrderField<L>]: string };
  /** Each filter of the declaration. */
  filters: { readonly [K in ListFilterField<L>]: FilterSpec };
  /** Unique column: the last sort key, so pages are stable. */
  idColumn: string;
  /** itemsPerPage when none is given (default 20). */
  defaultPerPage?: number;
}

/** A list's whitelist: the contract's declaration with the SQL of each of its names. */
export const listSpec = <L extends ListDeclaration>(
  list: L,
  sql: Omit<ListSpec<L>, 'list'>,
): ListSpec<L> => ({
  list,
  ...sql,
});

export interface ListQuery {
  page: number;
  perPage: number;
  /** The sorts given, in their order; the declaration's default when none is. */
  order: { field: string; direction: SortDirection }[];
  /** Applied filters with their parsed values (text: the raw text; boolean: true/false). */
  filters: { field: string; value: unknown }[];
  /** The query parameters other than `page`, kept for the paginator's URLs. */
  carry: [string, string][];
}

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 1_000_000_000;
export const MAX_FILTER_LENGTH = 255;

const BRACKET = /^(order|filter)\[([^[\]]+)\]$/;
const SCALAR_WITH_BRACKETS = /^(page|itemsPerPage)\[/;
const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

function parseBoolean(raw: string, triState: boolean): boolean | null | undefined {
  switch (raw.trim().toLowerCase()) {
    case '1':
    case 'true':
      return true;
    case '0':
    case 'false':
      return false;
    case '2':
      return triState ? null : undefined;
    default:
      return undefined;
  }
}

/** The query string of a URL (`/a?b=c` -> `b=c`), without the fragment. */
export function rawQueryOf(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return '';
  const rest = url.slice(q + 1);
  const hash = rest.indexOf('#');
  return hash < 0 ? rest : rest.slice(0, hash);
}

/**
 * Parses and validates a list query string against `spec`; throws `ValidationFailed` (422) with every
 * problem, keyed `page`, `itemsPerPage`, `order.<field>`, `filter.<field>` (or `order` / `filter` when the
 * key itself is malformed or the name is not a plain identifier).
 */
export function parseListQuery(rawQuery: string, spec: ListSpec): ListQuery {
  const errors: Record<string, Msg[]> = {};
  const fail = (field: string, key: MessageKey, params?: Msg['params'], attribute = true) => {
    const list = (errors[field] ??= []);
    if (list.some((m) => m.key === key)) return;
    list.push(attribute ? { key, params, field } : { key, params });
  };

  // URLSearchParams decodes leniently (bad % sequences stay as they are, never throw)
  const entries = [...new URLSearchParams(rawQuery)];
  const seen = new Set<string>();
  let pageRaw: string | undefined;
  let perPageRaw: string | undefined;
  const order: ListQuery['order'] = [];
  const filters: ListQuery['filters'] = [];
  const carry: [string, string][] = [];

  for (const [key, value] of entries) {
    const dup = seen.has(key);
    seen.add(key);
    // `page[]=1`, `itemsPerPage[x]=5`: an array or object where one number belongs
    const scalar = SCALAR_WITH_BRACKETS.exec(key);
    if (scalar) {
      fail(scalar[1]!, 'list.malformed', undefined, false);
      continue;
    }
    if (key === 'page' || key === 'itemsPerPage') {
      if (dup) fail(key, 'list.duplicate', undefined, false);
      else if (key === 'page') pageRaw = value;
      else perPageRaw = value;
      if (key === 'itemsPerPage') carry.push([key, value]);
      continue;
    }
    const kind =
      key === 'order' || key.startsWith('order[')
        ? 'order'
        : key === 'filter' || key.startsWith('filter[')
          ? 'filter'
          : null;
    if (!kind) continue; // other parameters are not ours (Laravel ignores them too)
    const m = BRACKET.exec(key);
    if (!m || m[1] !== kind) {
      fail(kind, 'list.malformed', undefined, false);
      continue;
    }
    const name = m[2]!;
    const errKey = SAFE_NAME.test(name) ? `${kind}.${name}` : kind;
    if (dup) {
      fail(errKey, 'list.duplicate', undefined, false);
      continue;
    }
    if (kind === 'order') {
      if (!own(spec.order, name)) {
        fail(errKey, 'list.order_field', undefined, false);
        continue;
      }
      const direction = value.trim().toLowerCase();
      if (direction !== 'asc' && direction !== 'desc') {
        fail(errKey, 'list.order_direction', undefined, false);
        continue;
      }
      order.push({ field: name, direction });
      carry.push([key, direction]);
      continue;
    }
    // filter
    if (!own(spec.filters, name)) {
      fail(errKey, 'list.filter_field', undefined, false);
      continue;
    }
    const f = spec.filters[name]!;
    carry.push([key, value]);
    if (value.includes('\u0000')) {
      fail(errKey, 'list.filter_value', undefined, false);
      continue;
    }
    if (f.type === 'text') {
      const max = f.maxLength ?? MAX_FILTER_LENGTH;
      if ([...value].length > max) {
        fail(errKey, 'list.filter_too_long', { max }, false);
        continue;
      }
      if (value.trim() === '') continue; // empty text filter: not applied
      filters.push({ field: name, value: value.trim() });
      continue;
    }
    if (value.trim() === '') continue; // empty filter: not applied
    if (f.type === 'boolean') {
      const b = parseBoolean(value, f.triState === true);
      if (b === undefined) fail(errKey, 'list.filter_value', undefined, false);
      else if (b !== null) filters.push({ field: name, value: b });
      continue;
    }
    if (value.length > MAX_FILTER_LENGTH) {
      fail(errKey, 'list.filter_too_long', { max: MAX_FILTER_LENGTH }, false);
      continue;
    }
    const parsed = f.parse ? f.parse(value) : value;
    if (parsed === undefined) fail(errKey, 'list.filter_value', undefined, false);
    else filters.push({ field: name, value: parsed });
  }

  // the declaration's default order (not carried: the paginator's URLs keep what was asked)
  if (order.length === 0 && spec.list.defaultOrder) order.push({ ...spec.list.defaultOrder });

  const page = parseBound('page', pageRaw, 1, 1, MAX_PAGE, fail);
  const perPage = parseBound(
    'itemsPerPage',
    perPageRaw,
    spec.defaultPerPage ?? DEFAULT_PER_PAGE,
    1,
    MAX_PER_PAGE,
    fail,
  );

  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { page, perPage, order, filters, carry };
}

function parseBound(
  field: 'page' | 'itemsPerPage',
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  fail: (field: string, key: MessageKey, params?: Msg['params']) => void,
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const text = raw.trim();
  if (!/^\+?\d{1,30}$/.test(text)) {
    fail(field, 'validation.integer');
    return fallback;
  }
  const n = Number(text);
  if (field === 'itemsPerPage' && (n < min || n > max)) {
    fail(field, 'validation.between.numeric', { min, max });
    return fallback;
  }
  if (n < min) {
    fail(field, 'validation.min.numeric', { min });
    return fallback;
  }
  if (n > max) {
    fail(field, 'validation.max.numeric', { max });
    return fallback;
  }
  return n;
}
