/** JSON:API documents of the grading screens' reads. */

export function examDocument(
  id: string,
  attributes: Record<string, unknown> = {},
  questions: Resource[] = [],
) {
  return {
    data: {
      type: 'exams',
      id,
      attributes: {
        phase: 1,
        description: 'Prova objetiva',
        kind: 'online',
        status: 'expired',
        start_date: '2026-10-01T12:00:00.000Z',
        end_date: '2026-10-02T12:00:00.000Z',
        time_limit: null,
        minimal_score: 5,
        survey_url: null,
        cover_url: { url: null },
        questions_order: questions.map((q) => q.id),
        questions_count: questions.length,
        result_available_at: null,
        classification_available_at: null,
        ranking_available_at: null,
        ranked_user: false,
        to_certificate: false,
        cancelled_question_policy: 'count_as_correct',
        scores_already_imported: false,
        total_participations: 0,
        total_rankeds: 0,
        edit_level: 'none',
        ...attributes,
      },
      relationships: { questions: { data: questions.map((q) => ({ type: 'questions', id: q.id })) } },
    },
    included: questions,
  };
}

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
}

export function questionResource(id: string, attributes: Record<string, unknown>): Resource {
  return {
    type: 'questions',
    id,
    attributes: {
      position: null,
      statement: '<p>Enunciado</p>',
      style: 'alphabetic',
      status: 'active',
      kind: 'multiple_choice',
      alternatives: [],
      education_subject_id: null,
      character_limit: null,
      weight: 1,
      resolution: { comment: null, multiple_choice: [] },
      updated_at: null,
      ...attributes,
    },
  };
}

/** GET edition/{id}?include=phases: phase 1 regular, phase 2 a final project. */
export function editionDocument(id = '1') {
  return {
    data: {
      type: 'editions',
      id,
      attributes: { description: 'OBIA 2026' },
      relationships: {
        phases: {
          data: [
            { type: 'phases', id: 'p1' },
            { type: 'phases', id: 'p2' },
          ],
        },
      },
    },
    included: [
      { type: 'phases', id: 'p1', attributes: { phase: 1, categories: ['regular'] } },
      { type: 'phases', id: 'p2', attributes: { phase: 2, categories: ['final_project'] } },
    ],
  };
}

export interface ParticipantFixture {
  id: string;
  userId: string;
  name: string;
  email: string;
  status?: 'corrected' | 'pending';
  score?: number | null;
  answers?: unknown[];
}

/** GET participations?…&include=user: the rows and meta.total_count. */
export function participationsDocument(rows: ParticipantFixture[], total = rows.length) {
  return {
    data: rows.map((r) => ({
      type: 'participations',
      id: r.id,
      attributes: {
        started_at: '2026-10-01T12:00:00.000Z',
        ends_at: null,
        time_left: 0,
        finished_at: '2026-10-01T13:00:00.000Z',
        status: 'finished',
        score: r.score ?? null,
        answers: r.answers ?? [],
        correction_status: r.status ?? 'pending',
      },
      relationships: { user: { data: { type: 'users', id: r.userId } } },
    })),
    included: rows.map((r) => ({
      type: 'users',
      id: r.userId,
      attributes: { name: r.name, email: r.email },
    })),
    meta: { total_count: total },
  };
}
