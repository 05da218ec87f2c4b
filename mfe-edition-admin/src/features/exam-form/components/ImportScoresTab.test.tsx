import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { allowConsoleError } from 'shared-contracts/testing';
import { Toaster, toaster } from 'shared-contracts/ui';
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
import { EditExamPage } from './ExamFormPage';

jest.setTimeout(60_000);
withNodeFormData();
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

let server: ReturnType<typeof editionFormServer>;
let imported = false;

function serve(scores: (r: RecordedRequest) => Answer) {
  imported = false;
  server = editionFormServer((r) => {
    if (r.method === 'GET' && r.path === 'edition/1') return { body: examEditionDocument() };
    if (r.method === 'GET' && r.path === 'exams/9')
      return {
        body: examDocument(
          '9',
          examAttributes({ kind: 'presential', status: 'expired', scores_already_imported: imported }),
        ),
      };
    if (r.method === 'POST' && r.path === 'exams/9/import_scores') return scores(r);
    return undefined;
  });
}

const open = () =>
  renderRoute(
    <>
      <EditExamPage />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId', entry: '/edicoes/1/provas/9?aba=1' },
  );

async function chooseFile(file: File) {
  fireEvent.change(await screen.findByLabelText(/^Arquivo de notas/), { target: { files: [file] } });
}
const importButton = () => screen.getByRole('button', { name: 'Importar' });

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  useAuthStore.setState({ user: userWith('C1', 'coordinator') });
});
afterEach(() => {
  server?.restore();
  toaster.remove();
});

describe('Importing a presential exam’s scores', () => {
  it('accepts only a .csv', async () => {
    serve(() => ({ status: 500 }));
    open();
    expect(await screen.findByTestId('scores-imported')).toHaveTextContent(
      'Nenhuma nota foi importada ainda.',
    );
    await chooseFile(testFile('a;b', 'notas.xlsx', 'application/vnd.ms-excel'));
    expect(screen.getByTestId('field-csv')).toHaveTextContent('Escolha um arquivo .csv.');
    expect(server.calls('POST', 'exams/9/import_scores')).toHaveLength(0);
    expect(importButton()).toBeDisabled();
  });

  it('shows the dry run’s rows and errors, and an error keeps Importar disabled', async () => {
    serve((r) => {
      expect(r.parts!.preview).toBe('true');
      return {
        body: {
          meta: {
            scores: {
              rows: [{ line: 1, email: 'ana@x.dev', name: 'Ana', score: 7.5 }],
              errors: [{ line: 2, message: 'Participante não encontrado: bia@x.dev' }],
            },
          },
        },
      };
    });
    open();
    await chooseFile(testFile('ana@x.dev;7,5\nbia@x.dev;8', 'notas.csv', 'text/csv'));
    const errors = await screen.findByTestId('scores-errors');
    expect(within(errors).getByText('2')).toBeInTheDocument();
    expect(within(errors).getByText('Participante não encontrado: bia@x.dev')).toBeInTheDocument();
    const rows = screen.getByTestId('scores-rows');
    expect(within(rows).getByText('ana@x.dev')).toBeInTheDocument();
    expect(within(rows).getByText('Ana')).toBeInTheDocument();
    expect(within(rows).getByText('7,5')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    const [call] = server.calls('POST', 'exams/9/import_scores');
    expect(call!.parts!.csv_file).toMatchObject({ name: 'notas.csv' });
  });

  it('imports a valid file, says how many scores the API stored and reloads the exam', async () => {
    serve((r) => {
      if (r.parts!.preview === 'true')
        return {
          body: {
            meta: {
              scores: {
                rows: [
                  { line: 1, email: 'ana@x.dev', name: 'Ana', score: 7.5 },
                  { line: 2, email: 'bia@x.dev', name: null, score: 8 },
                ],
                errors: [],
              },
            },
          },
        };
      imported = true;
      return { body: { meta: { imported: 2 } } };
    });
    const user = userEvent.setup();
    open();
    await chooseFile(testFile('ana@x.dev;7,5\nbia@x.dev;8', 'notas.csv', 'text/csv'));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());
    expect(await screen.findByText('2 notas importadas.')).toBeInTheDocument();
    const [, sent] = server.calls('POST', 'exams/9/import_scores');
    expect(sent!.parts).not.toHaveProperty('preview');
    expect(sent!.parts!.csv_file).toMatchObject({ name: 'notas.csv' });
    // 1.5 s later the exam is read again and tells the scores are in.
    expect(
      await screen.findByText(/As notas desta prova já foram importadas/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(server.calls('GET', 'exams/9').length).toBeGreaterThanOrEqual(2);
  });

  it('says "Nao foi possivel importar as notas." when the import fails', async () => {
    allowConsoleError(/\[score import\] import failed/);
    serve((r) =>
      r.parts!.preview === 'true'
        ? {
            body: {
              meta: {
                scores: { rows: [{ line: 1, email: 'ana@x.dev', name: 'Ana', score: 7 }], errors: [] },
              },
            },
          }
        : { status: 500, body: {} },
    );
    const user = userEvent.setup();
    open();
    await chooseFile(testFile('ana@x.dev;7', 'notas.csv', 'text/csv'));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());
    expect(await screen.findByText('Nao foi possivel importar as notas.')).toBeInTheDocument();
  });
});
