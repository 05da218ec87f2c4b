import { REGISTRATION_MESSAGE_IDS as M } from 'shared-contracts';
import { validateTeacher } from './validate';
import { EMPTY_TEACHER_VALUES, type TeacherFormValues } from './values';

const setting = { editionId: 9, countryIds: [1] };

const valid: TeacherFormValues = {
  ...EMPTY_TEACHER_VALUES,
  category: 'opened',
  birthday: '12/05/1980',
  gender: 'male',
  phone: '11987654321',
  country: 'Brasil',
  state_id: '35',
  city_id: '3550308',
  school_id: '12',
  accepted_terms: true,
  age: 'until_fifty',
  teaching_time: 'twenty_years',
  monthly_workload: 'one_hundred_sixty_hours',
  education_segment_ids: [3, 4],
  ideb_score: { '3': '5,2', '4': '4.8' },
  students_on_high_school: '120',
  students_on_elementary_school: '80',
  students_on_obmep: '35',
  awards_students_obmep: '3',
  gold: '0',
  silver: '1',
  bronze: '2',
  honorable_mention: '4',
  obmep_award: 'false',
  papmem: 'true',
  directors_name: 'Marta Ribeiro Lopes',
};

describe('teacher form validation (the shared schemas of spec 1 §5)', () => {
  it('requires every teacher field and names the errors by the form fields', () => {
    const result = validateTeacher({ ...EMPTY_TEACHER_VALUES, category: 'opened' }, setting);
    if (result.ok) throw new Error('an empty form passed');
    expect(result.errors).toMatchObject({
      birthday: M.required,
      directors_name: M.required,
      age: M.selectOne,
      school_id: M.selectOne,
      education_segment_ids: M.selectAtLeastOne,
      accepted_terms: M.acceptTerms,
    });
  });

  it("refuses a student count that is no integer ('Valor inválido') and an IDEB score per segment", () => {
    const result = validateTeacher(
      { ...valid, students_on_high_school: 'doze', silver: '1.5', ideb_score: { '3': '', '4': '4.8' } },
      setting,
    );
    if (result.ok) throw new Error('invalid counts passed');
    expect(result.errors.students_on_high_school).toBe(M.invalidValue);
    expect(result.errors.silver).toBe(M.invalidValue);
    expect(result.errors['ideb_score.3']).toBe(M.required);
    expect(result.errors['ideb_score.4']).toBeUndefined();
  });

  it('builds the same payloads as the React registration for valid values', () => {
    const result = validateTeacher(valid, setting);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const payload = result.payload('31', { special_time: 10 } as never);
    expect(payload.user).toMatchObject({ id: '31', phone: '11987654321', gender: 'male' });
    expect(payload.user.additional_data).toMatchObject({ special_time: 10, accepted_terms: true });
    expect(payload.inscription.inscription_attributes).toMatchObject({
      category: 'opened',
      core_edition_id: 9,
      address_state_id: 35,
      address_city_id: 3550308,
      address_country_id: 1,
    });
    expect(payload.inscription.teachers_data).toMatchObject({
      core_school_id: 12,
      education_segment_ids: [3, 4],
      ideb_score: [
        { education_segment_id: 3, score: 5.2 },
        { education_segment_id: 4, score: 4.8 },
      ],
      awards_quantity: { gold: 0, silver: 1, bronze: 2, honorable_mention: 4 },
      obmep_award: false,
      papmem: true,
    });
  });
});
