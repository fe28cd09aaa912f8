import { z } from 'zod';

/** Ids travel as numbers from this backend; Laravel deployments may send strings. */
export const RestId = z.union([z.number(), z.string()]);
export type RestId = z.infer<typeof RestId>;

/** A count as a number (or a numeric string from some Laravel drivers). */
const Count = z.union([z.number(), z.string()]);

export const RestMessage = z.object({ message: z.string() });
export type RestMessage = z.infer<typeof RestMessage>;

export const RestCount = z.object({ count: Count });
export type RestCount = z.infer<typeof RestCount>;

const FieldErrors = z.record(z.string(), z.union([z.array(z.string()), z.string()]));

/** Error bodies (401, 403, 404, 422 with `errors`, 429 with `retry_after`, 5xx). */
export const RestErrorBody = z.object({
  message: z.string().optional(),
  errors: FieldErrors.optional(),
  retry_after: Count.optional(),
  /**
   * Portal addition to the 422: `message` and `errors` in every language (`de`, `en`), so that a client can show
   * them again in the language the member switches to. Laravel deployments do not send it.
   */
  translations: z.record(z.string(), z.object({ message: z.string(), errors: FieldErrors })).optional(),
});
export type RestErrorBody = z.infer<typeof RestErrorBody>;

export const RestPaginatorMeta = z.object({
  current_page: Count,
  last_page: Count,
  per_page: Count,
  total: Count,
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
});
export type RestPaginatorMeta = z.infer<typeof RestPaginatorMeta>;

const PaginatorLink = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() });

/** The URLs of Laravel's LengthAwarePaginator (flat form; absent from some deployments). */
const PaginatorUrls = z.object({
  first_page_url: z.string().optional(),
  last_page_url: z.string().optional(),
  next_page_url: z.string().nullable().optional(),
  prev_page_url: z.string().nullable().optional(),
  path: z.string().optional(),
  links: z.array(PaginatorLink).optional(),
});

/** Laravel's paginator, flat (`{data, current_page, ...}`, this backend) or nested (`{data, meta: {...}}`). */
export const paginator = <T extends z.ZodType>(item: T) =>
  z.union([
    z.object({ data: z.array(item), ...RestPaginatorMeta.shape, ...PaginatorUrls.shape }),
    z.object({ data: z.array(item), meta: RestPaginatorMeta, links: z.unknown().optional() }),
  ]);
export type RestPaginator<T> = { data: T[] } & (RestPaginatorMeta | { meta: RestPaginatorMeta });

export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/**
 * The list query of every paged resource (`?page=1&itemsPerPage=25&order[name]=asc&filter[email]=ada`): the
 * sortable fields and the filters are the resource's own. Sent with brackets, as Laravel reads them.
 */
export const listQuery = <O extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  orderFields: O,
  filters: F,
) =>
  z.object({
    page: z.number().int().min(1).optional(),
    itemsPerPage: z.number().int().min(1).max(100).optional(),
    order: z.partialRecord(z.enum(orderFields), SortDirection).optional(),
    filter: z.object(filters).partial().optional(),
  });

/**
 * One paged list, declared once for every layer: the backend's whitelist is keyed by these names (`ListSpec`), the
 * gateway maps its `orderBy` enum to them and the web's tables sort by that enum's values.
 */
export interface ListDeclaration<O extends string = string, F extends z.ZodRawShape = z.ZodRawShape> {
  /** The GraphQL type of the list's items: its `orderBy` is the enum `<item>OrderField`. */
  readonly item: string;
  /** The sortable fields as REST names (`order[created_at]`); GraphQL spells each in upper case (`CREATED_AT`). */
  readonly orderFields: readonly [O, ...O[]];
  /** The order when the query gives none; null: by id (the order rows were made in). Ties go by id either way. */
  readonly defaultOrder: { readonly field: NoInfer<O>; readonly direction: SortDirection } | null;
  /** The filters with their types (`filter[name]=…`). */
  readonly filters: F;
  /** The query string's schema (`listQuery` of the fields and filters). */
  readonly query: ReturnType<typeof listQuery<readonly [O, ...O[]], F>>;
}

/** The REST names of a list's sortable fields (`'start' | 'stop' | …`). */
export type ListOrderField<L extends ListDeclaration> = L['orderFields'][number];
/** The names of a list's filters. */
export type ListFilterField<L extends ListDeclaration> = keyof L['filters'] & string;
/** A sortable field as the GraphQL enum spells it (`created_at` → `CREATED_AT`). */
export type ListOrderEnum<L extends ListDeclaration> = Uppercase<ListOrderField<L>>;

/** `created_at` → `CREATED_AT`: a REST order field as a value of the list's GraphQL enum. */
export const orderEnumValue = <O extends string>(field: O): Uppercase<O> =>
  field.toUpperCase() as Uppercase<O>;

const declarations = new WeakMap<z.ZodType, ListDeclaration>();

/** Declares a paged list (see ListDeclaration); its `query` is what the route takes. */
export function defineList<const O extends string, F extends z.ZodRawShape>(list: {
  item: string;
  orderFields: readonly [O, ...O[]];
  defaultOrder: { field: NoInfer<O>; direction: SortDirection } | null;
  filters: F;
}): ListDeclaration<O, F> {
  const declared: ListDeclaration<O, F> = Object.freeze({
    ...list,
    defaultOrder: list.defaultOrder && Object.freeze({ ...list.defaultOrder }),
    query: listQuery(list.orderFields, list.filters),
  });
  declarations.set(declared.query, declared as unknown as ListDeclaration);
  return declared;
}

/** The list a route's query schema was declared by (`defineList`), if it is one. */
export const listDeclarationOf = (query: z.ZodType | undefined): ListDeclaration | undefined =>
  query && declarations.get(query);
