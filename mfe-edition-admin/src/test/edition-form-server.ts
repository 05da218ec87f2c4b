import { apiServer, type Answer, type RecordedRequest } from 'shared-contracts/testing';

export type { Answer, RecordedRequest };

/**
 * A stand-in for the editions API of the contract (POST/PATCH editions multipart, GET edition/{id},
 * countries, time_zones, coordinators, achievement templates), recording every request with its JSON body
 * or its multipart parts.
 */
export function editionFormServer(handler: (request: RecordedRequest) => Answer | undefined) {
  return apiServer((request) => handler(request) ?? defaultAnswer(request));
}

export const COUNTRIES = {
  data: [
    { type: 'countries', id: '1', attributes: { name: 'Brasil', address_country_id: 1 } },
    { type: 'countries', id: '2', attributes: { name: 'Portugal', address_country_id: 2 } },
  ],
  meta: { total_count: 2 },
};

export function timeZonesOf(url: URL) {
  const ids = (url.searchParams.get('filter[country_id]') ?? '1,2').split(',');
  const zones = [
    { id: 'tz1', name: 'America/Sao_Paulo', country: '1' },
    { id: 'tz2', name: 'America/Manaus', country: '1' },
    { id: 'tz3', name: 'Europe/Lisbon', country: '2' },
  ].filter((z) => ids.includes(z.country));
  return {
    data: zones.map((z) => ({ type: 'time_zones', id: z.id, attributes: { name: z.name } })),
    meta: { total_count: zones.length },
  };
}

function defaultAnswer(request: RecordedRequest): Answer {
  if (request.method === 'GET' && request.path === 'countries') return { body: COUNTRIES };
  if (request.method === 'GET' && request.path === 'time_zones') return { body: timeZonesOf(request.url) };
  if (request.method === 'GET' && request.path === 'coordinators') {
    const email = request.url.searchParams.get('filter[email]') ?? '';
    const known = email.endsWith('@escola.org');
    return {
      body: {
        data: known
          ? [{ type: 'users', id: 'u7', attributes: { name: 'Coord', email, fractal_id: 'F7' } }]
          : [],
        meta: { total_count: known ? 1 : 0 },
      },
    };
  }
  return {
    status: 404,
    body: { errors: [{ status: '404', title: 'Not Found', detail: 'error_edition_not_found' }] },
  };
}

/** GET edition/{id} of the form: OBIA 2027 with coordinator C1, one phase, one achievement with template. */
export function storedEditionDocument({
  certificateTemplate = true,
}: { certificateTemplate?: boolean } = {}) {
  return {
    data: {
      type: 'editions',
      id: '5',
      attributes: {
        description: 'OBIA 2027',
        year: 2027,
        start_registration: '2027-03-01T12:00:00.000Z',
        end_registration: '2027-05-01T12:00:00.000Z',
        results_due: '2027-06-01T12:00:00.000Z',
        time_zone: 'America/Sao_Paulo',
        logo_url: { url: null },
        active: true,
        coordinators_emails: ['c1@escola.org'],
        achievements: [
          {
            level: 1,
            name: 'Ouro',
            min_score: 8,
            max_score: 10,
            template: { id: 't9', file_name: 'ouro.html.erb' },
          },
        ],
        certificate_template: certificateTemplate ? { file_name: 'certificado.html.erb' } : null,
        achievement_template_urls: [{ id: 't9', level: 1, file_name: 'ouro.html.erb' }],
      },
      relationships: {
        coordinators: { data: [{ type: 'users', id: 'u1' }] },
        countries: { data: [{ type: 'countries', id: '1' }] },
        phases: { data: [{ type: 'phases', id: 'p1' }] },
        videos: { data: [] },
        time_zone: { data: { type: 'time_zones', id: 'tz1' } },
      },
    },
    included: [
      { type: 'users', id: 'u1', attributes: { name: 'Ana', fractal_id: 'C1', email: 'c1@escola.org' } },
      { type: 'countries', id: '1', attributes: { name: 'Brasil', address_country_id: 1 } },
      { type: 'phases', id: 'p1', attributes: { phase: 1, categories: ['regular'] } },
      { type: 'time_zones', id: 'tz1', attributes: { name: 'America/Sao_Paulo' } },
    ],
  };
}

export { testFile, withNodeFormData } from 'shared-contracts/testing';

/** Opens a tab of the edition form and waits until its panel shows (Zag's presence settles inside act). */
export async function openTab(name: string) {
  const { act, fireEvent, screen, waitFor } = await import('@testing-library/react');
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name }));
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}
