import type { StaffExamAttributes } from 'shared-contracts';

/** A staff exam's attributes (GET exams, GET exams/{id}), upcoming online by default. */
export function examAttributes(overrides: Partial<StaffExamAttributes> = {}): StaffExamAttributes {
  const status = overrides.status ?? 'upcoming';
  return {
    phase: 1,
    description: '<p>Prova da <strong>fase 1</strong></p>',
    kind: 'online',
    start_date: '2030-05-10T12:00:00Z',
    end_date: '2030-05-10T15:00:00Z',
    time_limit: 90,
    minimal_score: 5,
    status,
    survey_url: null,
    cover_url: { url: null },
    questions_order: [],
    questions_count: 0,
    result_available_at: null,
    classification_available_at: null,
    ranking_available_at: null,
    ranked_user: false,
    to_certificate: false,
    cancelled_question_policy: 'credit_all',
    scores_already_imported: false,
    total_participations: 0,
    total_rankeds: 0,
    edit_level: status === 'upcoming' ? 'full' : status === 'in_progress' ? 'limited' : 'none',
    ...overrides,
  };
}

/** A GET exams page (meta.total_count gives the total). */
export function examsDocument(rows: { id: string; attributes: StaffExamAttributes }[], total = rows.length) {
  return {
    data: rows.map((r) => ({ type: 'exams', id: r.id, attributes: r.attributes })),
    meta: { total_count: total },
  };
}

/** A GET exams/{id}?include=questions,edition answer. */
export function examDocument(id: string, attributes: StaffExamAttributes, editionId = '1') {
  return {
    data: {
      type: 'exams',
      id,
      attributes,
      relationships: {
        edition: { data: { type: 'editions', id: editionId } },
        questions: { data: [] },
      },
    },
  };
}

/**
 * GET edition/{id}: OBIA 2030 (São Paulo time) with coordinator C1 and the given phases (1 and 2 by
 * default).
 */
export function examEditionDocument({ phases = [1, 2] }: { phases?: number[] } = {}) {
  return {
    data: {
      type: 'editions',
      id: '1',
      attributes: {
        description: 'OBIA 2030',
        year: 2030,
        start_registration: '2030-03-01T12:00:00Z',
        end_registration: '2030-04-30T12:00:00Z',
        start_date: null,
        results_due: '2030-06-30T12:00:00Z',
        time_zone: 'America/Sao_Paulo',
        logo_url: { url: null },
        active: true,
      },
      relationships: {
        coordinators: { data: [{ type: 'users', id: 'u1' }] },
        phases: { data: phases.map((p) => ({ type: 'phases', id: `p${p}` })) },
        time_zone: { data: { type: 'time_zones', id: 'tz' } },
      },
    },
    included: [
      { type: 'users', id: 'u1', attributes: { name: 'Ana', fractal_id: 'C1', email: 'c1@x.dev' } },
      ...phases.map((p) => ({
        type: 'phases',
        id: `p${p}`,
        attributes: { phase: p, categories: ['regular'] },
      })),
      { type: 'time_zones', id: 'tz', attributes: { name: 'America/Sao_Paulo' } },
    ],
  };
}
