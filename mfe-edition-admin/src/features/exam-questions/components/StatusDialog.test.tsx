import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { allowConsoleError, stubLayoutForEditor } from 'shared-contracts/testing';
import { Toaster } from 'shared-contracts/ui';
import { examQuestionsApi, rescoreJob, type QuestionFixture, type Write } from '../../../test/exam-questions';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { ExamQuestionsTab } from './ExamQuestionsTab';

jest.setTimeout(40_000);

const two: QuestionFixture[] = [
  { id: 'q1', statement: '<p>Qual é a capital da França?</p>' },
  { id: 'q2', statement: '<p>Questão anulada</p>', status: 'cancelled', comment: '<p>Ambígua.</p>' },
];

let server: StubbedFetch;
const rows = () => screen.getAllByTestId('question-row');
const dialog = () => screen.getByTestId('status-dialog');

function renderTab(write?: Write, rescore?: () => unknown, editLevel: 'full' | 'none' = 'full') {
  const bodies: unknown[] = [];
  server = stubFetch(
    examQuestionsApi(two, {
      write: (url, init) => {
        if (init.body) bodies.push(JSON.parse(init.body));
        return write?.(url, init);
      },
      ...(rescore ? { rescore } : {}),
    }),
  );
  const utils = renderRoute(
    <>
      <ExamQuestionsTab editionId="1" examId="5" editLevel={editLevel} />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId', entry: '/edicoes/1/provas/5' },
  );
  return { ...utils, bodies };
}

beforeAll(() => {
  configureApi({ baseUrl: 'http://api.test/api' });
  stubLayoutForEditor();
});
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('cancel, restore and change of the correct alternative', () => {
  it('asks for a resolution comment and a confirmation before cancelling, then follows the rescore', async () => {
    // GET exams/5/rescore: nothing before the cancel; then running, then done.
    let reads: unknown[] = [];
    const { bodies, intlErrors } = renderTab(
      () => {
        reads = [rescoreJob('running', 1200, 10000), rescoreJob('succeeded', 10000, 10000)];
        return {
          status: 200,
          body: {
            data: { type: 'questions', id: 'q1', attributes: {} },
            meta: { rescore: { data: rescoreJob('queued', 0, null) } },
          },
        };
      },
      () => (reads.length > 1 ? reads.shift() : (reads[0] ?? null)),
      'none',
    );
    await screen.findByText('Qual é a capital da França?');
    expect(screen.queryByTestId('rescore-progress')).not.toBeInTheDocument();
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByRole('heading', { name: 'Anular a questão 1' })).toBeInTheDocument();
    const comment = await within(dialog()).findByRole('textbox', { name: 'Comentário da resolução' });
    expect(within(dialog()).getByRole('radio', { name: 'A) Paris' })).toBeChecked();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog()).getByTestId('comment-error')).toHaveTextContent('Campo Obrigatorio');
    expect(within(dialog()).queryByText('Tem certeza?')).not.toBeInTheDocument();

    await userEvent.click(comment);
    await userEvent.keyboard('Enunciado ambíguo.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog()).getByText('Tem certeza?')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sim, confirmar' }));
    expect(await screen.findByText('Questão atualizada!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        data: {
          type: 'questions',
          id: 'q1',
          attributes: {
            status: 'cancelled',
            resolution: { comment: '<p>Enunciado ambíguo.</p>', multiple_choice: ['q1-1'] },
          },
        },
      },
    ]);
    expect(server.methods[server.requests.findIndex((u) => u.pathname === '/api/questions/q1/status')]).toBe(
      'PUT',
    );
    expect(
      await screen.findByText('Recalculando notas: 1.200 de 10.000', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Notas recalculadas: 10.000 participações.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('changes the correct alternative of a cancelled question and keeps it cancelled', async () => {
    const { bodies } = renderTab(() => ({
      status: 200,
      body: { data: { type: 'questions', id: 'q2', attributes: {} }, meta: { rescore: null } },
    }));
    await screen.findByText('Questão anulada');
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Alterar alternativa correta' }));
    await within(dialog()).findByRole('textbox', { name: 'Comentário da resolução' });
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'B) Roma' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog()).getByTestId('status-confirm')).toHaveTextContent(
      'A alternativa B passará a ser a correta da questão 2.',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sim, confirmar' }));
    expect(await screen.findByText('Questão atualizada!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        data: {
          type: 'questions',
          id: 'q2',
          attributes: {
            status: 'cancelled',
            resolution: { comment: '<p>Ambígua.</p>', multiple_choice: ['q2-2'] },
          },
        },
      },
    ]);
    expect(screen.queryByTestId('rescore-progress')).not.toBeInTheDocument();
  });

  it('says when the change is refused', async () => {
    allowConsoleError(/status change failed/);
    renderTab(() => ({ status: 422, body: { errors: [{ status: '422' }] } }));
    await screen.findByText('Questão anulada');
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Desanular' }));
    await within(dialog()).findByRole('textbox', { name: 'Comentário da resolução' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sim, confirmar' }));
    expect(await screen.findByText('Não foi possível atualizar a questão!')).toBeInTheDocument();
  });

  it("shows the exam's latest rescore on load while it runs", async () => {
    renderTab(undefined, () => rescoreJob('running', 40, 300));
    expect(await screen.findByText('Recalculando notas: 40 de 300')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((100 * 40) / 300));
  });
});
