import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from 'shared-contracts';
import { configureApi } from 'shared-contracts/client';
import { testFile, withNodeFormData } from 'shared-contracts/testing';
import { Toaster } from 'shared-contracts/ui';
import { renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { ImportQuestionsButton } from '../index';

jest.setTimeout(30_000);
withNodeFormData();

const PREVIEW: ImportPreview = {
  format: 'moodle',
  items: [
    {
      kind: 'multiple_choice',
      source: 'Capital do Brasil',
      statement: '<p>Qual é a <strong>capital</strong> do Brasil?</p>',
      alternatives: [
        { description: 'São Paulo', correct: false },
        { description: 'Brasília', correct: true },
        { description: 'Rio de Janeiro', correct: false },
      ],
    },
    {
      kind: 'open_ended',
      source: 'Redação',
      statement: '<p>Explique o ciclo da água.</p>',
      alternatives: [],
    },
  ],
  skipped: [{ source: 'Arraste e solte 1', reason: 'Tipo de questão não suportado: ddwtos.' }],
};

/** The multipart parts of a request body as text (files by their content). */
function partsOf(body: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const match of (body ?? '').matchAll(
    /name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r]*\r\n)?\r\n([\s\S]*?)\r\n--/g,
  ))
    parts[match[1]!] = match[2]!;
  return parts;
}

let server: StubbedFetch;
let sent: Record<string, string>[];

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  sent = [];
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server?.restore();
  jest.restoreAllMocks();
});

/** The import endpoint: a dry run answers `preview`; the real run answers `commit`. */
function serve(
  preview: { status?: number; body: unknown },
  commit: { status?: number; body: unknown } = { body: { data: null, meta: { imported: 2 } } },
) {
  server = stubFetch((url, init) => {
    if (url.pathname !== '/api/exams/9/import_questions' || init.method !== 'POST')
      return { status: 404, body: { errors: [] } };
    const parts = partsOf(init.body);
    sent.push(parts);
    return parts.preview === 'true' ? preview : commit;
  });
}

function renderButton(onImported = jest.fn(), locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  const utils = renderRoute(
    <>
      <ImportQuestionsButton examId="9" onImported={onImported} />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId', entry: '/edicoes/1/provas/9', locale },
  );
  return { ...utils, onImported };
}

async function openAndChoose(content = '<quiz></quiz>', name = 'moodle.xml') {
  await userEvent.click(screen.getByTestId('import-questions'));
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.change(dialog.getByLabelText('Arquivo de questões'), {
    target: { files: [testFile(content, name, 'application/xml')] },
  });
  return dialog;
}

describe('ImportQuestionsButton', () => {
  it('previews what the file creates and skips, and stores nothing until confirmed', async () => {
    serve({ body: { data: null, meta: { preview: PREVIEW } } });
    const { onImported, intlErrors } = renderButton();
    const dialog = await openAndChoose();

    expect(await dialog.findByText('2 questões serão criadas')).toBeInTheDocument();
    const items = dialog.getAllByTestId('import-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Questão 1')).toBeInTheDocument();
    expect(first.getByText('Múltipla escolha')).toBeInTheDocument();
    expect(first.getByText('capital').tagName).toBe('STRONG');
    const alternatives = first.getAllByTestId('import-alternative');
    expect(alternatives.map((a) => a.getAttribute('data-correct'))).toEqual(['false', 'true', 'false']);
    expect(within(alternatives[1]!).getByText('Correta')).toBeInTheDocument();
    expect(within(alternatives[1]!).getByText('B)')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Dissertativa')).toBeInTheDocument();
    expect(dialog.getByText('1 item não pode ser importado')).toBeInTheDocument();
    expect(dialog.getByText(/Tipo de questão não suportado: ddwtos\./)).toBeInTheDocument();
    expect(dialog.getByText('Arraste e solte 1')).toBeInTheDocument();

    // Only the dry run went out, with the file and preview=true.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      'data[id]': '9',
      'data[type]': 'exams',
      file: '<quiz></quiz>',
      preview: 'true',
    });
    expect(onImported).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Importar 2 questões' }));
    expect(await screen.findByText('2 questões importadas.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ 'data[id]': '9', 'data[type]': 'exams', file: '<quiz></quiz>' });
    expect(onImported).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(intlErrors).toEqual([]);
  });

  it("says the server's reason when the import fails, and calls onImported not", async () => {
    serve(
      { body: { data: null, meta: { preview: PREVIEW } } },
      {
        status: 422,
        body: { errors: [{ status: '422', title: 'Erro', detail: 'Não é possível editar esta prova.' }] },
      },
    );
    const { onImported } = renderButton();
    const dialog = await openAndChoose();
    await userEvent.click(await dialog.findByRole('button', { name: 'Importar 2 questões' }));
    expect(await screen.findByText('Não é possível editar esta prova.')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows why a file cannot be read, and offers nothing to import', async () => {
    serve({
      status: 422,
      body: { errors: [{ status: '422', detail: 'O arquivo não é JSON, QTI 3.0 nem Moodle XML.' }] },
    });
    renderButton();
    const dialog = await openAndChoose('not a quiz', 'notes.txt');
    expect(await dialog.findByText('O arquivo não é JSON, QTI 3.0 nem Moodle XML.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Importar questões' })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  it('renders statements safely: no script from the file reaches the page', async () => {
    const hostile: ImportPreview = {
      format: 'json',
      items: [
        {
          kind: 'open_ended',
          source: '1',
          statement: '<p onclick="alert(1)">Enunciado</p><script>alert(1)</script>',
          alternatives: [],
        },
      ],
      skipped: [],
    };
    serve({ body: { data: null, meta: { preview: hostile } } });
    renderButton();
    const dialog = await openAndChoose('{}', 'questions.json');
    const statement = await dialog.findByText('Enunciado');
    expect(statement.getAttribute('onclick')).toBeNull();
    expect(screen.getByTestId('import-preview').querySelector('script')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Importar 1 questão' })).toBeEnabled();
  });

  it('cannot be opened when the caller disables it, and speaks European Portuguese', async () => {
    serve({ body: {} });
    const { intlErrors } = renderRoute(<ImportQuestionsButton examId="9" disabled />, {
      path: '/edicoes/:id/provas/:testId',
      entry: '/edicoes/1/provas/9',
      locale: 'pt-PT',
    });
    const button = screen.getByRole('button', { name: 'Importar questões' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(intlErrors).toEqual([]);
  });
});
