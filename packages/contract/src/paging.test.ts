import { describe, expect, it } from 'vitest';
import { pageQuery, parseSort } from './paging.ts';

const ZQuery = pageQuery(['date', 'amount']);

describe('paged list query (§2.4)', () => {
  it('defaults to page 1 and 5 rows', () => {
    expect(ZQuery.parse({})).toEqual({ page: 1, limit: 5 });
  });

  it('reads page, limit and the sort filter from query-string text', () => {
    expect(ZQuery.parse({ page: '3', limit: '10', sort: 'amount:asc' })).toEqual({
      page: 3,
      limit: 10,
      sort: 'amount:asc',
    });
  });

  it('refuses a page below 1, a size not offered and an unknown sort', () => {
    expect(ZQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZQuery.safeParse({ limit: '7' }).success).toBe(false);
    expect(ZQuery.safeParse({ sort: 'name:asc' }).success).toBe(false);
    expect(ZQuery.safeParse({ sort: 'date:up' }).success).toBe(false);
  });

  it('parses a sort filter, falling back when there is none', () => {
    const fallback = { option: 'date', direction: 'desc' } as const;
    expect(parseSort('amount:asc', fallback)).toEqual({ option: 'amount', direction: 'asc' });
    expect(parseSort(undefined, fallback)).toEqual(fallback);
  });
});
