import * as v from 'valibot';
import { toRegistrationPayload } from './payload';
import { studentRegistrationSchema, type StudentRegistrationContext } from './student-schema';
import { teacherDataSchema } from './teacher-schema';

const context: StudentRegistrationContext = {
  projectId: 36,
  editionId: 12,
  countryId: 1,
  isParaguayEdition: false,
  category: 'regular',
  homeschooling: false,
  now: new Date(2025, 5, 15),
};

const formValues = {
  category: 'regular',
  birthday: '15/03/2009',
  gender: 'female',
  mother_name: ' Maria Souza ',
  taxpayer_number: '529.982.247-25',
  phone: '(11) 98765-4321',
  state_id: '25',
  city_id: 3550308,
  school_id: '1234',
  grade_id: '7',
  country: 'Brasil',
  address: { zipcode: '01310-100', street: 'Av. Paulista', number: '1000', neighborhood: '', complement: '' },
  document_number: '',
  accepted_terms: true,
};

const validated = (patch: Record<string, unknown> = {}, ctx: Partial<StudentRegistrationContext> = {}) =>
  v.parse(studentRegistrationSchema({ ...context, ...ctx }), { ...formValues, ...patch });

describe('toRegistrationPayload', () => {
  it('builds the user and inscription parts of spec §3', () => {
    const payload = toRegistrationPayload(validated(), { userId: '42', editionId: 12 });
    expect(payload).toEqual({
      user: {
        id: '42',
        taxpayer_number: '52998224725',
        phone: '11987654321',
        birthday: '15/03/2009',
        gender: 'female',
        additional_data: {
          mother_name: 'Maria Souza',
          address: { zipcode: '01310-100', street: 'Av. Paulista', number: '1000' },
          country: 'Brasil',
          accepted_terms: true,
        },
      },
      inscription: {
        inscription_attributes: {
          category: 'regular',
          source: 'web',
          address_city_id: 3550308,
          address_state_id: 25,
          core_edition_id: 12,
          registrable_type: 'Core::Student',
        },
        school: 1234,
        education_grade_id: 7,
      },
    });
  });

  it('sends the chosen address country when the form knows it', () => {
    const payload = toRegistrationPayload(validated(), { userId: '42', editionId: 12, addressCountryId: 2 });
    expect(payload.inscription.inscription_attributes.address_country_id).toBe(2);
    expect(
      toRegistrationPayload(validated(), { userId: '42', editionId: 12 }).inscription.inscription_attributes,
    ).not.toHaveProperty('address_country_id');
  });

  it("sends gender 'other' as null", () =>
    expect(
      toRegistrationPayload(validated({ gender: 'other' }), { userId: '1', editionId: 12 }).user.gender,
    ).toBe(null));

  it('sends empty texts as null and omits empty additional data', () => {
    const payload = toRegistrationPayload(
      validated(
        {
          category: 'opened',
          taxpayer_number: '',
          mother_name: '',
          address: {},
          school_id: null,
          grade_id: null,
        },
        { category: 'opened' },
      ),
      { userId: '1', editionId: 12 },
    );
    expect(payload.user.taxpayer_number).toBeNull();
    expect(payload.user.additional_data).toEqual({ country: 'Brasil', accepted_terms: true });
    expect(payload.inscription.school).toBeNull();
    expect(payload.inscription.education_grade_id).toBeNull();
    expect(payload.inscription.inscription_attributes.category).toBe('opened');
  });

  it('carries the homeschooling school and grade', () => {
    const payload = toRegistrationPayload(
      validated({ school_id: 262150, grade_id: 19 }, { homeschooling: true }),
      {
        userId: '1',
        editionId: 12,
      },
    );
    expect(payload.inscription.school).toBe(262150);
    expect(payload.inscription.education_grade_id).toBe(19);
  });

  it('maps the citizen card and the CI document into additional_data', () => {
    const card = toRegistrationPayload(
      validated(
        { category: 'opened', citizen_id_number: '12345678', phone: '912345678' },
        { countryId: 2, category: 'opened' },
      ),
      { userId: '1', editionId: 12 },
    );
    expect(card.user.additional_data).toMatchObject({
      citizen_id_type: 'citizen_card',
      citizen_id_number: '12345678',
    });

    const ci = toRegistrationPayload(
      validated(
        { category: 'opened', document_number: '4567890', phone: '0981123456', gender: 'male' },
        { countryId: 3, isParaguayEdition: true, category: 'opened' },
      ),
      { userId: '1', editionId: 12 },
    );
    expect(ci.user.additional_data.ci).toBe('4567890');
  });

  it('keeps additional data the form does not manage and replaces what it does', () => {
    const payload = toRegistrationPayload(validated({ mother_name: '' }), {
      userId: '1',
      editionId: 12,
      additionalData: { special_time: 30, team: { name: 'Alfa' }, mother_name: 'Old', ci: 'old' },
    });
    expect(payload.user.additional_data).toEqual({
      special_time: 30,
      team: { name: 'Alfa' },
      address: { zipcode: '01310-100', street: 'Av. Paulista', number: '1000' },
      country: 'Brasil',
      accepted_terms: true,
    });
  });

  it('adds the inscription id when replacing, and teacher data for project 47', () => {
    const teachers = v.parse(teacherDataSchema, {
      age: 'plus_sixty',
      teaching_time: 'plus_thirty_years',
      monthly_workload: 'fourty_hours',
      education_segment_ids: [3],
      core_school_id: 9,
      students_on_high_school: 0,
      students_on_elementary_school: 10,
      students_on_obmep: 5,
      awards_students_obmep: 1,
      awards_quantity: { gold: 0, silver: 0, bronze: 1, honorable_mention: 0 },
      obmep_award: false,
      papmem: true,
      ideb_score: [{ education_segment_id: 3, score: 6 }],
      directors_name: 'Rui Lima',
    });
    const payload = toRegistrationPayload(
      validated({}, { projectId: 47 }),
      { userId: '1', editionId: 12, inscriptionId: '77' },
      teachers,
    );
    expect(payload.inscription.id).toBe('77');
    expect(payload.inscription.teachers_data).toEqual(teachers);
    expect(toRegistrationPayload(validated(), { userId: '1', editionId: 12 }).inscription).not.toHaveProperty(
      'id',
    );
  });
});
