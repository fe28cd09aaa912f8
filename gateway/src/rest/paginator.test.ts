import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { orderFields, pageQuery, toPage } from './paginator.js';

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
  const sortable = orderFields('name', 'createdAt');

  it('maps paging and sorting to the Laravel list query (itemsPerPage, order[snake_case])', () => {
    expect(
      pageQuery({ page: 3, perPage: 25, orderBy: 'createdAt', direction: 'DESC' }, sortable, 'en'),
    ).toEqual({
      page: 3,
      itemsPerPage: 25,
      order: { created_at: 'desc' },
    });
    expect(pageQuery({ orderBy: 'name' }, sortable, 'en')).toEqual({ order: { name: 'asc' } });
    expect(pageQuery({ orderBy: 'name', direction: 'ASC' }, sortable, 'en')).toEqual({
      order: { name: 'asc' },
    });
  });

  it('sends nothing for absent arguments; a direction alone changes nothing', () => {
    expect(pageQuery({}, sortable, 'en')).toEqual({});
    expect(
      pageQuery({ page: null, perPage: null, orderBy: null, direction: 'DESC' }, sortable, 'en'),
    ).toEqual({});
  });

  it.each(['created_at', 'password', 'id', 'toString', '__proto__', '', 'name; DROP TABLE users'])(
    'refuses orderBy %j with BAD_USER_INPUT and a localised message',
    (orderBy) => {
      let caught: unknown;
      try {
        pageQuery({ orderBy }, sortable, 'en');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(GraphQLError);
      const error = caught as GraphQLError;
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe(`Cannot sort by "${orderBy}". Possible: name, createdAt.`);
      expect(error.extensions.fieldErrors).toEqual({ orderBy: [error.message] });
      expect(() => pageQuery({ orderBy }, sortable, 'de')).toThrow(/kann nicht sortiert werden/);
    },
  );
});
