import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorrectionAssignment } from 'shared-contracts';
import { configureApi } from 'shared-contracts/client';
import { createRouteRenderer, stubFetch, type StubbedFetch } from 'shared-contracts/testing';
import { Toaster } from 'shared-contracts/ui';
import { messages } from '../../../i18n';
import { CorrectionAssignmentPage } from './CorrectionAssignmentPage';
import { toaster as sharedToaster } from 'shared-contracts/ui';

// Toasts live in one shared store: each test starts without the previous test's.
afterEach(() => sharedToaster.remove());

jest.setTimeout(30_000);
// jsdom has no PointerEvent; Zag's switch and checkbox build one on blur.
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

const renderRoute = createRouteRenderer(messages);

const assignment = (overrides: Partial<CorrectionAssignment> = {}): CorrectionAssignment => ({
  double_marking: false,
  marking_threshold: 2,
  candidates: [
    { id: '1', name: 'Ana Admin', email: 'ana@x.dev' },
    { id: '2', name: 'Caio Coord', email: 'caio@x.dev' },
    { id: '3', name: null, email: 'sem@x.dev' },
  ],
  correctors: [{ id: '1', name: 'Ana Admin', assigned: 40, done: 10 }],
  total_answers: 40,
  unassigned: 0,
  third_decisions_pending: 0,
  ...overrides,
});

let server: StubbedFetch | undefined;
let sent: unknown[] = [];
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

function renderPage(
  reads: CorrectionAssignment[],
  putAnswer: { status: number; body?: unknown } = { status: 200 },
  locale: 'pt-BR' | 'es' = 'pt-BR',
) {
  sent = [];
  let current = reads[0]!;
  server = stubFetch((url, init) => {
    if (url.pathname !== '/api/exams/3/correction_assignments') return { status: 404, body: { errors: [] } };
    if (init.method === 'PUT') {
      sent.push(JSON.parse(init.body!));
      if (putAnswer.status >= 300) return putAnswer;
      current = reads[1] ?? current;
      return { body: { data: current, meta: { message: 'Distribuição da correção salva.' } } };
    }
    return { body: { data: current } };
  });
  return renderRoute(
    <>
      <CorrectionAssignmentPage />
      <Toaster />
    </>,
    {
      path: '/edicoes/:id/provas/:testId/participantes/corretores',
      entry: '/edicoes/1/provas/3/participantes/corretores',
      locale,
    },
  );
}

describe('CorrectionAssignmentPage', () => {
  it("shows each corrector's progress and the counts", async () => {
    const { intlErrors } = renderPage([
      assignment({
        double_marking: true,
        correctors: [
          { id: '1', name: 'Ana Admin', assigned: 40, done: 10 },
          { id: '2', name: 'Caio Coord', assigned: 40, done: 40 },
        ],
        unassigned: 3,
        third_decisions_pending: 2,
      }),
    ]);
    expect(await screen.findByText('10 de 40 corrigidas')).toBeInTheDocument();
    expect(screen.getByText('40 de 40 corrigidas')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Andamento de Ana Admin' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const counts = screen.getByTestId('assignment-counts');
    expect(within(counts).getByText('40 respostas abertas a corrigir')).toBeInTheDocument();
    expect(within(counts).getByText('3 respostas sem corretor')).toBeInTheDocument();
    expect(within(counts).getByText('2 terceiras correções aguardando')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('double marking requires two correctors: the form says so and sends nothing, then saves with two', async () => {
    renderPage([
      assignment(),
      assignment({
        double_marking: true,
        marking_threshold: 1.5,
        correctors: [
          { id: '1', name: 'Ana Admin', assigned: 40, done: 10 },
          { id: '2', name: 'Caio Coord', assigned: 40, done: 0 },
        ],
      }),
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Correção dupla cega' }));
    const threshold = screen.getByRole('textbox', { name: /Limite de divergência/ });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A correção dupla exige pelo menos dois corretores.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Caio Coord (caio@x.dev)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sent).toEqual([{ double_marking: true, marking_threshold: 1.5, corrector_ids: ['1', '2'] }]),
    );
    expect(await screen.findByText('Distribuição da correção salva.')).toBeInTheDocument();
    expect(await screen.findByText('0 de 40 corrigidas')).toBeInTheDocument();
  });

  it('refuses a negative threshold', async () => {
    renderPage([assignment({ double_marking: true })]);
    const threshold = await screen.findByRole('textbox', { name: /Limite de divergência/ });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um número maior ou igual a zero.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal in the form, in Spanish", async () => {
    const { intlErrors } = renderPage(
      [assignment()],
      {
        status: 422,
        body: {
          errors: [
            { status: '422', title: 'Unprocessable', detail: 'La corrección doble exige dos correctores.' },
          ],
        },
      },
      'es',
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Caio Coord (caio@x.dev)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La corrección doble exige dos correctores.');
    expect(sent).toEqual([{ double_marking: false, marking_threshold: 2, corrector_ids: ['1', '2'] }]);
    expect(intlErrors).toEqual([]);
  });
});
