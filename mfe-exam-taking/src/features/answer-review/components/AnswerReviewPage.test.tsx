import { fireEvent, screen, within } from '@testing-library/react';
import { reviewServer, type ReviewServerOptions } from '../../../test/review-api-server';
import { errorAnswer } from '../../../test/review-documents';
import { openArea, setUpAreaTests } from '../../../test/review-harness';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const ENTRY = '/edicoes/ativas/5/fases/31/gabarito';

function open(options: ReviewServerOptions = {}, extra: { locale?: 'es' | 'pt-PT'; entry?: string } = {}) {
  return openArea(reviewServer(options), { entry: extra.entry ?? ENTRY, ...extra });
}

const counter = (name: string) => screen.getByTestId(`counter-${name}`);
const question = () => within(screen.getByTestId('reviewed-question'));
const navigatorButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Navegação pelas questões' })).getByRole('button', { name });
const alternative = (text: string) =>
  question()
    .getAllByTestId('alternative')
    .find((a) => a.textContent?.includes(text))!;

setUpAreaTests();

describe('AnswerReviewPage (/edicoes/ativas/{id}/fases/{testId}/gabarito)', () => {
  it('loads the exam, the caller’s participation and its result, and shows score and counters', async () => {
    const { api, intlErrors } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Gabarito' })).toBeInTheDocument();

    const [exam] = api.to('exams/31');
    expect(exam!.url.searchParams.get('include')).toBe('questions,edition');
    const [participations] = api.to('participations');
    expect(participations!.url.searchParams.get('filter[user_id]')).toBe('7');
    expect(participations!.url.searchParams.get('filter[exam_id]')).toBe('31');
    const [results] = api.to('results');
    expect(results!.url.searchParams.get('filter[exam_id]')).toBe('31');
    expect(results!.url.searchParams.get('filter[participation_id]')).toBe('p1');
    expect(results!.url.searchParams.get('page[size]')).toBe('1');

    expect(screen.getByTestId('review-score')).toHaveTextContent('Sua nota: 7,5');
    expect(counter('correct')).toHaveTextContent('Corretas1');
    expect(counter('wrong')).toHaveTextContent('Erradas1');
    expect(counter('open')).toHaveTextContent('Dissertativas1');
    expect(counter('cancelled')).toHaveTextContent('Anuladas1');
    expect(counter('answered')).toHaveTextContent('Respondidas3');
    expect(counter('gave_up')).toHaveTextContent('Em branco1');
    expect(screen.queryByTestId('answer-key-empty')).not.toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('marks the right alternative and the participant’s choice with text, not colour alone', async () => {
    open();
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    expect(question().getByTestId('question-state')).toHaveTextContent('Correta');
    const right = alternative('Brasília');
    expect(right).toHaveAttribute('data-right', 'true');
    expect(right).toHaveAttribute('data-chosen', 'true');
    expect(within(right).getByText('Resposta correta')).toBeInTheDocument();
    expect(within(right).getByText('Sua resposta')).toBeInTheDocument();
    expect(within(alternative('São Paulo')).queryByText(/resposta/i)).not.toBeInTheDocument();
    // The statement and the key's comment are sanitised HTML.
    expect(question().getByTestId('statement').innerHTML).toBe(
      '<p>Qual é a capital do <strong>Brasil</strong>?</p>',
    );
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(question().getByTestId('key-comment')).toHaveTextContent(
      'Comentário do gabaritoBrasília é a capital desde 1960.',
    );
  });

  it('navigates with a button per question naming its state, and with previous/next', async () => {
    open();
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    const names = within(screen.getByRole('navigation', { name: 'Navegação pelas questões' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Questão 1: Correta',
      'Questão 2: Dissertativa',
      'Questão 3: Errada',
      'Questão 4: Anulada',
      'Questão 5: Em branco',
    ]);
    expect(navigatorButton('Questão 1: Correta')).toHaveAttribute('aria-current', 'step');

    fireEvent.click(navigatorButton('Questão 3: Errada'));
    const heading = await screen.findByRole('heading', { name: 'Questão 3 de 5' });
    expect(heading).toHaveFocus();
    expect(navigatorButton('Questão 3: Errada')).toHaveAttribute('aria-current', 'step');
    expect(navigatorButton('Questão 1: Correta')).not.toHaveAttribute('aria-current');
    expect(question().getByTestId('question-state')).toHaveTextContent('Errada');
    expect(within(alternative('3')).getByText('Sua resposta (incorreta)')).toBeInTheDocument();
    expect(within(alternative('4')).getByText('Resposta correta')).toBeInTheDocument();
    expect(alternative('4')).toHaveAttribute('data-chosen', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Próxima questão' }));
    expect(await screen.findByRole('heading', { name: 'Questão 4 de 5' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima questão' }));
    expect(await screen.findByRole('heading', { name: 'Questão 5 de 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima questão' })).toBeDisabled();
    expect(question().getByText('Você não respondeu esta questão.')).toBeInTheDocument();
    expect(question().getByTestId('question-state')).toHaveTextContent('Em branco');
    fireEvent.click(screen.getByRole('button', { name: 'Questão anterior' }));
    expect(await screen.findByRole('heading', { name: 'Questão 4 de 5' })).toBeInTheDocument();
  });

  it('greys out a cancelled question and says it does not count', async () => {
    open();
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    expect(screen.getByTestId('reviewed-question')).toHaveAttribute('data-cancelled', 'false');
    fireEvent.click(navigatorButton('Questão 4: Anulada'));
    await screen.findByRole('heading', { name: 'Questão 4 de 5' });
    expect(screen.getByTestId('reviewed-question')).toHaveAttribute('data-cancelled', 'true');
    expect(question().getByTestId('question-state')).toHaveTextContent('Anulada');
    expect(question().getByTestId('cancelled-note')).toHaveTextContent(
      'Esta questão foi anulada: ela não conta como certa nem como errada.',
    );
    expect(navigatorButton('Questão 4: Anulada')).toHaveAttribute('data-state', 'cancelled');
    // The participant's choice (c2, not the key's c1) is shown as theirs, never as wrong.
    expect(question().queryByText('Sua resposta (incorreta)')).not.toBeInTheDocument();
    expect(question().queryByText('✗')).not.toBeInTheDocument();
    const chosen = question()
      .getAllByTestId('alternative')
      .find((a) => a.getAttribute('data-chosen') === 'true')!;
    expect(within(chosen).getByText('Sua resposta')).toBeInTheDocument();
  });

  it('shows the open answer sanitised, with its score and the grader’s comment', async () => {
    open();
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    fireEvent.click(navigatorButton('Questão 2: Dissertativa'));
    await screen.findByRole('heading', { name: 'Questão 2 de 5' });
    expect(question().getByTestId('open-answer-text').innerHTML).toContain(
      '<p>Um modelo <strong>aprende</strong> com exemplos.</p>',
    );
    expect(question().getByTestId('open-answer-text').innerHTML).not.toContain('script');
    expect(question().getByTestId('open-answer-score')).toHaveTextContent('Nota: 1,5');
    expect(question().getByTestId('grader-comment')).toHaveTextContent(
      'Comentário do corretorBoa explicação, faltou um exemplo.',
    );
    expect(question().getByTestId('key-comment')).toHaveTextContent(
      'Resposta esperadaUm sistema que aprende padrões a partir de dados.',
    );
    expect(question().getByRole('button', { name: 'Espelho da correção' })).toBeInTheDocument();
    expect(question().getByRole('button', { name: 'Correção por análise de texto' })).toBeInTheDocument();
  });

  it('offers no reports for an open answer not graded yet', async () => {
    open({
      participation: {
        id: 'p1',
        answers: [{ question_id: '102', user_answer: '<p>Ainda sem nota.</p>' }],
      },
    });
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    fireEvent.click(navigatorButton('Questão 2: Dissertativa'));
    await screen.findByRole('heading', { name: 'Questão 2 de 5' });
    expect(question().getByTestId('open-answer-text')).toHaveTextContent('Ainda sem nota.');
    expect(question().queryByTestId('open-answer-score')).not.toBeInTheDocument();
    expect(question().queryByTestId('report-buttons')).not.toBeInTheDocument();
  });

  it('without a participation: the red banner, the key from the exam, and counters without cancelled questions', async () => {
    const { api } = open({ participation: null });
    const banner = await screen.findByTestId('answer-key-empty');
    expect(banner).toHaveTextContent('Gabarito vazio');
    expect(api.to('results')).toHaveLength(0);
    expect(within(alternative('Brasília')).getByText('Resposta correta')).toBeInTheDocument();
    expect(alternative('Brasília')).toHaveAttribute('data-chosen', 'false');
    // 5 questions, one cancelled: 4 left blank, 1 open, the cancelled one only as cancelled.
    expect(counter('correct')).toHaveTextContent('Corretas0');
    expect(counter('wrong')).toHaveTextContent('Erradas0');
    expect(counter('open')).toHaveTextContent('Dissertativas1');
    expect(counter('cancelled')).toHaveTextContent('Anuladas1');
    expect(counter('answered')).toHaveTextContent('Respondidas0');
    expect(counter('gave_up')).toHaveTextContent('Em branco4');
    expect(screen.queryByTestId('review-score')).not.toBeInTheDocument();
  });

  it('shows the red banner when the result’s answer sheet is empty', async () => {
    open({
      resultAnswer: {
        body: {
          data: [
            {
              type: 'results',
              id: 'p1',
              attributes: {
                score: null,
                answer_sheet: {},
                counters: { correct: 0, wrong: 0, open: 0, cancelled: 0, answered: 0, gave_up: 0 },
              },
            },
          ],
          meta: { total_count: 1, page_count: 1 },
        },
      },
    });
    expect(await screen.findByTestId('answer-key-empty')).toHaveTextContent(
      'Não há respostas suas registradas no gabarito desta fase.',
    );
    expect(screen.getByRole('heading', { name: 'Questão 1 de 5' })).toBeInTheDocument();
  });

  it.each([
    ['in progress', 'in_progress'],
    ['upcoming', 'upcoming'],
  ] as const)('warns that the answer key is not available while the exam is %s', async (_, status) => {
    const { api } = open({ exam: { status } });
    const warning = within(await screen.findByTestId('answer-key-not-available'));
    expect(
      warning.getByRole('heading', { name: 'O gabarito ainda não está disponível.' }),
    ).toBeInTheDocument();
    expect(warning.getByText('O gabarito é liberado depois que a fase termina.')).toBeInTheDocument();
    expect(warning.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute(
      'href',
      '/edicoes/ativas/5',
    );
    expect(api.to('results')).toHaveLength(0);
    expect(screen.queryByTestId('reviewed-question')).not.toBeInTheDocument();
  });

  it('shows the same warning, with the release date, when the results API refuses (422 notAvailable)', async () => {
    open({
      exam: { result_available_at: '2099-04-01T13:00:00Z' },
      resultAnswer: errorAnswer(422, 'results.error.notAvailable', 'O gabarito ainda não está disponível.'),
    });
    const warning = within(await screen.findByTestId('answer-key-not-available'));
    expect(
      warning.getByRole('heading', { name: 'O gabarito ainda não está disponível.' }),
    ).toBeInTheDocument();
    expect(warning.getByText('O gabarito será liberado em 01/04/2099 10:00.')).toBeInTheDocument();
  });

  it('says it cannot open an exam without questions', async () => {
    open({ exam: { questions: [] } });
    const error = within(await screen.findByTestId('answer-key-no-questions'));
    expect(error.getByRole('heading', { name: 'Erro ao abrir o gabarito.' })).toBeInTheDocument();
    expect(error.getByText(/Nenhuma questão foi encontrada nesta prova/)).toBeInTheDocument();
  });

  it('asks to contact the coordination when the answer key fails to load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    open({ resultAnswer: errorAnswer(500) });
    const error = within(await screen.findByTestId('answer-key-error'));
    expect(error.getByRole('heading', { name: 'Erro ao abrir o gabarito.' })).toBeInTheDocument();
    expect(error.getByText('Por favor entre em contato com a coordenação da edição.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('denies a user not subscribed to the edition (403)', async () => {
    open({ examAnswer: errorAnswer(403, 'exam.error.notSubscribed') });
    const denied = within(await screen.findByTestId('access-denied'));
    expect(denied.getByRole('link', { name: 'Ir para a inscrição' })).toHaveAttribute(
      'href',
      '/inscricoes/5/estudante',
    );
  });

  it('says an unknown exam was not found', async () => {
    open({ exam: null });
    const notFound = within(await screen.findByTestId('exam-not-found'));
    expect(notFound.getByRole('heading', { name: 'Prova não encontrada' })).toBeInTheDocument();
    expect(notFound.getByRole('link', { name: 'Voltar para edições ativas' })).toHaveAttribute(
      'href',
      '/edicoes/ativas',
    );
  });

  it('is also served under /edicoes/inativas, linking back there', async () => {
    openArea(reviewServer(), { entry: '/edicoes/inativas/5/fases/31/gabarito', area: 'inativas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Gabarito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute(
      'href',
      '/edicoes/inativas/5',
    );
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    const es = open({}, { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Clave de respuestas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pregunta 4: Anulada' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = open({ participation: null }, { locale: 'pt-PT' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Soluções' })).toBeInTheDocument();
    expect(screen.getByTestId('counter-correct')).toHaveTextContent('Certas0');
    expect(pt.intlErrors).toEqual([]);
  });
});
