import { describe, expect, it } from 'vitest';
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

  it('builds Laravel query parameters from paging arguments', () => {
    expect(pageQuery({ page: 3, perPage: 20, orderBy: 'createdAt', direction: 'DESC' })).toEqual({
      page: 3,
      per_page: 20,
      order: { created_at: 'desc' },
    });
  });
});
