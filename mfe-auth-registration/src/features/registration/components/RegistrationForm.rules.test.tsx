import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiStub } from '../../../test/api-stub';
import {
  control,
  errorOf,
  field,
  findForm,
  optionsOf,
  queryField,
  renderRegistration,
  type RenderOptions,
} from '../../../test/registration';
import { BRAZIL, PARAGUAY, inscriptionState } from '../../../test/registration-server';
import { clearToasts } from '../../../test/render';

jest.setTimeout(30_000);

let api: ApiStub | undefined;
afterEach(() => {
  api?.restore();
  clearToasts();
});

async function open(options: RenderOptions = {}) {
  const r = renderRegistration(options);
  api = r.api;
  await findForm();
  return r;
}

const choose = (path: string, value: string) => fireEvent.change(control(path), { target: { value } });
const type = (path: string, value: string) => fireEvent.change(control(path), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
const comboboxValue = (path: string) => (within(field(path)).getByRole('combobox') as HTMLInputElement).value;

describe('RegistrationForm: which fields are required', () => {
  it('project 36: category, birthday, gender, phone and terms; errors show on submit and the first is focused', async () => {
    await open();
    expect(errorOf('birthday')).toBeNull();
    submit();
    await waitFor(() => expect(errorOf('category')).toBe('Selecione uma opção'));
    expect(errorOf('birthday')).toBe('Campo obrigatório');
    expect(errorOf('gender')).toBe('Selecione uma opção');
    expect(errorOf('phone')).toBe('Campo obrigatório');
    expect(errorOf('accepted_terms')).toBe('Você precisa aceitar os termos para continuar');
    expect(errorOf('taxpayer_number')).toBeNull();
    expect(queryField('mother_name')).not.toBeInTheDocument();
    await waitFor(() => expect(control('category')).toHaveFocus());
    expect(screen.queryByTestId('registration-summary')).not.toBeInTheDocument();
  });

  it('project 36, regular category: CPF, state, city, school and grade are required too', async () => {
    await open();
    choose('category', 'regular');
    submit();
    await waitFor(() => expect(errorOf('taxpayer_number')).toBe('Campo obrigatório'));
    expect(errorOf('state_id')).toBe('Selecione uma opção');
    expect(errorOf('city_id')).toBe('Selecione uma opção');
    expect(errorOf('school_id')).toBe('Selecione uma opção');
    expect(errorOf('grade_id')).toBe('Selecione uma opção');
  });

  it('shows a field error once the field is touched, before any submit', async () => {
    await open();
    fireEvent.blur(control('birthday'));
    await waitFor(() => expect(errorOf('birthday')).toBe('Campo obrigatório'));
    expect(errorOf('phone')).toBeNull();
    choose('category', 'opened');
    choose('category', '');
    await waitFor(() => expect(errorOf('category')).toBe('Selecione uma opção'));
  });

  it.each([26, 29])('project %i: birthday and gender optional, mother’s name required', async (projectId) => {
    await open({ projectId });
    submit();
    await waitFor(() => expect(errorOf('mother_name')).toBe('Campo obrigatório'));
    expect(errorOf('birthday')).toBeNull();
    expect(errorOf('gender')).toBeNull();
    expect(errorOf('phone')).toBe('Campo obrigatório');
  });

  it('project 47: every teacher field is required and student counts must be integers', async () => {
    await open({ projectId: 47 });
    choose('category', 'regular');
    expect(screen.getByTestId('section-teacher')).toBeInTheDocument();
    submit();
    await waitFor(() => expect(errorOf('teachers_data.age')).toBe('Selecione uma opção'));
    expect(errorOf('teachers_data.teaching_time')).toBe('Selecione uma opção');
    expect(errorOf('teachers_data.monthly_workload')).toBe('Selecione uma opção');
    expect(errorOf('teachers_data.education_segment_ids')).toBe('Selecione pelo menos uma opção');
    for (const count of [
      'students_on_high_school',
      'students_on_elementary_school',
      'students_on_obmep',
      'awards_students_obmep',
      'awards_quantity.gold',
      'awards_quantity.honorable_mention',
    ])
      expect(errorOf(`teachers_data.${count}`)).toBe('Campo obrigatório');
    expect(errorOf('teachers_data.obmep_award')).toBe('Campo obrigatório');
    expect(errorOf('teachers_data.papmem')).toBe('Campo obrigatório');
    expect(errorOf('teachers_data.directors_name')).toBe('Campo obrigatório');
    expect(errorOf('school_id')).toBe('Selecione uma opção');

    type('teachers_data.students_on_obmep', '2.5');
    type('teachers_data.students_on_high_school', 'dez');
    type('teachers_data.students_on_elementary_school', '30');
    await waitFor(() => expect(errorOf('teachers_data.students_on_obmep')).toBe('Valor inválido'));
    expect(errorOf('teachers_data.students_on_high_school')).toBe('Valor inválido');
    expect(errorOf('teachers_data.students_on_elementary_school')).toBeNull();

    fireEvent.click(within(field('teachers_data.education_segment_ids')).getByLabelText('Ensino Médio'));
    await waitFor(() => expect(errorOf('teachers_data.education_segment_ids')).toBeNull());
    expect(errorOf('teachers_data.ideb_score.4')).toBe('Campo obrigatório');
    type('teachers_data.ideb_score.4', '5,2');
    await waitFor(() => expect(errorOf('teachers_data.ideb_score.4')).toBeNull());
  });
});

describe('RegistrationForm: masks and per-country rules', () => {
  it('masks the CPF as 000.000.000-00 and rejects wrong check digits', async () => {
    await open();
    type('taxpayer_number', '52998224725');
    expect(control('taxpayer_number')).toHaveValue('529.982.247-25');
    fireEvent.blur(control('taxpayer_number'));
    expect(errorOf('taxpayer_number')).toBeNull();
    type('taxpayer_number', '529.982.247-24');
    await waitFor(() => expect(errorOf('taxpayer_number')).toBe('CPF inválido'));
    type('taxpayer_number', '111.111.111-11');
    expect(errorOf('taxpayer_number')).toBe('CPF inválido');
  });

  it('masks the birthday as DD/MM/YYYY and the Brazilian phone with the area code', async () => {
    await open();
    type('birthday', '05102010');
    expect(control('birthday')).toHaveValue('05/10/2010');
    type('phone', '11987654321');
    expect(control('phone')).toHaveValue('(11) 98765-4321');
    type('phone', '1134567890');
    expect(control('phone')).toHaveValue('(11) 3456-7890');
    type('phone', '113456');
    fireEvent.blur(control('phone'));
    await waitFor(() => expect(errorOf('phone')).toBe('O telefone deve ter 10 ou 11 dígitos, com o DDD'));
  });

  it('offers male, female and other, but no other in a Paraguay edition (where the CPF is not asked)', async () => {
    const first = await open();
    expect(optionsOf('gender')).toEqual(['male', 'female', 'other']);
    first.unmount();
    api!.restore();
    await open({ edition: { countries: [PARAGUAY] } });
    expect(optionsOf('gender')).toEqual(['male', 'female']);
    expect(within(field('gender')).getByRole('option', { name: 'Masculino' })).toBeInTheDocument();
    expect(queryField('taxpayer_number')).not.toBeInTheDocument();
  });
});

describe('RegistrationForm: dependent fields', () => {
  it('changing the category clears state, city, school and grade', async () => {
    await open({ state: { inscription: inscriptionState() } });
    await waitFor(() => expect(comboboxValue('school_id')).toBe('35000001 - EE Tiradentes'));
    expect(comboboxValue('state_id')).toBe('São Paulo');
    expect(comboboxValue('city_id')).toBe('São Paulo');
    await waitFor(() => expect(control('grade_id')).toHaveValue('8'));

    choose('category', 'opened');
    await waitFor(() => expect(comboboxValue('state_id')).toBe(''));
    expect(comboboxValue('city_id')).toBe('');
    expect(queryField('school_id')).not.toBeInTheDocument();
    choose('category', 'regular');
    await waitFor(() => expect(comboboxValue('school_id')).toBe(''));
    expect(control('grade_id')).toHaveValue('');
  });

  it('an edition with several countries asks for the country; choosing one clears the dependent fields', async () => {
    await open({ edition: { countries: [BRAZIL, PARAGUAY] }, state: { inscription: inscriptionState() } });
    expect(optionsOf('countryId')).toEqual(['1', '3']);
    await waitFor(() => expect(comboboxValue('school_id')).toBe('35000001 - EE Tiradentes'));
    choose('countryId', '1');
    await waitFor(() => expect(comboboxValue('state_id')).toBe(''));
    expect(comboboxValue('city_id')).toBe('');
    expect(comboboxValue('school_id')).toBe('');
    expect(control('grade_id')).toHaveValue('');
    expect(control('category')).toHaveValue('regular');
  });

  it('homeschooling sets the homeschooling school and grade 19, and clears both when switched off', async () => {
    await open({ state: { inscription: inscriptionState() } });
    await waitFor(() => expect(comboboxValue('school_id')).toBe('35000001 - EE Tiradentes'));

    fireEvent.click(screen.getByLabelText('Ensino domiciliar'));
    await waitFor(() => expect(queryField('school_id')).not.toBeInTheDocument());
    expect(queryField('grade_id')).not.toBeInTheDocument();
    expect(screen.getByTestId('homeschooling-note')).toHaveTextContent(
      'Ensino domiciliar: a escola e a série são definidas automaticamente.',
    );

    fireEvent.click(screen.getByLabelText('Ensino domiciliar'));
    await waitFor(() => expect(queryField('school_id')).toBeInTheDocument());
    expect(comboboxValue('school_id')).toBe('');
    expect(control('grade_id')).toHaveValue('');
    expect(screen.queryByTestId('homeschooling-note')).not.toBeInTheDocument();
  });

  it("opens the school request from the school picker's footer, with the chosen state and city", async () => {
    await open({ state: { inscription: inscriptionState() } });
    await waitFor(() => expect(comboboxValue('city_id')).toBe('São Paulo'));
    fireEvent.click(
      within(field('school_id')).getByRole('button', {
        name: 'Não encontrou sua escola? Solicite o cadastro',
      }),
    );
    const dialog = await screen.findByTestId('school-request-dialog');
    expect(dialog).toBeVisible();
    // State São Paulo and city São Paulo, preselected.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('combobox')
          .filter((c) => (c as HTMLInputElement).value === 'São Paulo'),
      ).toHaveLength(2),
    );
  });
});
