import { screen, waitFor, within } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { editionDocument, userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { EditionDetailPage } from './EditionDetailPage';

jest.setTimeout(30_000);

let server: StubbedFetch;

const entry = (id: string, action: string, changes: Record<string, [unknown, unknown]>) => ({
  type: 'audit_entries',
  id,
  attributes: {
    action,
    actor_name: 'Admin Demo',
    actor_email: 'admin@olimpiada.dev',
    created_at: '2027-01-08T13:30:00Z',
    changes,
  },
});

// What the API records (stored values): ISO instants, enumerated values, raw field names, ids, nested lists.
const LOG = [
  entry('a3', 'unit_request.approved', {
    status: ['pending', 'accepted'],
    school: [null, '12345678 Escola Azul'],
  }),
  entry('a2', 'edition.updated', {
    start_registration: ['2027-01-07T18:00:00.000Z', '2027-01-09T12:05:00.000Z'],
    country_ids: [['1'], ['1', '2']],
    phases: [[], [{ phase: 1, categories: ['regular', 'in_group'], member_limit: null }]],
    achievement_templates: [{}, { '1': 'ouro.html.erb' }],
    'achievement_templates.2': ['prata.html.erb', null],
  }),
  entry('a1', 'exam.updated', {
    kind: ['online', 'presential'],
    to_certificate: [false, true],
    inep_code: ['123', '456'],
    administration_type: ['state', 'particular'],
    some_new_field: ['a', 'b'],
  }),
  // A request's state by code and, as the API also records it, by name: shown by name only.
  entry('a0', 'unit_request.updated', {
    address_state_id: [35, 33],
    address_state: ['São Paulo', 'Rio de Janeiro'],
  }),
];

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  server = stubFetch((url) => {
    if (url.pathname === '/api/edition/1') return { body: editionDocument([]) };
    if (url.pathname === '/api/editions/1/audit_log')
      return { body: { data: LOG, meta: { total_count: LOG.length } } };
    return { status: 404, body: { errors: [{ status: '404', title: 'Not Found' }] } };
  });
});
afterEach(() => server.restore());

describe('Edition detail: the log of changes shows values as the screens do', () => {
  it.each([
    [
      'pt-PT',
      [
        'Situação: Pendente → Aprovado',
        'Escola: Nenhum → 12345678 Escola Azul',
        // The edition's zone (America/Sao_Paulo): DD/MM/YYYY HH:mm, as the form shows dates.
        'Data de início: 07/01/2027 15:00 → 09/01/2027 09:05',
        'Países: Brasil → Brasil, Portugal',
        'Fases: Nenhum → Fase 1 (Regular, Em grupo)',
        'Modelos das conquistas: Nenhum → Conquista 1: ouro.html.erb',
        'Modelo da conquista 2: prata.html.erb → Nenhum',
        'Tipo: Digital → Presencial',
        'Conta para o certificado: Não → Sim',
        'Código INEP: 123 → 456',
        'Dependência administrativa: Estadual → Particular',
        'Some new field: a → b',
        'Estado: São Paulo → Rio de Janeiro',
      ],
    ],
    [
      'es',
      [
        'Estado: Pendiente → Aprobado',
        'Escuela: Ninguno → 12345678 Escola Azul',
        'Fecha de inicio: 07/01/2027 15:00 → 09/01/2027 09:05',
        'Países: Brasil → Brasil, Portugal',
        'Fases: Ninguno → Fase 1 (Regular, En grupo)',
        'Plantillas de los logros: Ninguno → Logro 1: ouro.html.erb',
        'Plantilla del logro 2: prata.html.erb → Ninguno',
        'Tipo: Digital → Presencial',
        'Cuenta para el certificado: No → Sí',
        'Código INEP: 123 → 456',
        'Dependencia administrativa: Estatal → Privada',
        'Some new field: a → b',
        'Estado: São Paulo → Rio de Janeiro',
      ],
    ],
    [
      'pt-BR',
      [
        'Situação: Pendente → Aprovado',
        'Escola: Nenhum → 12345678 Escola Azul',
        'Data de início: 07/01/2027 15:00 → 09/01/2027 09:05',
        'Países: Brasil → Brasil, Portugal',
        'Fases: Nenhum → Fase 1 (Regular, Em grupo)',
        'Modelos das conquistas: Nenhum → Conquista 1: ouro.html.erb',
        'Modelo da conquista 2: prata.html.erb → Nenhum',
        'Tipo: Digital → Presencial',
        'Conta para o certificado: Não → Sim',
        'Código INEP: 123 → 456',
        'Dependência administrativa: Estadual → Particular',
        'Some new field: a → b',
        'Estado: São Paulo → Rio de Janeiro',
      ],
    ],
  ] as const)('labels, dates in the edition’s zone and enumerated values in %s', async (locale, lines) => {
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    const { intlErrors } = renderRoute(<EditionDetailPage />, {
      path: '/edicoes/:id',
      entry: '/edicoes/1',
      locale,
    });
    const section = within(await screen.findByTestId('edition-audit-log'));
    await waitFor(() => expect(section.getAllByTestId('audit-entry')).toHaveLength(4));
    const shown = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(lines);
    const text = section.getAllByTestId('audit-entry').map((row) => row.textContent ?? '');
    for (const raw of [
      'pending',
      'accepted',
      '2027-01-07T18:00',
      'start_registration',
      'achievement_templates',
    ])
      expect(text.join(' ')).not.toContain(raw);
    expect(intlErrors).toEqual([]);
  });
});
