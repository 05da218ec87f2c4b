import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { Route, Routes, Toaster, toaster, useLocation } from 'shared-contracts/ui';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { editionFormServer, openTab, testFile, withNodeFormData } from '../../../test/edition-form-server';
import { NewEditionPage } from './EditionFormPage';

jest.setTimeout(60_000);
withNodeFormData();
// jsdom has no PointerEvent; Zag's pointer handlers (tabs, dialogs) build one.
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

let server: ReturnType<typeof editionFormServer>;

function Probe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname}${location.search}`}</p>;
}

function openNew() {
  return renderRoute(
    <>
      <Routes>
        <Route path="/admin/edicoes/nova" element={<NewEditionPage />} />
        <Route path="/edicoes/:id/editar" element={<Probe />} />
      </Routes>
      <Toaster />
    </>,
    { path: '/*', entry: '/admin/edicoes/nova' },
  );
}

export const field = (name: RegExp) => screen.getByRole('textbox', { name });

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

describe('Creating an edition', () => {
  it('fills every tab, sends the multipart parts and opens the new edition on the phases tab', async () => {
    const user = userEvent.setup();
    server = editionFormServer((r) =>
      r.method === 'POST' && r.path === 'editions'
        ? {
            status: 201,
            body: { data: { type: 'editions', id: '42', attributes: { description: 'OBIA 2030' } } },
          }
        : undefined,
    );
    const { intlErrors } = openNew();
    expect(await screen.findByRole('heading', { level: 1, name: 'Criar Edição' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();

    await user.type(field(/^Descrição\s*\*?$/), 'OBIA 2030');
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2030-03-01T09:00' } });
    fireEvent.change(screen.getByLabelText(/^Data de fim/), { target: { value: '2030-05-01T18:00' } });
    fireEvent.change(screen.getByLabelText(/^Data do resultado/), { target: { value: '2030-06-01T12:00' } });
    fireEvent.change(screen.getByLabelText(/^Logo/), {
      target: { files: [testFile('png', 'logo.png', 'image/png')] },
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Brasil' }));
    const zone = screen.getByRole('combobox', { name: /Fuso horário/ });
    await waitFor(() =>
      expect(within(zone).getByRole('option', { name: 'America/Manaus' })).toBeInTheDocument(),
    );
    fireEvent.change(zone, { target: { value: 'America/Sao_Paulo' } });

    await user.click(screen.getByRole('button', { name: 'Adicionar vídeo' }));
    await user.type(field(/^Descrição do vídeo/), 'Abertura');
    await user.type(screen.getByRole('textbox', { name: /^Link do vídeo/ }), 'https://video.example/1');

    await user.type(screen.getByRole('textbox', { name: /E-mail do coordenador/ }), 'Ana@Escola.org');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(
      await within(screen.getByTestId('coordinator-list')).findByText('ana@escola.org'),
    ).toBeInTheDocument();

    await openTab('Fases');
    await user.click(screen.getByRole('button', { name: 'Adicionar fase' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar fase' }));
    const [one, two] = screen.getAllByTestId('phase-row');
    expect(within(one!).getByText('Fase 1')).toBeInTheDocument();
    expect(within(two!).getByText('Fase 2')).toBeInTheDocument();
    await user.click(within(one!).getByRole('checkbox', { name: 'Regular' }));
    await user.click(within(two!).getByRole('checkbox', { name: 'Em grupo' }));
    await user.type(within(two!).getByRole('spinbutton', { name: /Limite de membros/ }), '4');

    await openTab('Certificados');
    fireEvent.change(screen.getByLabelText(/^Modelo de certificado/), {
      target: { files: [testFile('<p><%= name %></p>', 'certificado.html.erb', 'text/html')] },
    });
    await user.click(screen.getByRole('button', { name: 'Adicionar conquista' }));
    const achievement = within(screen.getByTestId('achievement-row'));
    await user.type(achievement.getByRole('textbox', { name: /^Nome/ }), 'Ouro');
    await user.type(achievement.getByRole('spinbutton', { name: /Nota mínima/ }), '8');
    await user.type(achievement.getByRole('spinbutton', { name: /Nota máxima/ }), '10');
    fireEvent.change(achievement.getByLabelText(/Modelo da conquista/), {
      target: { files: [testFile('<p><%= achievement %></p>', 'ouro.html.erb', 'text/html')] },
    });

    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByTestId('probe')).toHaveTextContent('/edicoes/42/editar?aba=1');
    const [post] = server.calls('POST', 'editions');
    const parts = post!.parts!;
    expect(Object.keys(parts).sort()).toEqual(
      [
        'achievement_templates[0]',
        'certificate_template',
        'data[attributes]',
        'data[relationships]',
        'data[type]',
        'logo',
      ].sort(),
    );
    expect(parts['data[type]']).toBe('editions');
    expect(JSON.parse(parts['data[attributes]'] as string)).toEqual({
      description: 'OBIA 2030',
      start_registration: '2030-03-01T12:00:00.000Z',
      end_registration: '2030-05-01T21:00:00.000Z',
      results_due: '2030-06-01T15:00:00.000Z',
      time_zone: 'America/Sao_Paulo',
      country_ids: ['1'],
      coordinators_emails: ['ana@escola.org'],
      phases: [
        { phase: 1, categories: ['regular'], additional_data: { member_limit: null } },
        { phase: 2, categories: ['in_group'], additional_data: { member_limit: 4 } },
      ],
      achievements: [{ name: 'Ouro', min_score: 8, max_score: 10 }],
      videos: [{ description: 'Abertura', url: 'https://video.example/1' }],
    });
    expect(JSON.parse(parts['data[relationships]'] as string)).toEqual({
      countries: { data: [{ type: 'countries', id: '1' }] },
    });
    expect(parts.logo).toMatchObject({ name: 'logo.png', type: 'image/png' });
    expect(parts.certificate_template).toMatchObject({ name: 'certificado.html.erb' });
    expect(parts['achievement_templates[0]']).toMatchObject({ name: 'ouro.html.erb' });
    expect(server.calls('GET', 'coordinators')[0]!.url.searchParams.get('filter[email]')).toBe(
      'ana@escola.org',
    );
    expect(server.calls('GET', 'time_zones').at(-1)!.url.searchParams.get('filter[country_id]')).toBe('1');
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toContain('Edição salva com sucesso!');
    expect(sessionStorage.length).toBe(0);
    expect(intlErrors).toEqual([]);
  });
});
