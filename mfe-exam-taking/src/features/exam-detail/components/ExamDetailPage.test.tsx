import { fireEvent, screen, within } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { type User } from 'shared-contracts';
import { controlFetch, type ControlledFetch } from '../../../test/controlled-fetch';
import { examApiServer, type ParticipationFixture } from '../../../test/exam-api-server';
import type { ExamFixture } from '../../../test/exam-documents';
import { renderRoute } from '../../../test/render';
import { ExamDetailPage } from './ExamDetailPage';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const WINDOW: ExamFixture = { start_date: '2026-05-10T12:00:00Z', end_date: '2026-05-10T15:00:00Z' };

let net: ControlledFetch;
let api: ReturnType<typeof examApiServer>;

function open(
  options: Parameters<typeof examApiServer>[0] = {},
  { entry = '/edicoes/ativas/5/fases/31', locale }: { entry?: string; locale?: 'es' | 'pt-PT' } = {},
) {
  api = examApiServer({ ...options, exam: options.exam === null ? null : { ...WINDOW, ...options.exam } });
  net = controlFetch(api.reply);
  return renderRoute(<ExamDetailPage />, {
    path: '/edicoes/ativas/:id/fases/:testId',
    entry,
    ...(locale ? { locale } : {}),
  });
}

const fact = (name: string) => screen.getByTestId(`exam-fact-${name}`);
const requestsTo = (method: string, path: string) =>
  net.requests.filter((r) => r.method === method && r.url.pathname === `/api/${path}`);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => useAuthStore.setState({ user: { id: '7', name: 'Ana', profiles: [] } as unknown as User }));
afterEach(() => net.restore());

describe('ExamDetailPage (/edicoes/ativas/{id}/fases/{testId})', () => {
  it('shows the exam: phase, status, time, window in the edition zone, questions and description', async () => {
    const { intlErrors, container } = open({ exam: { cover_url: 'https://cdn.test/capa.png' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fase 1' })).toBeInTheDocument();
    expect(fact('status')).toHaveTextContent('Em andamento');
    expect(fact('time')).toHaveTextContent('90 minutos');
    expect(fact('window')).toHaveTextContent('10/05/2026 09:00 a 10/05/2026 12:00');
    // Counted once the phase is known not to be a project phase.
    expect(await screen.findByTestId('exam-fact-questions')).toHaveTextContent('3');
    expect(screen.getByTestId('exam-description')).toHaveTextContent('Prova da primeira fase.');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/capa.png');
    const [examCall] = requestsTo('GET', 'exams/31');
    expect(examCall!.url.searchParams.get('include')).toBe('questions,edition');
    const [participations] = requestsTo('GET', 'participations');
    expect(participations!.url.searchParams.get('filter[user_id]')).toBe('7');
    expect(participations!.url.searchParams.get('filter[exam_id]')).toBe('31');
    expect(intlErrors).toEqual([]);
  });

  it('starts the exam (POST participations) and opens the first question', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar prova' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/ativas/5/fases/31/resolver/101');
    const [post] = requestsTo('POST', 'participations');
    expect(post!.body).toEqual({
      data: {
        type: 'participations',
        attributes: { answers: [] },
        relationships: { exam: { data: { type: 'exams', id: '31' } } },
      },
    });
  });

  it('continues an attempt under way without starting another, showing the time left', async () => {
    const participation: ParticipationFixture = { time_left: 3 * 3600 + 25 * 60 };
    open({ participation });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar prova' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/ativas/5/fases/31/resolver/101');
    expect(requestsTo('POST', 'participations')).toHaveLength(0);
  });

  it('shows the time left in days, hours and minutes for an attempt under way', async () => {
    open({ participation: { time_left: 90_061 } });
    await screen.findByRole('button', { name: 'Continuar prova' });
    expect(fact('time')).toHaveTextContent('1 d 1 h 1 min');
  });

  it('is disabled with "Fase ainda não disponível." before the exam opens', async () => {
    open({ exam: { status: 'upcoming', questions: [] } });
    expect(await screen.findByRole('button', { name: 'Iniciar prova' })).toBeDisabled();
    expect(screen.getByText('Fase ainda não disponível.')).toBeInTheDocument();
    expect(fact('status')).toHaveTextContent('Em breve');
  });

  it('is disabled with "Tempo esgotado" once the exam expired', async () => {
    open({ exam: { status: 'expired' } });
    expect(await screen.findByRole('button', { name: 'Tempo esgotado' })).toBeDisabled();
    expect(fact('status')).toHaveTextContent('Encerrada');
  });

  it('is disabled with "Prova finalizada", never "Tempo esgotado", when the participant finished early', async () => {
    open({ participation: { status: 'finished' } });
    expect(await screen.findByRole('button', { name: 'Prova finalizada' })).toBeDisabled();
    expect(screen.getByText('Você já finalizou esta prova.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tempo esgotado' })).not.toBeInTheDocument();
  });

  it('is disabled with "Tempo esgotado" when the attempt was closed by the time running out', async () => {
    open({ participation: { status: 'finished', ends_at: new Date(Date.now() - 60_000).toISOString() } });
    expect(await screen.findByRole('button', { name: 'Tempo esgotado' })).toBeDisabled();
  });

  it('says the participant cannot take this phase when the server refuses the start (422 notRanked)', async () => {
    open({ startRefusal: 'exam.error.notRanked' });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar prova' }));
    const notRanked = within(await screen.findByTestId('not-ranked'));
    expect(notRanked.getByText('Você não está apto a participar desta fase.')).toBeInTheDocument();
    expect(notRanked.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute(
      'href',
      '/edicoes/ativas/5',
    );
    expect(screen.queryByRole('button', { name: 'Iniciar prova' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('says so at once when the server already tells the user is not ranked', async () => {
    open({ exam: { ranked_user: false, questions: [], questions_count: 3 } });
    expect(await screen.findByText('Você não está apto a participar desta fase.')).toBeInTheDocument();
    expect(fact('questions')).toHaveTextContent('3');
  });

  it('answers "Prova não encontrada" for an unknown exam', async () => {
    open({ exam: null }, { entry: '/edicoes/ativas/5/fases/999' });
    const notFound = within(await screen.findByTestId('exam-not-found'));
    expect(notFound.getByRole('heading', { name: 'Prova não encontrada' })).toBeInTheDocument();
    expect(notFound.getByRole('link', { name: 'Ir para edições ativas' })).toHaveAttribute(
      'href',
      '/edicoes/ativas',
    );
  });

  it('offers no start button for a presential exam', async () => {
    open({ exam: { kind: 'presential' } });
    expect(
      await screen.findByText('Esta prova é presencial: ela não é feita pela plataforma.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Presencial')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar prova' })).not.toBeInTheDocument();
  });

  it('denies access when the server says the user is not subscribed (403)', async () => {
    net = controlFetch((request) =>
      request.url.pathname === '/api/exams/31'
        ? { status: 403, body: { errors: [{ status: '403', code: 'exam.error.notSubscribed' }] } }
        : { body: { data: [] } },
    );
    renderRoute(<ExamDetailPage />, {
      path: '/edicoes/ativas/:id/fases/:testId',
      entry: '/edicoes/ativas/5/fases/31',
    });
    const denied = within(await screen.findByTestId('access-denied'));
    expect(denied.getByRole('link', { name: 'Ir para a inscrição' })).toHaveAttribute(
      'href',
      '/inscricoes/5/estudante',
    );
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    const es = open({}, { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Iniciar examen' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    net.restore();
    const pt = open({ exam: { status: 'upcoming' } }, { locale: 'pt-PT' });
    expect(await screen.findByText('Fase ainda não disponível.')).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
