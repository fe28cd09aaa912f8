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
