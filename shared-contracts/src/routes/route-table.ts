import type { Role } from '../entities/user';
import type { RemoteName } from '../remotes/remote-names';

/**
 * The shell's route table (DESIGN §3). Each entry names the remote that renders it and the
 * guard the shell applies before loading the remote. Remotes export components keyed by id.
 */
export type RouteGuard =
  | { kind: 'public' }
  | { kind: 'signedOut' }
  | { kind: 'signedIn' }
  | { kind: 'roles'; roles: readonly Role[]; mode?: 'all' | 'any' };

export interface RouteEntry {
  id: string;
  path: string;
  remote: RemoteName;
  guard: RouteGuard;
}

const signedIn: RouteGuard = { kind: 'signedIn' };
const adminOrCoordinator: RouteGuard = { kind: 'roles', roles: ['admin', 'coordinator'] };
const adminOnly: RouteGuard = { kind: 'roles', roles: ['admin'] };

export const ROUTE_TABLE = [
  // registration
  {
    id: 'registration.confirm',
    path: '/inscricoes/estudante/confirmar',
    remote: 'mfe_auth_registration',
    guard: { kind: 'public' },
  },
  { id: 'registration.edition', path: '/inscricoes/:id', remote: 'mfe_auth_registration', guard: signedIn },
  {
    id: 'registration.student',
    path: '/inscricoes/:id/estudante',
    remote: 'mfe_auth_registration',
    guard: signedIn,
  },
  { id: 'registration.support', path: '/suporte', remote: 'mfe_auth_registration', guard: signedIn },
  // participant area
  { id: 'exam.activeEditions', path: '/edicoes/ativas', remote: 'mfe_exam_taking', guard: signedIn },
  { id: 'exam.activeArea', path: '/edicoes/ativas/*', remote: 'mfe_exam_taking', guard: signedIn },
  { id: 'exam.inactiveEditions', path: '/edicoes/inativas', remote: 'mfe_exam_taking', guard: signedIn },
  { id: 'exam.inactiveArea', path: '/edicoes/inativas/*', remote: 'mfe_exam_taking', guard: signedIn },
  { id: 'exam.phaseTwo', path: '/prova-discursiva', remote: 'mfe_exam_taking', guard: signedIn },
  // certificate verification (the QR code's address): anyone, signed in or not
  {
    id: 'certificates.verify',
    path: '/certificados/:code',
    remote: 'mfe_edition_admin',
    guard: { kind: 'public' },
  },
  // edition administration
  { id: 'admin.editions', path: '/edicoes', remote: 'mfe_edition_admin', guard: adminOrCoordinator },
  { id: 'admin.editionDetail', path: '/edicoes/:id', remote: 'mfe_edition_admin', guard: adminOrCoordinator },
  {
    id: 'admin.editionEdit',
    path: '/edicoes/:id/editar',
    remote: 'mfe_edition_admin',
    guard: adminOrCoordinator,
  },
  {
    id: 'admin.schoolRequests',
    path: '/edicoes/:id/escolas/solicitacoes',
    remote: 'mfe_edition_admin',
    guard: adminOrCoordinator,
  },
  { id: 'admin.exams', path: '/edicoes/:id/provas', remote: 'mfe_edition_admin', guard: adminOrCoordinator },
  {
    id: 'admin.examNew',
    path: '/edicoes/:id/provas/nova',
    remote: 'mfe_edition_admin',
    guard: adminOrCoordinator,
  },
  {
    id: 'admin.examEdit',
    path: '/edicoes/:id/provas/:testId',
    remote: 'mfe_edition_admin',
    guard: adminOrCoordinator,
  },
  {
    id: 'admin.examPreview',
    path: '/edicoes/:id/provas/:testId/visualizar',
    remote: 'mfe_edition_admin',
    guard: adminOrCoordinator,
  },
  { id: 'admin.adminEditions', path: '/admin/edicoes', remote: 'mfe_edition_admin', guard: adminOnly },
  { id: 'admin.editionNew', path: '/admin/edicoes/nova', remote: 'mfe_edition_admin', guard: adminOnly },
  {
    id: 'admin.inactiveEditions',
    path: '/admin/edicoes/inativas',
    remote: 'mfe_edition_admin',
    guard: adminOnly,
  },
  {
    id: 'admin.adminEditionDetail',
    path: '/admin/edicoes/:id',
    remote: 'mfe_edition_admin',
    guard: adminOnly,
  },
  {
    id: 'admin.coordinatorNew',
    path: '/admin/coordenadores/nova',
    remote: 'mfe_edition_admin',
    guard: adminOnly,
  },
  {
    id: 'admin.notifications',
    path: '/admin/edicoes/:id/notificacoes',
    remote: 'mfe_edition_admin',
    guard: adminOnly,
  },
  // grading and results
  {
    id: 'grading.participants',
    path: '/edicoes/:id/provas/:testId/participantes/*',
    remote: 'mfe_grading_results',
    guard: adminOrCoordinator,
  },
  {
    id: 'grading.generateResults',
    path: '/admin/edicoes/:id/resultados/gerar',
    remote: 'mfe_grading_results',
    guard: adminOnly,
  },
  {
    id: 'grading.reports',
    path: '/admin/edicoes/:id/relatorios',
    remote: 'mfe_grading_results',
    guard: adminOnly,
  },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

export type RemoteRouteIds<R extends RemoteName> = Extract<(typeof ROUTE_TABLE)[number], { remote: R }>['id'];

export const SHELL_PATHS = { login: '/', logout: '/logout' } as const;

/**
 * The exam-taking screen of a running exam, `/edicoes/ativas/<edition>/fases/<exam>/resolver/<question>`
 * (mfe-exam-taking's question route under `exam.activeArea`). The shell never reloads a page there to pick
 * up a new release: the running version stays until the student navigates outside it.
 */
export const EXAM_SESSION_PATH = /^\/edicoes\/ativas\/[^/]+\/fases\/[^/]+\/resolver(?:\/|$)/;

export const isExamSessionPath = (pathname: string): boolean => EXAM_SESSION_PATH.test(pathname);
