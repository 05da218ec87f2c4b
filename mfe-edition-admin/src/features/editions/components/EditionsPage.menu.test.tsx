import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { editionsDocument, userWith, type EditionFixture } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { EditionListPage } from './EditionsPage';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const coordinated: EditionFixture = {
  id: '1',
  description: 'OBIA',
  coordinators: [{ id: 'u1', name: 'Ana', fractal_id: 'C1' }],
};
const other: EditionFixture = {
  id: '2',
  description: 'OBIA Júnior',
  coordinators: [{ id: 'u2', name: 'Bia', fractal_id: 'C2' }],
};

let server: StubbedFetch;
const rows = () => screen.getAllByTestId('edition-row');
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(`2026 - ${name}`))!;

function renderList() {
  server = stubFetch(() => ({ body: editionsDocument([coordinated, other]) }));
  return renderRoute(<EditionListPage />, { path: '/edicoes', entry: '/edicoes' });
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('edition list row menu', () => {
  it('shows admins the menu on every row, with Ver and Editar, and the "Criar Edição" button', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Ações' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Criar Edição' })).toHaveAttribute('href', '/admin/edicoes/nova');

    await user.click(within(rowOf('OBIA Júnior')).getByRole('button', { name: 'Ações' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toHaveAttribute('href', '/edicoes/2');
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveAttribute('href', '/edicoes/2/editar');
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).not.toBeInTheDocument();
  });

  it('shows a coordinator the menu only on the edition they coordinate, and no "Criar Edição"', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: userWith('C1', 'coordinator') });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Ações' })).toHaveLength(1);
    expect(within(rowOf('OBIA Júnior')).queryByRole('button', { name: 'Ações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar Edição' })).not.toBeInTheDocument();

    await user.click(within(rowOf('OBIA')).getByRole('button', { name: 'Ações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ver' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/1');
  });

  it('shows other users no menu at all', async () => {
    useAuthStore.setState({ user: userWith('S1', 'student') });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Ações' })).not.toBeInTheDocument();
  });
});
