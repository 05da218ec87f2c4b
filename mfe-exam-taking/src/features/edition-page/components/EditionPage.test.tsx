import { fireEvent, screen, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { editionDocument, notFoundDocument, type EditionFixture } from '../../../test/exam-documents';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { ActiveEditionArea } from '../../../app/edition-area/ActiveEditionArea';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const exams: EditionFixture['exams'] = [
  {
    id: '31',
    phase: 1,
    status: 'expired',
    description: 'Primeira fase',
    start_date: '2026-03-10T12:00:00Z',
    end_date: '2026-03-10T15:00:00Z',
  },
  {
    id: '32',
    phase: 2,
    status: 'in_progress',
    description: 'Segunda fase',
    start_date: '2026-05-10T12:00:00Z',
    end_date: '2026-05-10T15:00:00Z',
    time_limit: 120,
  },
  {
    id: '33',
    phase: 3,
    status: 'upcoming',
    kind: 'presential',
    start_date: '2026-08-01T13:00:00Z',
    end_date: '2026-08-01T17:00:00Z',
    time_limit: null,
  },
];

let server: StubbedFetch;

function open(fixture: EditionFixture | null, entry = '/edicoes/ativas/5', locale?: 'es' | 'pt-PT') {
  server = stubFetch((url) =>
    url.pathname === '/api/edition/5' && fixture
      ? { body: editionDocument(fixture) }
      : notFoundDocument('error_edition_not_found'),
  );
  return renderRoute(<ActiveEditionArea />, {
    path: '/edicoes/ativas/*',
    entry,
    ...(locale ? { locale } : {}),
  });
}

const section = (testId: string) => within(screen.getByTestId(testId));

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('EditionPage (/edicoes/ativas/{id})', () => {
  it('asks for the edition with its exams, videos, phases and the user’s inscriptions', async () => {
    const { intlErrors } = open({ exams });
    expect(await screen.findByRole('heading', { level: 1, name: '2026 - OBIA' })).toBeInTheDocument();
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/api/edition/5');
    expect(url.searchParams.get('include')).toBe('exams,videos,phases,inscriptions');
    expect(intlErrors).toEqual([]);
  });

  it('shows the subscription data, with "Editar inscrição" while registration is open', async () => {
    open({ exams, inscription: { category: 'regular', created_at: '2026-03-02T02:00:00Z' } });
    await screen.findByTestId('edition-subscription');
    const subscription = section('edition-subscription');
    expect(subscription.getByRole('heading', { name: 'Dados da inscrição' })).toBeInTheDocument();
    expect(subscription.getByText('Regular')).toBeInTheDocument();
    // 02:00 UTC on 2 March is still 1 March in São Paulo.
    expect(subscription.getByText('Inscrito em 01/03/2026')).toBeInTheDocument();
    expect(subscription.getByRole('link', { name: 'Editar inscrição' })).toHaveAttribute(
      'href',
      '/inscricoes/5/estudante',
    );
  });

  it('offers no edit once registration is closed', async () => {
    open({ exams, open: false });
    await screen.findByTestId('edition-subscription');
    expect(section('edition-subscription').queryByRole('link', { name: 'Editar inscrição' })).toBeNull();
  });

  it('sorts exams into ongoing, next and finished cards linking to their detail', async () => {
    open({ exams });
    await screen.findByTestId('exams-ongoing');
    const ongoing = section('exams-ongoing');
    expect(ongoing.getByRole('heading', { name: 'Provas em andamento' })).toBeInTheDocument();
    const card = within(ongoing.getByRole('article', { name: 'Fase 2' }));
    expect(card.getByText('Segunda fase')).toBeInTheDocument();
    expect(card.getByText('10/05/2026 09:00 a 10/05/2026 12:00')).toBeInTheDocument();
    expect(card.getByText('Duração: 120 minutos')).toBeInTheDocument();
    expect(card.getByText('Digital')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Acessar' })).toHaveAttribute('href', '/edicoes/ativas/5/fases/32');

    const next = within(section('exams-next').getByRole('article', { name: 'Fase 3' }));
    expect(next.getByText('Presencial')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Acessar' })).toHaveAttribute('href', '/edicoes/ativas/5/fases/33');

    const finished = within(section('exams-finished').getByRole('article', { name: 'Fase 1' }));
    expect(finished.getByRole('link', { name: 'Acessar' })).toHaveAttribute(
      'href',
      '/edicoes/ativas/5/fases/31',
    );

    fireEvent.click(card.getByRole('link', { name: 'Acessar' }));
    expect(await screen.findByRole('heading', { name: 'Prova não encontrada' })).toBeInTheDocument();
  });

  it('says so when a group has no exams', async () => {
    open({ exams: [] });
    expect(await screen.findByText('Nenhuma prova em andamento.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma prova agendada.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma prova encerrada.')).toBeInTheDocument();
  });

  it('lists the edition videos in a dialog', async () => {
    open({
      exams,
      videos: [
        { id: 'v1', description: 'Como fazer a prova', url: 'https://videos.test/prova' },
        { id: 'v2', description: 'Boas-vindas', url: null },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Vídeos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Vídeos da edição' }));
    expect(dialog.getByRole('link', { name: 'Como fazer a prova' })).toHaveAttribute(
      'href',
      'https://videos.test/prova',
    );
    expect(dialog.getByRole('link', { name: 'Como fazer a prova' })).toHaveAttribute('target', '_blank');
    expect(dialog.getByText('Boas-vindas')).toBeInTheDocument();
  });

  it('says there is no material without videos', async () => {
    open({ exams });
    expect(await screen.findByText('Nenhum material disponível.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vídeos' })).not.toBeInTheDocument();
  });

  it('denies access to a user with no inscription, pointing to the inscription form', async () => {
    open({ exams, inscription: null });
    const denied = within(await screen.findByTestId('access-denied'));
    expect(denied.getByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(
      denied.getByText('Você precisa estar inscrito nesta edição para acessar esta página.'),
    ).toBeInTheDocument();
    expect(denied.getByRole('link', { name: 'Ir para a inscrição' })).toHaveAttribute(
      'href',
      '/inscricoes/5/estudante',
    );
    expect(screen.queryByTestId('exams-ongoing')).not.toBeInTheDocument();
  });

  it('says an unknown edition was not found', async () => {
    open(null, '/edicoes/ativas/999');
    const notFound = within(await screen.findByTestId('edition-not-found'));
    expect(notFound.getByRole('heading', { name: 'Edição não encontrada.' })).toBeInTheDocument();
    expect(notFound.getByRole('link', { name: 'Voltar para edições ativas' })).toHaveAttribute(
      'href',
      '/edicoes/ativas',
    );
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    const es = open({ exams, videos: [{ id: 'v1', description: 'Vídeo', url: null }] }, undefined, 'es');
    expect(await screen.findByRole('heading', { name: 'Exámenes en curso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar inscripción' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    server.restore();
    const pt = open({ exams }, undefined, 'pt-PT');
    expect(await screen.findByRole('heading', { name: 'Provas a decorrer' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
