import type { EdgeRoute } from '../../src/http/access.js';

/**
 * What each identity gets from each route (order: anon, student, other, coordOther, coord, admin):
 * - 'ok': a 2xx answer (with data, for a list);
 * - 'empty': a 2xx list with no data (allowed to ask, sees nothing of the student's);
 * - 'unauth': 401, not signed in;
 * - 'deny': 403 or 404, not theirs (404 where the route hides that the object exists);
 * - 'bad': 400, 409, 413, 415 or 422, allowed in but this input or the object's state is refused;
 * - 'pass': allowed in ('ok' or 'bad', as the demo data's state makes it);
 * - 'upstream': 502–504, a service outside the system (the postal-code lookup) cannot be reached.
 * Nothing else (a 5xx, a 401 for a signed-in caller) is ever right.
 */
export type Outcome = 'ok' | 'empty' | 'unauth' | 'deny' | 'bad' | 'pass' | 'upstream' | 'other';

export const routeKey = (r: Pick<EdgeRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

export function outcomeOf(status: number, body: string): Outcome {
  if (status >= 200 && status < 300) return isEmptyList(body) ? 'empty' : 'ok';
  if (status >= 502 && status <= 504) return 'upstream';
  if (status === 401) return 'unauth';
  if (status === 403 || status === 404) return 'deny';
  if ([400, 409, 413, 415, 422].includes(status)) return 'bad';
  return 'other';
}

function isEmptyList(body: string): boolean {
  try {
    const data = (JSON.parse(body) as { data?: unknown }).data;
    return (Array.isArray(data) && data.length === 0) || data === null;
  } catch {
    return false;
  }
}

type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

export const MATRIX: Record<string, Row> = {
  'POST /api/auth/sign_in': ['unauth', 'unauth', 'unauth', 'unauth', 'unauth', 'unauth'],
  'GET /api/health': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/ready': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  // Prometheus metrics: open when METRICS_TOKEN is unset (as here), else the bearer token (metrics.test.ts).
  'GET /api/metrics': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/user/:id': ['unauth', 'ok', 'deny', 'deny', 'deny', 'ok'],
  'GET /api/users/:id': ['unauth', 'ok', 'deny', 'deny', 'deny', 'ok'],
  'GET /api/editions': ['unauth', 'deny', 'deny', 'ok', 'ok', 'ok'],
  'GET /api/active-edition': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/inactive-edition': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/edition/:id': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/editions/:id': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/countries': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/time_zones': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/states': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/states/:id': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/cities': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/cities/:id': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/segments/:projectSlug': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/grades/:key': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/units/search': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/units/:id': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'POST /api/fractal-support': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/mail_outbox': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  'GET /api/mail_outbox/:id/attachments/:index': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  // Reports (issue 15): ranking and results are the admin's, once the exam has them (else 422); the
  // other exam reports are its staff's; inscriptions, the admin's.
  'POST /api/exams/:id/ranking_report': ['unauth', 'deny', 'deny', 'deny', 'deny', 'pass'],
  'POST /api/exams/:id/results_report': ['unauth', 'deny', 'deny', 'deny', 'deny', 'pass'],
  'POST /api/exams/:id/participation_files_report': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'POST /api/exams/:id/participations_report': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'POST /api/editions/:id/inscriptions_report': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  'GET /api/report_jobs': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  // Notifications (issue 16): the admin's only.
  'POST /api/notification': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  'GET /api/notifications': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  'GET /api/notifications/:id/recipients': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  // A signed link: this one's signature is wrong, for everybody.
  'GET /api/report_files/:token': ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'],
  // The students' inbox and push devices (issue 16): everyone signed in, on their own rows; only the
  // student has an item. The sample's endpoint moves to each caller in turn, and each may remove theirs.
  'GET /api/user_notifications': ['unauth', 'ok', 'empty', 'empty', 'empty', 'empty'],
  'PUT /api/user_notifications/read_all': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'PUT /api/user_notifications/:id/read': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/notification_preferences': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'PUT /api/notification_preferences': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'POST /api/push_subscriptions': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'DELETE /api/push_subscriptions': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'POST /api/images/upload': ['unauth', 'bad', 'bad', 'bad', 'bad', 'bad'],
  'PATCH /api/users/:id': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/students/inscription': ['unauth', 'ok', 'empty', 'empty', 'empty', 'empty'],
  'POST /api/students': ['unauth', 'bad', 'bad', 'deny', 'deny', 'deny'],
  'PUT /api/students/:id': ['unauth', 'bad', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/students/check': ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'PATCH /api/students/confirmation': ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'POST /api/unit_requests': ['unauth', 'bad', 'bad', 'bad', 'bad', 'bad'],
  'GET /api/unit_requests': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  // The coordinator approves (rejects) the pending request; the admin then finds it no longer pending.
  'POST /api/unit_requests/:id/approve': ['unauth', 'deny', 'deny', 'deny', 'ok', 'bad'],
  'POST /api/unit_requests/:id/reject': ['unauth', 'deny', 'deny', 'deny', 'ok', 'bad'],
  'PUT /api/unit_requests/:id': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  // The postal-code service is outside the system and unreachable here.
  'GET /api/postal_codes/:cep': ['unauth', 'upstream', 'upstream', 'upstream', 'upstream', 'upstream'],
  'GET /api/exams/:id': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/questions/:id': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  // The question exchange (issue 14): the exam's staff; the sample's JSON body is no multipart form (415).
  'POST /api/exams/:id/export': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'POST /api/exams/:id/import_questions': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  // Question authoring (issue 14): the student's exam is under way or over, so its staff's edits are refused
  // (422 "Nao e possivel editar…"); the status sample lacks the required comment; no rescore or audit yet.
  'POST /api/questions': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'PATCH /api/questions/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'DELETE /api/questions/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'PUT /api/exams/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'PUT /api/exam/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'PUT /api/questions/:id/status': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'GET /api/exams/:id/rescore': ['unauth', 'deny', 'deny', 'deny', 'empty', 'empty'],
  // Result generation (issue 15): admins only. The student's exam has not expired (or, for the past
  // edition's, its state decides): the steps answer 202 or the 422 of their gate.
  'GET /api/editions/:id/results': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  'PUT /api/generate-results': ['unauth', 'deny', 'deny', 'deny', 'deny', 'pass'],
  'PUT /api/classifieds-participation': ['unauth', 'deny', 'deny', 'deny', 'deny', 'pass'],
  'PUT /api/positions-participation': ['unauth', 'deny', 'deny', 'deny', 'deny', 'pass'],
  'PUT /api/exams/:id/ranking_publication': ['unauth', 'deny', 'deny', 'deny', 'deny', 'pass'],
  'GET /api/questions/:id/audit_log': ['unauth', 'deny', 'deny', 'deny', 'empty', 'empty'],
  'GET /api/exams': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  // The sample names a phase the edition's exam already has (422 "Fase já está em uso." for its staff).
  'POST /api/exams': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  // The student's exam has expired: read-only for its staff (422).
  'PATCH /api/exams/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'DELETE /api/exams/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'DELETE /api/exam/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  // Multipart only: the sample's JSON body is refused (415) once the caller is let in.
  'POST /api/exams/:id/import_scores': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'GET /api/participations': ['unauth', 'ok', 'deny', 'empty', 'ok', 'ok'],
  'POST /api/participations': ['unauth', 'ok', 'bad', 'bad', 'bad', 'bad'],
  'PUT /api/participations/:id/answers/:questionId': ['unauth', 'bad', 'deny', 'deny', 'deny', 'deny'],
  'PUT /api/participations/:id/timer': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'POST /api/participations/:id/finish': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  // Grading (issue 15): the exam's staff; the participant reads their own participation. The student's
  // exam is under way ('Prova em Andamento') and no file phase: the staff's scores are refused (422);
  // grading.test.ts gives them on an expired exam and a project phase.
  'GET /api/participation/:id': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/participations/:id/correction': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'PUT /api/score': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'PUT /api/project_score': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'GET /api/exams/:id/correction_assignments': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'PUT /api/exams/:id/correction_assignments': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/exams/:id/my_corrections': ['unauth', 'deny', 'deny', 'deny', 'empty', 'empty'],
  'POST /api/teams': ['unauth', 'bad', 'bad', 'bad', 'bad', 'bad'],
  'GET /api/teams': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/teams/:id': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'PATCH /api/teams/:id': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/memberships': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'POST /api/memberships': ['unauth', 'bad', 'deny', 'deny', 'bad', 'bad'],
  'PATCH /api/memberships/:id': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/participants/search': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'POST /api/participation_files': ['unauth', 'bad', 'bad', 'bad', 'bad', 'bad'],
  'GET /api/participation_files': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/participation_files/:id/files/:index': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/results': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  // The demo has no graded open answer of the student's: 404 for everyone (tested with one in
  // results-and-ratings.test.ts).
  'GET /api/open_ended_evaluations/:id': ['unauth', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/open_ended_evaluation/:id': ['unauth', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/open_ended_evaluations/:id/score_details.pdf': ['unauth', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/open_ended_evaluations/:id/text_analysis.pdf': ['unauth', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/ratings': ['unauth', 'ok', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/teacher_recommendation': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'POST /api/teacher_recommendation': ['unauth', 'bad', 'deny', 'deny', 'deny', 'deny'],
  'PUT /api/teacher_recommendation/:id': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/participation_award': ['unauth', 'ok', 'empty', 'empty', 'empty', 'empty'],
  'PUT /api/confirm-awards': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/editions/:id/certificate': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/editions/:id/membership_certificate/:email': ['unauth', 'bad', 'bad', 'bad', 'bad', 'bad'],
  'PUT /api/generate-certificate': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/editions/:id/certificate_job': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/certificates/:code': ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'GET /api/editions/:id/certificates': ['unauth', 'deny', 'deny', 'deny', 'empty', 'empty'],
  // The demo edition has no generated certificates: its staff get the spec's 422.
  'PUT /api/save_all_certificates': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  'PUT /api/save_edition_data': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/editions/:id/storage_jobs': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'GET /app-config.json': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /files/:key': ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'],
  'DELETE /api/auth/sign_out': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'DELETE /api/auth/sessions': ['unauth', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'DELETE /api/users/:id/sessions': ['unauth', 'ok', 'deny', 'deny', 'deny', 'ok'],
  'DELETE /api/editions/:id': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  // Multipart only: the sample's JSON body is refused (415) once the caller is let in.
  'POST /api/editions': ['unauth', 'deny', 'deny', 'deny', 'deny', 'bad'],
  'PATCH /api/editions/:id': ['unauth', 'deny', 'deny', 'deny', 'bad', 'bad'],
  // The sample names no template of the edition: 404 for its staff too.
  'DELETE /api/editions/:editionId/achievement_templates/:templateId': [
    'unauth',
    'deny',
    'deny',
    'deny',
    'deny',
    'deny',
  ],
  'GET /api/editions/:id/audit_log': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/inscriptions': ['unauth', 'deny', 'deny', 'deny', 'ok', 'ok'],
  'GET /api/coordinators': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  'POST /api/coordinators': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  'DELETE /api/coordinators/:id': ['unauth', 'deny', 'deny', 'deny', 'deny', 'ok'],
  // Destructive rows: once the student's call has removed the object, later callers find nothing.
  'DELETE /api/memberships/:id': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
  'DELETE /api/participation_files/:id': ['unauth', 'ok', 'deny', 'deny', 'deny', 'deny'],
};
