import { configureApi } from 'shared-contracts/client';
import { stubFetch, type StubbedFetch } from '../test/render';
import {
  fetchCity,
  fetchGrade,
  fetchGrades,
  fetchState,
  fetchUnit,
  lookupPostalCode,
  searchCities,
  searchStates,
  searchUnits,
} from './lookups';

let server: StubbedFetch;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

const resources = (type: string, rows: Record<string, unknown>[]) =>
  rows.map(({ id, ...attributes }) => ({ type, id: String(id), attributes }));

describe('paged lookups', () => {
  it('searches states of the given countries by name and page, reading meta.page_count', async () => {
    server = stubFetch(() => ({
      body: {
        data: resources('states', [{ id: 26, name: 'São Paulo', uf: 'SP' }]),
        meta: { total_count: 41, page_count: 3 },
      },
    }));
    const page = await searchStates({ countryIds: [1], term: ' são ', page: 2 });
    expect(page).toEqual({ options: [{ id: '26', label: 'São Paulo' }], hasMore: true });
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/api/states');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address_country_ids: '1',
      name: 'são',
      page: '2',
      per: '20',
    });
  });

  it('reads the x-total-pages header when the answer has no meta', async () => {
    server = stubFetch(() => ({
      body: { data: resources('cities', [{ id: 5, name: 'Campinas' }]) },
      headers: { 'x-total-pages': '4' },
    }));
    expect(await searchCities({ stateId: 26, page: 4 })).toEqual({
      options: [{ id: '5', label: 'Campinas' }],
      hasMore: false,
    });
    expect(await searchCities({ stateId: 26, page: 3 })).toMatchObject({ hasMore: true });
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/api/cities');
    expect(url.searchParams.get('state_id')).toBe('26');
    expect(url.searchParams.has('name')).toBe(false);
  });

  it('searches school units by state, city and a name or INEP term, showing the INEP code', async () => {
    server = stubFetch(() => ({
      body: {
        data: resources('units', [
          { id: 7, name: 'Escola Estadual Tiradentes', inep_code: '35012345' },
          { id: 8, name: 'Escola Sem Código', inep_code: null },
        ]),
        meta: { page_count: 1 },
      },
    }));
    const page = await searchUnits({ stateId: 26, cityId: 5, term: '3501' });
    expect(page).toEqual({
      options: [
        { id: '7', label: '35012345 - Escola Estadual Tiradentes' },
        { id: '8', label: 'Escola Sem Código' },
      ],
      hasMore: false,
    });
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/api/units/search');
    expect(url.searchParams.get('address_state_id')).toBe('26');
    expect(url.searchParams.get('address_city_id')).toBe('5');
    expect(url.searchParams.get('name')).toBe('3501');
  });
});

describe('lookups by id', () => {
  it('answers the option of a state, a city and a unit, and null for an unknown id', async () => {
    server = stubFetch((url) => {
      if (url.pathname === '/api/states/26')
        return { body: { data: { type: 'states', id: '26', attributes: { name: 'São Paulo', uf: 'SP' } } } };
      if (url.pathname === '/api/cities/5')
        return { body: { data: { type: 'cities', id: '5', attributes: { name: 'Campinas' } } } };
      if (url.pathname === '/api/units/7')
        return {
          body: { data: { type: 'units', id: '7', attributes: { name: 'Escola X', inep_code: '123' } } },
        };
      return { status: 404, body: { errors: [{ status: '404', title: 'Not found' }] } };
    });
    expect(await fetchState(26)).toEqual({ id: '26', label: 'São Paulo' });
    expect(await fetchCity('5')).toEqual({ id: '5', label: 'Campinas' });
    expect(await fetchUnit(7)).toEqual({ id: '7', label: '123 - Escola X' });
    expect(await fetchUnit(99)).toBeNull();
  });

  it('lists grades of the project slug and segments, and reads one grade', async () => {
    server = stubFetch((url) =>
      url.pathname === '/api/grades/19'
        ? {
            body: {
              data: { type: 'grades', id: '19', attributes: { name: 'Homeschooling', segment_id: 3 } },
            },
          }
        : { body: { data: resources('grades', [{ id: 1, name: '6º ano', segment_id: 3 }]) } },
    );
    expect(await fetchGrades('obia')).toEqual([{ id: '1', type: 'grades', name: '6º ano', segment_id: 3 }]);
    expect(server.requests[0]!.pathname).toBe('/api/grades/obia');
    expect(server.requests[0]!.searchParams.get('segment_ids')).toBe('3,4');
    expect(await fetchGrade(19)).toMatchObject({ id: '19', name: 'Homeschooling' });
  });
});

describe('lookupPostalCode', () => {
  it('answers the address of an 8-digit code', async () => {
    const attributes = {
      zipcode: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      city_id: 3550308,
      state_id: 35,
    };
    server = stubFetch(() => ({ body: { data: { type: 'postal_codes', id: '01310100', attributes } } }));
    expect(await lookupPostalCode('01310-100')).toEqual({
      ok: true,
      address: { id: '01310100', type: 'postal_codes', ...attributes },
    });
    expect(server.requests[0]!.pathname).toBe('/api/postal_codes/01310100');
  });

  it('warns "CEP não encontrado" on 404 and asks to fill in by hand when the provider fails', async () => {
    let status = 404;
    server = stubFetch(() => ({
      status,
      body: {
        errors: [
          {
            status: String(status),
            code: status === 404 ? 'registration.error.cepNotFound' : 'registration.error.cepLookupFailed',
          },
        ],
      },
    }));
    expect(await lookupPostalCode('01310100')).toEqual({
      ok: false,
      messageId: 'registration.error.cepNotFound',
    });
    status = 502;
    expect(await lookupPostalCode('01310100')).toEqual({
      ok: false,
      messageId: 'registration.error.cepLookupFailed',
    });
  });

  it('does not call the API for a code without 8 digits', async () => {
    server = stubFetch(() => ({ body: {} }));
    expect(await lookupPostalCode('0131')).toEqual({
      ok: false,
      messageId: 'registration.validation.zipcode',
    });
    expect(server.requests).toHaveLength(0);
  });
});
