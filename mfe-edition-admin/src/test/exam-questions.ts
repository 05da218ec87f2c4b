/** A stubbed API of one exam's questions (exam 5 of edition 1) for the questions tab's tests. */
export interface QuestionFixture {
  id: string;
  statement: string;
  kind?: 'multiple_choice' | 'open_ended';
  status?: 'active' | 'cancelled';
  alternatives?: { id: string; description: string; correct: boolean }[];
  comment?: string | null;
  character_limit?: number | null;
}

export const threeAlternatives = (prefix: string, correct = 0) =>
  ['Paris', 'Roma', 'Lisboa'].map((description, i) => ({
    id: `${prefix}${i + 1}`,
    description: `<p>${description}</p>`,
    correct: i === correct,
  }));

export function questionResource(q: QuestionFixture, position: number) {
  const alternatives = q.kind === 'open_ended' ? [] : (q.alternatives ?? threeAlternatives(`${q.id}-`));
  return {
    type: 'questions',
    id: q.id,
    attributes: {
      position,
      statement: q.statement,
      style: 'alphabetic',
      status: q.status ?? 'active',
      kind: q.kind ?? 'multiple_choice',
      alternatives,
      education_subject_id: 20,
      character_limit: q.character_limit ?? null,
      weight: 1,
      resolution: {
        comment: q.comment ?? null,
        multiple_choice: alternatives.filter((a) => a.correct).map((a) => a.id),
      },
      updated_at: null,
    },
  };
}

/** GET exams/5?include=questions: the exam with its questions_order and the questions included. */
export function examDocument(questions: QuestionFixture[]) {
  return {
    data: {
      type: 'exams',
      id: '5',
      attributes: { questions_order: questions.map((q) => q.id), status: 'upcoming' },
      relationships: { questions: { data: questions.map((q) => ({ type: 'questions', id: q.id })) } },
    },
    included: questions.map((q, i) => questionResource(q, i + 1)),
  };
}

export const rescoreJob = (status: string, done: number, total: number | null) => ({
  type: 'jobs',
  id: '31',
  attributes: {
    kind: 'exams.rescore',
    status,
    progress_done: done,
    progress_total: total,
    last_error: null,
    finished_at: null,
  },
});

type Reply = { status?: number; body?: unknown };
export type Write = (url: URL, init: { method: string; body?: string }) => Reply | undefined;

/**
 * Answers the tab's calls: the exam with its questions (in their current order), the latest rescore
 * (none by default), the question's audit log (empty); `write` answers the writes (204 by default).
 */
export function examQuestionsApi(
  questions: QuestionFixture[],
  { write, rescore }: { write?: Write; rescore?: () => unknown } = {},
) {
  return (url: URL, init: { method: string; body?: string }): Reply => {
    const path = url.pathname.replace(/^\/api\//, '');
    if (init.method === 'GET') {
      if (path === 'exams/5') return { body: examDocument(questions) };
      if (path === 'exams/5/rescore') return { body: { data: rescore ? rescore() : null } };
      if (/^questions\/[^/]+\/audit_log$/.test(path)) return { body: { data: [], meta: { total_count: 0 } } };
      return { status: 404, body: { errors: [{ status: '404' }] } };
    }
    return write?.(url, init) ?? { status: 204 };
  };
}
