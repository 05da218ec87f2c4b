import * as v from 'valibot';
import { fieldErrors } from '../testing/schema-helpers';
import {
  ADULT_AGE,
  createMemberFormSchema,
  isMinor,
  memberIsMinor,
  memberPayload,
  membershipDocument,
  teamFormSchema,
  toDMY,
  toIsoDate,
  type MemberFormValues,
} from './member-schema';

const today = new Date(2026, 4, 10);
const schema = createMemberFormSchema(() => today);

const adult: MemberFormValues = {
  role: 'teacher',
  listed: false,
  user_id: null,
  email: ' Prof.Silva@Escola.BR ',
  name: 'Carla Silva',
  phone: '(11) 98765-4321',
  birthdate: '15/03/1985',
  cpf: '529.982.247-25',
  address_state_id: '25',
  address_city_id: 3550308,
  school_unit_id: 1234,
  education_grade_id: '7',
  legal_guardian_name: '',
  legal_guardian_email: '',
  degree_of_kinship: '',
};

const minor: MemberFormValues = {
  ...adult,
  role: 'member',
  birthdate: '11/05/2008',
  legal_guardian_name: 'Rita Souza',
  legal_guardian_email: 'Rita@Exemplo.com',
  degree_of_kinship: 'Mãe',
};

describe('team name', () => {
  it('requires a name of at least 3 characters once trimmed', () => {
    expect(fieldErrors(teamFormSchema, { name: '' })).toEqual({ name: ['teams.validation.required'] });
    expect(fieldErrors(teamFormSchema, { name: '  ab  ' })).toEqual({
      name: ['teams.validation.teamNameMinLength3'],
    });
    expect(v.parse(teamFormSchema, { name: '  Equipe Aurora ' })).toEqual({ name: 'Equipe Aurora' });
  });
});

describe('isMinor', () => {
  it('is under 18 until the 18th birthday', () => {
    expect(ADULT_AGE).toBe(18);
    expect(isMinor('11/05/2008', today)).toBe(true);
    expect(isMinor('10/05/2008', today)).toBe(false);
    expect(isMinor('2008-05-11', today)).toBe(true);
    expect(isMinor('not a date', today)).toBe(false);
  });

  it('converts dates both ways', () => {
    expect(toIsoDate('05/01/2009')).toBe('2009-01-05');
    expect(toIsoDate('31/02/2009')).toBeNull();
    expect(toDMY('2009-01-05')).toBe('05/01/2009');
  });
});

describe('member form', () => {
  it('accepts a complete unlisted adult', () => expect(fieldErrors(schema, adult)).toEqual({}));

  it('requires role and every personal field of an unlisted person', () => {
    const empty: MemberFormValues = { listed: false };
    expect(fieldErrors(schema, empty)).toEqual({
      role: ['teams.validation.selectOne'],
      email: ['teams.validation.required'],
      name: ['teams.validation.required'],
      phone: ['teams.validation.required'],
      birthdate: ['teams.validation.required'],
      cpf: ['teams.validation.required'],
      address_state_id: ['teams.validation.selectOne'],
      address_city_id: ['teams.validation.selectOne'],
      school_unit_id: ['teams.validation.selectOne'],
      education_grade_id: ['teams.validation.selectOne'],
    });
  });

  it('checks formats', () => {
    expect(
      fieldErrors(schema, {
        ...adult,
        role: 'captain',
        email: 'carla@',
        name: 'Ca',
        phone: '1234',
        birthdate: '31/02/1990',
        cpf: '111.111.111-11',
        school_unit_id: 'abc',
      }),
    ).toEqual({
      role: ['teams.validation.invalidValue'],
      email: ['teams.validation.invalidEmail'],
      name: ['teams.validation.minLength3'],
      phone: ['teams.validation.invalidPhone'],
      birthdate: ['teams.validation.invalidDate'],
      cpf: ['teams.validation.invalidCpf'],
      school_unit_id: ['teams.validation.invalidValue'],
    });
  });

  it('refuses a birthdate today or later', () =>
    expect(fieldErrors(schema, { ...adult, birthdate: '10/05/2026' })).toEqual({
      birthdate: ['teams.validation.futureDate'],
    }));

  it('requires the guardian of someone under 18', () => {
    expect(fieldErrors(schema, minor)).toEqual({});
    expect(
      fieldErrors(schema, {
        ...minor,
        legal_guardian_name: 'Ri',
        legal_guardian_email: 'x',
        degree_of_kinship: '',
      }),
    ).toEqual({
      legal_guardian_name: ['teams.validation.minLength3'],
      legal_guardian_email: ['teams.validation.invalidEmail'],
      degree_of_kinship: ['teams.validation.required'],
    });
  });

  it('does not require a guardian for an adult', () =>
    expect(fieldErrors(schema, { ...adult, legal_guardian_name: '', degree_of_kinship: '' })).toEqual({}));

  it('needs only the chosen user and role for a listed person', () => {
    expect(fieldErrors(schema, { listed: true, role: 'member', user_id: '42' })).toEqual({});
    expect(fieldErrors(schema, { listed: true, role: 'member' })).toEqual({
      user_id: ['teams.validation.selectOne'],
    });
  });

  it('asks for the guardian of a listed minor', () =>
    expect(
      fieldErrors(schema, { listed: true, role: 'member', user_id: '42', birthdate: '2010-01-01' }),
    ).toEqual({
      legal_guardian_name: ['teams.validation.required'],
      legal_guardian_email: ['teams.validation.required'],
      degree_of_kinship: ['teams.validation.required'],
    }));

  it('asks for the guardian of a listed person the participant search says is a minor (it sends no birthday)', () => {
    expect(fieldErrors(schema, { listed: true, role: 'member', user_id: '42', minor: true })).toEqual({
      legal_guardian_name: ['teams.validation.required'],
      legal_guardian_email: ['teams.validation.required'],
      degree_of_kinship: ['teams.validation.required'],
    });
    expect(fieldErrors(schema, { listed: true, role: 'member', user_id: '42', minor: false })).toEqual({});
    // An unlisted person's age is their birthdate's, whatever `minor` says.
    expect(fieldErrors(schema, { ...adult, minor: true })).toEqual({});
    expect(memberIsMinor({ listed: true, minor: true }, today)).toBe(true);
    expect(memberIsMinor({ listed: false, minor: true, birthdate: '15/03/1985' }, today)).toBe(false);
    expect(memberIsMinor({ listed: false, birthdate: '11/05/2008' }, today)).toBe(true);
  });

  it('sends phone and cpf as digits, e-mails lowercased, the birthdate as YYYY-MM-DD', () => {
    const payload = memberPayload(v.parse(schema, minor));
    expect(payload).toEqual({
      role: 'member',
      external: true,
      name: 'Carla Silva',
      email: 'prof.silva@escola.br',
      phone: '11987654321',
      birthdate: '2008-05-11',
      cpf: '52998224725',
      address_state_id: 25,
      address_city_id: 3550308,
      school_unit_id: 1234,
      education_grade_id: 7,
      legal_guardian_name: 'Rita Souza',
      legal_guardian_email: 'rita@exemplo.com',
      degree_of_kinship: 'Mãe',
    });
  });

  it('sends only role and guardian for a listed person, with the user relationship', () => {
    const doc = membershipDocument(v.parse(schema, { listed: true, role: 'member', user_id: '42' }), '7');
    expect(doc).toEqual({
      data: {
        type: 'memberships',
        attributes: {
          role: 'member',
          external: false,
          legal_guardian_name: null,
          legal_guardian_email: null,
          degree_of_kinship: null,
        },
        relationships: {
          team: { data: { type: 'teams', id: '7' } },
          user: { data: { type: 'users', id: '42' } },
        },
      },
    });
  });
});
