import * as v from 'valibot';
import { COUNTRY_IDS } from './constants';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';
import {
  applyHomeschooling,
  genderForPayload,
  genderOptions,
  isHomeschoolingSchool,
  STUDENT_PROJECT_RULES,
  studentFieldsToClear,
  studentRegistrationSchema,
  type StudentProjectRules,
  type StudentRegistrationContext,
} from './student-schema';
import { fieldErrors } from '../testing/schema-helpers';

const baseContext: StudentRegistrationContext = {
  projectId: 36,
  editionId: 100,
  countryId: COUNTRY_IDS.brazil,
  isParaguayEdition: false,
  category: 'regular',
  homeschooling: false,
  now: new Date(2025, 5, 15),
};

const baseValues = {
  category: 'regular',
  full_name: 'Ana Souza',
  email: 'ana@example.com',
  birthday: '15/03/2009',
  gender: 'female',
  mother_name: '',
  taxpayer_number: '529.982.247-25',
  phone: '(11) 98765-4321',
  state_id: 25,
  city_id: '3550308',
  school_id: 1234,
  grade_id: 7,
  citizen_id_type: null,
  citizen_id_number: '',
  country: '',
  address: { zipcode: '', street: '', number: '', neighborhood: '', complement: '' },
  document_number: '',
  accepted_terms: true,
};

type Values = Record<string, unknown>;

function errorsOf(
  values: Values = {},
  context: Partial<StudentRegistrationContext> = {},
  rules?: StudentProjectRules,
) {
  const ctx = { ...baseContext, ...context };
  const category = 'category' in context ? context.category : ctx.category;
  return fieldErrors(studentRegistrationSchema(ctx, rules), { ...baseValues, category, ...values });
}

/** The first message of one field, undefined when the field is valid. */
function errorOf(
  field: string,
  values: Values = {},
  context: Partial<StudentRegistrationContext> = {},
  rules?: StudentProjectRules,
) {
  return errorsOf(values, context, rules)[field]?.[0];
}

describe('studentRegistrationSchema: a complete Brazilian regular registration', () => {
  it('passes and normalises the values', () => {
    const result = v.safeParse(studentRegistrationSchema(baseContext), baseValues);
    expect(result.issues).toBeUndefined();
    expect(result.output).toMatchObject({
      category: 'regular',
      taxpayer_number: '52998224725',
      phone: '11987654321',
      state_id: 25,
      city_id: 3550308,
      school_id: 1234,
      grade_id: 7,
      gender: 'female',
      accepted_terms: true,
    });
  });

  it('reports every missing field of an empty body (server side)', () => {
    const errors = fieldErrors(studentRegistrationSchema(baseContext), {});
    expect(errors).toEqual({
      category: [M.selectOne],
      birthday: [M.required],
      gender: [M.selectOne],
      taxpayer_number: [M.required],
      phone: [M.required],
      state_id: [M.selectOne],
      city_id: [M.selectOne],
      school_id: [M.selectOne],
      grade_id: [M.selectOne],
      accepted_terms: [M.acceptTerms],
    });
  });

  it('rejects values of the wrong type with "invalid value"', () => {
    expect(errorOf('phone', { phone: 11987654321 })).toBe(M.invalidValue);
    expect(errorOf('state_id', { state_id: true })).toBe(M.invalidValue);
    expect(errorOf('accepted_terms', { accepted_terms: 'yes' })).toBe(M.invalidValue);
  });
});

describe('category', () => {
  it('is required', () => {
    expect(errorOf('category', { category: '' }, { category: null })).toBe(M.selectOne);
    expect(errorOf('category', { category: null }, { category: null })).toBe(M.selectOne);
  });

  it('must be a known category', () =>
    expect(errorOf('category', { category: 'vip' }, { category: null })).toBe(M.invalidValue));

  it.each(['regular', 'opened', 'opmbr', 'pre_project', 'in_group', 'final_project'] as const)(
    'accepts %s',
    (category) => expect(errorOf('category', { category }, { category })).toBeUndefined(),
  );

  it('must be the category the rules were built for', () =>
    expect(errorOf('category', { category: 'opened' }, { category: 'regular' })).toBe(M.invalidValue));
});

describe('birthday and gender', () => {
  it('birthday is required and a real DD/MM/YYYY date', () => {
    expect(errorOf('birthday', { birthday: '' })).toBe(M.required);
    expect(errorOf('birthday', { birthday: '31/02/2009' })).toBe(M.invalidDate);
    expect(errorOf('birthday', { birthday: '2009-03-15' })).toBe(M.invalidDate);
    expect(errorOf('birthday', { birthday: '29/02/2008' })).toBeUndefined();
    expect(errorOf('birthday', { birthday: '29/02/2009' })).toBe(M.invalidDate);
  });

  it('birthday must not be in the future', () => {
    expect(errorOf('birthday', { birthday: '16/06/2025' })).toBe(M.futureDate);
    expect(errorOf('birthday', { birthday: '15/06/2025' })).toBeUndefined();
  });

  it('gender is required and one of the options', () => {
    expect(errorOf('gender', { gender: '' })).toBe(M.selectOne);
    expect(errorOf('gender', { gender: 'x' })).toBe(M.invalidValue);
    expect(errorOf('gender', { gender: 'male' })).toBeUndefined();
    expect(errorOf('gender', { gender: 'other' })).toBeUndefined();
  });

  it("'other' is not an option in Paraguay editions", () => {
    const paraguay = { isParaguayEdition: true, countryId: COUNTRY_IDS.paraguay };
    expect(errorOf('gender', { gender: 'other' }, paraguay)).toBe(M.invalidValue);
    expect(errorOf('gender', { gender: 'male' }, paraguay)).toBeUndefined();
  });

  it.each([26, 29])('project %i does not require birthday nor gender', (projectId) => {
    const errors = errorsOf({ birthday: '', gender: null }, { projectId });
    expect(errors['birthday']).toBeUndefined();
    expect(errors['gender']).toBeUndefined();
  });

  it('an exempt project still rejects an invalid or future birthday', () => {
    expect(errorOf('birthday', { birthday: '31/02/2009' }, { projectId: 26 })).toBe(M.invalidDate);
    expect(errorOf('birthday', { birthday: '01/01/2030' }, { projectId: 29 })).toBe(M.futureDate);
  });

  it('the unstated third exempt project is configurable and empty by default', () => {
    expect(STUDENT_PROJECT_RULES.birthdayGenderExempt).toEqual([26, 29]);
    const rules = { ...STUDENT_PROJECT_RULES, birthdayGenderExempt: [26, 29, 99] };
    expect(errorOf('birthday', { birthday: '' }, { projectId: 99 }, rules)).toBeUndefined();
    expect(errorOf('birthday', { birthday: '' }, { projectId: 99 })).toBe(M.required);
  });

  it('an exempt project still needs a birthday in an edition with a birth window', () =>
    expect(errorOf('birthday', { birthday: '' }, { projectId: 26, editionId: 6 })).toBe(M.required));
});

describe('junior and senior birth windows', () => {
  it.each([6, 10])('junior edition %i: born on or after 01/01/2008', (editionId) => {
    expect(errorOf('birthday', { birthday: '01/01/2008' }, { editionId })).toBeUndefined();
    expect(errorOf('birthday', { birthday: '31/12/2007' }, { editionId })).toBe(M.birthWindow);
  });

  it.each([7, 11])('senior edition %i: born 01/01/2004 to 31/12/2007', (editionId) => {
    expect(errorOf('birthday', { birthday: '01/01/2004' }, { editionId })).toBeUndefined();
    expect(errorOf('birthday', { birthday: '31/12/2007' }, { editionId })).toBeUndefined();
    expect(errorOf('birthday', { birthday: '31/12/2003' }, { editionId })).toBe(M.birthWindow);
    expect(errorOf('birthday', { birthday: '01/01/2008' }, { editionId })).toBe(M.birthWindow);
  });

  it.each([7, 11])('senior edition %i rejects students in higher education', (editionId) => {
    expect(errorOf('birthday', { birthday: '10/10/2006' }, { editionId, hasHigherEducation: true })).toBe(
      M.higherEducation,
    );
    expect(
      errorOf('birthday', { birthday: '10/10/2006' }, { editionId, hasHigherEducation: false }),
    ).toBeUndefined();
  });

  it('junior editions and editions without a window ignore higher education', () => {
    expect(errorOf('birthday', { birthday: '10/10/2010' }, { editionId: 6, hasHigherEducation: true })).toBe(
      undefined,
    );
    expect(errorOf('birthday', { birthday: '10/10/1990' }, { hasHigherEducation: true })).toBeUndefined();
  });

  it('an invalid date reports the date, not the window', () =>
    expect(errorsOf({ birthday: '31/02/2009' }, { editionId: 6 })['birthday']).toEqual([M.invalidDate]));
});

describe("mother's name", () => {
  it.each([26, 29])('is required for project %i outside Paraguay, in any category', (projectId) => {
    expect(errorOf('mother_name', { mother_name: '' }, { projectId })).toBe(M.required);
    expect(errorOf('mother_name', { mother_name: '  ' }, { projectId, category: 'opened' })).toBe(M.required);
    expect(errorOf('mother_name', { mother_name: 'Maria Souza' }, { projectId })).toBeUndefined();
  });

  it.each([26, 29])('is not required for project %i when the country is Paraguay', (projectId) =>
    expect(
      errorOf('mother_name', { mother_name: '' }, { projectId, countryId: COUNTRY_IDS.paraguay }),
    ).toBeUndefined(),
  );

  it('is required for project 28 in the regular category only, outside Paraguay', () => {
    expect(errorOf('mother_name', {}, { projectId: 28 })).toBe(M.required);
    expect(errorOf('mother_name', {}, { projectId: 28, category: 'opened' })).toBeUndefined();
    expect(errorOf('mother_name', {}, { projectId: 28, countryId: COUNTRY_IDS.paraguay })).toBeUndefined();
  });

  it('is not required in other projects', () => expect(errorOf('mother_name')).toBeUndefined());
});

describe('state and city', () => {
  it('are required once a category is chosen', () => {
    expect(errorOf('state_id', { state_id: null }, { category: 'opened' })).toBe(M.selectOne);
    expect(errorOf('city_id', { city_id: '' }, { category: 'opened' })).toBe(M.selectOne);
  });

  it('are not required before a category is chosen', () => {
    const errors = errorsOf({ category: null, state_id: null, city_id: null }, { category: null });
    expect(errors['state_id']).toBeUndefined();
    expect(errors['city_id']).toBeUndefined();
    expect(errors['category']).toEqual([M.selectOne]);
  });

  it('must be ids', () => {
    expect(errorOf('state_id', { state_id: 'abc' })).toBe(M.invalidValue);
    expect(errorOf('city_id', { city_id: -3 })).toBe(M.invalidValue);
    expect(errorOf('city_id', { city_id: 1.5 })).toBe(M.invalidValue);
  });
});

describe('taxpayer number (CPF)', () => {
  it.each(['regular', 'opmbr'] as const)('is required in the %s category outside Paraguay', (category) =>
    expect(errorOf('taxpayer_number', { taxpayer_number: '' }, { category })).toBe(M.required),
  );

  it('is not required in the opened category', () =>
    expect(errorOf('taxpayer_number', { taxpayer_number: '' }, { category: 'opened' })).toBeUndefined());

  it('is not required in a Paraguay edition nor for Paraguay', () => {
    expect(
      errorOf('taxpayer_number', { taxpayer_number: '' }, { isParaguayEdition: true, countryId: 1 }),
    ).toBeUndefined();
    expect(
      errorOf('taxpayer_number', { taxpayer_number: '' }, { countryId: COUNTRY_IDS.paraguay }),
    ).toBeUndefined();
  });

  it('must be a valid CPF whenever filled', () => {
    expect(errorOf('taxpayer_number', { taxpayer_number: '529.982.247-24' })).toBe(M.invalidCpf);
    expect(errorOf('taxpayer_number', { taxpayer_number: '111.111.111-11' })).toBe(M.invalidCpf);
    expect(errorOf('taxpayer_number', { taxpayer_number: '5299822472' })).toBe(M.invalidCpf);
    expect(errorOf('taxpayer_number', { taxpayer_number: '529x982x247x25' })).toBe(M.invalidCpf);
    expect(errorOf('taxpayer_number', { taxpayer_number: '123.456.789-00' }, { category: 'opened' })).toBe(
      M.invalidCpf,
    );
    expect(errorOf('taxpayer_number', { taxpayer_number: '52998224725' })).toBeUndefined();
  });
});

describe('phone', () => {
  it('is required', () => expect(errorOf('phone', { phone: '' })).toBe(M.required));

  it('is not required in the (unstated) exempt project', () => {
    const rules = { ...STUDENT_PROJECT_RULES, phoneExempt: [99] };
    expect(errorOf('phone', { phone: '' }, { projectId: 99 }, rules)).toBeUndefined();
    expect(STUDENT_PROJECT_RULES.phoneExempt).toEqual([]);
  });

  it('Brazil: 10 to 11 digits', () => {
    expect(errorOf('phone', { phone: '(11) 8765-4321' })).toBeUndefined();
    expect(errorOf('phone', { phone: '(11) 98765-4321' })).toBeUndefined();
    expect(errorOf('phone', { phone: '(11) 765-4321' })).toBe(M.phoneLengthBrazil);
    expect(errorOf('phone', { phone: '(11) 998765-4321' })).toBe(M.phoneLengthBrazil);
  });

  it('Paraguay (3): 8, 9 or 10 digits', () => {
    const ctx = { countryId: COUNTRY_IDS.paraguay };
    for (const phone of ['12345678', '123456789', '1234567890'])
      expect(errorOf('phone', { phone }, ctx)).toBeUndefined();
    expect(errorOf('phone', { phone: '1234567' }, ctx)).toBe(M.phoneLengthParaguay);
    expect(errorOf('phone', { phone: '12345678901' }, ctx)).toBe(M.phoneLengthParaguay);
  });

  it('Argentina (4): 9 to 11 digits', () => {
    const ctx = { countryId: COUNTRY_IDS.argentina };
    for (const phone of ['123456789', '1234567890', '12345678901'])
      expect(errorOf('phone', { phone }, ctx)).toBeUndefined();
    expect(errorOf('phone', { phone: '12345678' }, ctx)).toBe(M.phoneLengthArgentina);
    expect(errorOf('phone', { phone: '123456789012' }, ctx)).toBe(M.phoneLengthArgentina);
  });

  it('country 2 has no length rule, only mask characters', () => {
    const ctx = { countryId: COUNTRY_IDS.portugal };
    expect(errorOf('phone', { phone: '912 345 678' }, ctx)).toBeUndefined();
    expect(errorOf('phone', { phone: 'call me' }, ctx)).toBe(M.invalidValue);
  });
});

describe('school and grade', () => {
  it.each(['regular', 'opmbr'] as const)('school is required in the %s category', (category) =>
    expect(errorOf('school_id', { school_id: null }, { category })).toBe(M.selectOne),
  );

  it('school is not required in the opened category', () =>
    expect(errorOf('school_id', { school_id: null }, { category: 'opened' })).toBeUndefined());

  it('grade is required in the regular category only', () => {
    expect(errorOf('grade_id', { grade_id: null })).toBe(M.selectOne);
    expect(errorOf('grade_id', { grade_id: null }, { category: 'opmbr' })).toBeUndefined();
    expect(errorOf('grade_id', { grade_id: null }, { category: 'opened' })).toBeUndefined();
  });

  it('homeschooling lifts the school and grade requirements and sets the fixed ones', () => {
    const values = { ...applyHomeschooling(true) };
    expect(errorsOf(values, { homeschooling: true })).toEqual({});
    expect(errorsOf({ ...values, school_id: 261730 }, { homeschooling: true })).toEqual({});
  });

  it('homeschooling rejects another school or grade', () => {
    expect(errorOf('school_id', { school_id: 1234, grade_id: 19 }, { homeschooling: true })).toBe(
      M.invalidValue,
    );
    expect(errorOf('grade_id', { school_id: 262150, grade_id: 7 }, { homeschooling: true })).toBe(
      M.invalidValue,
    );
  });

  it('homeschooling keeps state and city required', () =>
    expect(
      errorOf('state_id', { ...applyHomeschooling(true), state_id: null }, { homeschooling: true }),
    ).toBe(M.selectOne));
});

describe('citizen card (country 2, opecon)', () => {
  const ctx = { countryId: COUNTRY_IDS.portugal };

  it('is required', () => expect(errorOf('citizen_id_number', {}, ctx)).toBe(M.required));

  it('has exactly 8 digits', () => {
    expect(errorOf('citizen_id_number', { citizen_id_number: '12345678' }, ctx)).toBeUndefined();
    expect(
      errorOf('citizen_id_number', { citizen_id_type: 'citizen_card', citizen_id_number: '1234567' }, ctx),
    ).toBe(M.citizenCard);
    expect(errorOf('citizen_id_number', { citizen_id_number: '123456789' }, ctx)).toBe(M.citizenCard);
    expect(errorOf('citizen_id_number', { citizen_id_number: '1234567A' }, ctx)).toBe(M.citizenCard);
  });

  it('a passport number is not held to 8 digits', () =>
    expect(
      errorOf('citizen_id_number', { citizen_id_type: 'passport', citizen_id_number: 'CB123456X' }, ctx),
    ).toBeUndefined());

  it('the document type must be known', () =>
    expect(errorOf('citizen_id_type', { citizen_id_type: 'visa' }, ctx)).toBe(M.invalidValue));

  it('is not asked in other countries', () =>
    expect(errorOf('citizen_id_number', { citizen_id_number: '' })).toBeUndefined());
});

describe('country text', () => {
  it('is required in the opened category', () => {
    expect(errorOf('country', { country: '' }, { category: 'opened' })).toBe(M.required);
    expect(errorOf('country', { country: 'Brasil' }, { category: 'opened' })).toBeUndefined();
  });

  it('is not required in the regular category', () => expect(errorOf('country')).toBeUndefined());
});

describe('Brazilian regular address (two projects whose ids are not shown)', () => {
  const rules = { ...STUDENT_PROJECT_RULES, brazilianAddress: [99] };
  const ctx = { projectId: 99 };
  const address = {
    zipcode: '01310-100',
    street: 'Av. Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
  };
  const err = (field: string, patch: Values, context: Partial<StudentRegistrationContext> = ctx) =>
    errorOf(`address.${field}`, { address: { ...address, ...patch } }, context, rules);

  it('accepts a complete address and keeps the CEP digits', () => {
    const result = v.safeParse(studentRegistrationSchema({ ...baseContext, ...ctx }, rules), {
      ...baseValues,
      address,
    });
    expect(result.issues).toBeUndefined();
    expect(result.success && result.output.address.zipcode).toBe('01310100');
  });

  it('zipcode is required with 8 digits', () => {
    expect(err('zipcode', { zipcode: '' })).toBe(M.required);
    expect(err('zipcode', { zipcode: '0131010' })).toBe(M.zipcode);
    expect(err('zipcode', { zipcode: '013101000' })).toBe(M.zipcode);
    expect(err('zipcode', { zipcode: '01310l00' })).toBe(M.zipcode);
  });

  it('number has digits only', () => {
    expect(err('number', { number: 'S/N' })).toBe(M.digitsOnly);
    expect(err('number', { number: '12A' })).toBe(M.digitsOnly);
  });

  it('street and neighborhood are required', () => {
    expect(err('street', { street: ' ' })).toBe(M.required);
    expect(err('neighborhood', { neighborhood: '' })).toBe(M.required);
  });

  it('does not apply outside Brazil, outside the regular category or in other projects', () => {
    const empty = { zipcode: '', street: '', number: 'S/N', neighborhood: '' };
    const none = (context: Partial<StudentRegistrationContext>, r: StudentProjectRules = rules) =>
      Object.keys(errorsOf({ address: empty }, context, r)).filter((k) => k.startsWith('address.'));
    expect(none({ ...ctx })).not.toEqual([]);
    expect(none({ ...ctx, category: 'opened' })).toEqual([]);
    expect(none({ ...ctx, countryId: COUNTRY_IDS.argentina })).toEqual([]);
    expect(none({ projectId: 36 })).toEqual([]);
    expect(none({ ...ctx }, STUDENT_PROJECT_RULES)).toEqual([]);
  });

  it('complement has at most 80 characters, everywhere', () => {
    expect(errorOf('address.complement', { address: { complement: 'a'.repeat(80) } })).toBeUndefined();
    expect(errorOf('address.complement', { address: { complement: 'a'.repeat(81) } })).toBe(M.maxLength80);
  });
});

describe('document number', () => {
  const paraguayEdition = { isParaguayEdition: true, category: 'opened' as const };

  it.each([COUNTRY_IDS.paraguay, COUNTRY_IDS.argentina])(
    'is required for country %i in a Paraguay edition',
    (countryId) => {
      expect(errorOf('document_number', {}, { ...paraguayEdition, countryId })).toBe(M.required);
      expect(
        errorOf('document_number', { document_number: '4567890' }, { ...paraguayEdition, countryId }),
      ).toBeUndefined();
    },
  );

  it('is not required for Brazil in a Paraguay edition, nor outside Paraguay editions', () => {
    expect(errorOf('document_number', {}, { ...paraguayEdition, countryId: COUNTRY_IDS.brazil })).toBe(
      undefined,
    );
    expect(errorOf('document_number', {}, { countryId: COUNTRY_IDS.argentina })).toBeUndefined();
  });
});

describe('terms, full name and e-mail', () => {
  it('terms must be accepted', () => {
    expect(errorOf('accepted_terms', { accepted_terms: false })).toBe(M.acceptTerms);
    expect(errorOf('accepted_terms', { accepted_terms: undefined })).toBe(M.acceptTerms);
  });

  it('full name needs a first name and a surname when asked', () => {
    expect(errorOf('full_name', { full_name: 'Ana' })).toBe(M.fullName);
    expect(errorOf('full_name', { full_name: '' })).toBe(M.required);
    expect(errorOf('full_name', { full_name: '  Ana   de Souza ' })).toBeUndefined();
    expect(errorOf('full_name', { full_name: undefined })).toBeUndefined();
  });

  it('e-mail must be valid when given', () => {
    expect(errorOf('email', { email: 'ana@' })).toBe(M.invalidEmail);
    expect(errorOf('email', { email: 'ana example.com' })).toBe(M.invalidEmail);
    expect(errorOf('email', { email: '' })).toBeUndefined();
    expect(errorOf('email', { email: undefined })).toBeUndefined();
  });
});

describe('form helpers', () => {
  it('a category or country change clears school, grade, state and city', () => {
    expect([...studentFieldsToClear('category')].sort()).toEqual([
      'city_id',
      'grade_id',
      'school_id',
      'state_id',
    ]);
    expect(studentFieldsToClear('country')).toEqual(studentFieldsToClear('category'));
  });

  it('the homeschooling toggle sets school 262150 and grade 19, and clears both', () => {
    expect(applyHomeschooling(true)).toEqual({ school_id: 262150, grade_id: 19 });
    expect(applyHomeschooling(false)).toEqual({ school_id: null, grade_id: null });
  });

  it('recognises both homeschooling schools', () => {
    expect(isHomeschoolingSchool(261730)).toBe(true);
    expect(isHomeschoolingSchool('262150')).toBe(true);
    expect(isHomeschoolingSchool(1234)).toBe(false);
    expect(isHomeschoolingSchool(null)).toBe(false);
  });

  it("hides 'other' for Paraguay editions and sends it as null", () => {
    expect(genderOptions(false)).toEqual(['male', 'female', 'other']);
    expect(genderOptions(true)).toEqual(['male', 'female']);
    expect(genderForPayload('other')).toBeNull();
    expect(genderForPayload(null)).toBeNull();
    expect(genderForPayload('male')).toBe('male');
    expect(genderForPayload('female')).toBe('female');
  });
});
