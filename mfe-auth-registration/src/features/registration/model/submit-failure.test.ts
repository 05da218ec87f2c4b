import { HTTPError } from 'shared-contracts/client';
import { fieldOfPointer, submitFailureOf } from './submit-failure';

const failure = (status: number, errors: unknown[]) => {
  const response = new Response(JSON.stringify({ errors }), { status });
  const request = new Request('http://api.test/api/students', { method: 'POST' });
  return new HTTPError(response, request, {} as never);
};

describe('fieldOfPointer', () => {
  it.each([
    ['/data/attributes/taxpayer_number', 'taxpayer_number'],
    ['/data/attributes/user/birthday', 'birthday'],
    ['/data/attributes/additional_data/mother_name', 'mother_name'],
    ['/data/attributes/user/additional_data/address/zipcode', 'address.zipcode'],
    ['/data/attributes/additional_data/ci', 'document_number'],
    ['/data/attributes/school', 'school_id'],
    ['/data/attributes/education_grade_id', 'grade_id'],
    ['/data/attributes/inscription_attributes/category', 'category'],
    ['/data/attributes/inscription_attributes/address_state_id', 'state_id'],
    ['/data/attributes/inscription_attributes/address_city_id', 'city_id'],
    ['/data/attributes/teachers_data/awards_quantity/gold', 'teachers_data.awards_quantity.gold'],
    ['/data/attributes/teachers_data/core_school_id', 'school_id'],
  ])('%s is the field %s', (pointer, field) => {
    expect(fieldOfPointer(pointer)).toBe(field);
  });

  it('names IDEB scores by segment id, and nothing for other pointers', () => {
    expect(fieldOfPointer('/data/attributes/teachers_data/ideb_score/1/score', [3, 4])).toBe(
      'teachers_data.ideb_score.4',
    );
    expect(fieldOfPointer('/data')).toBeNull();
    expect(fieldOfPointer(undefined)).toBeNull();
  });
});

describe('submitFailureOf', () => {
  it('tells the CPF in use for any error on taxpayer_number, also as the CPF field error', async () => {
    const result = await submitFailureOf(
      failure(422, [
        { status: '422', detail: 'taken', source: { pointer: '/data/attributes/taxpayer_number' } },
      ]),
    );
    expect(result).toEqual({
      message: { id: 'registration.error.cpfInUse', defaultMessage: 'CPF já está em uso' },
      fieldErrors: { taxpayer_number: 'registration.error.cpfInUse' },
    });
  });

  it('keeps a known registration code, and field errors as codes or server texts', async () => {
    const result = await submitFailureOf(
      failure(422, [
        { status: '422', code: 'registration.error.registrationClosed' },
        { status: '422', detail: 'Escola inexistente', source: { pointer: '/data/attributes/school' } },
      ]),
    );
    expect(result).toEqual({
      message: {
        id: 'registration.error.registrationClosed',
        defaultMessage: 'As inscrições para esta edição estão encerradas.',
      },
      fieldErrors: { school_id: 'Escola inexistente' },
    });
  });

  it('falls back to the generic failure for anything else, network errors included', async () => {
    const generic = {
      id: 'registration.error.registrationFailed',
      defaultMessage: 'Não foi possível fazer seu cadastro no momento.',
    };
    expect((await submitFailureOf(failure(500, []))).message).toEqual(generic);
    expect((await submitFailureOf(new TypeError('Failed to fetch'))).message).toEqual(generic);
  });
});
