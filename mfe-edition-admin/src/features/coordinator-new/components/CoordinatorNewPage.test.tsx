import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { Link, Route, Routes, Toaster, toaster, useLocation } from 'shared-contracts/ui';
import { allowConsoleError } from 'shared-contracts/testing';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { editionFormServer } from '../../../test/edition-form-server';
import { NewEditionPage } from '../../edition-form/components/EditionFormPage';
import { CoordinatorNewPage } from './CoordinatorNewPage';

jest.setTimeout(60_000);

let server: ReturnType<typeof editionFormServer>;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

function open(entry: string, status = 201) {
  server = editionFormServer((r) =>
    r.method === 'POST' && r.path === 'coordinators'
      ? status === 201
        ? { status, body: { data: { type: 'users', id: 'u9', attributes: { email: 'nova@escola.org' } } } }
        : { status, body: { errors: [{ status: String(status), title: 'Erro' }] } }
      : undefined,
  );
  return renderRoute(
    <>
      <Routes>
        <Route path="/admin/coordenadores/nova" element={<CoordinatorNewPage />} />
        <Route path="/admin/edicoes/nova" element={<NewEditionPage />} />
        <Route path="/origem" element={<Link to="/admin/coordenadores/nova">Novo</Link>} />
        <Route path="*" element={<Landed />} />
      </Routes>
      <Toaster />
    </>,
    { path: '/*', entry },
  );
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  sessionStorage.clear();
  useAuthStore.setState({ user: userWith('A1', 'admin') });
});
afterEach(() => {
  server?.restore();
  toaster.remove();
});

describe('New coordinator page', () => {
  it('saves the e-mail and returns to the new edition form with the typing restored and the coordinator added', async () => {
    const user = userEvent.setup();
    // The form's draft, as it was left when the user followed "Cadastrar novo coordenador".
    const draft = {
      description: 'OBIA 2030',
      start_registration: '',
      end_registration: '',
      results_due: '',
      time_zone: 'America/Sao_Paulo',
      country_ids: [],
      coordinators_emails: ['ana@escola.org'],
      phases: [],
      achievements: [],
      videos: [],
    };
    sessionStorage.setItem('edition-form-draft:nova', JSON.stringify({ values: draft }));
    const { intlErrors } = open('/admin/coordenadores/nova?edicao=nova');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await user.type(email, 'nova@');
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    await user.type(email, 'Escola.org');
    await user.click(save);

    expect(await screen.findByRole('heading', { level: 1, name: 'Criar Edição' })).toBeInTheDocument();
    expect(server.calls('POST', 'coordinators')[0]!.body).toEqual({
      data: { type: 'coordinators', attributes: { email: 'nova@escola.org' } },
    });
    await waitFor(() => expect(toasts()).toContain('Coordenador salvo com sucesso!'));
    expect(screen.getByRole('textbox', { name: /^Descrição\s*\*?$/ })).toHaveValue('OBIA 2030');
    const list = within(screen.getByTestId('coordinator-list'));
    expect(list.getByText('ana@escola.org')).toBeInTheDocument();
    expect(list.getByText('nova@escola.org')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('returns to the edition being edited', async () => {
    const user = userEvent.setup();
    open('/admin/coordenadores/nova?edicao=5');
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'nova@escola.org');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/5/editar');
    expect(JSON.parse(sessionStorage.getItem('edition-form-draft:5')!)).toEqual({
      addedCoordinators: ['nova@escola.org'],
    });
  });

  it('goes back where the user came from without an edition reference', async () => {
    const user = userEvent.setup();
    open('/origem');
    await user.click(await screen.findByRole('link', { name: 'Novo' }));
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'nova@escola.org');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('link', { name: 'Novo' })).toBeInTheDocument();
    expect(server.calls('POST', 'coordinators')).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('says so when the save fails, and stays', async () => {
    allowConsoleError(/\[coordinator\] save failed/);
    const user = userEvent.setup();
    open('/admin/coordenadores/nova?edicao=nova', 500);
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'nova@escola.org');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Não foi possível completar sua solicitação no momento. Tente novamente mais tarde.',
      ),
    );
    expect(screen.getByTestId('coordinator-new')).toBeInTheDocument();
  });
});
