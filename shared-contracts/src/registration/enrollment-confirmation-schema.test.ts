import * as v from 'valibot';
import { enrollmentConfirmationSchema } from './enrollment-confirmation-schema';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';

const issuesOf = (input: unknown) => {
  const result = v.safeParse(enrollmentConfirmationSchema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((i) => [(i.path ?? []).map((p) => p.key).join('.'), i.message]));
};

describe('enrollment confirmation schema', () => {
  it('requires a category among opened and regular', () => {
    expect(issuesOf({})).toHaveProperty('category');
    expect(issuesOf({ category: 'opmbr' })).toHaveProperty('category', M.invalidValue);
  });

  it('requires school and grade only for the regular category', () => {
    expect(issuesOf({ category: 'opened' })).toEqual({});
    expect(issuesOf({ category: 'regular' })).toEqual({
      school_unit_id: M.selectOne,
      education_grade_id: M.selectOne,
    });
    expect(issuesOf({ category: 'regular', school_unit_id: '12', education_grade_id: 3 })).toEqual({});
  });

  it('gives numeric ids', () => {
    expect(
      v.parse(enrollmentConfirmationSchema, {
        category: 'regular',
        school_unit_id: '12',
        education_grade_id: '3',
      }),
    ).toEqual({ category: 'regular', school_unit_id: 12, education_grade_id: 3 });
  });
});
