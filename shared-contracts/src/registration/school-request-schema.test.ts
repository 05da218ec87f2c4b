import * as v from 'valibot';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';
import { capitalizeSchoolName, schoolRequestEditSchema, schoolRequestSchema } from './school-request-schema';
import { fieldErrors } from '../testing/schema-helpers';

const valid = {
  name: 'escola estadual DE ensino médio joão da silva',
  inep_code: '3512-3456',
  address_state_id: '25',
  address_city_id: 3550308,
  administration_type: 'state',
};

const errorOf = (field: string, patch: Record<string, unknown>) =>
  fieldErrors(schoolRequestSchema, { ...valid, ...patch })[field]?.[0];

describe('capitalizeSchoolName', () => {
  it('capitalises every word and keeps the particles lower-case', () => {
    expect(capitalizeSchoolName('escola estadual DE ensino médio joão da silva')).toBe(
      'Escola Estadual de Ensino Médio João da Silva',
    );
    expect(capitalizeSchoolName('COLÉGIO DOS ANJOS E DAS ARTES do sul')).toBe(
      'Colégio dos Anjos e das Artes do Sul',
    );
  });

  it('capitalises a particle that comes first', () => {
    expect(capitalizeSchoolName('da vinci')).toBe('Da Vinci');
    expect(capitalizeSchoolName('e.e. dos reis')).toBe('E.e. dos Reis');
  });

  it('keeps spacing as typed', () => expect(capitalizeSchoolName('escola  nova ')).toBe('Escola  Nova '));
});

describe('schoolRequestSchema', () => {
  it('accepts a request and normalises it', () => {
    expect(v.parse(schoolRequestSchema, valid)).toEqual({
      name: 'Escola Estadual de Ensino Médio João da Silva',
      inep_code: '35123456',
      address_state_id: 25,
      address_city_id: 3550308,
      administration_type: 'state',
    });
  });

  it('name has 3 to 100 characters', () => {
    expect(errorOf('name', { name: 'ab' })).toBe(M.minLength3);
    expect(errorOf('name', { name: '  ab  ' })).toBe(M.minLength3);
    expect(errorOf('name', { name: '' })).toBe(M.required);
    expect(errorOf('name', { name: 'abc' })).toBeUndefined();
    expect(errorOf('name', { name: 'a'.repeat(100) })).toBeUndefined();
    expect(errorOf('name', { name: 'a'.repeat(101) })).toBe(M.maxLength100);
  });

  it('inep_code keeps digits only and has at most 9', () => {
    expect(errorOf('inep_code', { inep_code: '123456789' })).toBeUndefined();
    expect(errorOf('inep_code', { inep_code: '1234567890' })).toBe(M.maxDigits9);
    expect(errorOf('inep_code', { inep_code: '12.345.678-9' })).toBeUndefined();
    expect(v.parse(schoolRequestSchema, { ...valid, inep_code: 'abc12' }).inep_code).toBe('12');
    expect(errorOf('inep_code', { inep_code: '' })).toBeUndefined();
  });

  it('state, city and administration type are required', () => {
    expect(errorOf('address_state_id', { address_state_id: null })).toBe(M.selectOne);
    expect(errorOf('address_city_id', { address_city_id: '' })).toBe(M.selectOne);
    expect(errorOf('administration_type', { administration_type: '' })).toBe(M.selectOne);
  });

  it.each(['municipal', 'state', 'federal', 'particular'])('accepts administration type %s', (type) =>
    expect(errorOf('administration_type', { administration_type: type })).toBeUndefined(),
  );

  it('rejects an unknown administration type', () =>
    expect(errorOf('administration_type', { administration_type: 'estadual' })).toBe(M.invalidValue));
});

describe('schoolRequestEditSchema', () => {
  const editError = (field: string, patch: Record<string, unknown>) =>
    fieldErrors(schoolRequestEditSchema, { ...valid, ...patch })[field]?.[0];

  it('keeps the request rules and requires the INEP code (at most 9 digits)', () => {
    expect(v.parse(schoolRequestEditSchema, valid).inep_code).toBe('35123456');
    expect(editError('inep_code', { inep_code: '' })).toBe(M.required);
    expect(editError('inep_code', { inep_code: '1234567890' })).toBe(M.maxDigits9);
    expect(editError('name', { name: 'ab' })).toBe(M.minLength3);
    expect(editError('name', { name: 'a'.repeat(101) })).toBe(M.maxLength100);
    expect(editError('address_city_id', { address_city_id: '' })).toBe(M.selectOne);
    expect(editError('administration_type', { administration_type: '' })).toBe(M.selectOne);
  });
});
