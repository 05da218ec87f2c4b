import type { ApiAnswer, RecordedCall } from './api-stub';

const DAY = 86_400_000;
export const isoFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const BRAZIL = { id: '1', name: 'Brasil', locale: 'pt-BR', address_country_id: 1 };
export const PARAGUAY = { id: '3', name: 'Paraguay', locale: 'es', address_country_id: 3 };

export interface EditionFixture {
  id?: string;
  description?: string;
  start_registration?: string;
  end_registration?: string;
  time_zone?: string;
  countries?: (typeof BRAZIL)[];
  phases?: { phase: number; categories: string[]; member_limit?: number }[];
}

/** GET edition/{id} with countries, time zone (an included resource) and phases. */
export function editionDocument(e: EditionFixture = {}) {
  const id = e.id ?? '5';
  const countries = e.countries ?? [BRAZIL];
  const phases = e.phases ?? [{ phase: 1, categories: ['regular', 'opened'] }];
  const zone = e.time_zone ?? 'America/Sao_Paulo';
  return {
    data: {
      type: 'editions',
      id,
      attributes: {
        description: e.description ?? 'OBIA',
        year: 2026,
        start_registration: e.start_registration ?? isoFromNow(-10),
        end_registration: e.end_registration ?? isoFromNow(10),
        time_zone: zone,
        active: true,
        project_id: 36,
        project_slug: 'obia',
      },
      relationships: {
        countries: { data: countries.map((c) => ({ type: 'countries', id: c.id })) },
        phases: { data: phases.map((p) => ({ type: 'phases', id: `p${p.phase}` })) },
        time_zone: { data: { type: 'time_zones', id: 'tz1' } },
        inscriptions: { data: [] },
      },
    },
    included: [
      ...countries.map(({ id: cid, ...attributes }) => ({ type: 'countries', id: cid, attributes })),
      ...phases.map((p) => ({
        type: 'phases',
        id: `p${p.phase}`,
        attributes: {
          phase: p.phase,
          categories: p.categories,
          additional_data: p.member_limit ? { member_limit: p.member_limit } : {},
        },
      })),
      { type: 'time_zones', id: 'tz1', attributes: { name: zone, offset: '-03:00' } },
    ],
  };
}

export const USER_ID = '7';

/** GET user/{id}: the signed-in student, with `attributes` overriding the defaults. */
export function userDocument(attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'users',
      id: USER_ID,
      attributes: {
        name: 'Ana Souza',
        fractal_id: '1001',
        email: 'ana@example.com',
        taxpayer_number: null,
        phone: null,
        birthday: null,
        gender: null,
        additional_data: {},
        ...attributes,
      },
      relationships: { profiles: { data: [{ type: 'profiles', id: 'pr1' }] } },
    },
    included: [{ type: 'profiles', id: 'pr1', attributes: { role: 'student', edition_id: null } }],
  };
}

export interface InscriptionFixture {
  id?: string;
  category?: string;
  school?: number | null;
  grade?: number | null;
  state?: number | null;
  city?: number | null;
  teachers_data?: Record<string, unknown> | null;
}

/** GET students/inscription with the inscription included. */
export function inscriptionDocument(i: InscriptionFixture = {}) {
  return {
    data: {
      type: 'students',
      id: i.id ?? '900',
      attributes: {
        school: i.school ?? 100,
        education_grade_id: i.grade === undefined ? 8 : i.grade,
        teachers_data: i.teachers_data ?? null,
        confirmed_at: null,
      },
      relationships: { inscription: { data: { type: 'inscriptions', id: 'ins1' } } },
    },
    included: [
      {
        type: 'inscriptions',
        id: 'ins1',
        attributes: {
          category: i.category ?? 'regular',
          source: 'web',
          address_state_id: i.state === undefined ? 35 : i.state,
          address_city_id: i.city === undefined ? 3550308 : i.city,
          core_edition_id: 5,
          registrable_type: 'Core::Student',
        },
      },
    ],
  };
}

/** The same inscription as a deserialized resource (what the active-editions page hands over). */
export function inscriptionState(i: InscriptionFixture = {}) {
  const doc = inscriptionDocument(i);
  return {
    id: doc.data.id,
    type: 'students',
    ...doc.data.attributes,
    inscription: { id: 'ins1', type: 'inscriptions', ...doc.included[0]!.attributes },
  };
}

const list = (type: string, rows: Record<string, unknown>[]) => ({
  data: rows.map(({ id, ...attributes }) => ({ type, id: String(id), attributes })),
  meta: { total_count: rows.length, page_count: 1 },
});
const one = (type: string, row: Record<string, unknown> | undefined): ApiAnswer | undefined =>
  row ? { body: { data: { type, id: String(row.id), attributes: { ...row, id: undefined } } } } : undefined;

export const STATES = [
  { id: 35, name: 'São Paulo', uf: 'SP' },
  { id: 33, name: 'Rio de Janeiro', uf: 'RJ' },
];
export const CITIES = [
  { id: 3550308, name: 'São Paulo' },
  { id: 3509502, name: 'Campinas' },
];
export const UNITS = [
  { id: 100, name: 'EE Tiradentes', inep_code: '35000001' },
  { id: 262150, name: 'Ensino domiciliar', inep_code: null },
];
export const GRADES = [
  { id: 8, name: '8º ano', segment_id: 3 },
  { id: 19, name: 'Ensino domiciliar', segment_id: 3 },
  { id: 21, name: '1ª série', segment_id: 4 },
];
export const POSTAL_CODE = {
  zipcode: '01310100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  city_id: 3550308,
  state_id: 35,
};

export interface ServerOptions {
  edition?: EditionFixture | null;
  user?: Record<string, unknown>;
  inscription?: InscriptionFixture | null;
  /** Answers of the writes, by "METHOD /path"; 200/201 with a document otherwise. */
  writes?: Record<string, ApiAnswer | (() => Promise<ApiAnswer>)>;
  postalCode?: (cep: string) => ApiAnswer | undefined;
}

/** A registration API: edition 5, user 7, reference data and the writes of the submit sequence. */
export function registrationServer(options: ServerOptions = {}) {
  return (call: RecordedCall): ApiAnswer | undefined | Promise<ApiAnswer> => {
    const { method, path } = call;
    const write = options.writes?.[`${method} ${path}`];
    if (write) return typeof write === 'function' ? write() : write;
    if (method === 'PATCH' && path === `/users/${USER_ID}`) return { body: userDocument() };
    if (method === 'POST' && path === '/students') return { status: 201, body: inscriptionDocument() };
    if (method === 'PUT' && path.startsWith('/students/')) return { body: inscriptionDocument() };
    if (method !== 'GET') return undefined;
    if (path === '/edition/5')
      return options.edition === null ? undefined : { body: editionDocument(options.edition) };
    if (path === `/user/${USER_ID}`) return { body: userDocument(options.user) };
    if (path === '/students/inscription')
      return { body: options.inscription ? inscriptionDocument(options.inscription) : { data: null } };
    if (path === '/states') return { body: list('states', STATES) };
    if (path === '/cities') return { body: list('cities', CITIES) };
    if (path === '/units/search') return { body: list('units', UNITS) };
    if (path === '/grades/obia') return { body: list('grades', GRADES) };
    const byId = /^\/(states|cities|units|grades)\/(\d+)$/.exec(path);
    if (byId) {
      const rows = { states: STATES, cities: CITIES, units: UNITS, grades: GRADES }[byId[1]!];
      return one(
        byId[1]!,
        (rows as { id: number }[]).find((r) => String(r.id) === byId[2]),
      );
    }
    const cep = /^\/postal_codes\/(\d+)$/.exec(path);
    if (cep) {
      if (options.postalCode) return options.postalCode(cep[1]!);
      return cep[1] === POSTAL_CODE.zipcode
        ? { body: { data: { type: 'postal_codes', id: cep[1], attributes: POSTAL_CODE } } }
        : {
            status: 404,
            body: {
              errors: [
                { status: '404', code: 'registration.error.cepNotFound', title: 'CEP não encontrado' },
              ],
            },
          };
    }
    return undefined;
  };
}
