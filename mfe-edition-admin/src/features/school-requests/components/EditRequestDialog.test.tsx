import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { allowConsoleError } from 'shared-contracts/testing';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { schoolRequestsApi } from '../../../test/school-requests';
import { SchoolRequestsPage } from './SchoolRequestsPage';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

let server: StubbedFetch;

async function openEdit(write: Parameters<typeof schoolRequestsApi>[1]) {
  useAuthStore.setState({ user: userWith('C1', 'coordinator') });
  server = stubFetch(schoolRequestsApi([{ id: '4', name: 'Escola Quatro', inep_code: '35000004' }], write));
  renderRoute(<SchoolRequestsPage />, {
    path: '/edicoes/:id/escolas/solicitacoes',
    entry: '/edicoes/1/escolas/solicitacoes',
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
  const dialog = within(await screen.findByTestId('edit-request-dialog'));
  // The state and city of the request are shown by name.
  await waitFor(() => expect(dialog.getByRole('combobox', { name: /Cidade/ })).toHaveValue('São Paulo'));
  return dialog;
}

const errorsOf = (dialog: ReturnType<typeof within>) =>
  dialog.queryAllByText(/caracteres|obrigatório|dígitos/).map((e: HTMLElement) => e.textContent);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('EditRequestDialog', () => {
  it('starts from the request; saves only when valid and changed, with each rule’s message', async () => {
    const dialog = await openEdit(() => ({ body: { data: null } }));
    const name = dialog.getByRole('textbox', { name: /Nome da escola/ });
    const inep = dialog.getByRole('textbox', { name: /Código INEP/ });
    const save = dialog.getByRole('button', { name: 'Salvar' });
    expect(name).toHaveValue('Escola Quatro');
    expect(inep).toHaveValue('35000004');
    expect(dialog.getByRole('combobox', { name: /Estado/ })).toHaveValue('São Paulo');
    expect(dialog.getByRole('combobox', { name: /Dependência administrativa/ })).toHaveValue('state');
    expect(save).toBeDisabled(); // nothing changed

    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.tab();
    expect(await dialog.findByText('Este campo precisa ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(name, 'c'.repeat(99));
    await userEvent.tab();
    expect(await dialog.findByText('Este campo suporta no máximo até 100 caracteres')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'escola técnica estadual');
    expect(name).toHaveValue('Escola Técnica Estadual');

    await userEvent.clear(inep);
    await userEvent.tab();
    expect(await dialog.findByText('Campo obrigatório')).toBeInTheDocument();
    await userEvent.type(inep, '12a34567890');
    expect(inep).toHaveValue('1234567890');
    await userEvent.tab();
    expect(await dialog.findByText('Este campo suporta no máximo 9 dígitos.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(inep);
    await userEvent.type(inep, '123456789');
    await waitFor(() => expect(errorsOf(dialog)).toEqual([]));
    expect(save).toBeEnabled();

    await userEvent.click(save);
    expect(await dialog.findByTestId('edit-success')).toHaveTextContent('Solicitação alterada com sucesso!');
    const put = server.requests.findIndex((_, i) => server.methods[i] === 'PUT');
    expect(server.requests[put]!.pathname).toBe('/api/unit_requests/4');
  });

  it('an INEP code already a school is the exists state; Corrigir goes back to the form as typed', async () => {
    let body: unknown;
    const dialog = await openEdit((_, init) => {
      body = JSON.parse(init.body ?? 'null');
      return {
        status: 422,
        body: {
          errors: [
            {
              status: '422',
              code: 'inep_exists',
              detail: 'O código INEP já existe em nossa base de dados.',
              source: { pointer: '/data/attributes/inep_code' },
            },
          ],
        },
      };
    });
    const inep = dialog.getByRole('textbox', { name: /Código INEP/ });
    await userEvent.clear(inep);
    await userEvent.type(inep, '26173000');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByTestId('edit-exists')).toHaveTextContent(
      'O código INEP já existe em nossa base de dados.',
    );
    expect(body).toEqual({
      data: {
        type: 'unit_requests',
        attributes: {
          name: 'Escola Quatro',
          inep_code: '26173000',
          address_state_id: 35,
          address_city_id: 3550308,
          administration_type: 'state',
          edition_id: '1',
        },
      },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Corrigir' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Código INEP/ })).toBeVisible());
    expect(dialog.getByRole('textbox', { name: /Código INEP/ })).toHaveValue('26173000');
  });

  it('a failed save says "Não foi possível alterar esta solicitação no momento."', async () => {
    allowConsoleError(/\[school-requests\] edit failed/); // the failure is logged
    const dialog = await openEdit(() => ({
      status: 500,
      body: { errors: [{ status: '500', title: 'Erro' }] },
    }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Dependência administrativa/ }),
      'federal',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByTestId('edit-failure')).toHaveTextContent(
      'Não foi possível alterar esta solicitação no momento.',
    );
  });
});
