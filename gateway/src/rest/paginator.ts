import {
  orderEnumValue,
  type ListDeclaration,
  type ListOrderEnum,
  type listQuery,
  type RestPaginator,
  type RestPaginatorMeta,
} from '@portal/contract';
import type { Language } from '../language.js';
import { badUserInput } from './errors.js';
import type { z } from 'zod';

/** The paging part of every list query (the contract's `listQuery`, whatever the resource sorts and filters by). */
export type RestListQuery = Omit<
  z.input<ReturnType<typeof listQuery<[string], Record<never, never>>>>,
  'filter'
>;

/** The schema's `pageInfo` (common to every `XPage`). */
export interface PageInfo {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

const toInt = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/**
 * Laravel's paginator JSON → `{items, pageInfo}`. Accepts the flat form (`{data, current_page, ...}`) and the
 * resource-collection form (`{data, meta: {current_page, ...}, links}`); `map` converts each item.
 */
export function toPage<T, U = T>(paginator: RestPaginator<T>, map?: (item: T) => U): Page<U> {
  const meta: Partial<RestPaginatorMeta> =
    'meta' in paginator && paginator.meta && typeof paginator.meta === 'object'
      ? paginator.meta
      : (paginator as Partial<RestPaginatorMeta>);
  const data = Array.isArray(paginator.data) ? paginator.data : [];
  const perPage = toInt(meta.per_page, data.length);
  const total = toInt(meta.total, data.length);
  return {
    items: map ? data.map(map) : (data as unknown as U[]),
    pageInfo: {
      currentPage: toInt(meta.current_page, 1),
      lastPage: toInt(meta.last_page, perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1),
      perPage,
      total,
    },
  };
}

/** The paging arguments every `XPage` list takes; `orderBy` is a value of the list's `<Item>OrderField` enum. */
export interface PageArgs<OrderBy extends string = string> {
  page?: number | null;
  perPage?: number | null;
  orderBy?: OrderBy | null;
  direction?: 'ASC' | 'DESC' | null;
}

/** 422 keys of the list parameters → the GraphQL arguments (`itemsPerPage` → `perPage`, `order.x` → `orderBy`). */
export const LIST_FIELD_KEYS = { itemsPerPage: 'perPage', order: 'orderBy' } as const;

/**
 * GraphQL paging arguments → Laravel query parameters (`page`, `itemsPerPage`, `order[field]=asc|desc`) of the
 * contract's `list`: the enum value is the REST field in upper case (`CREATED_AT` → `order[created_at]`), so an
 * `orderBy` the schema lets through is one the backend takes (gateway/src/lists.test.ts holds the schema's
 * enums to the contract); one the contract does not know is refused here with BAD_USER_INPUT all the same.
 * `direction` alone (no `orderBy`) changes nothing. Ranges of `page`/`perPage` are the backend's to check.
 */
export function pageQuery<L extends ListDeclaration>(
  args: PageArgs<ListOrderEnum<L>>,
  list: L,
  language: Language,
): Omit<z.input<L['query']>, 'filter'> {
  const query: RestListQuery = {};
  if (args.page != null) query.page = args.page;
  if (args.perPage != null) query.itemsPerPage = args.perPage;
  if (args.orderBy != null) {
    const field = list.orderFields.find((name) => orderEnumValue(name) === args.orderBy);
    if (field === undefined) {
      throw badUserInput('orderBy', 'invalidOrderBy', language, {
        value: args.orderBy,
        allowed: list.orderFields.map(orderEnumValue).join(', '),
      });
    }
    query.order = { [field]: args.direction === 'DESC' ? 'desc' : 'asc' };
  }
  return query as Omit<z.input<L['query']>, 'filter'>;
}
