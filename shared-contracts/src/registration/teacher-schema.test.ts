import * as v from 'valibot';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';
import { teacherDataSchema } from './teacher-schema';
import { fieldErrors } from '../testing/schema-helpers';

const valid = {
  age: 'until_fourty',
  teaching_time: 'twenty_years',
  monthly_workload: 'one_hundred_twenty_hours',
  education_segment_ids: [3, '4'],
  core_school_id: '1234',
  students_on_high_school: 120,
  students_on_elementary_school: '80',
  students_on_obmep: 30,
  awards_students_obmep: 0,
  awards_quantity: { gold: 1, silver: '2', bronze: 0, honorable_mention: 5 },
  obmep_award: true,
  papmem: false,
  ideb_score: [
    { education_segment_id: 3, score: '5,8' },
    { education_segment_id: '4', score: 4.9 },
  ],
  directors_name: ' Carla Mendes ',
};

const errorOf = (field: string, patch: Record<string, unknown>) =>
  fieldErrors(teacherDataSchema, { ...valid, ...patch })[field]?.[0];

describe('teacherDataSchema (project 47)', () => {
  it('accepts complete teacher data and normalises numbers', () => {
    const result = v.safeParse(teacherDataSchema, valid);
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual({
      age: 'until_fourty',
      teaching_time: 'twenty_years',
      monthly_workload: 'one_hundred_twenty_hours',
      education_segment_ids: [3, 4],
      core_school_id: 1234,
      students_on_high_school: 120,
      students_on_elementary_school: 80,
      students_on_obmep: 30,
      awards_students_obmep: 0,
      awards_quantity: { gold: 1, silver: 2, bronze: 0, honorable_mention: 5 },
      obmep_award: true,
      papmem: false,
      ideb_score: [
        { education_segment_id: 3, score: 5.8 },
        { education_segment_id: 4, score: 4.9 },
      ],
      directors_name: 'Carla Mendes',
    });
  });

  it('requires every field', () => {
    expect(fieldErrors(teacherDataSchema, {})).toEqual({
      age: [M.selectOne],
      teaching_time: [M.selectOne],
      monthly_workload: [M.selectOne],
      education_segment_ids: [M.selectAtLeastOne],
      core_school_id: [M.selectOne],
      students_on_high_school: [M.required],
      students_on_elementary_school: [M.required],
      students_on_obmep: [M.required],
      awards_students_obmep: [M.required],
      'awards_quantity.gold': [M.required],
      'awards_quantity.silver': [M.required],
      'awards_quantity.bronze': [M.required],
      'awards_quantity.honorable_mention': [M.required],
      obmep_award: [M.required],
      papmem: [M.required],
      ideb_score: [M.required],
      directors_name: [M.required],
    });
  });

  it.each([
    'students_on_high_school',
    'students_on_elementary_school',
    'students_on_obmep',
    'awards_students_obmep',
  ])('%s must be an integer', (field) => {
    expect(errorOf(field, { [field]: 2.5 })).toBe(M.invalidValue);
    expect(errorOf(field, { [field]: '2,5' })).toBe(M.invalidValue);
    expect(errorOf(field, { [field]: 'dez' })).toBe(M.invalidValue);
    expect(errorOf(field, { [field]: -1 })).toBe(M.invalidValue);
    expect(errorOf(field, { [field]: '' })).toBe(M.required);
    expect(errorOf(field, { [field]: '12' })).toBeUndefined();
    expect(errorOf(field, { [field]: 0 })).toBeUndefined();
  });

  it('award quantities must be integers', () => {
    const awards = (patch: Record<string, unknown>) => ({
      awards_quantity: { ...valid.awards_quantity, ...patch },
    });
    expect(errorOf('awards_quantity.gold', awards({ gold: 1.5 }))).toBe(M.invalidValue);
    expect(errorOf('awards_quantity.honorable_mention', awards({ honorable_mention: 'x' }))).toBe(
      M.invalidValue,
    );
    expect(errorOf('awards_quantity.bronze', awards({ bronze: null }))).toBe(M.required);
  });

  it('bands come from the enumerations', () => {
    expect(errorOf('age', { age: 'until_twenty' })).toBe(M.invalidValue);
    expect(errorOf('teaching_time', { teaching_time: 'forty_years' })).toBe(M.invalidValue);
    expect(errorOf('monthly_workload', { monthly_workload: 'plus_one_hundred_sixty' })).toBeUndefined();
    expect(errorOf('monthly_workload', { monthly_workload: '200' })).toBe(M.invalidValue);
  });

  it('education segments: at least one of 3 (fundamental) and 4 (médio)', () => {
    expect(errorOf('education_segment_ids', { education_segment_ids: [] })).toBe(M.selectAtLeastOne);
    expect(errorOf('education_segment_ids', { education_segment_ids: [5] })).toBe(M.invalidValue);
    expect(errorOf('education_segment_ids', { education_segment_ids: [4] })).toBeUndefined();
    expect(
      v.parse(teacherDataSchema, { ...valid, education_segment_ids: [3, 3] }).education_segment_ids,
    ).toEqual([3]);
  });

  it('obmep_award and papmem are booleans', () => {
    expect(errorOf('obmep_award', { obmep_award: 'sim' })).toBe(M.invalidValue);
    expect(errorOf('papmem', { papmem: null })).toBe(M.required);
    expect(errorOf('papmem', { papmem: true })).toBeUndefined();
  });

  it('ideb scores need a known segment and a non-negative number', () => {
    expect(errorOf('ideb_score', { ideb_score: [] })).toBe(M.required);
    expect(errorOf('ideb_score.0.score', { ideb_score: [{ education_segment_id: 3, score: 'alto' }] })).toBe(
      M.invalidValue,
    );
    expect(errorOf('ideb_score.0.score', { ideb_score: [{ education_segment_id: 3, score: '' }] })).toBe(
      M.required,
    );
    expect(
      errorOf('ideb_score.0.education_segment_id', { ideb_score: [{ education_segment_id: 7, score: 5 }] }),
    ).toBe(M.invalidValue);
  });

  it("director's name and core school are required", () => {
    expect(errorOf('directors_name', { directors_name: '   ' })).toBe(M.required);
    expect(errorOf('core_school_id', { core_school_id: '' })).toBe(M.selectOne);
  });
});
