const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export interface QuestionFixture {
  id: string;
  statement?: string;
  kind?: 'multiple_choice' | 'open_ended';
  style?: 'alphabetic' | 'numeric';
  status?: 'active' | 'cancelled';
  alternatives?: { id: string; description: string }[];
  character_limit?: number | null;
}

export interface ExamFixture {
  id?: string;
  editionId?: string;
  phase?: number;
  status?: 'upcoming' | 'in_progress' | 'expired';
  kind?: 'online' | 'presential';
  description?: string | null;
  time_limit?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  survey_url?: string | null;
  cover_url?: string | null;
  ranked_user?: boolean;
  questions?: QuestionFixture[];
  questions_order?: string[];
  /** Count sent when the questions are withheld. */
  questions_count?: number;
  timeZone?: string;
}

export const CHOICE_QUESTION: QuestionFixture = {
  id: '101',
  statement: '<p>Qual é a capital do <strong>Brasil</strong>?</p><script>window.hacked = true</script>',
  alternatives: [
    { id: 'a1', description: 'São Paulo' },
    { id: 'a2', description: 'Brasília' },
    { id: 'a3', description: 'Rio de Janeiro' },
  ],
};

export const OPEN_QUESTION: QuestionFixture = {
  id: '102',
  kind: 'open_ended',
  statement: '<p>Explique o que é <em>aprendizado de máquina</em>.</p>',
  alternatives: [],
  character_limit: 20,
};

export const THIRD_QUESTION: QuestionFixture = {
  id: '103',
  statement: '<p>Quanto é 2 + 2?</p>',
  style: 'numeric',
  alternatives: [
    { id: 'b1', description: '3' },
    { id: 'b2', description: '4' },
  ],
};

/** GET exams/{id}?include=questions,edition as the exam API answers it. */
export function examDocument(f: ExamFixture = {}) {
  const id = f.id ?? '31';
  const editionId = f.editionId ?? '5';
  const questions = f.questions ?? [CHOICE_QUESTION, OPEN_QUESTION, THIRD_QUESTION];
  return {
    data: {
      type: 'exams',
      id,
      attributes: {
        phase: f.phase ?? 1,
        description: f.description === undefined ? '<p>Prova da <b>primeira fase</b>.</p>' : f.description,
        kind: f.kind ?? 'online',
        start_date: f.start_date === undefined ? iso(-DAY) : f.start_date,
        end_date: f.end_date === undefined ? iso(DAY) : f.end_date,
        time_limit: f.time_limit === undefined ? 90 : f.time_limit,
        minimal_score: null,
        survey_url: f.survey_url ?? null,
        cover_url: { url: f.cover_url ?? null },
        status: f.status ?? 'in_progress',
        questions_order: f.questions_order ?? questions.map((q) => q.id),
        questions_count: f.questions_count ?? questions.length,
        ranked_user: f.ranked_user ?? true,
      },
      relationships: {
        questions: { data: questions.map((q) => ({ type: 'questions', id: q.id })) },
        edition: { data: { type: 'editions', id: editionId } },
      },
    },
    included: [
      ...questions.map((q) => ({
        type: 'questions',
        id: q.id,
        attributes: {
          statement: q.statement ?? '',
          style: q.style ?? 'alphabetic',
          status: q.status ?? 'active',
          kind: q.kind ?? 'multiple_choice',
          alternatives: q.alternatives ?? [],
          education_subject_id: 20,
          character_limit: q.character_limit ?? null,
          weight: 1,
        },
      })),
      {
        type: 'editions',
        id: editionId,
        attributes: { description: 'OBIA', year: 2026, time_zone: f.timeZone ?? 'America/Sao_Paulo' },
        relationships: { time_zone: { data: { type: 'time_zones', id: '1' } } },
      },
    ],
  };
}

export interface EditionExamFixture {
  id: string;
  phase?: number;
  status: 'upcoming' | 'in_progress' | 'expired';
  kind?: 'online' | 'presential';
  description?: string;
  start_date: string;
  end_date: string;
  time_limit?: number | null;
}

export interface EditionFixture {
  id?: string;
  description?: string;
  /** Registration window open now (otherwise closed). */
  open?: boolean;
  inscription?: { category: string; created_at?: string } | null;
  exams?: EditionExamFixture[];
  videos?: { id: string; description: string; url: string | null }[];
  timeZone?: string;
}

/** GET edition/{id}?include=exams,videos,phases,inscriptions (the inscriptions are the user's). */
export function editionDocument(f: EditionFixture = {}) {
  const id = f.id ?? '5';
  const exams = f.exams ?? [];
  const videos = f.videos ?? [];
  const inscription = f.inscription === undefined ? { category: 'regular' } : f.inscription;
  return {
    data: {
      type: 'editions',
      id,
      attributes: {
        description: f.description ?? 'OBIA',
        year: 2026,
        start_registration: f.open === false ? iso(-60 * DAY) : iso(-10 * DAY),
        end_registration: f.open === false ? iso(-30 * DAY) : iso(10 * DAY),
        time_zone: f.timeZone ?? 'America/Sao_Paulo',
        logo_url: { url: null },
        active: true,
      },
      relationships: {
        exams: { data: exams.map((e) => ({ type: 'exams', id: e.id })) },
        videos: { data: videos.map((v) => ({ type: 'videos', id: v.id })) },
        phases: { data: [{ type: 'phases', id: '1' }] },
        inscriptions: { data: inscription ? [{ type: 'inscriptions', id: 'i1' }] : [] },
        time_zone: { data: { type: 'time_zones', id: '1' } },
      },
    },
    included: [
      ...exams.map((e) => ({
        type: 'exams',
        id: e.id,
        attributes: {
          phase: e.phase ?? 1,
          description: e.description ?? null,
          kind: e.kind ?? 'online',
          start_date: e.start_date,
          end_date: e.end_date,
          time_limit: e.time_limit === undefined ? 90 : e.time_limit,
          minimal_score: null,
          status: e.status,
        },
      })),
      ...videos.map((v) => ({
        type: 'videos',
        id: v.id,
        attributes: { description: v.description, url: v.url },
      })),
      { type: 'phases', id: '1', attributes: { phase: 1, categories: ['regular'], additional_data: {} } },
      ...(inscription
        ? [
            {
              type: 'inscriptions',
              id: 'i1',
              attributes: {
                category: inscription.category,
                registrable_type: 'Core::Student',
                created_at: inscription.created_at ?? '2026-03-02T15:00:00.000Z',
              },
            },
          ]
        : []),
    ],
  };
}

export const notFoundDocument = (detail = 'Not Found') => ({
  status: 404,
  body: { errors: [{ status: '404', title: 'Not Found', detail }] },
});
