import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthStore } from 'shared-contracts/client';
import { LEADER, TEACHER, type SubmissionFixture } from '../../../test/project-documents';
import {
  clearToasts,
  openProjectPhase,
  testFile,
  withNodeFormData,
} from '../../../test/project-phase-harness';
import { allowConsoleError } from 'shared-contracts/testing';

jest.setTimeout(30_000);
withNodeFormData();

let api: ReturnType<typeof openProjectPhase> | undefined;
afterEach(() => {
  api?.restore();
  clearToasts();
});

const pre = [{ phase: 1, categories: ['pre_project'] }];
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const section = (category: string) => within(screen.getByTestId(`section-${category}`));
const upload = (category: string) => within(screen.getByTestId(`upload-${category}`));
const choose = (category: string, files: File[]) =>
  fireEvent.change(upload(category).getByLabelText(/^(Arquivos|Archivos|Ficheiros) de/), {
    target: { files },
  });
const send = (category: string) => fireEvent.click(upload(category).getByRole('button', { name: 'Enviar' }));
const pdf = (name = 'relatorio.pdf') => testFile('%PDF-1.4\n%%EOF\n', name, 'application/pdf');
const sent = (id: string, category: SubmissionFixture['category'], names: string[]): SubmissionFixture => ({
  id,
  category,
  files: names.map((name) => ({ name })),
});

describe('Team and files screen: files', () => {
  it('shows a collapsible section for each project category of the phase, and no start button', async () => {
    api = openProjectPhase({ phases: [{ phase: 1, categories: ['pre_project', 'final_project'] }] });
    const trigger = await screen.findByRole('button', { name: /Pré-projeto/ });
    expect(screen.getByRole('button', { name: /Projeto final/ })).toBeInTheDocument();
    expect(screen.queryByTestId('section-in_group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar prova' })).not.toBeInTheDocument();
    // A project phase has no questions: the facts leave the count out.
    expect(screen.getByTestId('exam-fact-status')).toBeInTheDocument();
    expect(screen.queryByTestId('exam-fact-questions')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(api.calls('GET', 'edition/5')[0]!.url.searchParams.get('include')).toBe('phases');
    const list = api.calls('GET', 'participation_files')[0]!.url.searchParams;
    expect(list.get('filter[exam_id]')).toBe('31');
    expect(list.get('filter[user_id]')).toBe('7');
    expect(list.get('page[size]')).toBe('15');
    expect(list.get('include')).toBe('team');
  });

  it('keeps the start button for a phase that is not a project phase', async () => {
    api = openProjectPhase({
      phases: [{ phase: 1, categories: ['regular'] }],
      exam: { questions: [{ id: '101', alternatives: [] }] },
    });
    expect(await screen.findByRole('button', { name: 'Continuar prova' })).toBeInTheDocument();
    expect(screen.queryByTestId('project-phase')).not.toBeInTheDocument();
    expect(screen.getByTestId('exam-fact-questions')).toHaveTextContent('1');
  });

  it('sends a pre-project file as multipart (data JSON without team, files[]) and lists it', async () => {
    api = openProjectPhase({ phases: pre, teams: [{ id: 't1', name: 'Robôs', members: [LEADER] }] });
    await screen.findByTestId('upload-pre_project');
    // The list is read beside the form: wait for its answer.
    expect(await section('pre_project').findByText('Nenhum arquivo enviado.')).toBeInTheDocument();
    expect(upload('pre_project').getByTestId('picked-pre_project')).toHaveTextContent(
      'Nenhum arquivo escolhido',
    );
    // The picker is opened by a button in the app's language (the native control is hidden).
    const input = upload('pre_project').getByLabelText('Arquivos de Pré-projeto') as HTMLInputElement;
    const opened = jest.fn();
    input.addEventListener('click', opened);
    fireEvent.click(upload('pre_project').getByRole('button', { name: 'Escolher arquivos' }));
    expect(opened).toHaveBeenCalled();
    choose('pre_project', [pdf()]);
    expect(upload('pre_project').getByText('relatorio.pdf')).toBeInTheDocument();
    expect(upload('pre_project').getByTestId('picked-pre_project')).toHaveTextContent('1 arquivo escolhido');
    send('pre_project');
    await waitFor(() => expect(api!.calls('POST', 'participation_files')).toHaveLength(1));
    expect(api.calls('POST', 'participation_files')[0]!.form).toEqual({
      data: {
        type: 'participation_files',
        attributes: { category: 'pre_project', video_urls: [] },
        relationships: { participation: { data: { type: 'participations', id: 'p1' } } },
      },
      files: [{ name: 'relatorio.pdf', size: 15, type: 'application/pdf' }],
    });
    await waitFor(() => expect(toasts()).toContain('Arquivo enviado com sucesso!'));
    expect(
      await section('pre_project').findByRole('button', { name: 'Baixar relatorio.pdf' }),
    ).toBeInTheDocument();
    expect(api.calls('POST', 'participations')).toHaveLength(0);
    expect(api.intlErrors).toEqual([]);
  });

  it('starts the participation first when there is none', async () => {
    api = openProjectPhase({ phases: pre, participation: null });
    await screen.findByTestId('upload-pre_project');
    choose('pre_project', [pdf()]);
    send('pre_project');
    await waitFor(() => expect(api!.calls('POST', 'participation_files')).toHaveLength(1));
    expect(api.calls('POST', 'participations')[0]!.body.data.relationships.exam.data.id).toBe('31');
    expect(api.calls('POST', 'participation_files')[0]!.form!.data.relationships.participation.data.id).toBe(
      'p1',
    );
  });

  it("refuses a third pre-project file before sending: 'Maximo de arquivos enviados!'", async () => {
    api = openProjectPhase({ phases: pre, submissions: [sent('f1', 'pre_project', ['a.pdf', 'b.pdf'])] });
    await screen.findByRole('button', { name: 'Baixar a.pdf' });
    choose('pre_project', [pdf('c.pdf')]);
    send('pre_project');
    expect(await screen.findByTestId('upload-problem')).toHaveTextContent('Maximo de arquivos enviados!');
    expect(api.calls('POST', 'participation_files')).toHaveLength(0);
  });

  it('allows 15 group files: the 15th is sent, a 16th refused', async () => {
    const fourteen = Array.from({ length: 14 }, (_, i) => `g${i + 1}.pdf`);
    api = openProjectPhase({
      phases: [{ phase: 1, categories: ['in_group'] }],
      teams: [{ id: 't1', name: 'Robôs', members: [LEADER, TEACHER] }],
      submissions: [{ ...sent('f1', 'in_group', fourteen), team: { id: 't1', name: 'Robôs' } }],
    });
    await screen.findByRole('button', { name: 'Baixar g14.pdf' });
    choose('in_group', [pdf('g15.pdf'), pdf('g16.pdf')]);
    send('in_group');
    expect(await screen.findByTestId('upload-problem')).toHaveTextContent('Maximo de arquivos enviados!');
    choose('in_group', [pdf('g15.pdf')]);
    send('in_group');
    await waitFor(() => expect(api!.calls('POST', 'participation_files')).toHaveLength(1));
    expect(api.calls('POST', 'participation_files')[0]!.form!.data.relationships.team).toEqual({
      data: { type: 'teams', id: 't1' },
    });
  });

  it('asks for a team before group files can be sent', async () => {
    api = openProjectPhase({ phases: [{ phase: 1, categories: ['in_group'] }] });
    expect(await screen.findByTestId('upload-blocked-in_group')).toHaveTextContent(
      'Os arquivos do grupo podem ser enviados depois que o time for criado.',
    );
    expect(screen.getByTestId('create-team')).toHaveTextContent('Por favor criar um time!');
    expect(screen.queryByTestId('upload-in_group')).not.toBeInTheDocument();
  });

  it('refuses an empty txt and a csv of the wrong shape before sending', async () => {
    api = openProjectPhase({ phases: pre, csvShape: { rows: 3, columns: 2 } });
    await screen.findByTestId('upload-pre_project');
    choose('pre_project', [testFile(' \n', 'notas.txt', 'text/plain')]);
    send('pre_project');
    expect(await screen.findByTestId('upload-problem')).toHaveTextContent(
      'O arquivo de texto está vazio. (notas.txt)',
    );

    choose('pre_project', [testFile('x,y\n1,2\n', 'dados.csv', 'text/csv')]);
    send('pre_project');
    await waitFor(() =>
      expect(screen.getByTestId('upload-problem')).toHaveTextContent(
        'Erro. O arquivo deve ter 3 linhas e 2 colunas',
      ),
    );
    choose('pre_project', [testFile('a.exe', 'programa.exe')]);
    send('pre_project');
    await waitFor(() =>
      expect(screen.getByTestId('upload-problem')).toHaveTextContent(
        'Formato de arquivo não permitido. Formatos aceitos: PDF, PNG',
      ),
    );
    expect(api.calls('POST', 'participation_files')).toHaveLength(0);

    choose('pre_project', [testFile('x,y\n1,2\n3,4\n', 'dados.csv', 'text/csv')]);
    send('pre_project');
    await waitFor(() => expect(api!.calls('POST', 'participation_files')).toHaveLength(1));
  });

  it("shows the server's reason and the accepted formats when the upload is refused", async () => {
    api = openProjectPhase({
      phases: pre,
      refuse: {
        'POST participation_files': {
          code: 'files.error.type',
          detail: 'Formato de arquivo não permitido. Formatos aceitos: PDF',
        },
      },
    });
    await screen.findByTestId('upload-pre_project');
    choose('pre_project', [pdf('falso.pdf')]);
    send('pre_project');
    await waitFor(() =>
      expect(toasts().join()).toMatch(
        /^Formato de arquivo não permitido\. Formatos aceitos: PDF, PNG.*Formatos aceitos: PDF, PNG/,
      ),
    );
    expect(upload('pre_project').getByText('falso.pdf')).toBeInTheDocument();
  });

  it("says 'Erro ao adicionar arquivo!' when the upload fails without a reason", async () => {
    api = openProjectPhase({ phases: pre, refuse: { 'POST participation_files': { status: 500 } } });
    await screen.findByTestId('upload-pre_project');
    choose('pre_project', [pdf()]);
    send('pre_project');
    await waitFor(() => expect(toasts().join()).toMatch(/^Erro ao adicionar arquivo!Formatos aceitos:/));
  });

  it('sends the final project with a video link and the team, refusing a link that is not http(s)', async () => {
    api = openProjectPhase({
      phases: [{ phase: 1, categories: ['in_group', 'final_project'] }],
      teams: [{ id: 't1', name: 'Robôs', members: [LEADER, TEACHER] }],
    });
    await screen.findByTestId('upload-final_project');
    const link = upload('final_project').getByRole('textbox', { name: /Link do vídeo/ });
    fireEvent.change(link, { target: { value: 'ftp://videos.example.com/x' } });
    send('final_project');
    expect(await screen.findByTestId('upload-problem')).toHaveTextContent(
      'Informe um link de vídeo válido, começando com http:// ou https://',
    );
    fireEvent.change(link, { target: { value: 'https://youtu.be/abc123' } });
    send('final_project');
    await waitFor(() => expect(api!.calls('POST', 'participation_files')).toHaveLength(1));
    expect(api.calls('POST', 'participation_files')[0]!.form).toEqual({
      data: {
        type: 'participation_files',
        attributes: { category: 'final_project', video_urls: ['https://youtu.be/abc123'] },
        relationships: {
          participation: { data: { type: 'participations', id: 'p1' } },
          team: { data: { type: 'teams', id: 't1' } },
        },
      },
      files: [],
    });
    expect(
      await section('final_project').findByRole('link', { name: 'https://youtu.be/abc123' }),
    ).toBeInTheDocument();
  });

  it('deletes a submission only after confirmation', async () => {
    api = openProjectPhase({ phases: pre, submissions: [sent('f1', 'pre_project', ['a.pdf'])] });
    const item = within(await screen.findByTestId('submission-f1'));
    fireEvent.click(item.getByRole('button', { name: 'Excluir envio' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', 'participation_files/f1')).toHaveLength(0);

    fireEvent.click(item.getByRole('button', { name: 'Excluir envio' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByTestId('submission-f1')).not.toBeInTheDocument());
    expect(api.calls('DELETE', 'participation_files/f1')).toHaveLength(1);
  });

  it('downloads a file through the authorised route with the auth headers', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:arquivo';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    useAuthStore.setState({ credentials: { accessToken: 'tok', uid: 'ana@example.com', client: 'c1' } });
    try {
      api = openProjectPhase({ phases: pre, submissions: [sent('f1', 'pre_project', ['a.pdf', 'b.pdf'])] });
      fireEvent.click(await screen.findByRole('button', { name: 'Baixar b.pdf' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const [download] = api.calls('GET', 'participation_files/f1/files/1');
      expect(download!.headers.get('access-token')).toBe('tok');
      expect(await created[0]!.text()).toContain('%PDF-1.4');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('b.pdf');
    } finally {
      click.mockRestore();
      useAuthStore.setState({ credentials: null });
    }
  });

  it("says 'Não foi possível baixar o arquivo.' when the download fails", async () => {
    allowConsoleError(/\[project-phase\] download failed/); // the refused download is logged
    api = openProjectPhase({
      phases: pre,
      submissions: [sent('f1', 'pre_project', ['a.pdf'])],
      refuse: { 'GET participation_files/f1/files/0': { status: 403 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar a.pdf' }));
    await waitFor(() => expect(toasts()).toContain('Não foi possível baixar o arquivo.'));
  });

  it('disables every change once the end date is past', async () => {
    api = openProjectPhase({
      exam: { status: 'expired', end_date: new Date(Date.now() - 3600_000).toISOString() },
      phases: [{ phase: 1, categories: ['pre_project', 'in_group'] }],
      teams: [{ id: 't1', name: 'Robôs', members: [LEADER, { ...TEACHER }] }],
      submissions: [sent('f1', 'pre_project', ['a.pdf'])],
    });
    expect(await screen.findByTestId('phase-closed')).toHaveTextContent(
      'O prazo desta fase terminou: não é mais possível alterar o time nem os arquivos.',
    );
    await screen.findByTestId('submission-f1');
    expect(upload('pre_project').getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(upload('pre_project').getByLabelText(/^Arquivos de/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Excluir envio' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar a.pdf' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Adicionar membro' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    const phases = [{ phase: 1, categories: ['pre_project', 'in_group', 'final_project'] }];
    api = openProjectPhase(
      { phases, teams: [{ id: 't1', name: 'Robôs', members: [LEADER] }] },
      { locale: 'es' },
    );
    expect(await screen.findByRole('button', { name: /Anteproyecto/ })).toBeInTheDocument();
    expect(
      await screen.findByText('El profesor (tutor) es un miembro obligatorio, ¡por favor agréguelo!'),
    ).toBeInTheDocument();
    expect(api.intlErrors).toEqual([]);
    api.unmount();
    api.restore();
    api = openProjectPhase({ phases }, { locale: 'pt-PT' });
    expect(await screen.findByText('Crie uma equipa, por favor!')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Formatos aceites: PDF, PNG, JPG, JPEG, ZIP, DOCX, PPTX, XLSX, TXT, CSV, PY, IPYNB, MD. 0 de 2 ficheiros enviados.',
      ),
    ).toHaveLength(2);
    expect(api.intlErrors).toEqual([]);
  });
});
