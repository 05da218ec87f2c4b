import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { allowConsoleError, type Answer, apiServer, type RecordedRequest } from 'shared-contracts/testing';
import { Toaster, toaster } from 'shared-contracts/ui';
import { editionDocument, examDocument, participationsDocument } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { ParticipantFilesPage } from './ParticipantFilesPage';

jest.setTimeout(60_000);

const FILES = {
  data: [
    {
      type: 'participation_files',
      id: 'f1',
      attributes: {
        category: 'final_project',
        file_urls: [
          { url: 'http://api.test/api/participation_files/f1/files/0', name: 'relatorio.pdf', size: 10 },
          { url: 'http://api.test/api/participation_files/f1/files/1', name: 'dados.csv', size: 5 },
        ],
        video_urls: ['https://videos.example/demo'],
        created_at: '2026-10-01T12:00:00.000Z',
      },
      relationships: { team: { data: { type: 'teams', id: 't1' } } },
    },
  ],
  included: [{ type: 'teams', id: 't1', attributes: { name: 'Equipe Azul' } }],
  meta: { total_count: 1 },
};

const MEMBERS = {
  data: [
    { type: 'memberships', id: 'm1', attributes: { name: 'Ana Lima', email: 'ana@x.dev', role: 'leader' } },
    {
      type: 'memberships',
      id: 'm2',
      attributes: { name: 'Caio Prof', email: 'caio@x.dev', role: 'teacher' },
    },
    { type: 'memberships', id: 'm3', attributes: { name: 'Duda', email: 'duda@x.dev', role: 'member' } },
  ],
  meta: { total_count: 3 },
};

let server: ReturnType<typeof apiServer>;

function serve({
  files = FILES,
  ranking = null,
  score = null,
  other,
}: {
  files?: unknown;
  ranking?: string | null;
  score?: number | null;
  other?: (r: RecordedRequest) => Answer | undefined;
} = {}) {
  server = apiServer((r) => {
    if (r.method === 'GET' && r.path === 'exams/9')
      return {
        body: examDocument('9', { phase: 2, description: 'Projeto final', ranking_available_at: ranking }),
      };
    if (r.method === 'GET' && r.path === 'edition/1') return { body: editionDocument('1') };
    if (r.method === 'GET' && r.path === 'participations')
      return {
        body: participationsDocument([
          { id: 'p1', userId: 'u1', name: 'Ana Lima', email: 'ana@x.dev', score },
        ]),
      };
    if (r.method === 'GET' && r.path === 'participation_files') return { body: files };
    if (r.method === 'GET' && r.path === 'memberships') return { body: MEMBERS };
    return other?.(r);
  });
}

const open = () =>
  renderRoute(
    <>
      <ParticipantFilesPage />
      <Toaster />
    </>,
    {
      path: '/edicoes/:id/provas/:testId/participantes/:userId/arquivos',
      entry: '/edicoes/1/provas/9/participantes/u1/arquivos',
    },
  );

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => {
  server?.restore();
  toaster.remove();
});

describe('A participant’s files', () => {
  it('shows the files and videos by section and the team’s members', async () => {
    serve();
    const { intlErrors } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeInTheDocument();
    const section = within(await screen.findByTestId('section-final_project'));
    expect(section.getByRole('button', { name: /^Projeto final/ })).toHaveAttribute('aria-expanded', 'true');
    expect(section.getByRole('button', { name: 'Baixar relatorio.pdf' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Baixar dados.csv' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'https://videos.example/demo' })).toHaveAttribute(
      'href',
      'https://videos.example/demo',
    );
    expect(screen.queryByTestId('section-pre_project')).not.toBeInTheDocument();
    const members = within(await screen.findByTestId('members-table'));
    expect(screen.getByText('Equipe: Equipe Azul')).toBeInTheDocument();
    expect(within(members.getByText('Ana Lima').closest('tr')!).getByText('Líder')).toBeInTheDocument();
    expect(within(members.getByText('Caio Prof').closest('tr')!).getByText('Professor')).toBeInTheDocument();
    expect(within(members.getByText('Duda').closest('tr')!).getByText('Estudante')).toBeInTheDocument();
    const [list] = server.calls('GET', 'participation_files');
    expect(Object.fromEntries(list!.url.searchParams)).toMatchObject({
      'filter[exam_id]': '9',
      'filter[user_id]': 'u1',
      include: 'team',
      'page[size]': '15',
    });
    // GET memberships takes filter[team_id] only (spec 3 §7): anything more is a 400.
    expect(Object.fromEntries(server.calls('GET', 'memberships')[0]!.url.searchParams)).toEqual({
      'filter[team_id]': 't1',
    });
    expect(members.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nome',
      'Função',
      'E-mail',
    ]);
    // A section closes and opens again.
    fireEvent.click(section.getByRole('button', { name: /^Projeto final/ }));
    await waitFor(() =>
      expect(section.getByRole('button', { name: /^Projeto final/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    expect(intlErrors).toEqual([]);
  });

  it('says "Participante não enviou arquivos!" when there is nothing', async () => {
    serve({ files: { data: [], meta: { total_count: 0 } } });
    open();
    expect(await screen.findByText('Participante não enviou arquivos!')).toBeInTheDocument();
    expect(screen.queryByTestId('members-table')).not.toBeInTheDocument();
  });

  it('downloads a file through the API', async () => {
    serve({
      other: (r) =>
        r.method === 'GET' && r.path === 'participation_files/f1/files/1' ? { body: 'a;b' } : undefined,
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar dados.csv' }));
    await waitFor(() => expect(saved).toEqual(['dados.csv']));
    click.mockRestore();
  });

  it('gives the project a score in steps of 0.1', async () => {
    let fail = false;
    serve({
      score: 7,
      other: (r) =>
        r.method === 'PUT' && r.path === 'project_score'
          ? fail
            ? { status: 422, body: { errors: [{ status: '422', detail: 'x' }] } }
            : { body: { data: { type: 'participations', id: 'p1', attributes: {} } } }
          : undefined,
    });
    allowConsoleError(/\[participant files\] project score failed/);
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('Nota do projeto');
    expect(input).toHaveValue(7);
    expect(input).toHaveAttribute('step', '0.1');
    await user.clear(input);
    await user.type(input, '8.25');
    await user.click(screen.getByRole('button', { name: 'Salvar nota' }));
    expect(
      screen.getByText('Informe uma nota de 0 em diante, com no máximo uma casa decimal.'),
    ).toBeInTheDocument();
    expect(server.calls('PUT', 'project_score')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '8.5');
    await user.click(screen.getByRole('button', { name: 'Salvar nota' }));
    expect(await screen.findByText('Nota atribuída com sucesso')).toBeInTheDocument();
    expect(server.calls('PUT', 'project_score')[0]!.body).toEqual({ id: 'p1', result_score: 8.5 });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Salvar nota' }));
    expect(await screen.findByText('Não foi possível adicionar a nota. Tente novamente')).toBeInTheDocument();
  });

  it('keeps the score read-only once the final ranking is published', async () => {
    serve({ ranking: '2026-11-01T12:00:00.000Z', score: 9.5 });
    open();
    const input = await screen.findByLabelText('Nota do projeto');
    expect(input).toHaveValue(9.5);
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Salvar nota' })).not.toBeInTheDocument();
    expect(
      screen.getByText('O ranking final já foi publicado: a nota não pode mais ser alterada.'),
    ).toBeInTheDocument();
  });
});
