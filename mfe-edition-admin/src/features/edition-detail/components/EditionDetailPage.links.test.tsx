import { screen, within } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { editionDocument, userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { EditionDetailPage } from './EditionDetailPage';

jest.setTimeout(30_000);

let server: StubbedFetch;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  server = stubFetch(() => ({ body: editionDocument([{ id: 'u1', name: 'Ana', fractal_id: 'C1' }]) }));
});
afterEach(() => server.restore());

describe('EditionDetailPage links', () => {
  it('offers admins Gerenciar dados, Editar and every tile', async () => {
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    renderRoute(<EditionDetailPage />, { path: '/edicoes/:id', entry: '/edicoes/1' });
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/edicoes/1/editar');
    expect(screen.getByRole('button', { name: 'Gerenciar dados' })).toBeInTheDocument();
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

  it('offers a listed coordinator Gerenciar dados, Editar and the tiles outside /admin', async () => {
    useAuthStore.setState({ user: userWith('C1', 'coordinator') });
    renderRoute(<EditionDetailPage />, { path: '/edicoes/:id', entry: '/edicoes/1' });
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerenciar dados' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('navigation', { name: 'Gestão da edição' }));
    expect(tiles.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Provas',
      'Classificados',
      'Solicitações',
    ]);
  });
});
