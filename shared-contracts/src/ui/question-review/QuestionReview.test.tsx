import { fireEvent, screen, within } from '@testing-library/react';
import es from '../../../lang/es.json';
import ptBR from '../../../lang/pt-BR.json';
import ptPT from '../../../lang/pt-PT.json';
import type { LocaleMessages } from '../../i18n/locales';
import { createRouteRenderer } from '../../testing/render-route';
import type { ReviewQuestion } from './model';
import { QuestionReview } from './QuestionReview';
import { ReviewCounters } from './ReviewCounters';

jest.setTimeout(30_000);

const messages: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };
const renderRoute = createRouteRenderer(messages);

/** A screen's own model: the shared one with the evaluation its open answers' actions hang from. */
type ScreenQuestion = ReviewQuestion & { evaluationId: string | null };

const choice: ScreenQuestion = {
  question: {
    id: 'q1',
    statement: '<p>Qual é a capital do <strong>Brasil</strong>?</p>',
    style: 'alphabetic',
    kind: 'multiple_choice',
    alternatives: [
      { id: 'a1', description: 'São Paulo' },
      { id: 'a2', description: 'Brasília' },
    ],
  },
  position: 1,
  cancelled: false,
  rightChoice: 'a2',
  comment: '<p>Desde 1960.</p>',
  userAnswer: 'a1',
  answered: true,
  correct: false,
  openEndedScore: null,
  openEndedComment: null,
  evaluationId: null,
  state: 'wrong',
};

const open: ScreenQuestion = {
  question: {
    id: 'q2',
    statement: '<p>O que é aprendizado de máquina?</p>',
    style: 'alphabetic',
    kind: 'open_ended',
    alternatives: [],
  },
  position: 2,
  cancelled: false,
  rightChoice: null,
  comment: '<p>Um sistema que aprende com dados.</p>',
  userAnswer: '<p>Um modelo <em>aprende</em>.</p><script>window.hacked = true</script>',
  answered: true,
  correct: null,
  openEndedScore: 1.5,
  openEndedComment: 'Faltou um exemplo.',
  evaluationId: 'p1-q2',
  state: 'open',
};

function show(locale?: 'es' | 'pt-PT') {
  return renderRoute(
    <>
      <ReviewCounters counters={{ correct: 0, wrong: 1, open: 1, cancelled: 0, answered: 2, gave_up: 0 }} />
      <QuestionReview
        questions={[choice, open]}
        openAnswerExtra={(item) => <p data-testid="extra">{item.evaluationId}</p>}
      />
    </>,
    { path: '/', entry: '/', ...(locale ? { locale } : {}) },
  );
}

const question = () => within(screen.getByTestId('reviewed-question'));
const alternative = (text: string) =>
  question()
    .getAllByTestId('alternative')
    .find((a) => a.textContent?.includes(text))!;

describe('QuestionReview', () => {
  it('shows a multiple-choice question: state, the right alternative and the wrong choice, the key', () => {
    const { intlErrors } = show();
    expect(screen.getByTestId('counter-wrong')).toHaveTextContent('Erradas1');
    expect(question().getByRole('heading', { name: 'Questão 1 de 2' })).toBeInTheDocument();
    expect(question().getByTestId('question-state')).toHaveTextContent('Errada');
    expect(question().getByTestId('statement').innerHTML).toBe(
      '<p>Qual é a capital do <strong>Brasil</strong>?</p>',
    );
    expect(alternative('Brasília')).toHaveAttribute('data-right', 'true');
    expect(alternative('Brasília')).toHaveTextContent('B)Brasília✓Resposta correta');
    expect(alternative('São Paulo')).toHaveAttribute('data-chosen', 'true');
    expect(within(alternative('São Paulo')).getByText('Sua resposta (incorreta)')).toBeInTheDocument();
    expect(question().getByTestId('key-comment')).toHaveTextContent('Comentário do gabaritoDesde 1960.');
    expect(screen.getByRole('button', { name: 'Questão anterior' })).toBeDisabled();
    expect(intlErrors).toEqual([]);
  });

  it('names each question’s state in the navigator and opens the open question with the screen’s extra', async () => {
    show();
    const navigator = within(screen.getByRole('navigation', { name: 'Navegação pelas questões' }));
    expect(navigator.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Questão 1: Errada',
      'Questão 2: Dissertativa',
    ]);
    expect(navigator.getByRole('button', { name: 'Questão 1: Errada' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    fireEvent.click(navigator.getByRole('button', { name: 'Questão 2: Dissertativa' }));
    const heading = await screen.findByRole('heading', { name: 'Questão 2 de 2' });
    expect(heading).toHaveFocus();
    expect(question().getByTestId('question-state')).toHaveTextContent('Dissertativa');
    const answer = question().getByTestId('open-answer-text');
    expect(answer.innerHTML).toContain('<p>Um modelo <em>aprende</em>.</p>');
    expect(answer.innerHTML).not.toContain('script');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(question().getByTestId('open-answer-score')).toHaveTextContent('Nota: 1,5');
    expect(question().getByTestId('grader-comment')).toHaveTextContent(
      'Comentário do corretorFaltou um exemplo.',
    );
    expect(question().getByTestId('key-comment')).toHaveTextContent(
      'Resposta esperadaUm sistema que aprende com dados.',
    );
    expect(question().getByTestId('extra')).toHaveTextContent('p1-q2');
    expect(screen.getByRole('button', { name: 'Próxima questão' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Questão anterior' }));
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 2' })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Pregunta 1: Incorrecta', 'Respuesta correcta'],
    ['pt-PT', 'Pergunta 1: Errada', 'Resposta certa'],
  ] as const)('speaks %s with every message present', (locale, navigatorName, right) => {
    const { intlErrors } = show(locale);
    expect(screen.getByRole('button', { name: navigatorName })).toBeInTheDocument();
    expect(within(alternative('Brasília')).getByText(right)).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});
