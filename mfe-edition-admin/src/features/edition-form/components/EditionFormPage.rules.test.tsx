import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { Toaster, toaster } from 'shared-contracts/ui';
import { allowConsoleError } from 'shared-contracts/testing';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import {
  editionFormServer,
  openTab,
  storedEditionDocument,
  testFile,
  withNodeFormData,
} from '../../../test/edition-form-server';
import { EditEditionPage, NewEditionPage } from './EditionFormPage';

jest.setTimeout(60_000);
withNodeFormData();
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

let server: ReturnType<typeof editionFormServer>;
const fieldOf = (name: string) => within(screen.getByTestId(`field-${name}`));
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

function openNew() {
  server = editionFormServer(() => undefined);
  return renderRoute(
    <>
      <NewEditionPage />
      <Toaster />
    </>,
    { path: '/admin/edicoes/nova', entry: '/admin/edicoes/nova' },
  );
}

function openEdit(answer: Parameters<typeof editionFormServer>[0], entry = '/edicoes/5/editar') {
  server = editionFormServer(answer);
  return renderRoute(
    <>
      <EditEditionPage />
      <Toaster />
    </>,
    { path: '/edicoes/:id/editar', entry },
  );
}

const serveStored =
  (more: Parameters<typeof editionFormServer>[0] = () => undefined, doc = storedEditionDocument()) =>
  (r: Parameters<Parameters<typeof editionFormServer>[0]>[0]) =>
    r.method === 'GET' && r.path === 'edition/5' ? { body: doc } : more(r);

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

describe('The edition form rules', () => {
  it('shows each rule message under its field as the user types', async () => {
    const user = userEvent.setup();
    const { intlErrors } = openNew();
    await screen.findByTestId('edition-form');
    await user.type(fieldOf('description').getByRole('textbox'), 'ab');
    expect(
      fieldOf('description').getByText('A descrição deve ter entre 3 e 100 caracteres'),
    ).toBeInTheDocument();
    await user.type(fieldOf('description').getByRole('textbox'), 'c');
    expect(fieldOf('description').queryByText(/A descrição deve ter/)).not.toBeInTheDocument();

    const zone = fieldOf('time_zone').getByRole('combobox');
    await waitFor(() =>
      expect(within(zone).getByRole('option', { name: 'Europe/Lisbon' })).toBeInTheDocument(),
    );
    fireEvent.change(zone, { target: { value: 'America/Sao_Paulo' } });
    fireEvent.change(fieldOf('start_registration').getByLabelText(/Data de início/), {
      target: { value: '2020-03-01T09:00' },
    });
    fireEvent.change(fieldOf('end_registration').getByLabelText(/Data de fim/), {
      target: { value: '2020-02-01T09:00' },
    });
    fireEvent.change(fieldOf('results_due').getByLabelText(/Data do resultado/), {
      target: { value: '2020-02-01T10:00' },
    });
    await waitFor(() =>
      expect(
        fieldOf('start_registration').getByText(/^Deve ser após a data \d\d\/\d\d\/\d{4}$/),
      ).toBeInTheDocument(),
    );
    expect(fieldOf('end_registration').getByText('Deve ser após 01/03/2020 09:00')).toBeInTheDocument();
    expect(fieldOf('results_due').getByText('Deve ser após a data 02/02/2020')).toBeInTheDocument();

    fireEvent.change(fieldOf('start_registration').getByLabelText(/Data de início/), {
      target: { value: '' },
    });
    expect(fieldOf('start_registration').getByText('Campo obrigatório')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar vídeo' }));
    await user.type(screen.getByRole('textbox', { name: /Link do vídeo/ }), 'video');
    expect(screen.getByText('Informe um link válido, começando com http:// ou https://')).toBeInTheDocument();

    await openTab('Fases');
    await user.click(screen.getByRole('button', { name: 'Adicionar fase' }));
    const phase = within(screen.getByTestId('phase-row'));
    expect(phase.getByText('Escolha ao menos uma categoria para a fase')).toBeInTheDocument();
    expect(phase.queryByRole('spinbutton', { name: /Limite de membros/ })).not.toBeInTheDocument();
    await user.click(phase.getByRole('checkbox', { name: 'Em grupo' }));
    expect(phase.getByRole('spinbutton', { name: /Limite de membros/ })).toBeInTheDocument();
    expect(phase.getByText('Informe o limite de membros do grupo (ao menos 1)')).toBeInTheDocument();
    await user.type(phase.getByRole('spinbutton', { name: /Limite de membros/ }), '3');
    expect(phase.queryByText(/Informe o limite/)).not.toBeInTheDocument();
    await user.click(phase.getByRole('checkbox', { name: 'Em grupo' }));
    expect(phase.queryByRole('spinbutton', { name: /Limite de membros/ })).not.toBeInTheDocument();

    await openTab('Certificados');
    await user.click(screen.getByRole('button', { name: 'Adicionar conquista' }));
    const achievement = within(screen.getByTestId('achievement-row'));
    await user.type(achievement.getByRole('spinbutton', { name: /Nota mínima/ }), '5');
    await user.type(achievement.getByRole('spinbutton', { name: /Nota máxima/ }), '2');
    expect(achievement.getByText('A nota mínima não pode ser maior que a nota máxima')).toBeInTheDocument();
    expect(achievement.getByText('Informe o nome da conquista')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Modelo de certificado/), {
      target: { files: [testFile('x', 'certificado.pdf', 'application/pdf')] },
    });
    expect(screen.getByText('O modelo de certificado deve ser um arquivo .html.erb')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(intlErrors).toEqual([]);
  });

  it('lets an achievement template be chosen only once a certificate template exists or was chosen', async () => {
    const user = userEvent.setup();
    openNew();
    await screen.findByTestId('edition-form');
    await openTab('Certificados');
    await user.click(screen.getByRole('button', { name: 'Adicionar conquista' }));
    const achievement = within(screen.getByTestId('achievement-row'));
    expect(achievement.getByLabelText(/Modelo da conquista/)).toBeDisabled();
    expect(
      achievement.getByText('Escolha um modelo de certificado antes de adicionar modelos de conquistas'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Modelo de certificado/), {
      target: { files: [testFile('<p></p>', 'certificado.html.erb', 'text/html')] },
    });
    expect(achievement.getByLabelText(/Modelo da conquista/)).toBeEnabled();
  });

  it('refuses a coordinator twice, and offers to create one for an unknown e-mail', async () => {
    const user = userEvent.setup();
    openNew();
    const email = await screen.findByRole('textbox', { name: /E-mail do coordenador/ });
    const add = screen.getByRole('button', { name: 'Adicionar' });
    await user.type(email, 'ana@');
    expect(add).toBeDisabled();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    await user.type(email, 'escola.org');
    await user.click(add);
    expect(
      await within(screen.getByTestId('coordinator-list')).findByText('ana@escola.org'),
    ).toBeInTheDocument();
    await user.type(email, 'ANA@escola.org');
    expect(
      screen.getByText('Este email já foi adicionado à lista de coordenadores para esta edição.'),
    ).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'novo@outra.org');
    await user.click(add);
    expect(await screen.findByText('Não há coordenador cadastrado com este e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar novo coordenador' })).toHaveAttribute(
      'href',
      '/admin/coordenadores/nova?edicao=nova',
    );
    // The typing so far waits in the draft for the return from that page.
    expect(JSON.parse(sessionStorage.getItem('edition-form-draft:nova')!).values.coordinators_emails).toEqual(
      ['ana@escola.org'],
    );

    await user.click(screen.getByRole('button', { name: 'Remover ana@escola.org' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByTestId('coordinator-list')).not.toBeInTheDocument());
  });
});

describe('Leaving the form', () => {
  it('keeps the typing as a draft when the page is left, and forgets it on Cancel', async () => {
    const user = userEvent.setup();
    const first = openNew();
    await user.type(await screen.findByRole('textbox', { name: /^Descrição\s*\*?$/ }), 'OBIA 2031');
    first.unmount();
    server.restore();
    openNew();
    expect(await screen.findByRole('textbox', { name: /^Descrição\s*\*?$/ })).toHaveValue('OBIA 2031');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/edicoes');
    expect(sessionStorage.getItem('edition-form-draft:nova')).toBeNull();
  });
});

describe('Editing an edition', () => {
  it('shows the server 422 at its field and opens the tab holding it', async () => {
    const user = userEvent.setup();
    openEdit(
      serveStored((r) =>
        r.method === 'PATCH' && r.path === 'editions/5'
          ? {
              status: 422,
              body: {
                errors: [
                  {
                    status: '422',
                    code: 'editionForm.error.phaseInUse',
                    title: 'Unprocessable',
                    detail: 'Fase já está em uso.',
                    source: { pointer: '/data/attributes/phases/0' },
                  },
                  {
                    status: '422',
                    code: 'editionForm.validation.descriptionLength',
                    detail: 'A descrição deve ter entre 3 e 100 caracteres',
                    source: { pointer: '/data/attributes/description' },
                  },
                ],
              },
            }
          : undefined,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Edição' })).toBeInTheDocument();
    expect(fieldOf('description').getByRole('textbox')).toHaveValue('OBIA 2027');
    // Stored dates show in the edition's zone.
    expect(fieldOf('start_registration').getByLabelText(/Data de início/)).toHaveValue('2027-03-01T09:00');
    await user.type(fieldOf('description').getByRole('textbox'), ' B');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Fases' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(within(screen.getByTestId('phase-0-error')).getByText('Fase já está em uso.')).toBeInTheDocument();
    expect(
      fieldOf('description').getByText('A descrição deve ter entre 3 e 100 caracteres'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContain('Fase já está em uso.'));
    const patch = server.calls('PATCH', 'editions/5')[0]!;
    expect(JSON.parse(patch.parts!['data[attributes]'] as string)).toMatchObject({
      description: 'OBIA 2027 B',
      coordinators_emails: ['c1@escola.org'],
      phases: [{ phase: 1, categories: ['regular'] }],
      achievements: [{ name: 'Ouro', min_score: 8, max_score: 10 }],
    });
  });

  it('tells a duplicate edition and a failure apart', async () => {
    const user = userEvent.setup();
    let status = 409;
    openEdit(
      serveStored((r) =>
        r.method === 'PATCH'
          ? {
              status,
              body: {
                errors: [
                  {
                    status: String(status),
                    code: 'editionForm.duplicate',
                    detail: 'Já existe uma edição idêntica.',
                  },
                ],
              },
            }
          : undefined,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Descrição\s*\*?$/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts()).toContain('Já existe uma edição idêntica.'));
    allowConsoleError(/\[edition form\] save failed/);
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Não foi possível completar sua solicitação no momento. Tente novamente mais tarde.',
      ),
    );
  });

  it('deletes a stored achievement template after a confirmation', async () => {
    const user = userEvent.setup();
    openEdit(serveStored((r) => (r.method === 'DELETE' ? { status: 204 } : undefined)));
    await screen.findByTestId('edition-form');
    await openTab('Certificados');
    expect(screen.getByText('Arquivo atual: certificado.html.erb')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir modelo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Excluir o modelo ouro.html.erb? A conquista continua, sem modelo.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir modelo' }));
    await waitFor(() => expect(screen.queryByText('Arquivo atual: ouro.html.erb')).not.toBeInTheDocument());
    expect(server.calls('DELETE', 'editions/5/achievement_templates/t9')).toHaveLength(1);
  });

  it('shows a coordinator not listed on the edition the no-authorization view', async () => {
    useAuthStore.setState({ user: userWith('C2', 'coordinator') });
    openEdit(serveStored());
    expect(await screen.findByText('Você não possui autorização.')).toBeInTheDocument();
    expect(
      screen.getByText('Você não possui autorização necessária para alterar os dados dessa edição.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '/edicoes');
    expect(screen.queryByTestId('edition-form')).not.toBeInTheDocument();
  });

  it('lets a listed coordinator edit without the coordinators section', async () => {
    useAuthStore.setState({ user: userWith('C1', 'coordinator') });
    openEdit(serveStored());
    expect(await screen.findByTestId('edition-form')).toBeInTheDocument();
    expect(screen.queryByTestId('coordinators-section')).not.toBeInTheDocument();
  });

  it('answers an unknown edition with the not-found message and the way to the default path', async () => {
    openEdit(serveStored(), '/edicoes/999/editar');
    expect(await screen.findByText('Edição não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/admin/edicoes');
  });

  it('opens the tab of the aba parameter', async () => {
    openEdit(serveStored(), '/edicoes/5/editar?aba=2');
    await screen.findByTestId('edition-form');
    expect(screen.getByRole('tab', { name: 'Certificados' })).toHaveAttribute('aria-selected', 'true');
  });
});
