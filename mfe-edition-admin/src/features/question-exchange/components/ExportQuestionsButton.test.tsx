import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { ExportQuestionsButton } from '../index';

jest.setTimeout(30_000);

let server: StubbedFetch;
let saved: { href: string; download: string }[];
let created: Blob[];
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  saved = [];
  created = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:http://localhost/export-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server?.restore();
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  jest.restoreAllMocks();
});

function renderButton(selectedIds: string[], locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  return renderRoute(
    <>
      <ExportQuestionsButton examId="9" selectedIds={selectedIds} />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId', entry: '/edicoes/1/provas/9', locale },
  );
}

async function choose(item: string, menu = 'Exportar questões') {
  await userEvent.click(await screen.findByRole('button', { name: menu }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ExportQuestionsButton', () => {
  it('says "Nenhuma questao foi selecionada!" and calls nothing when no question is chosen', async () => {
    server = stubFetch(() => ({ status: 500, body: {} }));
    const { intlErrors } = renderButton([]);
    await choose('JSON (questions.json)');
    expect(await screen.findByText('Nenhuma questao foi selecionada!')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    expect(saved).toEqual([]);
    expect(intlErrors).toEqual([]);
  });

  it.each([
    ['JSON (questions.json)', 'json', 'questions.json', 'application/json'],
    ['QTI 3.0 (zip)', 'qti', 'questions-qti3.zip', 'application/zip'],
    ['Moodle XML', 'moodle', 'questions-moodle.xml', 'application/xml'],
  ])('%s: posts the chosen ids in format %s and saves the file as %s', async (item, format, file, type) => {
    let sent: string | undefined;
    server = stubFetch((url, init) => {
      if (url.pathname === '/api/exams/9/export' && init.method === 'POST') {
        sent = init.body;
        return { body: `${format} file`, headers: { 'content-type': type } };
      }
      return { status: 404, body: { errors: [] } };
    });
    renderButton(['3', '1']);
    await choose(item);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(sent!)).toEqual({
      data: { type: 'exams', id: '9', attributes: { question_ids: ['3', '1'], format } },
    });
    expect(saved[0]).toEqual({ href: 'blob:http://localhost/export-1', download: file });
    expect(JSON.parse(await created[0]!.text())).toBe(`${format} file`);
    expect(server.requests).toHaveLength(1);
  });

  it("shows the server's reason when the export is refused, and saves nothing", async () => {
    server = stubFetch(() => ({
      status: 422,
      body: { errors: [{ status: '422', title: 'Erro', detail: 'Questão de outra prova.' }] },
    }));
    renderButton(['7']);
    await choose('Moodle XML');
    expect(await screen.findByText('Questão de outra prova.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('speaks Spanish', async () => {
    server = stubFetch(() => ({ status: 500, body: {} }));
    const { intlErrors } = renderButton([], 'es');
    await choose('Moodle XML', 'Exportar preguntas');
    expect(await screen.findByText('¡No se seleccionó ninguna pregunta!')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});
