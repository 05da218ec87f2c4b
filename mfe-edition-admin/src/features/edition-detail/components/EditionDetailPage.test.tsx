import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { editionDocument, userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { EditionDetailPage } from './EditionDetailPage';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const coordinators = [
  { id: 'u1', name: 'Ana Souza', fractal_id: 'C1' },
  { id: 'u2', name: 'Bruno Lima', fractal_id: 'C9' },
];

let server: StubbedFetch;

function serveEdition() {
  server = stubFetch((url) =>
    url.pathname === '/api/edition/1'
      ? { body: editionDocument(coordinators) }
      : {
          status: 404,
          body: { errors: [{ status: '404', title: 'Not Found', detail: 'error_edition_not_found' }] },
        },
  );
}

function renderDetail(entry = '/edicoes/1', path = '/edicoes/:id') {
  serveEdition();
  return renderRoute(<EditionDetailPage />, { path, entry });
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('EditionDetailPage', () => {
  it('shows an admin the edition with its dates, people, phases and exams', async () => {
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    const { intlErrors } = renderDetail('/admin/edicoes/1', '/admin/edicoes/:id');

    expect(await screen.findByRole('heading', { level: 1, name: '2026 - OBIA 2026' })).toBeInTheDocument();
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/api/edition/1');
    expect(url.searchParams.get('include')).toBe('coordinators,countries,time_zone,phases,exams');
    expect(screen.getByRole('link', { name: 'Voltar para Edições' })).toHaveAttribute(
      'href',
      '/admin/edicoes',
    );

    const dates = within(screen.getByTestId('edition-dates'));
    // 02:30 UTC on 1 March is still 28 February in São Paulo.
    expect(dates.getByText('28/02/2026 às 23:30')).toBeInTheDocument();
    expect(dates.getByText('30/04/2026 às 18:00')).toBeInTheDocument();
    expect(dates.getByText('10/05/2026 às 09:00')).toBeInTheDocument();
    expect(dates.getByText('30/06/2026 às 12:00')).toBeInTheDocument();
    expect(dates.getByText('America/Sao_Paulo')).toBeInTheDocument();
    expect(dates.getByText('Disponível desde 01/07/2026 às 10:00')).toBeInTheDocument();

    const people = within(screen.getByTestId('edition-coordinators'));
    expect(people.getByText('Ana Souza')).toBeInTheDocument();
    expect(people.getByText('c9@x.dev')).toBeInTheDocument();
    expect(within(screen.getByTestId('edition-countries')).getByText('Portugal')).toBeInTheDocument();

    const phases = screen.getAllByTestId('edition-phase').map((p) => p.textContent);
    expect(phases).toEqual(['Fase 1RegularAberta', 'Fase 2Em grupoAté 5 integrantes por grupo']);

    const exams = screen.getAllByTestId('edition-exam').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(exams).toEqual([
      ['Prova da fase 1', '1', 'Digital', '10/05/2026 às 09:00 a 10/05/2026 às 12:00', 'Finalizada'],
      ['Projeto em grupo', '2', 'Presencial', '01/06/2026 às 09:00 a 10/06/2026 às 09:00', 'Agendada'],
    ]);
    expect(intlErrors).toEqual([]);
  });

  it('offers Editar to the edition form and the six tiles to their routes', async () => {
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/edicoes/1/editar');
    const tiles = within(screen.getByRole('navigation', { name: 'Gestão da edição' }));
    expect(tiles.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Provas', '/edicoes/1/provas'],
      ['Classificados', '/edicoes/1/provas?modo=participantes'],
      ['Gerar Resultados', '/admin/edicoes/1/resultados/gerar'],
      ['Solicitações', '/edicoes/1/escolas/solicitacoes'],
      ['Notificações', '/admin/edicoes/1/notificacoes'],
      ['Relatórios', '/admin/edicoes/1/relatorios'],
    ]);
  });

  it('shows a coordinator listed on the edition the detail, with the way back to /edicoes', async () => {
    useAuthStore.setState({ user: userWith('C1', 'coordinator') });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: '2026 - OBIA 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Edições' })).toHaveAttribute('href', '/edicoes');
  });

  it('tells a coordinator not listed on the edition they have no authorization, with Fechar to /edicoes', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: userWith('C2', 'coordinator') });
    renderDetail();
    expect(await screen.findByText('Você não possui autorização.')).toBeInTheDocument();
    expect(
      screen.getByText('Você não possui autorização necessária para alterar os dados dessa edição.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('edition-detail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Fechar' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/edicoes$/);
  });

  it('answers an unknown edition with the not-found message and a button to the default path', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    renderDetail('/edicoes/999');
    expect(await screen.findByText('Edição não encontrada.')).toBeInTheDocument();
    expect(screen.queryByTestId('edition-detail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar ao início' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/admin\/edicoes$/);
  });
});
