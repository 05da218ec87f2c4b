import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { allowConsoleError, stubLayoutForEditor } from 'shared-contracts/testing';
import { Toaster } from 'shared-contracts/ui';
import { examQuestionsApi, type QuestionFixture, type Write } from '../../../test/exam-questions';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { ExamQuestionsTab } from './ExamQuestionsTab';

jest.setTimeout(40_000);

const two: QuestionFixture[] = [
  { id: 'q1', statement: '<p>Qual é a capital da França?</p>', comment: '<p>Paris é a capital.</p>' },
  { id: 'q2', statement: '<p>Explique a fotossíntese.</p>', kind: 'open_ended', character_limit: 500 },
];

let server: StubbedFetch;
const rows = () => screen.getAllByTestId('question-row');
const drawer = () => screen.getByTestId('question-drawer');
const editor = (name: string) => within(drawer()).getByRole('textbox', { name });
const findEditor = (name: string) => within(drawer()).findByRole('textbox', { name });

function renderTab(write?: Write, audit?: unknown) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const api = examQuestionsApi(two, {
    write: (url, init) => {
      writes.push({
        method: init.method,
        path: url.pathname,
        body: init.body ? JSON.parse(init.body) : null,
      });
      return write?.(url, init);
    },
  });
  server = stubFetch((url, init) =>
    audit && url.pathname.endsWith('/audit_log') ? { body: audit } : api(url, init),
  );
  const utils = renderRoute(
    <>
      <ExamQuestionsTab editionId="1" examId="5" editLevel="full" />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId', entry: '/edicoes/1/provas/5' },
  );
  return { ...utils, writes };
}

beforeAll(() => {
  configureApi({ baseUrl: 'http://api.test/api' });
  stubLayoutForEditor();
});
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('the question drawer', () => {
  it('words every rule of spec 2 §5 under its field, and a change of type clears the alternatives', async () => {
    const { writes, intlErrors } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova questão' }));
    expect(await screen.findByRole('heading', { name: 'Nova questão' })).toBeInTheDocument();
    await findEditor('Enunciado');
    // Staff may insert images in the statement and the resolution comment (spec 2 §5).
    expect(within(drawer()).getAllByRole('button', { name: 'Inserir imagem' })).toHaveLength(2);
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Salvar' }));
    expect(within(drawer()).getByRole('combobox', { name: /Tipo/ })).toBeInvalid();
    expect(within(drawer()).getAllByText('Campo Obrigatorio')).toHaveLength(2);
    expect(within(drawer()).getByTestId('statement-error')).toHaveTextContent('Campo Obrigatorio');

    await userEvent.selectOptions(
      within(drawer()).getByRole('combobox', { name: /Tipo/ }),
      'Múltipla escolha',
    );
    expect(within(drawer()).getByTestId('alternatives-error')).toHaveTextContent(
      'A questao deve ter pelo menos uma alternativa',
    );
    const add = within(drawer()).getByRole('button', { name: 'Adicionar alternativa' });
    await userEvent.click(add);
    await userEvent.click(add);
    await findEditor('Alternativa B');
    // …and in each alternative.
    expect(within(drawer()).getAllByRole('button', { name: 'Inserir imagem' })).toHaveLength(4);
    // The first one added is the correct one; both are empty.
    expect(within(drawer()).getByRole('radio', { name: 'Correta: A' })).toBeChecked();
    expect(within(drawer()).getAllByText('Campo Obrigatorio')).toHaveLength(3);
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Remover a alternativa A' }));
    expect(within(drawer()).getByTestId('alternatives-error')).toHaveTextContent(
      'A questao deve ter ao menos uma alternativa correta',
    );
    await userEvent.click(within(drawer()).getByRole('radio', { name: 'Correta: A' }));
    expect(within(drawer()).queryByTestId('alternatives-error')).not.toBeInTheDocument();

    // Up to 10 alternatives.
    for (let i = 1; i < 10; i += 1) await userEvent.click(add);
    expect(add).toBeDisabled();

    // Changing the type empties the list.
    await userEvent.selectOptions(within(drawer()).getByRole('combobox', { name: /Tipo/ }), 'Dissertativa');
    expect(within(drawer()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(drawer()).getByRole('spinbutton', { name: 'Limite de caracteres' })).toBeInTheDocument();
    await userEvent.selectOptions(
      within(drawer()).getByRole('combobox', { name: /Tipo/ }),
      'Múltipla escolha',
    );
    expect(within(drawer()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(drawer()).getByTestId('alternatives-error')).toHaveTextContent(
      'A questao deve ter pelo menos uma alternativa',
    );
    expect(writes).toEqual([]);
    expect(intlErrors).toEqual([]);
  });

  it('creates an open-ended question with POST questions and the list reloads', async () => {
    const { writes } = renderTab((url, init) =>
      init.method === 'POST' && url.pathname === '/api/questions'
        ? { status: 201, body: { data: { type: 'questions', id: 'q9', attributes: {} } } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Nova questão' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Tipo/ }), 'Dissertativa');
    await userEvent.click(await findEditor('Enunciado'));
    await userEvent.keyboard('Descreva um robô.');
    await userEvent.type(within(drawer()).getByRole('spinbutton', { name: 'Limite de caracteres' }), '800');
    const reads = server.requests.filter((u) => u.pathname === '/api/exams/5').length;
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Questao salva com sucesso.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/questions',
        body: {
          data: {
            type: 'questions',
            attributes: {
              kind: 'open_ended',
              style: 'alphabetic',
              statement: '<p>Descreva um robô.</p>',
              resolution: { comment: null },
              alternatives: [],
              character_limit: 800,
              education_subject_id: 20,
              weight: 1,
            },
            relationships: { exam: { data: { type: 'exams', id: '5' } } },
          },
        },
      },
    ]);
    await waitFor(() =>
      expect(server.requests.filter((u) => u.pathname === '/api/exams/5').length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(screen.queryByTestId('question-drawer')).not.toBeInTheDocument());
  });

  it('edits a question with PATCH questions/{id}: alternatives keep their ids, the new correct one is marked; shows its history', async () => {
    const audit = {
      data: [
        {
          type: 'audit_entries',
          id: '1',
          attributes: {
            action: 'questions.update',
            actor_name: 'Ana Souza',
            actor_email: 'ana@example.org',
            created_at: '2026-03-10T15:00:00Z',
            changes: { statement: ['<p>a</p>', '<p>b</p>'] },
          },
        },
      ],
      meta: { total_count: 1 },
    };
    const { writes } = renderTab(() => ({ status: 200, body: { data: null } }), audit);
    await screen.findByText('Qual é a capital da França?');
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('heading', { name: 'Editar questão 1' })).toBeInTheDocument();
    expect(await findEditor('Alternativa C')).toHaveTextContent('Lisboa');
    expect(editor('Enunciado')).toHaveTextContent('Qual é a capital da França?');
    expect(within(drawer()).getByRole('radio', { name: 'Correta: A' })).toBeChecked();
    expect(await within(drawer()).findByTestId('question-history-entry')).toHaveTextContent(
      'Ana Souza · Editou a questão',
    );
    await userEvent.click(within(drawer()).getByRole('radio', { name: 'Correta: C' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Questao salva com sucesso.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'PATCH', path: '/api/questions/q1' });
    expect((writes[0]!.body as { data: { id: string; attributes: unknown } }).data).toMatchObject({
      id: 'q1',
      attributes: {
        kind: 'multiple_choice',
        statement: '<p>Qual é a capital da França?</p>',
        resolution: { comment: '<p>Paris é a capital.</p>' },
        alternatives: [
          { id: 'q1-1', description: '<p>Paris</p>', correct: false },
          { id: 'q1-2', description: '<p>Roma</p>', correct: false },
          { id: 'q1-3', description: '<p>Lisboa</p>', correct: true },
        ],
        character_limit: null,
        education_subject_id: 20,
      },
    });
  });

  it("shows the server's field errors and the spec's failure message", async () => {
    allowConsoleError(/save failed/);
    renderTab(() => ({
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            detail: 'O enunciado é longo demais.',
            source: { pointer: '/data/attributes/statement' },
          },
        ],
      },
    }));
    await screen.findByText('Qual é a capital da França?');
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Editar' }));
    await findEditor('Enunciado');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nao foi possivel salvar a questao.')).toBeInTheDocument();
    expect(within(drawer()).getByTestId('statement-error')).toHaveTextContent('O enunciado é longo demais.');
  });
});
