import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDMY } from 'shared-contracts';
import { LEADER, TEACHER, birthdateAged, type TeamFixture } from '../../../test/project-documents';
import { clearToasts, openProjectPhase } from '../../../test/project-phase-harness';

jest.setTimeout(30_000);

let api: ReturnType<typeof openProjectPhase> | undefined;
afterEach(() => {
  api?.restore();
  clearToasts();
});

const phases = [{ phase: 1, categories: ['in_group'], member_limit: 5 }];
const team = (members: TeamFixture['members']): TeamFixture[] => [{ id: 't1', name: 'Robôs', members }];
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const dialog = () => within(screen.getByTestId('member-dialog'));
const field = (name: string) => within(screen.getByTestId(`field-${name}`));
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`).querySelector('input')!, { target: { value } });
const inputOf = (name: string) => screen.getByTestId(`field-${name}`).querySelector('input')!;

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar membro' }));
  await screen.findByTestId('member-dialog');
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(field(name).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(field(name).getByRole('combobox')).toHaveValue(option));
}

describe('Team and files screen: the member form', () => {
  it('validates an unlisted person under each field once touched, then sends digits-only cpf/phone and lowercased e-mail', async () => {
    const user = userEvent.setup();
    api = openProjectPhase({ phases, teams: team([LEADER, TEACHER]) });
    await openAdd();
    fireEvent.click(dialog().getByRole('button', { name: 'Não encontrei a pessoa na lista' }));
    expect(await screen.findByTestId('unlisted-fields')).toBeInTheDocument();
    expect(field('email').queryByText('Campo obrigatório')).not.toBeInTheDocument();

    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    for (const name of ['email', 'name', 'phone', 'birthdate', 'cpf'])
      expect(await field(name).findByText('Campo obrigatório')).toBeInTheDocument();
    for (const name of [
      'role',
      'address_state_id',
      'address_city_id',
      'school_unit_id',
      'education_grade_id',
    ])
      expect(field(name).getByText('Selecione uma opção')).toBeInTheDocument();
    expect(api.calls('POST', 'memberships')).toHaveLength(0);

    type('email', 'joao@');
    type('name', 'Jo');
    type('cpf', '12345678900');
    type('birthdate', '31022001');
    type('phone', '1198');
    expect(field('email').getByText('O email deve ser um endereço válido')).toBeInTheDocument();
    expect(field('name').getByText('O nome precisa ter ao menos 3 caracteres')).toBeInTheDocument();
    expect(field('cpf').getByText('CPF inválido')).toBeInTheDocument();
    expect(field('birthdate').getByText('Data inválida (use DD/MM/AAAA)')).toBeInTheDocument();
    expect(field('phone').getByText('O telefone deve ter 10 ou 11 dígitos, com o DDD')).toBeInTheDocument();
    expect(inputOf('cpf')).toHaveValue('123.456.789-00');
    expect(inputOf('birthdate')).toHaveValue('31/02/2001');

    fireEvent.change(field('role').getByRole('combobox'), { target: { value: 'member' } });
    expect(field('role').queryByText('Selecione uma opção')).not.toBeInTheDocument();
    type('email', '  Joao.Silva@Example.COM ');
    type('name', 'João Silva');
    type('phone', '11987654321');
    type('birthdate', '15031990');
    type('cpf', '52998224725');
    expect(inputOf('phone')).toHaveValue('(11) 98765-4321');
    expect(inputOf('cpf')).toHaveValue('529.982.247-25');
    expect(field('address_city_id').getByRole('combobox')).toBeDisabled();
    await pick(user, 'address_state_id', 'São Paulo');
    await pick(user, 'address_city_id', 'São Paulo');
    await pick(user, 'school_unit_id', '35000001 - EE Tiradentes');
    await waitFor(() =>
      expect(within(field('education_grade_id').getByRole('combobox')).getAllByRole('option')).toHaveLength(
        2,
      ),
    );
    fireEvent.change(field('education_grade_id').getByRole('combobox'), { target: { value: '12' } });
    expect(screen.queryByTestId('guardian-fields')).not.toBeInTheDocument();

    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api!.calls('POST', 'memberships')).toHaveLength(1));
    expect(api.calls('POST', 'memberships')[0]!.body).toEqual({
      data: {
        type: 'memberships',
        attributes: {
          role: 'member',
          external: true,
          name: 'João Silva',
          email: 'joao.silva@example.com',
          phone: '11987654321',
          birthdate: '1990-03-15',
          cpf: '52998224725',
          address_state_id: 35,
          address_city_id: 3550308,
          school_unit_id: 900,
          education_grade_id: 12,
          legal_guardian_name: null,
          legal_guardian_email: null,
          degree_of_kinship: null,
        },
        relationships: { team: { data: { type: 'teams', id: 't1' } }, user: { data: null } },
      },
    });
    const cities = api.calls('GET', 'cities')[0]!.url.searchParams;
    expect(cities.get('state_id')).toBe('35');
    const units = api.calls('GET', 'units/search')[0]!.url.searchParams;
    expect([units.get('address_state_id'), units.get('address_city_id')]).toEqual(['35', '3550308']);
    await waitFor(() => expect(toasts()).toContain('Membro adicionado com sucesso!'));
    expect(await screen.findByText('João Silva')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('member-dialog')).not.toBeInTheDocument());
    expect(api.intlErrors).toEqual([]);
  }, 60_000);

  it('asks for the guardian of an unlisted person under 18, and not of an adult', async () => {
    api = openProjectPhase({ phases, teams: team([LEADER, TEACHER]) });
    await openAdd();
    fireEvent.click(dialog().getByRole('button', { name: 'Não encontrei a pessoa na lista' }));
    await screen.findByTestId('unlisted-fields');
    expect(screen.queryByTestId('guardian-fields')).not.toBeInTheDocument();
    const [y, m, d] = birthdateAged(15).split('-');
    type('birthdate', `${d}${m}${y}`);
    expect(await screen.findByTestId('guardian-fields')).toBeInTheDocument();
    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    expect(await field('legal_guardian_name').findByText('Campo obrigatório')).toBeInTheDocument();
    expect(field('legal_guardian_email').getByText('Campo obrigatório')).toBeInTheDocument();
    expect(field('degree_of_kinship').getByText('Campo obrigatório')).toBeInTheDocument();
    type('legal_guardian_name', 'Ma');
    expect(
      field('legal_guardian_name').getByText('O nome precisa ter ao menos 3 caracteres'),
    ).toBeInTheDocument();
    type('legal_guardian_email', 'MARIA@Example.com');
    expect(field('legal_guardian_email').queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(
      field('legal_guardian_email').queryByText('O email deve ser um endereço válido'),
    ).not.toBeInTheDocument();

    type('birthdate', '01012000');
    await waitFor(() => expect(screen.queryByTestId('guardian-fields')).not.toBeInTheDocument());
  });

  it('searches participants by name 500 ms after typing stops and adds the one chosen', async () => {
    const minor = birthdateAged(16);
    api = openProjectPhase({
      phases,
      teams: team([LEADER, TEACHER]),
      participants: [
        { id: '8', name: 'Bruno Lima', birthday: '2001-02-03' },
        { id: '10', name: 'Bruna Araújo', birthday: minor },
      ],
    });
    await openAdd();
    const search = dialog().getByRole('textbox', { name: /Buscar participante/ });
    fireEvent.change(search, { target: { value: 'b' } });
    fireEvent.change(search, { target: { value: 'br' } });
    fireEvent.change(search, { target: { value: 'bru' } });
    expect(await dialog().findByRole('button', { name: /Bruno Lima/ })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: /Bruna Araújo/ })).toBeInTheDocument();
    const searches = api.calls('GET', 'participants/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.url.searchParams.get('filter[name]')).toBe('bru');
    expect(searches[0]!.url.searchParams.get('filter[exam_id]')).toBe('31');
    expect(searches[0]!.url.searchParams.get('page[number]')).toBe('1');

    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    expect(await field('role').findByText('Selecione uma opção')).toBeInTheDocument();
    expect(field('user_id').getByText('Selecione uma opção')).toBeInTheDocument();

    fireEvent.change(field('role').getByRole('combobox'), { target: { value: 'member' } });
    fireEvent.click(dialog().getByRole('button', { name: /Bruna Araújo/ }));
    expect(dialog().getByTestId('chosen-person')).toHaveTextContent('Selecionado: Bruna Araújo');
    // The search tells only that she is under 18, never her birthday: her guardian is required.
    expect(dialog().queryByText(toDMY(minor))).not.toBeInTheDocument();
    expect(await screen.findByTestId('guardian-fields')).toBeInTheDocument();
    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    expect(await field('legal_guardian_name').findByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.calls('POST', 'memberships')).toHaveLength(0);

    fireEvent.click(dialog().getByRole('button', { name: /Bruno Lima/ }));
    await waitFor(() => expect(screen.queryByTestId('guardian-fields')).not.toBeInTheDocument());
    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api!.calls('POST', 'memberships')).toHaveLength(1));
    expect(api.calls('POST', 'memberships')[0]!.body.data).toEqual({
      type: 'memberships',
      attributes: {
        role: 'member',
        external: false,
        legal_guardian_name: null,
        legal_guardian_email: null,
        degree_of_kinship: null,
      },
      relationships: {
        team: { data: { type: 'teams', id: 't1' } },
        user: { data: { type: 'users', id: '8' } },
      },
    });
    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
  });

  it("shows the server's refusal of a member as the toast and under the field it points at", async () => {
    api = openProjectPhase({
      phases,
      teams: team([LEADER, TEACHER]),
      participants: [{ id: '8', name: 'Bruno Lima', birthday: '2001-02-03' }],
      refuse: {
        'POST memberships': {
          code: 'teams.error.memberInOtherTeam',
          detail: 'Este participante já faz parte de outro time nesta fase.',
          pointer: '/data/attributes/user_id',
        },
      },
    });
    await openAdd();
    fireEvent.change(field('role').getByRole('combobox'), { target: { value: 'member' } });
    fireEvent.change(dialog().getByRole('textbox', { name: /Buscar participante/ }), {
      target: { value: 'bruno' },
    });
    fireEvent.click(await dialog().findByRole('button', { name: /Bruno Lima/ }));
    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toasts()).toContain('Este participante já faz parte de outro time nesta fase.'),
    );
    expect(
      field('user_id').getByText('Este participante já faz parte de outro time nesta fase.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('member-dialog')).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^member-m\d+$/)).toHaveLength(2);
  });

  it('disables adding while an under-18 leader has no guardian e-mail, until the leader adds one', async () => {
    const leader = { ...LEADER, birthdate: birthdateAged(16), legal_guardian_email: null };
    api = openProjectPhase({ phases, teams: team([leader, TEACHER]) });
    const add = await screen.findByRole('button', { name: 'Adicionar membro' });
    expect(add).toBeDisabled();
    expect(screen.getByTestId('guardian-first')).toHaveTextContent(
      'Adicione o e-mail do responsável legal do líder antes de adicionar membros.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Editar Ana Souza' }));
    await screen.findByTestId('member-dialog');
    expect(dialog().getByTestId('listed-person')).toHaveTextContent('Participante: Ana Souza');
    expect(field('role').getByRole('combobox')).toHaveValue('leader');
    expect(screen.getByTestId('guardian-fields')).toBeInTheDocument();
    type('legal_guardian_name', 'Maria Souza');
    type('legal_guardian_email', 'Maria.Souza@Example.com');
    type('degree_of_kinship', 'Mãe');
    fireEvent.click(dialog().getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api!.calls('PATCH', 'memberships/m1')).toHaveLength(1));
    expect(api.calls('PATCH', 'memberships/m1')[0]!.body.data.attributes).toEqual({
      role: 'leader',
      external: false,
      legal_guardian_name: 'Maria Souza',
      legal_guardian_email: 'maria.souza@example.com',
      degree_of_kinship: 'Mãe',
    });
    await waitFor(() => expect(toasts()).toContain('Membro atualizado com sucesso!'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar membro' })).toBeEnabled());
    expect(screen.queryByTestId('guardian-first')).not.toBeInTheDocument();
  });
});
