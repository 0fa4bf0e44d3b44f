import { describe, expect, it } from 'vitest';
import { type ListOptions, listAddress, nextSort, readListQuery } from './list-state.ts';

const options: ListOptions = { filters: ['q', 'active'], perPage: 20, sorts: ['id', 'title', 'is_active'] };
const read = (address: string) => readListQuery(new URLSearchParams(address), options);

describe('readListQuery', () => {
  it('reads page, page size, sort, order and the filters from the address', () => {
    expect(read('q=oak&active=0&sort=title&order=desc&page=3&per_page=5')).toEqual({
      page: 3,
      perPage: 5,
      sort: 'title',
      order: 'desc',
      filters: { q: 'oak', active: '0' },
    });
  });

  it('reads an empty address as page 1 of the list in its own order', () => {
    expect(read('')).toEqual({ page: 1, perPage: 20, filters: { q: '', active: '' } });
  });

  it('ignores a sort the screen does not offer, an odd order and odd numbers', () => {
    expect(read('sort=password&order=up&page=-2&per_page=500')).toEqual(read(''));
    expect(read('sort=title&order=sideways&page=2.5&per_page=0')).toMatchObject({
      sort: 'title',
      order: 'asc',
      page: 1,
    });
  });
});

describe('listAddress', () => {
  it('writes only what differs from the defaults, filters first and the page last', () => {
    const query = { page: 2, perPage: 20, sort: 'title', order: 'desc' as const, filters: { q: 'oak', active: '' } };
    expect(listAddress(query, options).toString()).toBe('q=oak&sort=title&order=desc&page=2');
    expect(listAddress({ page: 1, perPage: 20, filters: { q: ' ', active: '' } }, options).toString()).toBe('');
  });

  it('round-trips with readListQuery', () => {
    const address = 'q=walnut+desk&active=1&sort=is_active&order=asc&page=4&per_page=50';
    expect(listAddress(read(address), options).toString()).toBe(address);
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and turns the current one around', () => {
    expect(nextSort({ field: 'id', order: 'asc' }, 'title')).toEqual({ sort: 'title', order: 'asc' });
    expect(nextSort({ field: 'title', order: 'asc' }, 'title')).toEqual({ sort: 'title', order: 'desc' });
    expect(nextSort({ field: 'title', order: 'desc' }, 'title')).toEqual({ sort: 'title', order: 'asc' });
  });
});
