import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { allowConsoleError, stubLayoutForEditor } from 'shared-contracts/testing';
import { Route, Routes, Toaster, toaster, useLocation } from 'shared-contracts/ui';
import {
  editionFormServer,
  testFile,
  withNodeFormData,
  type Answer,
  type RecordedRequest,
} from '../../../test/edition-form-server';
import { examAttributes, examDocument, examEditionDocument } from '../../../test/exams';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { EditExamPage, NewExamPage } from './ExamFormPage';

jest.setTimeout(90_000);
withNodeFormData();
beforeAll(stubLayoutForEditor);
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

let server: ReturnType<typeof editionFormServer>;

function serve(extra: (r: RecordedRequest) => Answer | undefined = () => undefined) {
  server = editionFormServer((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.path === 'edition/1') return { body: examEditionDocument() };
    if (r.method === 'GET' && r.path === 'exams/77')
      return { body: examDocument('77', examAttributes({ description: '<p>Nova</p>' })) };
    return undefined;
  });
}

function Probe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname}${location.search}`}</p>;
}

function openNew() {
  return renderRoute(
    <>
      <Routes>
        <Route path="/edicoes/:id/provas/nova" element={<NewExamPage />} />
        <Route
          path="/edicoes/:id/provas/:testId"
          element={
            <>
              <EditExamPage />
              <Probe />
            </>
          }
        />
      </Routes>
      <Toaster />
    </>,
    { path: '/*', entry: '/edicoes/1/provas/nova' },
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Salvar' });
const errorOf = (testId: string) => screen.getByTestId(testId);

async function chooseOnline(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Online/ }));
  return screen.findByRole('textbox', { name: /^Descrição/ });
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  useAuthStore.setState({ user: userWith('C1', 'coordinator') });
});
afterEach(() => {
  server?.restore();
  toaster.remove();
});

describe('Creating an exam', () => {
  it('asks the kind first, then opens the form of that kind', async () => {
    serve();
    const user = userEvent.setup();
    const { intlErrors } = openNew();
    expect(await screen.findByRole('heading', { level: 1, name: 'Criar Prova' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as provas' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas',
    );
    expect(screen.queryByTestId('exam-form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Presencial/ }));
    expect(await screen.findByTestId('exam-form')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Importar notas' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /^Descrição/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Tempo limite/)).not.toBeInTheDocument();
    // The kind can still change while creating: the online form's fields appear.
    fireEvent.change(screen.getByRole('combobox', { name: /^Tipo/ }), { target: { value: 'online' } });
    expect(await screen.findByRole('tab', { name: 'Questoes' })).toBeDisabled();
    expect(screen.getByLabelText(/Tempo limite/)).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('shows each rule’s message', async () => {
    serve();
    const user = userEvent.setup();
    openNew();
    await chooseOnline(user);
    await user.click(save());
    expect(errorOf('field-phase')).toHaveTextContent('Campo Obrigatorio');
    expect(errorOf('field-start_date')).toHaveTextContent('Campo Obrigatorio');
    expect(errorOf('field-end_date')).toHaveTextContent('Campo Obrigatorio');
    expect(errorOf('field-minimal_score')).toHaveTextContent('Campo Obrigatorio');
    expect(errorOf('description-error')).toHaveTextContent('Campo Obrigatorio');

    change(/^Nota mínima/, '-1');
    expect(errorOf('field-minimal_score')).toHaveTextContent('Deve ser maior ou igual a 0');
    change(/^Início/, '2030-05-10T09:00');
    change(/^Término/, '2030-05-10T08:00');
    expect(errorOf('field-end_date')).toHaveTextContent(
      'Data de término inválida: deve ser depois de 10/05/2030 09:00',
    );
    change(/^Tempo limite/, '0');
    expect(errorOf('field-time_limit')).toHaveTextContent('Informe um número inteiro de minutos maior que 0');
    fireEvent.change(input(/^Imagem de capa/), {
      target: { files: [testFile('x'.repeat(200_001), 'capa.png', 'image/png')] },
    });
    expect(errorOf('field-cover')).toHaveTextContent('Insira uma imagem de ate 200KB!');
    fireEvent.change(input(/^Imagem de capa/), {
      target: { files: [testFile('x'.repeat(200_000), 'capa.png', 'image/png')] },
    });
    expect(errorOf('field-cover')).not.toHaveTextContent('Insira uma imagem de ate 200KB!');
    await user.click(save());
    expect(server.calls('POST', 'exams')).toHaveLength(0);
  });

  it('sends the multipart parts (no time_limit when empty), replaces the URL with the exam and opens Questoes', async () => {
    serve((r) =>
      r.method === 'POST' && r.path === 'exams'
        ? { status: 201, body: { data: { type: 'exams', id: '77', attributes: {} } } }
        : undefined,
    );
    const user = userEvent.setup();
    openNew();
    const description = await chooseOnline(user);
    // The description takes images too (spec 2 §5).
    expect(screen.getByRole('button', { name: 'Inserir imagem' })).toBeEnabled();
    fireEvent.change(screen.getByRole('combobox', { name: /^Fase/ }), { target: { value: '2' } });
    change(/^Início/, '2030-05-10T09:00');
    change(/^Término/, '2030-05-10T12:00');
    change(/^Nota mínima/, '6.5');
    await user.click(description);
    await user.keyboard('Prova final');
    await user.type(screen.getByRole('textbox', { name: /^Link da pesquisa/ }), 'https://pesquisa.example/1');
    fireEvent.change(input(/^Imagem de capa/), {
      target: { files: [testFile('png', 'capa.png', 'image/png')] },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Conta para o certificado' }));
    const policy = screen.getByRole('combobox', { name: /Pontuação de uma questão anulada/ });
    expect(policy).toHaveValue('credit_all');
    expect(policy).toHaveDisplayValue('Conta como correta para todos os participantes');
    fireEvent.change(policy, { target: { value: 'drop' } });

    await user.click(save());
    expect(await screen.findByTestId('probe')).toHaveTextContent('/edicoes/1/provas/77?aba=1');
    const [post] = server.calls('POST', 'exams');
    const parts = post!.parts!;
    expect(Object.keys(parts).sort()).toEqual([
      'cover',
      'data[attributes]',
      'data[relationships]',
      'data[type]',
    ]);
    expect(parts['data[type]']).toBe('exams');
    expect(JSON.parse(parts['data[attributes]'] as string)).toEqual({
      phase: 2,
      kind: 'online',
      start_date: '2030-05-10T12:00:00.000Z',
      end_date: '2030-05-10T15:00:00.000Z',
      minimal_score: 6.5,
      to_certificate: true,
      description: '<p>Prova final</p>',
      survey_url: 'https://pesquisa.example/1',
      cancelled_question_policy: 'drop',
    });
    expect(JSON.parse(parts['data[relationships]'] as string)).toEqual({
      edition: { data: { type: 'editions', id: '1' } },
    });
    expect(parts.cover).toMatchObject({ name: 'capa.png', type: 'image/png' });
    expect(await screen.findByText('A prova foi salva com sucesso.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Prova' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Questoes' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('sends the time limit when given, and a presential exam as a JSON:API body', async () => {
    serve((r) =>
      r.method === 'POST' && r.path === 'exams'
        ? { status: 201, body: { data: { type: 'exams', id: '77', attributes: {} } } }
        : undefined,
    );
    const user = userEvent.setup();
    openNew();
    await user.click(await screen.findByRole('button', { name: /^Presencial/ }));
    fireEvent.change(await screen.findByRole('combobox', { name: /^Fase/ }), { target: { value: '1' } });
    change(/^Início/, '2030-05-10T09:00');
    change(/^Término/, '2030-05-10T12:00');
    change(/^Nota mínima/, '0');
    await user.click(save());
    expect(await screen.findByTestId('probe')).toHaveTextContent('/edicoes/1/provas/77?aba=1');
    expect(server.calls('POST', 'exams')[0]!.body).toEqual({
      data: {
        type: 'exams',
        attributes: {
          phase: 1,
          kind: 'presential',
          start_date: '2030-05-10T12:00:00.000Z',
          end_date: '2030-05-10T15:00:00.000Z',
          minimal_score: 0,
          to_certificate: false,
        },
        relationships: { edition: { data: { type: 'editions', id: '1' } } },
      },
    });
  });

  it('shows the server’s field errors on their fields, back on the first tab, with the failure message', async () => {
    allowConsoleError(/\[exam form\] save failed/);
    serve((r) =>
      r.method === 'POST' && r.path === 'exams'
        ? {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  detail: 'Fase já está em uso.',
                  source: { pointer: '/data/attributes/phase' },
                },
                {
                  status: '422',
                  detail: 'Deve ser após a data 01/05/2030',
                  source: { pointer: '/data/attributes/start_date' },
                },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    openNew();
    const description = await chooseOnline(user);
    fireEvent.change(screen.getByRole('combobox', { name: /^Fase/ }), { target: { value: '1' } });
    change(/^Início/, '2030-04-10T09:00');
    change(/^Término/, '2030-05-10T12:00');
    change(/^Nota mínima/, '5');
    change(/^Tempo limite/, '45');
    await user.click(description);
    await user.keyboard('Prova');
    await user.click(save());
    expect(await screen.findByText('Nao foi possivel salvar a prova.')).toBeInTheDocument();
    expect(errorOf('field-phase')).toHaveTextContent('Fase já está em uso.');
    expect(errorOf('field-start_date')).toHaveTextContent('Deve ser após a data 01/05/2030');
    expect(screen.getByRole('tab', { name: 'Dados da prova' })).toHaveAttribute('aria-selected', 'true');
    expect(
      JSON.parse(server.calls('POST', 'exams')[0]!.parts!['data[attributes]'] as string).time_limit,
    ).toBe(45);
    // Changing the field clears the server's error.
    fireEvent.change(screen.getByRole('combobox', { name: /^Fase/ }), { target: { value: '2' } });
    expect(errorOf('field-phase')).not.toHaveTextContent('Fase já está em uso.');
    await act(async () => undefined);
  });
});
