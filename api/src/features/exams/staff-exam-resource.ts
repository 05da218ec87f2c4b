import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';
import {
  examEditLevel,
  StaffExamAttributesSchema,
  type ExamAttributes,
  type StaffExamAttributes,
} from '../../shared-rules.js';
import type { Exam } from './load.js';
import { examResource, examStatus, type ExamView } from './resource.js';
import { staffQuestionResource } from './staff-resource.js';

/** Every attribute staff may read (sparse fieldsets of GET exams/{id} and GET exams). */
export const staffExamAttributeNames = Object.keys(
  StaffExamAttributesSchema.entries,
) as (keyof StaffExamAttributes)[];

/** How many participations an exam has and how many participants it classified (ratings.is_ranked). */
export interface ExamCounts {
  participations: number;
  rankeds: number;
  questions: number;
}

/** The counts of several exams in one statement. */
export async function examCounts(db: Kysely<Database>, examIds: number[]): Promise<Map<number, ExamCounts>> {
  const out = new Map<number, ExamCounts>();
  if (!examIds.length) return out;
  const { rows } = await sql<{ id: number; participations: number; rankeds: number; questions: number }>`
    select e.id,
           (select count(*) from participations p where p.exam_id = e.id)::int as participations,
           (select count(*) from ratings r where r.exam_id = e.id and r.is_ranked)::int as rankeds,
           (select count(*) from questions q where q.exam_id = e.id)::int as questions
      from exams e
     where e.id in (${sql.join(examIds)})`.execute(db);
  for (const r of rows)
    out.set(Number(r.id), {
      participations: Number(r.participations),
      rankeds: Number(r.rankeds),
      questions: Number(r.questions),
    });
  return out;
}

/** The authoring attributes that staff read on top of the participants' ones. */
export const staffAttributes = (e: Exam, now: Date, counts: ExamCounts | undefined) => ({
  to_certificate: e.to_certificate,
  cancelled_question_policy: e.cancelled_question_policy,
  scores_already_imported: e.scores_imported_at !== null,
  total_participations: counts?.participations ?? 0,
  total_rankeds: counts?.rankeds ?? 0,
  edit_level: examEditLevel(examStatus(e, now)),
});

/**
 * An exam as its staff read it (StaffExamAttributes): the participant attributes plus the authoring
 * ones, and its questions with the answer key (staffQuestionResource) whatever the exam's status.
 */
export function staffExamResource(e: Exam, view: ExamView, counts: ExamCounts | undefined): Resource {
  const base = examResource(e, view);
  const attributes: StaffExamAttributes = {
    ...(base.attributes as ExamAttributes),
    ...staffAttributes(e, view.now, counts),
  };
  return {
    ...base,
    attributes,
    relationships: { ...base.relationships, questions: view.questions.map(staffQuestionResource) },
  };
}
