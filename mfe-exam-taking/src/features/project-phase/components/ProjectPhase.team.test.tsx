import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEADER, STUDENT, TEACHER, type TeamFixture } from '../../../test/project-documents';
import { clearToasts, openProjectPhase } from '../../../test/project-phase-harness';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

let api: ReturnType<typeof openProjectPhase> | undefined;
afterEach(() => {
  api?.restore();
  clearToasts();
});

const team = (members: TeamFixture['members'], name = 'Robôs do Sertão'): TeamFixture[] => [
  { id: 't1', name, members },
];
const group = (limit?: number) => [{ phase: 1, categories: ['in_group'], member_limit: limit }];
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const row = (id: string) => within(screen.getByTestId(`member-${id}`));

describe('Team and files screen: the team', () => {
  it('asks to create a team when there is none, validates the name and creates it', async () => {
    api = openProjectPhase({ phases: group() });
    const create = within(await screen.findByTestId('create-team'));
    expect(create.getByText('Por favor criar um time!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar prova' })).not.toBeInTheDocument();

    fireEvent.change(create.getByRole('textbox', { name: /Nome do time/ }), { target: { value: ' Ab ' } });
    fireEvent.click(create.getByRole('button', { name: 'Criar time' }));
    expect(await create.findByText('O nome do time precisa ter ao menos 3 caracteres')).toBeInTheDocument();
    expect(api.calls('POST', 'teams')).toHaveLength(0);

    fireEvent.change(create.getByRole('textbox', { name: /Nome do time/ }), {
      target: { value: '  Robôs do Sertão ' },
    });
    fireEvent.click(create.getByRole('button', { name: 'Criar time' }));
    expect(await screen.findByRole('heading', { name: 'Time: Robôs do Sertão' })).toBeInTheDocument();
    expect(api.calls('POST', 'teams')[0]!.body).toEqual({
      data: {
        type: 'teams',
        attributes: { name: 'Robôs do Sertão', source: 'web' },
        relationships: { exam: { data: { type: 'exams', id: '31' } } },
      },
    });
    await waitFor(() => expect(toasts()).toContain('Time criado com sucesso!'));
    expect(row('m1').getByText('Ana Souza')).toBeInTheDocument();
    expect(row('m1').getByText('Líder')).toBeInTheDocument();
    expect(api.intlErrors).toEqual([]);
  });

  it("says 'Erro ao criar o time!' with the server's reason when the team is refused", async () => {
    api = openProjectPhase({
      phases: group(),
      refuse: {
        'POST teams': {
          code: 'teams.error.alreadyInTeam',
          detail: 'Você já faz parte de um time nesta fase.',
        },
      },
    });
    const create = within(await screen.findByTestId('create-team'));
    fireEvent.change(create.getByRole('textbox', { name: /Nome do time/ }), {
      target: { value: 'Equipe Azul' },
    });
    fireEvent.click(create.getByRole('button', { name: 'Criar time' }));
    await waitFor(() =>
      expect(toasts()).toContain('Erro ao criar o time!Você já faz parte de um time nesta fase.'),
    );
    expect(screen.getByTestId('create-team')).toBeInTheDocument();
  });

  it('lists the members with their roles shown as Líder, Estudante and Professor', async () => {
    api = openProjectPhase({ phases: group(), teams: team([LEADER, STUDENT, TEACHER]) });
    await screen.findByTestId('members-table');
    expect(row('m1').getByText('Líder')).toBeInTheDocument();
    expect(row('m1').getByText('ana@example.com')).toBeInTheDocument();
    expect(row('m2').getByText('Bruno Lima')).toBeInTheDocument();
    expect(row('m2').getByText('Estudante')).toBeInTheDocument();
    expect(row('m3').getByText('Professor')).toBeInTheDocument();
    expect(screen.queryByTestId('teacher-required')).not.toBeInTheDocument();
    expect(api.calls('GET', 'teams')[0]!.url.searchParams.get('filter[exam_id]')).toBe('31');
    expect(api.calls('GET', 'teams')[0]!.url.searchParams.get('include')).toBe('memberships');
  });

  it('shows the teacher-required banner while the team has no teacher', async () => {
    api = openProjectPhase({ phases: group(), teams: team([LEADER, STUDENT]) });
    expect(await screen.findByTestId('teacher-required')).toHaveTextContent(
      'Professor (Tutor) e um membro obrigatorio, favor adicionar!',
    );
  });

  it("says 'Limite de membros atingido' at the phase's limit and disables adding", async () => {
    api = openProjectPhase({ phases: group(3), teams: team([LEADER, STUDENT, TEACHER]) });
    expect(await screen.findByTestId('limit-reached')).toHaveTextContent('Limite de membros atingido');
    expect(screen.getByRole('button', { name: 'Adicionar membro' })).toBeDisabled();
    expect(screen.getByText('3 de 3 membros')).toBeInTheDocument();
  });

  it('offers only the teacher role for the last place when the team has no teacher', async () => {
    api = openProjectPhase({ phases: group(3), teams: team([LEADER, STUDENT]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar membro' }));
    const dialog = within(await screen.findByTestId('member-dialog'));
    const role = dialog.getByRole('combobox', { name: /Função/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Professor']);
    expect(role).toHaveValue('teacher');
  });

  it('offers Estudante and Professor while more than one place remains', async () => {
    api = openProjectPhase({ phases: group(5), teams: team([LEADER]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar membro' }));
    const role = within(await screen.findByTestId('member-dialog')).getByRole('combobox', { name: /Função/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione', 'Estudante', 'Professor']);
  });

  it("does not let a member edit or remove the leader's row (nor change the team)", async () => {
    const leader = { ...LEADER, userId: '8', id: 'm9', name: 'Bruno Lima', email: 'bruno@example.com' };
    const me = { ...STUDENT, id: 'm1', userId: '7', name: 'Ana Souza', email: 'ana@example.com' };
    api = openProjectPhase({ phases: group(), teams: team([leader, me, TEACHER]) });
    await screen.findByTestId('members-table');
    expect(row('m9').queryByRole('button')).not.toBeInTheDocument();
    expect(row('m1').queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar membro' })).not.toBeInTheDocument();
    expect(screen.getByText('Apenas o líder do time pode alterar os membros.')).toBeInTheDocument();
  });

  it('lets the leader edit their own row but never remove it, and remove others after confirming', async () => {
    api = openProjectPhase({ phases: group(), teams: team([LEADER, STUDENT, TEACHER]) });
    await screen.findByTestId('members-table');
    expect(row('m1').getByRole('button', { name: 'Editar Ana Souza' })).toBeInTheDocument();
    expect(row('m1').queryByRole('button', { name: 'Remover Ana Souza' })).not.toBeInTheDocument();

    fireEvent.click(row('m2').getByRole('button', { name: 'Remover Bruno Lima' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Tem certeza de que deseja remover Bruno Lima do time?')).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', 'memberships/m2')).toHaveLength(0);

    fireEvent.click(row('m2').getByRole('button', { name: 'Remover Bruno Lima' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByTestId('member-m2')).not.toBeInTheDocument());
    expect(api.calls('DELETE', 'memberships/m2')).toHaveLength(1);
    await waitFor(() => expect(toasts()).toContain('Membro deletado com sucesso!'));
  });

  it("says 'Nao foi possivel deletar o membro do time!' when the removal is refused", async () => {
    api = openProjectPhase({
      phases: group(),
      teams: team([LEADER, STUDENT, TEACHER]),
      refuse: { 'DELETE memberships/m2': { status: 403, code: 'teams.error.notLeader' } },
    });
    fireEvent.click(
      (await screen.findByTestId('member-m2')).querySelector('button[aria-label="Remover Bruno Lima"]')!,
    );
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Nao foi possivel deletar o membro do time!Apenas o líder do time pode alterar os membros.',
      ),
    );
    expect(screen.getByTestId('member-m2')).toBeInTheDocument();
  });
});
