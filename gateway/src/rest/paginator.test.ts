import { defineList, text } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { pageQuery, toPage } from './paginator.js';

describe('toPage', () => {
  it('maps the flat Laravel paginator', () => {
    const page = toPage(
      { data: [{ id: 1 }, { id: 2 }], current_page: 2, last_page: 5, per_page: 2, total: 9, from: 3, to: 4 },
      (item) => item.id,
    );
    expect(page).toEqual({ items: [1, 2], pageInfo: { currentPage: 2, lastPage: 5, perPage: 2, total: 9 } });
  });

  it('maps the resource-collection form with meta (and numeric strings)', () => {
    const page = toPage({
      data: ['a'],
      meta: { current_page: '1', last_page: '1', per_page: '25', total: '1' },
    });
    expect(page).toEqual({ items: ['a'], pageInfo: { currentPage: 1, lastPage: 1, perPage: 25, total: 1 } });
  });
});

describe('pageQuery', () => {
  const things = defineList({
    item: 'Thing',
    orderFields: ['name', 'created_at'],
    defaultOrder: null,
    filters: { search: text() },
  });

  it("maps paging and the enum's value to the contract's field (itemsPerPage, order[created_at])", () => {
    expect(
      pageQuery({ page: 3, perPage: 25, orderBy: 'CREATED_AT', direction: 'DESC' }, things, 'en'),
    ).toEqual({ page: 3, itemsPerPage: 25, order: { created_at: 'desc' } });
    expect(pageQuery({ orderBy: 'NAME' }, things, 'en')).toEqual({ order: { name: 'asc' } });
    expect(pageQuery({ orderBy: 'NAME', direction: 'ASC' }, things, 'en')).toEqual({
      order: { name: 'asc' },
    });
  });

  it('sends nothing for absent arguments; a direction alone changes nothing', () => {
    expect(pageQuery({}, things, 'en')).toEqual({});
    expect(pageQuery({ page: null, perPage: null, orderBy: null, direction: 'DESC' }, things, 'en')).toEqual(
      {},
    );
  });

  // the schema's enum lets none of these through; a schema ahead of the contract is refused all the same
  it.each(['created_at', 'PASSWORD', 'ID', 'TOSTRING', '__PROTO__', '', 'NAME; DROP TABLE USERS'])(
    'refuses orderBy %j the contract does not know with BAD_USER_INPUT and a localised message',
    (orderBy) => {
      const args = { orderBy } as unknown as { orderBy: 'NAME' };
      let caught: unknown;
      try {
        pageQuery(args, things, 'en');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(GraphQLError);
      const error = caught as GraphQLError;
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe(`Cannot sort by "${orderBy}". Possible: NAME, CREATED_AT.`);
      expect(error.extensions.fieldErrors).toEqual({ orderBy: [error.message] });
      expect(() => pageQuery(args, things, 'de')).toThrow(/kann nicht sortiert werden/);
    },
  );
});
