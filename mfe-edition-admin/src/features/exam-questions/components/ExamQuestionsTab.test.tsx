import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { allowConsoleError } from 'shared-contracts/testing';
import { Toaster } from 'shared-contracts/ui';
import { examQuestionsApi, type QuestionFixture, type Write } from '../../../test/exam-questions';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { ExamQuestionsTab } from './ExamQuestionsTab';

jest.setTimeout(30_000);

const four: QuestionFixture[] = [
  { id: 'q1', statement: '<p>Qual é a capital da França?</p>' },
  { id: 'q2', statement: '<p>Explique a fotossíntese.</p>', kind: 'open_ended', character_limit: 500 },
  { id: 'q3', statement: '<p>Questão três</p>', status: 'cancelled' },
  { id: 'q4', statement: '<p>Questão quatro</p>' },
];

let server: StubbedFetch;
const rows = () => screen.getAllByTestId('question-row');
const titles = () => rows().map((r) => within(r).getByRole('heading').textContent);
const statements = () => screen.getAllByTestId('question-statement').map((s) => s.textContent);
const orderSent = () =>
  server.requests
    .map((url, i) => ({ url, method: server.methods[i] }))
    .filter(({ url, method }) => method === 'PUT' && url.pathname === '/api/exams/5');

function renderTab(
  editLevel: 'full' | 'limited' | 'none' = 'full',
  write?: Write,
  locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR',
) {
  const bodies: string[] = [];
  server = stubFetch(
    examQuestionsApi(four, {
      write: (url, init) => {
        if (init.body) bodies.push(init.body);
        return write?.(url, init);
      },
    }),
  );
  const utils = renderRoute(
    <>
      <ExamQuestionsTab editionId="1" examId="5" editLevel={editLevel} />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId', entry: '/edicoes/1/provas/5', locale },
  );
  return { ...utils, bodies };
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('ExamQuestionsTab', () => {
  it('lists the questions in order with number, kind, status, the correct alternative, and collapses each statement', async () => {
    const { intlErrors } = renderTab();
    expect(await screen.findByText('Qual é a capital da França?')).toBeInTheDocument();
    expect(titles()).toEqual(['Questão 1', 'Questão 2', 'Questão 3', 'Questão 4']);
    const [first, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Múltipla escolha')).toBeInTheDocument();
    expect(within(first).getByTestId('question-status')).toHaveTextContent('Ativa');
    expect(within(second).getByText('Dissertativa')).toBeInTheDocument();
    expect(within(second).getByText('Limite de 500 caracteres')).toBeInTheDocument();
    expect(within(third).getByTestId('question-status')).toHaveTextContent('Anulada');
    expect(within(third).getByRole('button', { name: 'Desanular' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Anular' })).toBeInTheDocument();
    // The correct alternative is marked.
    const correct = within(first).getByText('Correta').closest('li')!;
    expect(correct).toHaveTextContent('A)Paris');
    expect(screen.getByText('4 questões')).toBeInTheDocument();

    // Collapsed to 150 px, with a toggle that says whether it is open.
    const body = within(first).getByTestId('question-statement');
    expect(body).toHaveAttribute('data-collapsed', 'true');
    expect(body).toHaveStyle({ maxHeight: '150px' });
    const toggle = within(first).getByRole('button', { name: 'Mostrar mais' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', body.id);
    await userEvent.click(toggle);
    expect(within(first).getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(body).toHaveAttribute('data-collapsed', 'false');

    // The preview link, and an export checkbox per question.
    expect(screen.getByRole('link', { name: 'Visualizar prova' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/5/visualizar',
    );
    expect(screen.getByRole('checkbox', { name: 'Exportar a questão 1' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Nova questão' })).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('moves a question with the position popover, clamping the number to 1…n, and saves the order', async () => {
    renderTab('full', () => ({ status: 204 }));
    await screen.findByText('Qual é a capital da França?');
    await userEvent.click(screen.getByRole('button', { name: 'Mover a questão 1' }));
    const input = await screen.findByRole('spinbutton', { name: 'Posição (1 a 4)' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    expect(input).toHaveValue(4);
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(statements()[3]).toBe('Qual é a capital da França?'));
    expect(statements()).toEqual([
      'Explique a fotossíntese.',
      'Questão três',
      'Questão quatro',
      'Qual é a capital da França?',
    ]);
    expect(await screen.findByText('Questão ordenada com sucesso.')).toBeInTheDocument();
    expect(orderSent()).toHaveLength(1);

    // Below 1: the first position.
    await userEvent.click(screen.getByRole('button', { name: 'Mover a questão 3' }));
    const again = await screen.findByRole('spinbutton', { name: 'Posição (1 a 4)' });
    await userEvent.clear(again);
    await userEvent.type(again, '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(statements()[0]).toBe('Questão quatro'));
  });

  it('reorders by keyboard on the drag handle (Space, ArrowDown, Space), announcing it, and saves the order', async () => {
    const { bodies } = renderTab('full', () => ({ status: 204 }));
    await screen.findByText('Qual é a capital da França?');
    stubRowLayout();
    const handle = screen.getByRole('button', { name: 'Arrastar a questão 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    const describedBy = handle.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)).toHaveTextContent(
      'Para reordenar, pressione espaço ou Enter no botão de arrastar.',
      { normalizeWhitespace: true },
    );
    handle.focus();
    await keyOn(handle, ' ', 'Space');
    // Picked up (the live region then says where it is over: its own place).
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Questão 1 movida para a posição 1 de 4.')).toBeInTheDocument();
    await keyOn(handle, 'ArrowDown', 'ArrowDown');
    expect(await screen.findByText('Questão 1 movida para a posição 2 de 4.')).toBeInTheDocument();
    await keyOn(handle, ' ', 'Space');
    await waitFor(() => expect(statements()[1]).toBe('Qual é a capital da França?'));
    expect(statements()[0]).toBe('Explique a fotossíntese.');
    expect(await screen.findByText('Questão 1 solta na posição 2 de 4.')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(bodies[0]!)).toEqual({
      data: { type: 'exams', id: '5', attributes: { questions_order: ['q2', 'q1', 'q3', 'q4'] } },
    });
  });

  it('puts the previous order back when the server refuses the new one', async () => {
    allowConsoleError(/reorder failed/);
    renderTab('full', () => ({ status: 422, body: { errors: [{ status: '422', detail: 'não' }] } }));
    await screen.findByText('Qual é a capital da França?');
    await userEvent.click(screen.getByRole('button', { name: 'Mover a questão 4' }));
    const input = await screen.findByRole('spinbutton', { name: 'Posição (1 a 4)' });
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    expect(await screen.findByText('Não foi possível ordernar a questão.')).toBeInTheDocument();
    await waitFor(() => expect(statements()[0]).toBe('Qual é a capital da França?'));
    expect(statements()[3]).toBe('Questão quatro');
  });

  it('removes a question after a confirmation', async () => {
    renderTab('full', (url, init) =>
      init.method === 'DELETE' && url.pathname === '/api/questions/q2' ? { status: 204 } : undefined,
    );
    await screen.findByText('Qual é a capital da França?');
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('A questão 2 será removida desta prova. Deseja continuar?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Questao removida com sucesso.')).toBeInTheDocument();
    expect(server.methods).toContain('DELETE');
  });

  it('says when a removal fails', async () => {
    allowConsoleError(/delete failed/);
    renderTab('full', () => ({ status: 500, body: { errors: [] } }));
    await screen.findByText('Qual é a capital da França?');
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Remover' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Nao foi possivel deletar a questao.')).toBeInTheDocument();
  });

  it('hides creation, editing, removal and reordering once the exam has started, and says why (in Spanish)', async () => {
    const { intlErrors } = renderTab('limited', undefined, 'es');
    await screen.findByText('Qual é a capital da França?');
    expect(screen.getByTestId('questions-locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva pregunta' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('drag-handle')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mover la pregunta/ })).not.toBeInTheDocument();
    expect(within(rows()[0]!).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(rows()[0]!).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    // Cancelling stays possible in every status.
    expect(within(rows()[0]!).getByRole('button', { name: 'Anular' })).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});

/** jsdom has no layout: each row gets a 100 px tall box, one under the other, for dnd-kit to measure. */
function stubRowLayout() {
  const original = Element.prototype.getBoundingClientRect;
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-question-id]');
    if (!row) return original.call(this);
    const index = [...document.querySelectorAll('[data-question-id]')].indexOf(row);
    const top = index * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 90,
      width: 600,
      height: 90,
      toJSON: () => ({}),
    };
  });
}

async function keyOn(element: HTMLElement, key: string, code: string) {
  await act(async () => {
    fireEvent.keyDown(element, { key, code });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
