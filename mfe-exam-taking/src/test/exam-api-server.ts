import type { Decision, HeldRequest } from './controlled-fetch';
import { examDocument, notFoundDocument, type ExamFixture } from './exam-documents';
import { examAnswerServer, refusal } from './exam-answer-server';

export interface ParticipationFixture {
  id?: string;
  time_left?: number | null;
  ends_at?: string | null;
  status?: 'in_progress' | 'finished';
  answers?: { question_id: string; user_answer: string; sequence: number; user_answer_timer?: number }[];
}

/**
 * A stand-in for the exam API (exam contract, issue 4) over controlFetch: GET exams/{id}, GET and
 * POST participations, PUT answers (examAnswerServer), PUT timer, POST finish and GET
 * teacher_recommendation (already given), remembering what
 * it was sent.
 */
export function examApiServer({
  exam = {},
  participation = null,
  startRefusal,
  userId = '7',
}: {
  exam?: ExamFixture | null;
  participation?: ParticipationFixture | null;
  /** POST participations answers this 422 code instead of starting. */
  startRefusal?: string;
  userId?: string;
}) {
  const examId = exam?.id ?? '31';
  const endsAt = participation?.ends_at ?? new Date(Date.now() + 3600_000).toISOString();
  const answers = examAnswerServer({ endsAt });
  const state = {
    participation: participation
      ? { id: participation.id ?? 'p1', status: participation.status ?? 'in_progress', ...participation }
      : null,
    timers: [] as { question_id: string; user_answer_timer: number }[],
    finished: 0,
    started: 0,
  };

  const participationDoc = () => {
    const p = state.participation!;
    return {
      type: 'participations',
      id: p.id,
      attributes: {
        started_at: new Date().toISOString(),
        ends_at: p.ends_at === undefined ? endsAt : p.ends_at,
        time_left: p.status === 'finished' ? 0 : p.time_left === undefined ? 3600 : p.time_left,
        finished_at: p.status === 'finished' ? new Date().toISOString() : null,
        status: p.status,
        score: null,
        answers: p.answers ?? [],
      },
      relationships: {
        user: { data: { type: 'users', id: userId } },
        exam: { data: { type: 'exams', id: examId } },
      },
    };
  };

  const reply = (request: HeldRequest): Exclude<Decision, 'hold' | 'network-error'> => {
    const path = request.url.pathname.replace(/^\/api\//, '');
    if (request.method === 'GET' && path === `exams/${examId}` && exam) return { body: examDocument(exam) };
    if (request.method === 'GET' && path.startsWith('exams/'))
      return notFoundDocument('Prova não encontrada.');
    if (request.method === 'GET' && path === 'participations') {
      const data = state.participation ? [participationDoc()] : [];
      return { body: { data, meta: { total_count: data.length } } };
    }
    if (request.method === 'POST' && path === 'participations') {
      if (startRefusal) return refusal(422, startRefusal, startRefusal);
      state.started += 1;
      state.participation ??= { id: 'p1', status: 'in_progress' };
      return { status: 201, body: { data: participationDoc() } };
    }
    if (/^participations\/[^/]+\/answers\//.test(path)) return answers.reply(request);
    if (request.method === 'PUT' && /^participations\/[^/]+\/timer$/.test(path)) {
      state.timers.push(request.body.data.attributes.timer);
      return { body: { data: participationDoc(), meta: answers.meta() } };
    }
    if (request.method === 'POST' && /^participations\/[^/]+\/finish$/.test(path)) {
      state.finished += 1;
      state.participation!.status = 'finished';
      return { body: { data: participationDoc() } };
    }
    // The finished screen asks for the teacher recommendation of exams with open questions: this student
    // already gave it (the prompt's own tests cover asking).
    if (request.method === 'GET' && path === 'teacher_recommendation') {
      const given = { teacher_name: 'Ana Professora', teacher_email: 'ana@escola.example', source: 'web' };
      return {
        body: {
          data: [{ type: 'teacher_recommendations', id: '41', attributes: given }],
          meta: { total_count: 1 },
        },
      };
    }
    return notFoundDocument();
  };

  return { reply, answers, state };
}
