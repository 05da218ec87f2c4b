import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from 'shared-contracts/ui';
import { useAuthStore } from 'shared-contracts/client';
import type { ApiStub } from '../../../test/api-stub';
import {
  control,
  errorOf,
  field,
  findForm,
  renderRegistration,
  type RenderOptions,
} from '../../../test/registration';
import { inscriptionState, userDocument } from '../../../test/registration-server';
import { clearToasts } from '../../../test/render';

jest.setTimeout(30_000);

let api: ApiStub | undefined;
let toast: jest.SpyInstance;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  api?.restore();
  toast.mockRestore();
  clearToasts();
});

const STUDENT = {
  birthday: '2010-10-05',
  gender: 'female',
  taxpayer_number: '52998224725',
  phone: '11987654321',
  additional_data: { mother_name: 'Maria Souza', special_time: 10 },
};

async function open(options: RenderOptions = {}) {
  const r = renderRegistration({ user: STUDENT, ...options });
  api = r.api;
  await findForm();
  return r;
}

const type = (path: string, value: string) => fireEvent.change(control(path), { target: { value } });
const comboboxOf = (path: string) => within(field(path)).getByRole('combobox') as HTMLInputElement;
const summary = () =>
  Object.fromEntries(
    within(screen.getByTestId('registration-summary'))
      .getAllByTestId('summary-entry')
      .map((e) => [e.children[0]!.textContent, e.children[1]!.textContent]),
  );

async function pick(path: string, option: string) {
  const user = userEvent.setup();
  await user.click(comboboxOf(path));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(comboboxOf(path)).toHaveValue(option));
}

async function acceptTerms() {
  const box = within(field('accepted_terms')).getByRole('checkbox');
  fireEvent.click(box);
  // The checkbox machine reports the change a tick later; its control shows the form's state.
  await waitFor(() =>
    expect(field('accepted_terms').querySelector('[data-part="control"]')).toHaveAttribute(
      'data-state',
      'checked',
    ),
  );
}

/** A new regular registration: category, CEP (fills state and city), school, grade, number, terms. */
async function fillNewRegistration(category = 'regular') {
  type('category', category);
  type('address.zipcode', '01310100');
  await waitFor(() => expect(comboboxOf('city_id')).toHaveValue('São Paulo'));
  // Project categories (a team's) ask for no school or grade.
  if (screen.queryByTestId('field-school_id')) {
    await pick('school_id', '35000001 - EE Tiradentes');
    await waitFor(() =>
      expect(within(field('grade_id')).getByRole('option', { name: '8º ano' })).toBeInTheDocument(),
    );
    type('grade_id', '8');
  }
  type('address.number', '1000');
  await acceptTerms();
}

const submit = (name = 'Inscrever-se') => fireEvent.click(screen.getByRole('button', { name }));
const confirm = async () =>
  fireEvent.click(
    await within(await screen.findByTestId('registration-summary')).findByRole('button', {
      name: 'Confirmar',
    }),
  );

describe('RegistrationForm: confirmation and submit', () => {
  it('prefills the user (birthday as DD/MM/YYYY) and summarises the entries by name; Cancelar sends nothing', async () => {
    await open();
    expect(control('birthday')).toHaveValue('05/10/2010');
    expect(control('gender')).toHaveValue('female');
    expect(control('taxpayer_number')).toHaveValue('529.982.247-25');
    expect(control('phone')).toHaveValue('(11) 98765-4321');
    await fillNewRegistration();

    submit();
    await screen.findByTestId('registration-summary');
    expect(screen.getByText('Confira seus dados')).toBeInTheDocument();
    expect(summary()).toMatchObject({
      Categoria: 'Regular',
      'Data de nascimento': '05/10/2010',
      Gênero: 'Feminino',
      CPF: '529.982.247-25',
      Telefone: '(11) 98765-4321',
      'Ensino domiciliar': 'Não',
      Estado: 'São Paulo',
      Cidade: 'São Paulo',
      Escola: '35000001 - EE Tiradentes',
      Série: '8º ano',
      CEP: '01310-100',
      Logradouro: 'Avenida Paulista',
      Número: '1000',
      Bairro: 'Bela Vista',
      Complemento: '—',
    });

    fireEvent.click(
      within(screen.getByTestId('registration-summary')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByTestId('registration-summary')).not.toBeInTheDocument());
    expect(api!.writes()).toEqual([]);
    expect(screen.getByTestId('registration-form')).toBeInTheDocument();
  });

  it('sends PATCH users/7 then POST students with the exact payloads, reloads the user, toasts and redirects', async () => {
    let answerPatch: () => void = () => undefined;
    const patched = new Promise<void>((resolve) => (answerPatch = resolve));
    await open({
      writes: { 'PATCH /users/7': () => patched.then(() => ({ body: userDocument(STUDENT) })) },
    });
    await fillNewRegistration();
    submit();
    await confirm();
    // While sending, neither the form nor the dialog can be submitted again.
    expect(screen.getByRole('button', { name: /Inscrever-se/, hidden: true })).toBeDisabled();
    expect(
      within(screen.getByTestId('registration-summary')).getByRole('button', { name: /Confirmar/ }),
    ).toBeDisabled();
    await waitFor(() => expect(api!.writes()).toEqual(['PATCH /users/7']));
    answerPatch();

    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/ativas');
    expect(api!.writes()).toEqual(['PATCH /users/7', 'POST /students']);
    const [patch, post] = api!.calls.filter((c) => c.method !== 'GET');
    expect(patch!.body).toEqual({
      data: {
        type: 'users',
        id: '7',
        attributes: {
          taxpayer_number: '52998224725',
          phone: '11987654321',
          birthday: '05/10/2010',
          gender: 'female',
          additional_data: {
            special_time: 10,
            mother_name: 'Maria Souza',
            address: {
              zipcode: '01310100',
              street: 'Avenida Paulista',
              number: '1000',
              neighborhood: 'Bela Vista',
            },
            accepted_terms: true,
          },
        },
      },
    });
    expect(post!.headers.get('edition')).toBe('5');
    expect(post!.body).toEqual({
      data: {
        type: 'students',
        attributes: {
          inscription_attributes: {
            category: 'regular',
            source: 'web',
            address_city_id: 3550308,
            address_country_id: 1,
            address_state_id: 35,
            core_edition_id: 5,
            registrable_type: 'Core::Student',
          },
          school: 100,
          education_grade_id: 8,
        },
      },
    });
    const reload = api!.calls.at(-1)!;
    expect(`${reload.method} ${reload.path}`).toBe('GET /user/7');
    expect(reload.url.searchParams.get('include')).toBe('profiles');
    expect(useAuthStore.getState().user?.birthday).toBe('2010-10-05');
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Inscrição realizada com sucesso!' });
  });

  it('a CEP typed after choosing the school changes neither the school nor its state and city', async () => {
    await open();
    type('category', 'regular');
    await pick('state_id', 'São Paulo');
    await pick('city_id', 'Campinas');
    await pick('school_id', '35000001 - EE Tiradentes');
    type('address.zipcode', '01310100'); // a CEP in the city of São Paulo
    await waitFor(() => expect(control('address.street')).toHaveValue('Avenida Paulista'));
    expect(comboboxOf('city_id')).toHaveValue('Campinas');
    expect(comboboxOf('school_id')).toHaveValue('35000001 - EE Tiradentes');
  });

  it('sends the homeschooling school and grade 19', async () => {
    await open();
    type('category', 'regular');
    type('address.zipcode', '01310100');
    await waitFor(() => expect(comboboxOf('city_id')).toHaveValue('São Paulo'));
    fireEvent.click(screen.getByLabelText('Ensino domiciliar'));
    await acceptTerms();
    submit();
    await screen.findByTestId('registration-summary');
    expect(summary()).toMatchObject({ 'Ensino domiciliar': 'Sim', Escola: 'Ensino domiciliar' });
    await confirm();
    await screen.findByTestId('landed');
    const post = api!.calls.find((c) => c.method === 'POST')!;
    expect(post.body.data.attributes).toMatchObject({ school: 262150, education_grade_id: 19 });
  });

  it('an individual category asks for no team, even in an edition with a group phase', async () => {
    await open({
      edition: {
        phases: [
          { phase: 1, categories: ['regular'] },
          { phase: 2, categories: ['in_group'], member_limit: 3 },
        ],
      },
    });
    type('category', 'regular');
    expect(screen.queryByTestId('section-team')).not.toBeInTheDocument();
    type('category', 'in_group');
    expect(await screen.findByTestId('section-team')).toBeInTheDocument();
  });

  it('a group category asks for the team (name and up to member_limit members), sent in additional_data', async () => {
    await open({ edition: { phases: [{ phase: 1, categories: ['regular', 'in_group'], member_limit: 3 }] } });
    type('category', 'in_group');
    expect(await screen.findByTestId('section-team')).toBeInTheDocument();
    expect(screen.queryByTestId('field-team.members.3')).not.toBeInTheDocument();
    type('team.name', 'Os Vetores');
    type('team.members.0', 'Bruno Lima');
    type('team.members.2', 'Carla Dias');
    await fillNewRegistration('in_group');
    submit();
    await screen.findByTestId('registration-summary');
    expect(summary()).toMatchObject({
      'Nome da equipe': 'Os Vetores',
      'Integrante 1': 'Bruno Lima',
      'Integrante 2': '—',
      'Integrante 3': 'Carla Dias',
    });
    await confirm();
    await screen.findByTestId('landed');
    const patch = api!.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body.data.attributes.additional_data.team).toEqual({
      name: 'Os Vetores',
      members: ['Bruno Lima', 'Carla Dias'],
    });
  });

  it('edits the inscription handed over in navigation state with PUT students/{id}', async () => {
    await open({ state: { inscription: inscriptionState({ id: '900' }) } });
    expect(screen.getByRole('heading', { name: 'Editar inscrição: 2026 - OBIA' })).toBeInTheDocument();
    expect(api!.calls.some((c) => c.path === '/students/inscription')).toBe(false);
    await waitFor(() => expect(comboboxOf('school_id')).toHaveValue('35000001 - EE Tiradentes'));
    await acceptTerms();
    submit('Salvar alterações');
    await confirm();
    await screen.findByTestId('landed');
    expect(api!.writes()).toEqual(['PATCH /users/7', 'PUT /students/900']);
    const put = api!.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('edition')).toBe('5');
    expect(put.body).toEqual({
      data: {
        type: 'students',
        id: '900',
        attributes: {
          id: '900',
          inscription_attributes: {
            category: 'regular',
            source: 'web',
            address_city_id: 3550308,
            address_country_id: 1,
            address_state_id: 35,
            core_edition_id: 5,
            registrable_type: 'Core::Student',
          },
          school: 100,
          education_grade_id: 8,
        },
      },
    });
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Inscrição atualizada com sucesso!' });
  });

  it('opened directly, loads the inscription with the edition header and edits it with PUT', async () => {
    await open({ inscription: { id: '901', category: 'opened', school: null, grade: null } });
    const get = api!.calls.find((c) => c.path === '/students/inscription')!;
    expect(get.headers.get('edition')).toBe('5');
    expect(get.url.searchParams.get('include')).toBe('inscription');
    expect(screen.getByRole('heading', { name: 'Editar inscrição: 2026 - OBIA' })).toBeInTheDocument();
    expect(control('category')).toHaveValue('opened');
    type('country', 'Brasil');
    await waitFor(() => expect(comboboxOf('city_id')).toHaveValue('São Paulo'));
    await acceptTerms();
    submit('Salvar alterações');
    await confirm();
    await screen.findByTestId('landed');
    expect(api!.writes()).toEqual(['PATCH /users/7', 'PUT /students/901']);
  });

  it("says 'CPF já está em uso' when the answer points at taxpayer_number, also under the CPF", async () => {
    await open({
      writes: {
        'PATCH /users/7': {
          status: 422,
          body: {
            errors: [
              {
                status: '422',
                code: 'registration.error.cpfInUse',
                detail: 'CPF já está em uso',
                source: { pointer: '/data/attributes/taxpayer_number' },
              },
            ],
          },
        },
      },
    });
    await fillNewRegistration();
    submit();
    await confirm();
    await waitFor(() => expect(errorOf('taxpayer_number')).toBe('CPF já está em uso'));
    expect(within(await screen.findByTestId('toast')).getByText('CPF já está em uso')).toBeInTheDocument();
    expect(api!.writes()).toEqual(['PATCH /users/7']);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('registration-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeEnabled();
    await waitFor(() => expect(control('taxpayer_number')).toHaveFocus());

    type('taxpayer_number', '39053344705');
    expect(errorOf('taxpayer_number')).toBeNull();
  });

  it('tells a known registration code and shows field errors under their fields', async () => {
    await open({
      writes: {
        'POST /students': {
          status: 422,
          body: {
            errors: [
              { status: '422', code: 'registration.error.alreadyRegistered', detail: 'x' },
              {
                status: '422',
                code: 'registration.validation.selectOne',
                source: { pointer: '/data/attributes/education_grade_id' },
              },
            ],
          },
        },
      },
    });
    await fillNewRegistration();
    submit();
    await confirm();
    expect(await screen.findByText('Você já se cadastrou nessa edição.')).toBeInTheDocument();
    expect(errorOf('grade_id')).toBe('Selecione uma opção');
  });

  it('shows the generic failure text for any other failure', async () => {
    await open({ writes: { 'POST /students': { status: 500, body: { errors: [{ status: '500' }] } } } });
    await fillNewRegistration();
    submit();
    await confirm();
    expect(await screen.findByText('Não foi possível fazer seu cadastro no momento.')).toBeInTheDocument();
    expect(api!.writes()).toEqual(['PATCH /users/7', 'POST /students']);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('Cancelar on the form returns to the active editions', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/ativas');
    expect(api!.writes()).toEqual([]);
  });
});
