import {
  deserialize,
  deserializeOne,
  resourceBody,
  type ExamOrderAttributes,
  type JsonApiDocument,
  type QuestionStatusAttributes,
  type QuestionWriteAttributes,
  type StaffQuestionAttributes,
} from 'shared-contracts';
import { api, getOne, getPage, sendJson, type Page } from 'shared-contracts/client';

/** A question of the exam as its staff read it (GET exams/{id}?include=questions). */
export type ExamQuestion = StaffQuestionAttributes & { id: string };

/** A durable job as the tab follows it (the rescoring of an exam's participations). */
export interface RescoreJob {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  progress_done: number;
  progress_total: number | null;
  last_error: string | null;
  finished_at: string | null;
}

export const isRescoreActive = (job: RescoreJob | null | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** One change of a question (GET questions/{id}/audit_log): who, when, what. */
export interface QuestionAuditEntry {
  id: string;
  action: string;
  actor_name: string | null;
  actor_email: string | null;
  created_at: string;
  changes: Record<string, [unknown, unknown]> | null;
}

export const questionKeys = {
  exam: (examId: string) => ['exam-questions', examId, 'list'] as const,
  rescore: (examId: string) => ['exam-questions', examId, 'rescore'] as const,
  audit: (questionId: string) => ['exam-questions', 'audit', questionId] as const,
};

const examPath = (examId: string) => `exams/${encodeURIComponent(examId)}`;
const questionPath = (questionId: string) => `questions/${encodeURIComponent(questionId)}`;

/** The questions in the exam's order (questions_order, then position, then as listed). */
export function orderedQuestions(questions: ExamQuestion[], order: readonly string[] | undefined) {
  const rank = new Map((order ?? []).map((id, i) => [String(id), i]));
  const key = (q: ExamQuestion, i: number) => rank.get(q.id) ?? 10_000 + (q.position ?? 0) * 1_000 + i;
  return questions
    .map((q, i) => ({ q, k: key(q, i) }))
    .sort((a, b) => a.k - b.k)
    .map(({ q }) => q);
}

/** GET exams/{id}?include=questions: the exam's questions (staff: answer key and resolution included). */
export async function fetchExamQuestions(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ExamQuestion[]> {
  const exam = await getOne<{ questions_order?: string[]; questions?: ExamQuestion[] }>(
    examPath(examId),
    { include: ['questions'] },
    { signal: options.signal },
  );
  return orderedQuestions(exam.questions ?? [], exam.questions_order);
}

/** POST questions or PATCH questions/{id}. */
export async function saveQuestion(
  examId: string,
  questionId: string | null,
  attributes: QuestionWriteAttributes,
): Promise<void> {
  const body = resourceBody('questions', attributes as unknown as Record<string, unknown>, {
    ...(questionId ? { id: questionId } : {}),
    relationships: { exam: { data: { type: 'exams', id: examId } } },
  });
  if (questionId) await sendJson('patch', questionPath(questionId), body);
  else await sendJson('post', 'questions', body);
}

/** DELETE questions/{id}. */
export async function deleteQuestion(questionId: string): Promise<void> {
  await sendJson('delete', questionPath(questionId));
}

/** PUT exams/{id} with the new questions_order. */
export async function saveQuestionOrder(examId: string, ids: readonly string[]): Promise<void> {
  const attributes: ExamOrderAttributes = { questions_order: [...ids] };
  await sendJson('put', examPath(examId), resourceBody('exams', { ...attributes }, { id: examId }));
}

/** PUT questions/{id}/status: the answer's meta.rescore is the rescoring job, or null. */
export async function setQuestionStatus(
  questionId: string,
  attributes: QuestionStatusAttributes,
): Promise<RescoreJob | null> {
  const doc = await sendJson<(JsonApiDocument & { meta?: { rescore?: JsonApiDocument | null } }) | null>(
    'put',
    `${questionPath(questionId)}/status`,
    resourceBody('questions', { ...attributes }, { id: questionId }),
  );
  return rescoreOf(doc?.meta?.rescore ?? null);
}

/** meta.rescore may be a document ({data: job}) or the job resource itself. */
function rescoreOf(value: unknown): RescoreJob | null {
  if (!value || typeof value !== 'object') return null;
  if ('data' in value) {
    const job = deserialize<RescoreJob>(value as JsonApiDocument);
    return Array.isArray(job) ? null : job;
  }
  if ('type' in value && 'id' in value) return deserializeOne<RescoreJob>({ data: value as never });
  return null;
}

/** GET exams/{id}/rescore: the exam's latest rescoring job, or null. */
export async function fetchRescoreJob(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<RescoreJob | null> {
  const doc = await api()
    .get(`${examPath(examId)}/rescore`, { signal: options.signal })
    .json<JsonApiDocument>();
  const job = deserialize<RescoreJob>(doc);
  return Array.isArray(job) ? null : job;
}

/** GET questions/{id}/audit_log, newest first (the first 50 changes). */
export function fetchQuestionAudit(
  questionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Page<QuestionAuditEntry>> {
  return getPage<QuestionAuditEntry>(
    `${questionPath(questionId)}/audit_log`,
    { page: { number: 1, size: 50 } },
    { signal: options.signal },
  );
}
