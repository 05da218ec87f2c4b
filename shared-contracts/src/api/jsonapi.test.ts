import { deserializeMany, deserializeOne, toSearchParams } from './jsonapi';

describe('JSON:API deserializer', () => {
  it('resolves relationships from included resources, to-one and to-many', () => {
    const user = deserializeOne<{ name: string; profiles: { role: string }[] }>({
      data: {
        type: 'users',
        id: '7',
        attributes: { name: 'Ana' },
        relationships: { profiles: { data: [{ type: 'profiles', id: '1' }] } },
      },
      included: [{ type: 'profiles', id: '1', attributes: { role: 'admin' } }],
    });
    expect(user.name).toBe('Ana');
    expect(user.profiles).toEqual([{ id: '1', type: 'profiles', role: 'admin' }]);
  });

  it('keeps identifiers for relationships that were not included', () => {
    const [edition] = deserializeMany<{ time_zone: { id: string } | null }>({
      data: [
        {
          type: 'editions',
          id: '1',
          relationships: { time_zone: { data: { type: 'time_zones', id: '3' } } },
        },
      ],
    });
    expect(edition?.time_zone).toEqual({ id: '3', type: 'time_zones' });
  });

  it('writes paging, filters, includes, sort and sparse fields as JSON:API parameters', () => {
    const sp = toSearchParams({
      page: { number: 2, size: 7 },
      filter: { active: false, skipped: undefined },
      include: ['coordinators', 'countries'],
      sort: '-results_due',
      fields: { editions: ['description', 'year'] },
    });
    expect(sp.get('page[number]')).toBe('2');
    expect(sp.get('page[size]')).toBe('7');
    expect(sp.get('filter[active]')).toBe('false');
    expect(sp.has('filter[skipped]')).toBe(false);
    expect(sp.get('include')).toBe('coordinators,countries');
    expect(sp.get('sort')).toBe('-results_due');
    expect(sp.get('fields[editions]')).toBe('description,year');
  });
});
