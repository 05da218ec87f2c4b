import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { EnrollmentConfirmationPage } from './EnrollmentConfirmationPage';

jest.setTimeout(30_000);

const PATH = '/inscricoes/estudante/confirmar';

const pending = {
  category: 'opened',
  school: null,
  education_grade_id: null,
  address_state_id: null,
  address_city_id: null,
  edition_id: 12,
  edition_description: 'OBIA 2026',
  project_slug: 'obia',
  user_name: 'Maria Clara',
};

type Row = { id: string; [key: string]: unknown };
const resource = (type: string, { id, ...attributes }: Row) => ({ type, id, attributes });
const list = (type: string, rows: Row[]) => ({
  body: { data: rows.map((r) => resource(type, r)), meta: { page_count: 1, total_count: rows.length } },
});

const REFERENCE: Record<string, Row[]> = {
  states: [{ id: '26', name: 'São Paulo', uf: 'SP' }],
  cities: [{ id: '5', name: 'Campinas' }],
  units: [{ id: '700', name: 'Escola Estadual Tiradentes', inep_code: '35012345' }],
  grades: [
    { id: '3', name: '8º ano', segment_id: 3 },
    { id: '4', name: '1ª série', segment_id: 4 },
  ],
};

let server: StubbedFetch;
let patched: unknown[];

function serve({
  check = { status: 200, body: { data: resource('students', { id: '41', ...pending }) } },
  confirm = { status: 200, body: { data: resource('students', { id: '41' }) } },
}: {
  check?: { status: number; body?: unknown };
  confirm?: { status: number; body?: unknown };
} = {}) {
  patched = [];
  server = stubFetch((url, { method, body }) => {
    const path = url.pathname.replace('/api/', '');
    if (path === 'students/check') return check;
    if (path === 'students/confirmation' && method === 'PATCH') {
      patched.push(JSON.parse(body ?? '{}'));
      return confirm;
    }
    if (path === 'states') return list('states', REFERENCE.states!);
    if (path === 'cities') return list('cities', REFERENCE.cities!);
    if (path === 'units/search') return list('units', REFERENCE.units!);
    if (path === 'grades/obia') return list('grades', REFERENCE.grades!);
    const [type, id] = path.split('/');
    const row = REFERENCE[type ?? '']?.find((r) => r.id === id);
    if (row) return { body: { data: resource(type!, row) } };
    return { status: 404, body: { errors: [{ status: '404' }] } };
  });
}

const renderPage = (search: string, locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') =>
  renderRoute(<EnrollmentConfirmationPage />, { path: PATH, entry: `${PATH}${search}`, locale });

const category = () => screen.getByRole('combobox', { name: /Categoria/ });
const grade = () => screen.getByRole('combobox', { name: /Série/ });
const combo = (name: RegExp) => screen.getByRole('combobox', { name });
const confirm = () => screen.getByRole('button', { name: 'Confirmar inscrição' });

async function choose(label: RegExp, option: string) {
  await userEvent.click(combo(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(combo(label)).toHaveValue(option));
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => useAuthStore.getState().clear());
afterEach(() => server?.restore());

describe('EnrollmentConfirmationPage', () => {
  it('shows the invalid-token page without calling the API when there is no token', async () => {
    serve();
    renderPage('');
    expect(await screen.findByTestId('confirmation-invalid')).toHaveTextContent(
      'Token de confirmação inválido ou inexistente.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('shows the already-confirmed page when the check answers 409', async () => {
    serve({
      check: {
        status: 409,
        body: { errors: [{ status: '409', code: 'registration.error.alreadyConfirmed' }] },
      },
    });
    renderPage('?confirmation_token=abc');
    expect(await screen.findByTestId('confirmation-already')).toHaveTextContent(
      'A inscrição já foi confirmada.',
    );
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/edicoes/ativas');
  });

  it('shows the invalid-token page for any other failed check', async () => {
    serve({
      check: { status: 404, body: { errors: [{ status: '404', code: 'registration.error.invalidToken' }] } },
    });
    renderPage('?token=zzz');
    expect(await screen.findByTestId('confirmation-invalid')).toHaveTextContent(
      'Token de confirmação inválido ou inexistente.',
    );
    expect(server.requests[0]!.searchParams.get('confirmation_token')).toBe('zzz');
  });

  it('confirms the open category without credentials and links to the dashboard', async () => {
    serve();
    const { intlErrors } = renderPage('?confirmation_token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Confirmar inscrição' })).toBeInTheDocument();
    expect(screen.getByText(/Olá, Maria Clara/)).toHaveTextContent('OBIA 2026');
    expect(category()).toHaveValue('opened');
    expect(screen.queryByRole('combobox', { name: /Escola/ })).not.toBeInTheDocument();
    const check = server.requests[0]!;
    expect(check.pathname).toBe('/api/students/check');
    expect(check.searchParams.get('confirmation_token')).toBe('tok-1');

    fireEvent.click(confirm());
    const success = await screen.findByTestId('confirmation-success');
    expect(success).toHaveTextContent('Inscrição confirmada!');
    expect(within(success).getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute(
      'href',
      '/edicoes/ativas',
    );
    expect(patched).toEqual([
      {
        data: {
          type: 'students',
          attributes: {
            education_grade_id: null,
            school_unit_id: null,
            inscription_attributes: { category: 'opened', confirmation_token: 'tok-1' },
          },
        },
      },
    ]);
    expect(intlErrors).toEqual([]);
  });

  it('requires a category', async () => {
    serve({
      check: { status: 200, body: { data: resource('students', { id: '41', ...pending, category: null }) } },
    });
    renderPage('?confirmation_token=tok-1');
    await screen.findByRole('heading', { name: 'Confirmar inscrição' });
    expect(category()).toHaveValue('');
    fireEvent.click(confirm());
    expect(await screen.findByText('Selecione uma opção')).toBeInTheDocument();
    expect(patched).toEqual([]);
  });

  it('for regular, requires the school and grade, chosen by state then city', async () => {
    serve();
    renderPage('?confirmation_token=tok-2');
    await screen.findByRole('heading', { name: 'Confirmar inscrição' });
    await userEvent.selectOptions(category(), 'Regular');

    expect(await screen.findByRole('combobox', { name: /Cidade da escola/ })).toBeDisabled();
    fireEvent.click(confirm());
    await waitFor(() => expect(screen.getAllByText('Selecione uma opção')).toHaveLength(2));
    expect(patched).toEqual([]);

    await choose(/Estado da escola/, 'São Paulo');
    await waitFor(() => expect(combo(/Cidade da escola/)).toBeEnabled());
    await choose(/Cidade da escola/, 'Campinas');
    await choose(/^Escola/, '35012345 - Escola Estadual Tiradentes');
    await waitFor(() => expect(grade()).toHaveTextContent('8º ano'));
    await userEvent.selectOptions(grade(), '1ª série');
    expect(screen.queryByText('Selecione uma opção')).not.toBeInTheDocument();

    const units = server.requests.find((u) => u.pathname === '/api/units/search')!;
    expect(units.searchParams.get('address_state_id')).toBe('26');
    expect(units.searchParams.get('address_city_id')).toBe('5');

    fireEvent.click(confirm());
    await screen.findByTestId('confirmation-success');
    expect(patched).toEqual([
      {
        data: {
          type: 'students',
          attributes: {
            education_grade_id: 4,
            school_unit_id: 700,
            inscription_attributes: { category: 'regular', confirmation_token: 'tok-2' },
          },
        },
      },
    ]);
  });

  it('starts from the inscription and clears school and grade when the category changes', async () => {
    serve({
      check: {
        status: 200,
        body: {
          data: resource('students', {
            id: '41',
            ...pending,
            category: 'regular',
            address_state_id: 26,
            address_city_id: 5,
            school: 700,
            education_grade_id: 3,
          }),
        },
      },
    });
    renderPage('?confirmation_token=tok-3');
    await screen.findByRole('heading', { name: 'Confirmar inscrição' });
    await waitFor(() => expect(combo(/^Escola/)).toHaveValue('35012345 - Escola Estadual Tiradentes'));
    expect(combo(/Estado da escola/)).toHaveValue('São Paulo');
    expect(combo(/Cidade da escola/)).toHaveValue('Campinas');
    await waitFor(() => expect(grade()).toHaveValue('3'));

    await userEvent.selectOptions(category(), 'Aberta');
    await userEvent.selectOptions(category(), 'Regular');
    await waitFor(() => expect(combo(/^Escola/)).toHaveValue(''));
    expect(grade()).toHaveValue('');
    expect(combo(/Cidade da escola/)).toHaveValue('Campinas');
  });

  it('says the confirmation failed and keeps the form when the API fails', async () => {
    serve({ confirm: { status: 500, body: { errors: [{ status: '500' }] } } });
    renderPage('?confirmation_token=tok-4');
    await screen.findByRole('heading', { name: 'Confirmar inscrição' });
    fireEvent.click(confirm());
    expect(await screen.findByTestId('confirmation-failed')).toHaveTextContent(
      'Não foi possível confirmar sua inscrição no momento.',
    );
    expect(category()).toHaveValue('opened');
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    serve();
    const es = renderPage('?confirmation_token=tok-5', 'es');
    expect(await screen.findByRole('heading', { name: 'Confirmar inscripción' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = renderPage('', 'pt-PT');
    expect(await screen.findByTestId('confirmation-invalid')).toHaveTextContent(
      'Token de confirmação inválido ou inexistente.',
    );
    expect(pt.intlErrors).toEqual([]);
  });
});
