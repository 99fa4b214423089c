import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors';
import { parseListQuery, pickFields } from './query';

const spec = {
  include: ['client', 'track.coaches'],
  sort: ['name', 'createdAt'] as const,
  defaultSort: [{ field: 'name' as const, direction: 'asc' as const }],
  filter: { view: z.enum(['active', 'archived']), coach: z.uuid() },
  fields: { dossiers: ['name', 'image'] },
};

function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('parseListQuery', () => {
  it('uses page size 20, page 1 and the default sort when nothing is asked', () => {
    const query = parseListQuery({}, spec);
    expect(query.page).toEqual({ number: 1, size: 20, offset: 0 });
    expect(query.sort).toEqual([{ field: 'name', direction: 'asc' }]);
    expect(query.count).toBe(false);
    expect(query.q).toBeUndefined();
  });

  it('reads include, sort, filters, sparse fields, paging, _count and _q', () => {
    const query = parseListQuery(
      {
        include: 'client,track.coaches',
        sort: '-createdAt,name',
        'filter[view]': 'archived',
        'fields[dossiers]': 'name',
        'page[number]': '3',
        'page[size]': '50',
        _count: 'true',
        _q: '  jansen ',
      },
      spec,
    );
    expect([...query.include]).toEqual(['client', 'track.coaches']);
    expect(query.sort).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(query.filter).toEqual({ view: 'archived' });
    expect(query.page).toEqual({ number: 3, size: 50, offset: 100 });
    expect(query.count).toBe(true);
    expect(query.q).toBe('jansen');
    expect(pickFields('dossiers', { name: 'A', image: null, email: 'x' }, query.fields)).toEqual({ name: 'A' });
  });

  it.each([
    [{ include: 'geheim' }, 'include'],
    [{ sort: 'wachtwoord' }, 'sort'],
    [{ 'filter[kleur]': 'rood' }, 'filter[kleur]'],
    [{ 'filter[view]': 'alles' }, 'filter[view]'],
    [{ 'fields[users]': 'email' }, 'fields[users]'],
    [{ 'fields[dossiers]': 'bsn' }, 'fields[dossiers]'],
    [{ 'page[size]': '101' }, 'page[size]'],
    [{ 'page[size]': '0' }, 'page[size]'],
    [{ 'page[number]': '-1' }, 'page[number]'],
    [{ 'page[number]': ['1', '2'] }, 'page[number]'],
    [{ _count: 'misschien' }, '_count'],
  ])('refuses %o with a 400 naming the parameter', (raw, parameter) => {
    const error = errorOf(() => parseListQuery(raw, spec));
    expect(error.status).toBe(400);
    expect(error.errors[0]?.source?.parameter).toBe(parameter);
    expect(error.errors[0]?.detail).toMatch(/[a-z]/);
  });
});
