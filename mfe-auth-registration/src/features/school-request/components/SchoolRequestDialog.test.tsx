import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { configureApi } from 'shared-contracts/client';
import { clearToasts, renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import type { UnitRequest } from '../api/unit-requests';
import { SchoolRequestDialog } from './SchoolRequestDialog';

jest.setTimeout(30_000);

const states = [
  { id: '26', name: 'São Paulo', uf: 'SP' },
  { id: '33', name: 'Rio de Janeiro', uf: 'RJ' },
];
const cities: Record<string, { id: string; name: string }[]> = {
  '26': [{ id: '5', name: 'Campinas' }],
  '33': [{ id: '8', name: 'Niterói' }],
};

const resource = (type: string, { id, ...attributes }: { id: string; [k: string]: unknown }) => ({
  type,
  id,
  attributes,
});
const paged = (type: string, rows: { id: string; [k: string]: unknown }[]) => ({
  body: { data: rows.map((r) => resource(type, r)), meta: { page_count: 1, total_count: rows.length } },
});

let server: StubbedFetch;
let posted: unknown[];

function serve(answer: (body: unknown) => { status?: number; body?: unknown }) {
  posted = [];
  server = stubFetch((url, { method, body }) => {
    const path = url.pathname.replace('/api/', '');
    if (method === 'POST' && path === 'unit_requests') {
      const sent = JSON.parse(body ?? '{}');
      posted.push(sent);
      return answer(sent);
    }
    if (path === 'states') return paged('states', states);
    if (path === 'cities') return paged('cities', cities[url.searchParams.get('state_id') ?? ''] ?? []);
    const state = states.find((s) => path === `states/${s.id}`);
    if (state) return { body: { data: resource('states', state) } };
    const city = Object.values(cities)
      .flat()
      .find((c) => path === `cities/${c.id}`);
    if (city) return { body: { data: resource('cities', city) } };
    return { status: 404, body: { errors: [{ status: '404' }] } };
  });
}

const created = (sent: unknown) => ({
  status: 201,
  body: { data: { type: 'unit_requests', id: '91', ...(sent as { data: object }).data } },
});

function Harness(props: {
  defaultStateId?: string;
  defaultCityId?: string;
  onRequested?: (r: UnitRequest) => void;
  onOuterSubmit?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onOuterSubmit?.();
      }}
    >
      <button type="button" onClick={() => setOpen(true)}>
        Minha escola não está na lista
      </button>
      <SchoolRequestDialog
        open={open}
        onOpenChange={setOpen}
        editionId="12"
        defaultStateId={props.defaultStateId}
        defaultCityId={props.defaultCityId}
        onRequested={props.onRequested}
      />
    </form>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const utils = renderRoute(<Harness {...props} />, { path: '/', entry: '/' });
  fireEvent.click(screen.getByRole('button', { name: 'Minha escola não está na lista' }));
  const dialog = await screen.findByRole('dialog', { name: 'Solicitar cadastro de escola' });
  return { ...utils, dialog };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const combo = (name: RegExp) => screen.getByRole('combobox', { name });
const submit = () => screen.getByRole('button', { name: 'Enviar solicitação' });

async function choose(label: RegExp, option: string) {
  await userEvent.click(combo(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(combo(label)).toHaveValue(option));
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => {
  server?.restore();
  clearToasts();
});

describe('SchoolRequestDialog', () => {
  it('sends the request with the preselected state and city, then closes and confirms', async () => {
    serve(created);
    const onRequested = jest.fn();
    const onOuterSubmit = jest.fn();
    const { intlErrors } = await openDialog({
      defaultStateId: '26',
      defaultCityId: '5',
      onRequested,
      onOuterSubmit,
    });
    await waitFor(() => expect(combo(/Estado/)).toHaveValue('São Paulo'));
    await waitFor(() => expect(combo(/Cidade/)).toHaveValue('Campinas'));

    await userEvent.type(field(/Nome da escola/), 'escola ESTADUAL de campinas');
    expect(field(/Nome da escola/)).toHaveValue('Escola Estadual de Campinas');
    await userEvent.type(field(/Código INEP/), '35.012-345');
    expect(field(/Código INEP/)).toHaveValue('35012345');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Dependência administrativa/ }),
      'Estadual',
    );
    fireEvent.click(submit());

    expect(await screen.findByText('Solicitação enviada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        data: {
          type: 'unit_requests',
          attributes: {
            name: 'Escola Estadual de Campinas',
            inep_code: '35012345',
            address_state_id: 26,
            address_city_id: 5,
            administration_type: 'state',
            edition_id: 12,
          },
        },
      },
    ]);
    expect(onRequested).toHaveBeenCalledWith(
      expect.objectContaining({ id: '91', name: 'Escola Estadual de Campinas' }),
    );
    expect(onOuterSubmit).not.toHaveBeenCalled();
    expect(intlErrors).toEqual([]);
  });

  it('validates every field on submit and sends nothing', async () => {
    serve(created);
    const { dialog } = await openDialog();
    fireEvent.click(submit());
    await waitFor(() => expect(within(dialog).getAllByText('Selecione uma opção')).toHaveLength(3));
    expect(within(dialog).getByText('Campo obrigatório')).toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaving an untouched field shows nothing, so the form does not move under the pointer', async () => {
    serve(created);
    const { dialog } = await openDialog();
    fireEvent.focus(field(/Nome da escola/));
    fireEvent.blur(field(/Nome da escola/));
    expect(within(dialog).queryByText('Campo obrigatório')).not.toBeInTheDocument();
    fireEvent.click(submit());
    await waitFor(() => expect(within(dialog).getAllByText('Selecione uma opção')).toHaveLength(3));
    expect(within(dialog).getByText('Campo obrigatório')).toBeInTheDocument();
  });

  it('shows a field error once the field is left, with the length and INEP rules', async () => {
    serve(created);
    const { dialog } = await openDialog();
    await userEvent.type(field(/Nome da escola/), 'ab');
    expect(
      within(dialog).queryByText('Este campo precisa ter pelo menos 3 caracteres'),
    ).not.toBeInTheDocument();
    fireEvent.blur(field(/Nome da escola/));
    expect(
      await within(dialog).findByText('Este campo precisa ter pelo menos 3 caracteres'),
    ).toBeInTheDocument();

    fireEvent.change(field(/Nome da escola/), { target: { value: 'a'.repeat(101) } });
    expect(
      await within(dialog).findByText('Este campo suporta no máximo até 100 caracteres'),
    ).toBeInTheDocument();

    await userEvent.type(field(/Código INEP/), '1234567890');
    fireEvent.blur(field(/Código INEP/));
    expect(await within(dialog).findByText('Este campo suporta no máximo 9 dígitos.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Selecione uma opção')).not.toBeInTheDocument();
  });

  it('enables the city once a state is chosen and clears it when the state changes', async () => {
    serve(created);
    await openDialog();
    expect(combo(/Cidade/)).toBeDisabled();
    await choose(/Estado/, 'São Paulo');
    await waitFor(() => expect(combo(/Cidade/)).toBeEnabled());
    await choose(/Cidade/, 'Campinas');

    await userEvent.clear(combo(/Estado/));
    await choose(/Estado/, 'Rio de Janeiro');
    await waitFor(() => expect(combo(/Cidade/)).toHaveValue(''));
    await choose(/Cidade/, 'Niterói');
    const cityRequests = server.requests.filter((u) => u.pathname === '/api/cities');
    expect(cityRequests.map((u) => u.searchParams.get('state_id'))).toEqual(['26', '33']);
  });

  it('shows the INEP error of a refused request, translated, and stays open', async () => {
    serve(() => ({
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            title: 'Invalid',
            detail: 'INEP code exists',
            code: 'registration.error.inepExists',
            source: { pointer: '/data/attributes/inep_code' },
          },
        ],
      },
    }));
    await openDialog({ defaultStateId: '26', defaultCityId: '5' });
    await waitFor(() => expect(combo(/Cidade/)).toHaveValue('Campinas'));
    await userEvent.type(field(/Nome da escola/), 'Escola Nova');
    await userEvent.type(field(/Código INEP/), '35012345');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Dependência administrativa/ }),
      'Municipal',
    );
    fireEvent.click(submit());
    expect(await screen.findByTestId('school-request-failed')).toHaveTextContent(
      'O código INEP já existe em nossa base de dados.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Solicitação enviada')).not.toBeInTheDocument();
  });

  it('shows the generic failure when the answer names no INEP error, and cancels', async () => {
    serve(() => ({ status: 500, body: { errors: [{ status: '500', title: 'Erro' }] } }));
    await openDialog({ defaultStateId: '26', defaultCityId: '5' });
    await waitFor(() => expect(combo(/Cidade/)).toHaveValue('Campinas'));
    await userEvent.type(field(/Nome da escola/), 'Escola Nova');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Dependência administrativa/ }),
      'Particular',
    );
    fireEvent.click(submit());
    expect(await screen.findByTestId('school-request-failed')).toHaveTextContent(
      'Não foi possível concluir a solicitação de escola.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
