import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthStore } from 'shared-contracts/client';
import { rankingServer, type RankingServerOptions } from '../../../test/ranking-documents';
import { errorAnswer } from '../../../test/review-documents';
import { openArea, SIGNED_IN, setUpAreaTests } from '../../../test/review-harness';
import { HIDE_RANKING_SCORE_PROJECTS } from '../hide-score';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const ENTRY = '/edicoes/ativas/5/fases/31/classificados';

function open(
  options: RankingServerOptions = {},
  extra: { locale?: 'es' | 'pt-PT'; projectId?: number; entry?: string; area?: 'ativas' | 'inativas' } = {},
) {
  return openArea(rankingServer(options), { entry: extra.entry ?? ENTRY, ...extra });
}

const names = () => screen.getAllByTestId('ranking-row').map((r) => r.textContent);
const card = () => within(screen.getByTestId('own-rating'));
const findCard = async () => within(await screen.findByTestId('own-rating'));
const generalCalls = (api: ReturnType<typeof open>['api']) =>
  api.to('ratings').filter((r) => !r.url.searchParams.has('filter[user]'));

setUpAreaTests();

describe('RankingPage (/edicoes/ativas/{id}/fases/{testId}/classificados)', () => {
  it('shows "Fase N > Ranking" and the classified participants by name, 7 a page', async () => {
    const { api, intlErrors } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Ranking' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('ranking-row')).toHaveLength(7));
    expect(names()).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Eva Martins',
      'Fábio Nunes',
      'Gabi Rocha',
      'Iara Costa',
    ]);
    const table = within(screen.getByTestId('ranking-table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Participante']);
    expect(screen.getByRole('heading', { name: 'Classificação geral' })).toBeInTheDocument();

    expect(api.to('exams/31')[0]!.url.searchParams.get('include')).toBe('edition');
    expect(api.to('edition/5')[0]!.url.searchParams.get('include')).toBe('phases');
    const [general] = generalCalls(api);
    expect(Object.fromEntries(general!.url.searchParams)).toEqual({
      'filter[exam]': '31',
      'filter[is_ranked]': 'true',
      sort: 'user.name',
      'fields[ratings]': 'is_ranked,participant,category',
      'page[number]': '1',
      'page[size]': '7',
    });
    expect(intlErrors).toEqual([]);
  });

  it('shows "Sua Classificação" with the name, the score and "Classificado"', async () => {
    const { api } = open();
    expect(await (await findCard()).findByText('Ana Souza')).toBeInTheDocument();
    expect(card().getByRole('heading', { name: 'Sua Classificação' })).toBeInTheDocument();
    expect(card().getByTestId('own-rating-score')).toHaveTextContent('Nota: 8,5');
    expect(card().getByTestId('own-rating-status').textContent).toBe('✓Classificado');
    expect(card().getByTestId('own-rating-position')).toHaveTextContent('2º lugar na sua categoria');
    expect(card().getByTestId('own-rating-places')).toHaveTextContent('1º na sua escola · 2º no seu estado');
    const own = api.to('ratings').find((r) => r.url.searchParams.has('filter[user]'))!;
    expect(own.url.searchParams.get('filter[user]')).toBe('7');
    expect(own.url.searchParams.get('filter[exam]')).toBe('31');
    expect(own.url.searchParams.get('fields[ratings]')).toBe(
      'is_ranked,participant,category,score,category_position,school_position,state_position',
    );
  });

  it('says "Desclassificado" to a participant who was not classified', async () => {
    useAuthStore.setState({ user: { ...SIGNED_IN.user, id: '10', name: 'Daniel Reis' } });
    open();
    expect(await (await findCard()).findByText('Daniel Reis')).toBeInTheDocument();
    expect(card().getByTestId('own-rating-status').textContent).toBe('✗Desclassificado');
    expect(card().queryByTestId('own-rating-position')).not.toBeInTheDocument();
  });

  it('hides the score for a project listed in HIDE_RANKING_SCORE_PROJECTS', async () => {
    open({}, { projectId: HIDE_RANKING_SCORE_PROJECTS[0]! });
    expect(await (await findCard()).findByText('Ana Souza')).toBeInTheDocument();
    expect(card().getByTestId('own-rating-status')).toHaveTextContent('Classificado');
    expect(card().queryByTestId('own-rating-score')).not.toBeInTheDocument();
    expect(screen.queryByText(/8,5/)).not.toBeInTheDocument();
  });

  it('pages to page 2', async () => {
    const { api } = open();
    await waitFor(() => expect(screen.getAllByTestId('ranking-row')).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(names()).toEqual(['João Pires', 'Karen Melo']));
    expect(generalCalls(api).at(-1)!.url.searchParams.get('page[number]')).toBe('2');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by a category of the exam’s phase, back on page 1, and back to all with "Todas"', async () => {
    const { api } = open();
    await waitFor(() => expect(screen.getAllByTestId('ranking-row')).toHaveLength(7));
    const firstPage = names();
    const select = screen.getByLabelText('Categoria');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Regular', 'Aberta']);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(names()).toHaveLength(2));

    fireEvent.change(select, { target: { value: 'opened' } });
    await waitFor(() => expect(names()).toEqual(['Bruno Lima', 'Eva Martins', 'João Pires']));
    const last = generalCalls(api).at(-1)!.url.searchParams;
    expect(last.get('filter[category]')).toBe('opened');
    expect(last.get('page[number]')).toBe('1');

    const asked = generalCalls(api).length;
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(names()).toEqual(firstPage));
    // Page 1 of every category again: from the query cache, or asked for again without the filter.
    expect(
      generalCalls(api)
        .slice(asked)
        .filter((c) => c.url.searchParams.has('filter[category]')),
    ).toEqual([]);
  });

  it('says the ranking is not available when the list is empty', async () => {
    open({ ratings: [] });
    expect(await screen.findByTestId('ranking-unavailable')).toHaveTextContent('Ranking não disponível.');
    expect(screen.queryByTestId('ranking-table')).not.toBeInTheDocument();
    expect(await (await findCard()).findByText('Você não tem classificação nesta fase.')).toBeInTheDocument();
  });

  it('says the ranking is not available before its release (meta.available false)', async () => {
    open({ ownAvailable: false, rankingAvailable: false });
    expect(await screen.findByTestId('ranking-unavailable')).toHaveTextContent('Ranking não disponível.');
    expect(
      await (await findCard()).findByText('Sua classificação ainda não está disponível.'),
    ).toBeInTheDocument();
  });

  it('is also served under /edicoes/inativas, linking back there', async () => {
    open({}, { entry: '/edicoes/inativas/5/fases/31/classificados', area: 'inativas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Ranking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute(
      'href',
      '/edicoes/inativas/5',
    );
  });

  it('denies a user not subscribed to the edition, and says an unknown exam was not found', async () => {
    const denied = open({ examAnswer: errorAnswer(403, 'exam.error.notSubscribed') });
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
    denied.unmount();
    open({ exam: null }, { entry: '/edicoes/inativas/5/fases/31/classificados', area: 'inativas' });
    const notFound = within(await screen.findByTestId('exam-not-found'));
    expect(notFound.getByRole('heading', { name: 'Prova não encontrada' })).toBeInTheDocument();
    expect(notFound.getByRole('link', { name: 'Voltar para edições inativas' })).toHaveAttribute(
      'href',
      '/edicoes/inativas',
    );
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    const es = open({}, { locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Tu clasificación' })).toBeInTheDocument();
    expect(await (await findCard()).findByText('Clasificado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('ranking-row')).toHaveLength(7));
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = open({ ratings: [] }, { locale: 'pt-PT' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Classificação' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Classificação não disponível.')).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
