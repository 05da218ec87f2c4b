import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { CHOICE_QUESTION, THIRD_QUESTION } from '../../../test/exam-documents';
import { openExam, sent, setUpExamTests, type Harness } from '../../../test/exam-taking-harness';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
setUpExamTests();

const RECOMMENDATION = /^teacher_recommendation$/;

/** The exam API plus GET teacher_recommendation answering `existing` (none by default). */
function withRecommendations(h: Harness, existing: Record<string, string> | null = null) {
  h.net.setReply((request) =>
    RECOMMENDATION.test(request.url.pathname.replace(/^\/api\//, ''))
      ? {
          body: {
            data: existing
              ? [{ type: 'teacher_recommendations', id: '41', attributes: { source: 'web', ...existing } }]
              : [],
            meta: { total_count: existing ? 1 : 0 },
          },
        }
      : h.api.reply(request),
  );
}

async function finish() {
  fireEvent.click(screen.getByRole('button', { name: 'Finalizar prova' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Finalizar a prova?' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
  return within(await screen.findByTestId('exam-finished'));
}

describe('the finished screen asks for the recommending teacher (spec 3 §4)', () => {
  it('after finishing an exam with open-ended questions and no recommendation; the survey stays', async () => {
    const h = await openExam({ exam: { survey_url: 'https://survey.test/obia' } });
    withRecommendations(h);
    await finish();
    const form = within(await screen.findByRole('dialog', { name: 'Indicação de professor' }));
    const [read] = sent(h.net, 'GET', RECOMMENDATION);
    expect(read!.url.searchParams.get('filter[participation]')).toBe('p1');
    fireEvent.click(form.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const finished = within(screen.getByTestId('exam-finished'));
    expect(finished.getByText('Gostaria de responder a uma pesquisa de satisfação?')).toBeInTheDocument();
    expect(finished.getByRole('link', { name: 'Sim' })).toHaveAttribute('href', 'https://survey.test/obia');
  });

  it('also when the recommendation has no e-mail yet', async () => {
    const h = await openExam();
    withRecommendations(h, { teacher_name: 'Maria Silva', teacher_email: '', participation_id: 'p1' });
    await finish();
    const form = within(await screen.findByRole('dialog', { name: 'Indicação de professor' }));
    expect(form.getByLabelText(/Nome do professor/)).toHaveValue('Maria Silva');
  });

  it('not when the recommendation is complete', async () => {
    const h = await openExam();
    withRecommendations(h, {
      teacher_name: 'Maria Silva',
      teacher_email: 'maria@escola.br',
      participation_id: 'p1',
    });
    await finish();
    await waitFor(() => expect(sent(h.net, 'GET', RECOMMENDATION)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('not for an exam without open-ended questions', async () => {
    const h = await openExam({ exam: { questions: [CHOICE_QUESTION, THIRD_QUESTION] } });
    withRecommendations(h);
    await finish();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(h.net, 'GET', RECOMMENDATION)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('not when opening an attempt finished earlier', async () => {
    const h = await openExam({ participation: { status: 'finished' } });
    withRecommendations(h);
    expect(await screen.findByTestId('exam-finished')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(h.net, 'GET', RECOMMENDATION)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
