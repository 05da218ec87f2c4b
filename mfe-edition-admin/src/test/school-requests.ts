import { editionDocument } from './fixtures';

export interface RequestFixture {
  id: string;
  name: string;
  status?: 'pending' | 'accepted' | 'rejected';
  inep_code?: string;
}

/** GET /unit_requests in JSON:API form: the page's requests (São Paulo/SP, requested by Lucas) and the total. */
export function unitRequestsDocument(rows: RequestFixture[], total = rows.length) {
  return {
    data: rows.map((r) => ({
      type: 'unit_requests',
      id: r.id,
      attributes: {
        name: r.name,
        inep_code: r.inep_code ?? `35${r.id.padStart(6, '0')}`,
        address_state_id: 35,
        address_city_id: 3550308,
        administration_type: 'state',
        edition_id: 1,
        requested_by: 7,
        requester_name: 'Lucas Pereira',
        status: r.status ?? 'pending',
        created_at: '2026-03-10T15:00:00Z',
        city: 'São Paulo',
        state: 'São Paulo',
        uf: 'SP',
      },
    })),
    meta: { total_count: total },
  };
}

export const coordinators = [{ id: 'u1', name: 'Ana Souza', fractal_id: 'C1' }];

type Handler = (url: URL, init: { method: string; body?: string }) => { status?: number; body?: unknown };

/**
 * The API of the screen: the edition (coordinated by C1), its requests paged by page/per, the state and
 * city of the requests, and whatever `write` answers to a POST or PUT.
 */
export function schoolRequestsApi(rows: RequestFixture[], write: Handler = () => ({ body: { data: null } })) {
  return (url: URL, init: { method: string; body?: string }) => {
    if (init.method !== 'GET') return write(url, init);
    if (url.pathname === '/api/edition/1') return { body: editionDocument(coordinators) };
    if (url.pathname === '/api/unit_requests') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const per = Number(url.searchParams.get('per') ?? 7);
      return { body: unitRequestsDocument(rows.slice((page - 1) * per, page * per), rows.length) };
    }
    if (url.pathname === '/api/states/35')
      return { body: { data: { type: 'states', id: '35', attributes: { name: 'São Paulo', uf: 'SP' } } } };
    if (url.pathname === '/api/cities/3550308')
      return { body: { data: { type: 'cities', id: '3550308', attributes: { name: 'São Paulo' } } } };
    return { status: 404, body: { errors: [{ status: '404', title: 'Not Found' }] } };
  };
}
