import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffExamAttributes } from 'shared-contracts';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { stubLayoutForEditor } from 'shared-contracts/testing';
import { Toaster, toaster } from 'shared-contracts/ui';
import { editionFormServer, withNodeFormData } from '../../../test/edition-form-server';
import { examAttributes, examDocument, examEditionDocument } from '../../../test/exams';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { EditExamPage, NewExamPage } from './ExamFormPage';

jest.setTimeout(60_000);
withNodeFormData();
beforeAll(stubLayoutForEditor);
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

let server: ReturnType<typeof editionFormServer>;

function serve(exam: StaffExamAttributes, { phases = [1, 2] }: { phases?: number[] } = {}) {
  server = editionFormServer((r) => {
    if (r.method === 'GET' && r.path === 'edition/1') return { body: examEditionDocument({ phases }) };
    if (r.method === 'GET' && r.path === 'exams/9') return { body: examDocument('9', exam) };
    if (r.method === 'PATCH' && r.path === 'exams/9')
      return { body: { data: { type: 'exams', id: '9', attributes: {} } } };
    return undefined;
  });
}

const openEdit = () =>
  renderRoute(
    <>
      <EditExamPage />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId', entry: '/edicoes/1/provas/9' },
  );
const openNew = () =>
  renderRoute(<NewExamPage />, { path: '/edicoes/:id/provas/nova', entry: '/edicoes/1/provas/nova' });

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  useAuthStore.setState({ user: userWith('C1', 'coordinator') });
});
afterEach(() => {
  server?.restore();
  toaster.remove();
});

describe('Editing an exam by its status', () => {
  it('edits an upcoming exam fully, PATCHing the multipart with its id', async () => {
    serve(examAttributes({ status: 'upcoming', cover_url: { url: 'http://api.test/capa.png' } }));
    const user = userEvent.setup();
    const { intlErrors } = openEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Prova' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^Fase/ })).toHaveValue('1');
    expect(screen.getByLabelText(/^Início/)).toHaveValue('2030-05-10T09:00');
    expect(screen.getByLabelText(/^Tempo limite/)).toHaveValue(90);
    expect(screen.getByRole('combobox', { name: /^Tipo/ })).toBeDisabled();
    expect(screen.queryByTestId('exam-status-warning')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Questoes' })).toBeEnabled();
    expect(screen.getByTestId('cover-preview')).toHaveAttribute('src', 'http://api.test/capa.png');
    await user.click(screen.getByRole('button', { name: 'Remover capa' }));
    expect(screen.queryByTestId('cover-preview')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Tempo limite/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A prova foi salva com sucesso.')).toBeInTheDocument();
    const parts = server.calls('PATCH', 'exams/9')[0]!.parts!;
    expect(parts['data[id]']).toBe('9');
    const attributes = JSON.parse(parts['data[attributes]'] as string);
    expect(attributes).toMatchObject({
      phase: 1,
      remove_cover: true,
      description: examAttributes().description,
    });
    // Emptied on edit: null clears the stored limit (a PATCH keeps what it is not sent).
    expect(attributes.time_limit).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('warns about an exam in progress, locks its phase, dates and time limit and does not send them', async () => {
    serve(examAttributes({ status: 'in_progress' }));
    const user = userEvent.setup();
    openEdit();
    expect(await screen.findByTestId('exam-status-warning')).toHaveTextContent(
      'Esta prova está em andamento',
    );
    expect(screen.getByRole('combobox', { name: /^Fase/ })).toBeDisabled();
    expect(screen.getByLabelText(/^Início/)).toBeDisabled();
    expect(screen.getByLabelText(/^Término/)).toBeDisabled();
    expect(screen.getByLabelText(/^Tempo limite/)).toBeDisabled();
    expect(screen.getByLabelText(/^Nota mínima/)).toBeEnabled();
    fireEvent.change(screen.getByLabelText(/^Nota mínima/), { target: { value: '7' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server.calls('PATCH', 'exams/9')).toHaveLength(1));
    const attributes = JSON.parse(server.calls('PATCH', 'exams/9')[0]!.parts!['data[attributes]'] as string);
    expect(attributes.minimal_score).toBe(7);
    for (const locked of ['phase', 'start_date', 'end_date', 'time_limit'])
      expect(attributes).not.toHaveProperty(locked);
  });

  it('shows an expired online exam read-only with the spec’s warning', async () => {
    serve(examAttributes({ status: 'expired' }));
    openEdit();
    expect(await screen.findByTestId('exam-status-warning')).toHaveTextContent(
      'Não é recomendado alterar a configuração de uma prova encerrada.',
    );
    for (const label of [
      /^Fase/,
      /^Início/,
      /^Término/,
      /^Nota mínima/,
      /^Tempo limite/,
      /^Link da pesquisa/,
    ])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Descrição/ })).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('tells that a finished presential exam’s data cannot be edited', async () => {
    serve(examAttributes({ status: 'expired', kind: 'presential' }));
    openEdit();
    expect(await screen.findByTestId('exam-status-warning')).toHaveTextContent(
      'Os dados de uma prova encerrada não podem ser editados.',
    );
    expect(screen.getByRole('tab', { name: 'Importar notas' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});

describe('Blocked exam forms', () => {
  it('tells a coordinator of another edition "Voce nao possui autorizacao", with Fechar to /edicoes', async () => {
    useAuthStore.setState({ user: userWith('C9', 'coordinator') });
    serve(examAttributes());
    openEdit();
    expect(await screen.findByRole('heading', { name: 'Voce nao possui autorizacao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '/edicoes');
    expect(screen.queryByTestId('exam-form')).not.toBeInTheDocument();
  });

  it('lets an admin in, whoever the coordinators are', async () => {
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    serve(examAttributes());
    openNew();
    expect(await screen.findByRole('button', { name: /^Online/ })).toBeInTheDocument();
  });

  it('creates nothing in an edition without phases', async () => {
    serve(examAttributes(), { phases: [] });
    openNew();
    expect(await screen.findByRole('heading', { name: 'Esta edicao nao possui Fases' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Online/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as provas' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas',
    );
  });
});
