import { defineList, text } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildListSql, escapeLike } from '../db/list.dal.js';
import { ValidationFailed } from './errors.js';
import type { ListQuery, ListSpec } from './list-query.js';
import { listSpec, parseListQuery, rawQueryOf } from './list-query.js';
import { pageWindow, paginate } from './pagination.js';
import { validationBody } from './responses.js';

const THINGS = defineList({
  item: 'Thing',
  orderFields: ['name', 'created_at'],
  defaultOrder: null,
  filters: { name: text(), active: text(), done: text(), kind: text(), tag: text() },
});

const spec: ListSpec = listSpec(THINGS, {
  order: { name: 'lower(t.name)', created_at: 't.created_at' },
  filters: {
    name: { type: 'text', column: 't.name' },
    active: { type: 'boolean', column: 't.active', triState: true },
    done: { type: 'boolean', column: 't.done' },
    kind: { type: 'exact', column: 't.kind', parse: (raw) => (['a', 'b'].includes(raw) ? raw : undefined) },
    tag: {
      type: 'exists',
      parse: (raw) => raw.toUpperCase(),
      sql: (p) => `EXISTS (SELECT 1 FROM tags g WHERE g.t_id = t.id AND g.name = ${p})`,
    },
  },
  idColumn: 't.id',
});

/** The 422 body of a failing query, in English. */
function errorsOf(query: string, s: ListSpec = spec) {
  try {
    parseListQuery(query, s);
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationFailed);
    return validationBody('en', (err as ValidationFailed).fields).errors;
  }
  throw new Error(`expected ${query} to fail`);
}

describe('list query parsing', () => {
  it('has defaults', () => {
    expect(parseListQuery('', spec)).toEqual({ page: 1, perPage: 20, order: [], filters: [], carry: [] });
    expect(parseListQuery('', { ...spec, defaultPerPage: 25 }).perPage).toBe(25);
  });

  it("sorts by the declaration's default when the query gives no order, without carrying it", () => {
    const newest: ListSpec = {
      ...spec,
      list: { ...THINGS, defaultOrder: { field: 'created_at', direction: 'desc' } },
    };
    const q = parseListQuery('filter[name]=a', newest);
    expect(q.order).toEqual([{ field: 'created_at', direction: 'desc' }]);
    expect(q.carry).toEqual([['filter[name]', 'a']]);
    expect(parseListQuery('order[name]=asc', newest).order).toEqual([{ field: 'name', direction: 'asc' }]);
  });

  it('reads page, itemsPerPage, several orders in their order, and filters from bracket keys', () => {
    const q = parseListQuery(
      'page=3&itemsPerPage=25&order%5Bcreated_at%5D=DESC&order[name]=asc&filter[name]=Ada+L&filter[active]=true&filter[done]=0&filter[kind]=b&filter[tag]=x&other=1',
      spec,
    );
    expect(q.page).toBe(3);
    expect(q.perPage).toBe(25);
    expect(q.order).toEqual([
      { field: 'created_at', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(q.filters).toEqual([
      { field: 'name', value: 'Ada L' },
      { field: 'active', value: true },
      { field: 'done', value: false },
      { field: 'kind', value: 'b' },
      { field: 'tag', value: 'X' },
    ]);
    expect(q.carry.map(([k]) => k)).not.toContain('page');
    expect(q.carry.map(([k]) => k)).not.toContain('other');
  });

  it('does not apply tri-state 2 or empty filters', () => {
    const q = parseListQuery('filter[active]=2&filter[name]=&filter[kind]=%20', spec);
    expect(q.filters).toEqual([]);
    expect(errorsOf('filter[done]=2')).toEqual({ 'filter.done': ['This filter value is not valid.'] });
  });

  it('treats empty page and itemsPerPage as not given', () => {
    expect(parseListQuery('page=&itemsPerPage=', spec)).toMatchObject({ page: 1, perPage: 20 });
  });

  it.each([
    ['page=0', 'page', 'The page field must be at least 1.'],
    ['page=-1', 'page', 'The page field must be an integer.'],
    ['page=1.5', 'page', 'The page field must be an integer.'],
    ['page=abc', 'page', 'The page field must be an integer.'],
    ['page=99999999999999999999', 'page', 'The page field must not be greater than 1000000000.'],
    ['itemsPerPage=0', 'itemsPerPage', 'The items per page field must be between 1 and 100.'],
    ['itemsPerPage=101', 'itemsPerPage', 'The items per page field must be between 1 and 100.'],
    ['itemsPerPage=1e3', 'itemsPerPage', 'The items per page field must be an integer.'],
    ['page=1&page=2', 'page', 'This parameter may be given only once.'],
    ['order[foo]=asc', 'order.foo', 'Sorting by this field is not possible.'],
    ['order[name]=up', 'order.name', 'The sort direction must be asc or desc.'],
    ['order[name]=asc&order[name]=desc', 'order.name', 'This parameter may be given only once.'],
    ['order=name', 'order', 'This parameter is malformed.'],
    ['order[]=asc', 'order', 'This parameter is malformed.'],
    ['order[a][b]=asc', 'order', 'This parameter is malformed.'],
    ['order[SELECT * FROM users]=asc', 'order', 'Sorting by this field is not possible.'],
    ['order[__proto__]=asc', 'order.__proto__', 'Sorting by this field is not possible.'],
    ['order[constructor]=asc', 'order.constructor', 'Sorting by this field is not possible.'],
    ['filter[password]=x', 'filter.password', 'Filtering by this field is not possible.'],
    ['filter[active]=yes', 'filter.active', 'This filter value is not valid.'],
    ['filter[kind]=c', 'filter.kind', 'This filter value is not valid.'],
    ['filter[name]=%00', 'filter.name', 'This filter value is not valid.'],
    [
      `filter[name]=${'x'.repeat(256)}`,
      'filter.name',
      'This filter value must not be longer than 255 characters.',
    ],
    ['filter=x', 'filter', 'This parameter is malformed.'],
  ])('%s -> 422 errors[%s]', (query, key, message) => {
    expect(errorsOf(query)[key]).toEqual([message]);
  });

  it('reports every problem at once, localised', () => {
    try {
      parseListQuery('page=x&order[foo]=asc&filter[bar]=1&itemsPerPage=500', spec);
      expect.unreachable();
    } catch (err) {
      const body = validationBody('de', (err as ValidationFailed).fields);
      expect(body.errors).toEqual({
        'order.foo': ['Nach diesem Feld kann nicht sortiert werden.'],
        'filter.bar': ['Nach diesem Feld kann nicht gefiltert werden.'],
        page: ['Seite muss eine ganze Zahl sein.'],
        itemsPerPage: ['Einträge pro Seite muss zwischen 1 und 100 liegen.'],
      });
      expect(body.message).toBe('Nach diesem Feld kann nicht sortiert werden. (und 3 weitere Fehler)');
    }
  });

  it('ignores other parameters and prefixes that are not ours', () => {
    expect(parseListQuery('orderBy=name&filters=x&q=1', spec).order).toEqual([]);
  });

  it('takes the query string of a URL', () => {
    expect(rawQueryOf('/api/cp/user')).toBe('');
    expect(rawQueryOf('/api/cp/user?page=2#x')).toBe('page=2');
  });
});

describe('list SQL', () => {
  const query = (over: Partial<ListQuery>): ListQuery => ({
    page: 1,
    perPage: 20,
    order: [],
    filters: [],
    carry: [],
    ...over,
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('binds every value and takes names only from the whitelist', () => {
    const evil = "x' OR 1=1; DROP TABLE users; --";
    const sql = buildListSql(
      spec,
      query({
        page: 3,
        perPage: 10,
        order: [
          { field: 'created_at', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        filters: [
          { field: 'name', value: evil },
          { field: 'active', value: false },
          { field: 'tag', value: 'A' },
        ],
      }),
    );
    expect(sql.where).toBe(
      'WHERE t.name ILIKE $1 AND t.active = $2 AND EXISTS (SELECT 1 FROM tags g WHERE g.t_id = t.id AND g.name = $3)',
    );
    expect(sql.orderBy).toBe('ORDER BY t.created_at DESC, lower(t.name) ASC, t.id ASC');
    expect(sql.limit).toBe('LIMIT $4 OFFSET $5');
    expect(sql.params).toEqual([`%${evil}%`, false, 'A', 10, 20]);
    expect(sql.whereParams).toBe(3);
    const text = `${sql.where} ${sql.orderBy} ${sql.limit}`;
    expect(text).not.toContain('DROP');
  });

  it('orders by id alone and has no WHERE without filters', () => {
    const sql = buildListSql(spec, query({}));
    expect(sql).toMatchObject({ where: '', orderBy: 'ORDER BY t.id ASC', params: [20, 0] });
  });

  it('refuses names that are not whitelisted, even if a caller skips the parser', () => {
    expect(() => buildListSql(spec, query({ order: [{ field: 'password', direction: 'asc' }] }))).toThrow();
    expect(() => buildListSql(spec, query({ filters: [{ field: 'toString', value: 1 }] }))).toThrow();
  });
});

describe('paginator', () => {
  const q = (page: number, perPage = 10, carry: [string, string][] = []) => ({ page, perPage, carry });
  const path = 'http://localhost/api/things';

  it('answers the Laravel fields for a middle page, keeping the other parameters in the URLs', () => {
    const p = paginate(['k', 'l'], 25, q(2, 10, [['order[name]', 'asc']]), path, 'en');
    expect(p).toMatchObject({
      current_page: 2,
      data: ['k', 'l'],
      from: 11,
      to: 12,
      last_page: 3,
      per_page: 10,
      total: 25,
      path,
      first_page_url: `${path}?order%5Bname%5D=asc&page=1`,
      last_page_url: `${path}?order%5Bname%5D=asc&page=3`,
      prev_page_url: `${path}?order%5Bname%5D=asc&page=1`,
      next_page_url: `${path}?order%5Bname%5D=asc&page=3`,
    });
    expect(p.links.map((l) => [l.label, l.active, l.url !== null])).toEqual([
      ['&laquo; Previous', false, true],
      ['1', false, true],
      ['2', true, true],
      ['3', false, true],
      ['Next &raquo;', false, true],
    ]);
    expect(Object.keys(p).sort()).toEqual(
      [
        'current_page',
        'data',
        'first_page_url',
        'from',
        'last_page',
        'last_page_url',
        'links',
        'next_page_url',
        'path',
        'per_page',
        'prev_page_url',
        'to',
        'total',
      ].sort(),
    );
  });

  it('handles the last page', () => {
    const p = paginate(['u', 'v', 'w', 'x', 'y'], 25, q(3), path, 'de');
    expect(p).toMatchObject({ current_page: 3, from: 21, to: 25, last_page: 3, next_page_url: null });
    expect(p.prev_page_url).toBe(`${path}?page=2`);
    expect(p.links[0]!.label).toBe('&laquo; Zurück');
    expect(p.links.at(-1)).toEqual({ url: null, label: 'Weiter &raquo;', active: false });
  });

  it('handles an empty list', () => {
    const p = paginate([], 0, q(1), path, 'en');
    expect(p).toMatchObject({
      current_page: 1,
      data: [],
      from: null,
      to: null,
      last_page: 1,
      total: 0,
      prev_page_url: null,
      next_page_url: null,
      last_page_url: `${path}?page=1`,
    });
    expect(p.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', 'Next &raquo;']);
  });

  it('handles a page past the end like Laravel (empty data, current_page kept)', () => {
    const p = paginate([], 25, q(9), path, 'en');
    expect(p).toMatchObject({ current_page: 9, from: null, to: null, last_page: 3, next_page_url: null });
    expect(p.prev_page_url).toBe(`${path}?page=8`);
  });

  it('exact multiple of the page size', () => {
    expect(paginate(['a'], 20, q(2), path, 'en').last_page).toBe(2);
    expect(paginate(['a'], 21, q(3), path, 'en')).toMatchObject({ last_page: 3, from: 21, to: 21 });
  });

  it('windows the page links like Laravel (3 on each side)', () => {
    expect(pageWindow(1, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 19, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 2, '...', 7, 8, 9, 10, 11, 12, 13, '...', 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
