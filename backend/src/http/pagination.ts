import type { FastifyRequest } from 'fastify';
import type { ListQuery } from './list-query.js';
import type { Locale } from './locale.js';
import { t } from './messages.js';

export interface PaginatorLink {
  url: string | null;
  label: string;
  active: boolean;
}

/** Laravel's LengthAwarePaginator as JSON. */
export interface Paginator<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PaginatorLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/** Pages shown beside the current one in `links` (Laravel's `onEachSide`). */
const ON_EACH_SIDE = 3;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Laravel's UrlWindow: the page numbers of `links`, with `'...'` for gaps. */
export function pageWindow(current: number, last: number, onEachSide = ON_EACH_SIDE): (number | '...')[] {
  if (last < onEachSide * 2 + 8) return range(1, last);
  const window = onEachSide + 4;
  if (current <= window) return [...range(1, window + onEachSide), '...', last - 1, last];
  if (current > last - window) return [1, 2, '...', ...range(last - (window + (onEachSide - 1)), last)];
  return [1, 2, '...', ...range(current - onEachSide, current + onEachSide), '...', last - 1, last];
}

/**
 * The paginator for one page of `items` out of `total`. `path` is the URL without query; the other list
 * parameters (`itemsPerPage`, `order[...]`, `filter[...]`) are kept in every page URL.
 */
export function paginate<T>(
  items: T[],
  total: number,
  query: Pick<ListQuery, 'page' | 'perPage' | 'carry'>,
  path: string,
  locale: Locale,
): Paginator<T> {
  const { page, perPage } = query;
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const url = (p: number) => {
    const params = new URLSearchParams(query.carry);
    params.set('page', String(p));
    return `${path}?${params.toString()}`;
  };
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + items.length - 1;
  const prev = page > 1 ? url(page - 1) : null;
  const next = lastPage > page ? url(page + 1) : null;
  const links: PaginatorLink[] = [
    { url: prev, label: t(locale, 'pagination.previous'), active: false },
    ...pageWindow(page, lastPage).map((p) =>
      p === '...'
        ? { url: null, label: '...', active: false }
        : { url: url(p), label: String(p), active: p === page },
    ),
    { url: next, label: t(locale, 'pagination.next'), active: false },
  ];
  return {
    current_page: page,
    data: items,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: next,
    path,
    per_page: perPage,
    prev_page_url: prev,
    to,
    total,
  };
}

/**
 * The paginator's `path`: the configured public URL (PORTAL_URL) and the request's path, without query. Never the
 * request's Host or X-Forwarded-Proto, which whoever sends the request writes.
 */
export function listPath(publicUrl: string, request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return `${publicUrl}${q < 0 ? request.url : request.url.slice(0, q)}`;
}
