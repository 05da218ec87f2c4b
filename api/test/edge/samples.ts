/**
 * One representative call per route, on the first student's objects (ids in fixture.ts, written
 * `{name}` in paths, queries and bodies). The authorization matrix makes each call as every identity;
 * the fuzz test starts from it and breaks it.
 */
export interface Sample {
  path: string;
  body?: unknown;
  /** Made with a fresh session each time (the call ends the session it is made with). */
  fresh?: boolean;
}

const resource = (
  type: string,
  attributes: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  data: { type, attributes, ...extra },
});
const rel = (type: string, id: string) => ({ data: { type, id } });

export const SAMPLES: Record<string, Sample> = {
  'GET /app-config.json': { path: '/app-config.json' },
  'GET /files/:key': { path: '/files/0000000000000000.png' },
  'GET /api/health': { path: '/api/health' },
  'GET /api/ready': { path: '/api/ready' },
  'GET /api/metrics': { path: '/api/metrics' },
  'POST /api/auth/sign_in': {
    path: '/api/auth/sign_in',
    body: resource('sessions', { datagateway_token: 'not-a-token' }),
  },
  'DELETE /api/auth/sign_out': { path: '/api/auth/sign_out', fresh: true },
  'DELETE /api/auth/sessions': { path: '/api/auth/sessions', fresh: true },
  'DELETE /api/users/:id/sessions': { path: '/api/users/{student}/sessions', fresh: true },
  'GET /api/user/:id': { path: '/api/user/{student}' },
  'GET /api/users/:id': { path: '/api/users/{student}' },
  'PATCH /api/users/:id': {
    path: '/api/users/{student}',
    body: resource('users', { phone: '(11) 98888-7777' }, { id: '{student}' }),
  },
  'GET /api/editions': { path: '/api/editions' },
  'GET /api/active-edition': { path: '/api/active-edition' },
  'GET /api/inactive-edition': { path: '/api/inactive-edition' },
  'GET /api/edition/:id': { path: '/api/edition/{edition}' },
  'GET /api/editions/:id': { path: '/api/editions/{edition}' },
  'DELETE /api/editions/:id': { path: '/api/editions/{inactiveEdition}' },
  'POST /api/editions': { path: '/api/editions', body: {} },
  'PATCH /api/editions/:id': { path: '/api/editions/{edition}', body: {} },
  'DELETE /api/editions/:editionId/achievement_templates/:templateId': {
    path: '/api/editions/{edition}/achievement_templates/999999',
  },
  'GET /api/editions/:id/audit_log': { path: '/api/editions/{edition}/audit_log?page[size]=5' },
  'GET /api/inscriptions': { path: '/api/inscriptions?filter[edition_id]={edition}' },
  'GET /api/coordinators': { path: '/api/coordinators?filter[email]=coordenador' },
  'POST /api/coordinators': {
    path: '/api/coordinators',
    body: resource('coordinators', { email: 'coordenador.sem@olimpiada.dev' }),
  },
  'DELETE /api/coordinators/:id': { path: '/api/coordinators/{spareCoordinator}' },
  'GET /api/editions/:id/certificate': { path: '/api/editions/{edition}/certificate' },
  'GET /api/editions/:id/membership_certificate/:email': {
    path: '/api/editions/{edition}/membership_certificate/{email}',
  },
  'PUT /api/generate-certificate': { path: '/api/generate-certificate', body: { id: '{edition}' } },
  'GET /api/editions/:id/certificate_job': { path: '/api/editions/{edition}/certificate_job' },
  'GET /api/certificates/:code': { path: '/api/certificates/NOSUCHCODE' },
  'GET /api/editions/:id/certificates': { path: '/api/editions/{edition}/certificates?page[size]=5' },
  'PUT /api/save_all_certificates': { path: '/api/save_all_certificates', body: { id: '{edition}' } },
  'PUT /api/save_edition_data': { path: '/api/save_edition_data', body: { id: '{edition}' } },
  'GET /api/editions/:id/storage_jobs': { path: '/api/editions/{edition}/storage_jobs' },
  'GET /api/countries': { path: '/api/countries' },
  'GET /api/states': { path: '/api/states' },
  'GET /api/states/:id': { path: '/api/states/35' },
  'GET /api/cities': { path: '/api/cities?state_id=35' },
  'GET /api/cities/:id': { path: '/api/cities/3550308' },
  'GET /api/units/search': { path: '/api/units/search?address_city_id=3550308' },
  'GET /api/units/:id': { path: '/api/units/1' },
  'GET /api/time_zones': { path: '/api/time_zones' },
  'GET /api/segments/:projectSlug': { path: '/api/segments/obia' },
  'GET /api/grades/:key': { path: '/api/grades/11' },
  'GET /api/postal_codes/:cep': { path: '/api/postal_codes/01310100' },
  'POST /api/fractal-support': {
    path: '/api/fractal-support',
    body: resource('fractal-support', { subject: 'Ajuda', message: 'Não consigo abrir a prova.' }),
  },
  'POST /api/images/upload': { path: '/api/images/upload', body: {} },
  'GET /api/user_notifications': { path: '/api/user_notifications?page[size]=5' },
  'PUT /api/user_notifications/read_all': { path: '/api/user_notifications/read_all', body: {} },
  'PUT /api/user_notifications/:id/read': { path: '/api/user_notifications/{inboxItem}/read', body: {} },
  'GET /api/notification_preferences': { path: '/api/notification_preferences' },
  'PUT /api/notification_preferences': {
    path: '/api/notification_preferences',
    body: { email_opt_out: false },
  },
  'POST /api/push_subscriptions': {
    path: '/api/push_subscriptions',
    body: {
      endpoint: 'https://push.example.com/wpush/v2/fixture-device',
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  },
  'DELETE /api/push_subscriptions': {
    path: '/api/push_subscriptions',
    body: { endpoint: 'https://push.example.com/wpush/v2/fixture-device' },
  },
  'GET /api/mail_outbox': { path: '/api/mail_outbox' },
  'GET /api/mail_outbox/:id/attachments/:index': { path: '/api/mail_outbox/{mail}/attachments/0' },
  'POST /api/notification': {
    path: '/api/notification',
    body: {
      destination: 'email',
      edition: { id: '{edition}' },
      group: 'participants',
      exam: { id: '{exam}' },
      subject: 'Aviso',
      message: '<p>A fase 2 abre amanhã.</p>',
      target: { emails: ['Professora@Escola.test'] },
    },
  },
  'GET /api/notifications': {
    path: '/api/notifications?filter[edition_id]={edition}&sort=-id&page[size]=7&filter[emails]=aluno',
  },
  'GET /api/notifications/:id/recipients': { path: '/api/notifications/{notification}/recipients' },
  'POST /api/exams/:id/ranking_report': { path: '/api/exams/{exam}/ranking_report', body: { format: 'csv' } },
  'POST /api/exams/:id/results_report': { path: '/api/exams/{exam}/results_report', body: { format: 'csv' } },
  'POST /api/exams/:id/participation_files_report': {
    path: '/api/exams/{exam}/participation_files_report',
    body: { format: 'xlsx' },
  },
  'POST /api/exams/:id/participations_report': {
    path: '/api/exams/{exam}/participations_report',
    body: { format: 'csv' },
  },
  'POST /api/editions/:id/inscriptions_report': {
    path: '/api/editions/{edition}/inscriptions_report',
    body: { format: 'csv' },
  },
  'GET /api/report_jobs': { path: '/api/report_jobs?filter[edition_id]={edition}' },
  'GET /api/report_files/:token': {
    path: '/api/report_files/1.4102444800.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  },
  'GET /api/students/inscription': { path: '/api/students/inscription' },
  'POST /api/students': {
    path: '/api/students',
    body: resource('students', { inscription_attributes: { category: 'regular' } }),
  },
  'PUT /api/students/:id': {
    path: '/api/students/{inscription}',
    body: resource('students', { inscription_attributes: { category: 'regular' } }, { id: '{inscription}' }),
  },
  'GET /api/students/check': { path: '/api/students/check?confirmation_token=nope' },
  'PATCH /api/students/confirmation': {
    path: '/api/students/confirmation',
    body: resource('students', { inscription_attributes: { confirmation_token: 'nope' } }),
  },
  'POST /api/unit_requests': {
    path: '/api/unit_requests',
    body: resource('unit_requests', { name: 'Escola Nova', edition_id: '{edition}' }),
  },
  'GET /api/unit_requests': { path: '/api/unit_requests?edition_id={edition}&page=1&per=7' },
  'POST /api/unit_requests/:id/approve': {
    path: '/api/unit_requests/{unitRequest}/approve',
    body: resource('unit_requests', { description: 'Escola conferida no censo.' }),
  },
  'POST /api/unit_requests/:id/reject': {
    path: '/api/unit_requests/{unitRequestToReject}/reject',
    body: resource('unit_requests', { description: 'Escola já cadastrada com outro nome.' }),
  },
  'PUT /api/unit_requests/:id': {
    path: '/api/unit_requests/{unitRequestToEdit}',
    body: resource('unit_requests', {
      name: 'Escola Estadual Alterada',
      inep_code: '990000003',
      address_state_id: '{state}',
      address_city_id: '{city}',
      administration_type: 'state',
      edition_id: '{edition}',
    }),
  },
  'GET /api/exams/:id': { path: '/api/exams/{exam}' },
  'GET /api/questions/:id': { path: '/api/questions/{question}' },
  'POST /api/exams/:id/export': {
    path: '/api/exams/{exam}/export',
    body: resource('exams', { question_ids: ['{question}'], format: 'qti' }, { id: '{exam}' }),
  },
  'POST /api/exams/:id/import_questions': { path: '/api/exams/{exam}/import_questions', body: {} },
  'POST /api/questions': {
    path: '/api/questions',
    body: resource(
      'questions',
      {
        statement: '<p>Quanto é 2 + 2?</p>',
        kind: 'multiple_choice',
        alternatives: [
          { description: '3', correct: false },
          { description: '4', correct: true },
        ],
      },
      { relationships: { exam: rel('exams', '{exam}') } },
    ),
  },
  'PATCH /api/questions/:id': {
    path: '/api/questions/{question}',
    body: resource('questions', { statement: '<p>Novo enunciado</p>' }, { id: '{question}' }),
  },
  'DELETE /api/questions/:id': { path: '/api/questions/{question}' },
  'PUT /api/exams/:id': {
    path: '/api/exams/{exam}',
    body: resource('exams', { questions_order: ['{question}'] }, { id: '{exam}' }),
  },
  'PUT /api/exam/:id': {
    path: '/api/exam/{exam}',
    body: resource('exams', { questions_order: ['{question}'] }, { id: '{exam}' }),
  },
  'PUT /api/questions/:id/status': {
    path: '/api/questions/{question}/status',
    body: resource('questions', { status: 'cancelled', resolution: { comment: '' } }, { id: '{question}' }),
  },
  'GET /api/exams/:id/rescore': { path: '/api/exams/{exam}/rescore' },
  'GET /api/editions/:id/results': { path: '/api/editions/{edition}/results' },
  'PUT /api/generate-results': { path: '/api/generate-results', body: { id: '{exam}' } },
  'PUT /api/classifieds-participation': { path: '/api/classifieds-participation', body: { id: '{exam}' } },
  'PUT /api/positions-participation': { path: '/api/positions-participation', body: { id: '{exam}' } },
  'PUT /api/exams/:id/ranking_publication': {
    path: '/api/exams/{exam}/ranking_publication',
    body: { available_at: '2026-01-10T12:00:00.000Z' },
  },
  'GET /api/questions/:id/audit_log': { path: '/api/questions/{question}/audit_log?page[size]=5' },
  'GET /api/exams': { path: '/api/exams?filter[edition_id]={edition}&page[number]=1&page[size]=7' },
  'POST /api/exams': {
    path: '/api/exams',
    body: resource(
      'exams',
      {
        phase: '{examPhase}',
        kind: 'presential',
        start_date: '2099-01-10T12:00:00.000Z',
        end_date: '2099-01-10T15:00:00.000Z',
        minimal_score: 5,
        to_certificate: false,
      },
      { relationships: { edition: rel('editions', '{edition}') } },
    ),
  },
  'PATCH /api/exams/:id': {
    path: '/api/exams/{exam}',
    body: resource('exams', { description: '<p>Prova revista</p>' }, { id: '{exam}' }),
  },
  'DELETE /api/exams/:id': { path: '/api/exams/{exam}' },
  'DELETE /api/exam/:id': { path: '/api/exam/{exam}' },
  'POST /api/exams/:id/import_scores': { path: '/api/exams/{exam}/import_scores', body: {} },
  'GET /api/participations': {
    path: '/api/participations?filter[exam_id]={exam}&filter[user_id]={student}',
  },
  'POST /api/participations': {
    path: '/api/participations',
    body: resource('participations', { answers: [] }, { relationships: { exam: rel('exams', '{exam}') } }),
  },
  'PUT /api/participations/:id/answers/:questionId': {
    path: '/api/participations/{participation}/answers/{question}',
    body: resource('answers', { user_answer: null, sequence: 1 }),
  },
  'PUT /api/participations/:id/timer': {
    path: '/api/participations/{participation}/timer',
    body: resource(
      'participations',
      { timer: { question_id: '{question}', user_answer_timer: 3 } },
      { id: '{participation}' },
    ),
  },
  'POST /api/participations/:id/finish': { path: '/api/participations/{participation}/finish' },
  'GET /api/participation/:id': { path: '/api/participation/{participation}' },
  'GET /api/participations/:id/correction': { path: '/api/participations/{participation}/correction' },
  'PUT /api/score': {
    path: '/api/score',
    body: {
      id: '{participation}',
      answer: { question_id: '{question}', open_ended_score: 1, open_ended_comment: 'Bom' },
    },
  },
  'PUT /api/project_score': {
    path: '/api/project_score',
    body: { id: '{participation}', result_score: 7.5 },
  },
  'GET /api/exams/:id/correction_assignments': { path: '/api/exams/{exam}/correction_assignments' },
  'PUT /api/exams/:id/correction_assignments': {
    path: '/api/exams/{exam}/correction_assignments',
    body: { double_marking: false, marking_threshold: 1, corrector_ids: [] },
  },
  'GET /api/exams/:id/my_corrections': { path: '/api/exams/{exam}/my_corrections' },
  'GET /api/results': { path: '/api/results?filter[participation_id]={participation}' },
  'GET /api/ratings': { path: '/api/ratings?filter[exam]={exam}' },
  'GET /api/open_ended_evaluations/:id': { path: '/api/open_ended_evaluations/{evaluation}' },
  'GET /api/open_ended_evaluation/:id': { path: '/api/open_ended_evaluation/{evaluation}' },
  'GET /api/open_ended_evaluations/:id/score_details.pdf': {
    path: '/api/open_ended_evaluations/{evaluation}/score_details.pdf',
  },
  'GET /api/open_ended_evaluations/:id/text_analysis.pdf': {
    path: '/api/open_ended_evaluations/{evaluation}/text_analysis.pdf',
  },
  'GET /api/teams': { path: '/api/teams?filter[exam_id]={teamExam}' },
  'POST /api/teams': {
    path: '/api/teams',
    body: resource(
      'teams',
      { name: 'Equipe Nova', source: 'web' },
      { relationships: { exam: rel('exams', '{teamExam}') } },
    ),
  },
  'GET /api/teams/:id': { path: '/api/teams/{team}' },
  'PATCH /api/teams/:id': {
    path: '/api/teams/{team}',
    body: resource('teams', { name: 'Equipe Renomeada' }, { id: '{team}' }),
  },
  'GET /api/memberships': { path: '/api/memberships?filter[team_id]={team}' },
  'POST /api/memberships': {
    path: '/api/memberships',
    body: resource('memberships', { role: 'member' }, { relationships: { team: rel('teams', '{team}') } }),
  },
  'PATCH /api/memberships/:id': {
    path: '/api/memberships/{membership}',
    body: resource('memberships', { phone: '(11) 98888-7777' }, { id: '{membership}' }),
  },
  'DELETE /api/memberships/:id': { path: '/api/memberships/{membership}' },
  'GET /api/participants/search': {
    path: '/api/participants/search?filter[exam_id]={teamExam}&filter[name]=a',
  },
  'GET /api/participation_files': {
    path: '/api/participation_files?filter[exam_id]={teamExam}',
  },
  'POST /api/participation_files': { path: '/api/participation_files', body: {} },
  'GET /api/participation_files/:id/files/:index': { path: '/api/participation_files/{file}/files/0' },
  'DELETE /api/participation_files/:id': { path: '/api/participation_files/{file}' },
  'GET /api/participation_award': { path: '/api/participation_award' },
  'PUT /api/confirm-awards': { path: '/api/confirm-awards' },
  'GET /api/teacher_recommendation': {
    path: '/api/teacher_recommendation?filter[participation]={participation}',
  },
  'POST /api/teacher_recommendation': {
    path: '/api/teacher_recommendation',
    body: resource('teacher_recommendations', {
      teacher_name: 'Marcos Lima',
      teacher_email: 'marcos@escola.br',
      source: 'web',
      participation_id: '{participation}',
    }),
  },
  'PUT /api/teacher_recommendation/:id': {
    path: '/api/teacher_recommendation/{recommendation}',
    body: resource(
      'teacher_recommendations',
      { teacher_name: 'Marcos Lima', teacher_email: 'marcos@escola.br', source: 'web' },
      { id: '{recommendation}' },
    ),
  },
};

/**
 * The order routes are tried in: destructive calls after the others, so that every other route still
 * finds its objects, and the calls that end sessions (`fresh`) last of all.
 */
export function byRisk(a: string, b: string): number {
  const rank = (key: string) => (SAMPLES[key]?.fresh ? 2 : key.startsWith('DELETE') ? 1 : 0);
  return rank(a) - rank(b);
}

/** The sample with its `{name}` placeholders filled in. */
export function filled(sample: Sample, ids: Record<string, number | string>): Sample {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in ids ? String(ids[name]) : whole));
  return {
    ...sample,
    path: fill(sample.path),
    ...(sample.body === undefined ? {} : { body: JSON.parse(fill(JSON.stringify(sample.body))) }),
  };
}
