import * as v from 'valibot';
import {
  MONTHLY_WORKLOAD_BANDS,
  TEACHER_AGE_BANDS,
  TEACHER_EDUCATION_SEGMENT_IDS,
  TEACHING_TIME_BANDS,
} from './constants';
import { countField, idField, requiredIdField, requiredOptionField, requiredText, toId } from './fields';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';

const requiredBoolean = v.pipe(
  v.optional(v.nullable(v.boolean(M.invalidValue)), null),
  v.check((value) => value !== null, M.required),
  v.transform((value) => value as boolean),
);

const segmentId = v.pipe(
  idField(true),
  v.check((id) => id === null || TEACHER_EDUCATION_SEGMENT_IDS.includes(id), M.invalidValue),
  v.transform((id) => id as number),
);

/** An IDEB score typed in an input: a non-negative number ("5.2", "5,2" or 5.2). */
const scoreField = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], M.invalidValue)), null),
  v.check((value) => value !== null && !(typeof value === 'string' && value.trim() === ''), M.required),
  v.transform((value) =>
    typeof value === 'string'
      ? /^\s*\d+([.,]\d+)?\s*$/.test(value)
        ? Number(value.trim().replace(',', '.'))
        : NaN
      : value,
  ),
  v.check((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0, M.invalidValue),
  v.transform((value) => value as number),
);

/**
 * Teacher data of project 47 (spec §3 teachers_data, §5 "Teacher form"): every field required;
 * student counts and award quantities are non-negative integers ('Valor inválido').
 */
export const teacherDataSchema = v.object({
  age: requiredOptionField(TEACHER_AGE_BANDS),
  teaching_time: requiredOptionField(TEACHING_TIME_BANDS),
  monthly_workload: requiredOptionField(MONTHLY_WORKLOAD_BANDS),
  education_segment_ids: v.pipe(
    v.optional(v.array(v.union([v.number(), v.string()]), M.invalidValue), []),
    v.transform((ids) => ids.map((id) => toId(id))),
    v.check(
      (ids) => ids.every((id) => id !== null && TEACHER_EDUCATION_SEGMENT_IDS.includes(id)),
      M.invalidValue,
    ),
    v.check((ids) => ids.length > 0, M.selectAtLeastOne),
    v.transform((ids) => [...new Set(ids as number[])]),
  ),
  core_school_id: requiredIdField,
  students_on_high_school: countField,
  students_on_elementary_school: countField,
  students_on_obmep: countField,
  awards_students_obmep: countField,
  awards_quantity: v.optional(
    v.object({
      gold: countField,
      silver: countField,
      bronze: countField,
      honorable_mention: countField,
    }),
    {},
  ),
  obmep_award: requiredBoolean,
  papmem: requiredBoolean,
  ideb_score: v.pipe(
    v.optional(v.array(v.object({ education_segment_id: segmentId, score: scoreField }), M.invalidValue), []),
    v.check((scores) => scores.length > 0, M.required),
  ),
  directors_name: requiredText,
});

export type TeacherDataInput = v.InferInput<typeof teacherDataSchema>;
export type TeacherData = v.InferOutput<typeof teacherDataSchema>;
