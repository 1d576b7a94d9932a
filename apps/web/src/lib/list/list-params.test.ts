import { describe, expect, it } from 'vitest';
import {
  applyListChange,
  countPages,
  readListState,
  type TListConfig,
  writeListParams,
} from './list-params';

const config: TListConfig<'date' | 'amount', 'status'> = {
  sortOptions: ['date', 'amount'],
  defaultSort: { option: 'date', direction: 'desc' },
  filters: ['status'],
};

const read = (query: string) => readListState(new URLSearchParams(query), config);
const write = (query: string, change: Parameters<typeof applyListChange>[1]) => {
  const params = new URLSearchParams(query);
  const previous = readListState(params, config);
  const next = applyListChange(previous, change as never, config);
  return next === previous ? null : writeListParams(params, next, config).toString();
};

describe('readListState', () => {
  it('reads the defaults from an empty query string', () => {
    expect(read('')).toEqual({
      page: 1,
      limit: 5,
      sort: { option: 'date', direction: 'desc' },
      filters: {},
    });
  });

  it('reads page, limit, sort and filters', () => {
    expect(read('page=3&limit=25&sort=amount:asc&status=paid')).toEqual({
      page: 3,
      limit: 25,
      sort: { option: 'amount', direction: 'asc' },
      filters: { status: 'paid' },
    });
  });

  it.each([
    ['page=0'],
    ['page=-2'],
    ['page=abc'],
    ['page=1.5'],
    ['page=99999999999'],
    ['limit=7'],
    ['limit=x'],
    ['sort=name:asc'],
    ['sort=date:up'],
    ['sort=date:asc:x'],
  ])('reads an invalid %s as the default', (query) => {
    const state = read(query);
    expect({ page: state.page, limit: state.limit, sort: state.sort }).toEqual({
      page: 1,
      limit: 5,
      sort: { option: 'date', direction: 'desc' },
    });
  });
});

describe('changes (§2.4)', () => {
  it('writes a new page and keeps the other parameters', () => {
    expect(write('limit=10&sort=amount:asc', { page: 2 })).toBe(
      'limit=10&sort=amount%3Aasc&page=2',
    );
  });

  it('leaves page 1, limit 5 and the default sort out of the URL', () => {
    expect(write('page=4', { page: 1 })).toBe('');
    expect(write('limit=10', { limit: 5 })).toBe('');
    expect(write('sort=amount:asc', { sort: { option: 'date', direction: 'desc' } })).toBe('');
  });

  it('resets the page to the default when the limit, the sort or a filter changes', () => {
    expect(write('page=3', { limit: 10 })).toBe('limit=10');
    expect(write('page=3', { sort: { option: 'amount', direction: 'asc' } })).toBe(
      'sort=amount%3Aasc',
    );
    expect(write('page=3&status=paid', { filters: { status: 'failed' } })).toBe('status=failed');
    expect(write('page=3&status=paid', { filters: { status: undefined } })).toBe('');
  });

  it('keeps a page named together with another change', () => {
    expect(write('page=3', { limit: 10, page: 2 })).toBe('page=2&limit=10');
  });

  it('writes nothing for a change that changes nothing', () => {
    expect(write('page=3&limit=10', { page: 3 })).toBeNull();
    expect(write('page=3', { limit: 5, sort: { option: 'date', direction: 'desc' } })).toBeNull();
  });

  it('keeps query parameters that are not the list’s', () => {
    expect(write('tab=open&page=2', { page: 3 })).toBe('tab=open&page=3');
  });
});

describe('countPages', () => {
  it.each([
    [0, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [51, 25, 3],
  ])('%i rows at %i a page: %i pages', (total, limit, pages) => {
    expect(countPages(total, limit)).toBe(pages);
  });
});
