import { ROUTE_TABLE, type RemoteRouteIds, type RouteId } from 'shared-contracts';

export type EditionAdminRouteId = RemoteRouteIds<'mfe_edition_admin'>;

/**
 * The route ids whose screens this remote has built (routes.ts registers exactly these; a test
 * checks it). Links and buttons to a screen of this remote appear once its route is here; the
 * edition detail's six tiles are the exception (issue 13: they lead to their routes already).
 */
export const BUILT_ROUTE_IDS: readonly EditionAdminRouteId[] = [
  'admin.editions',
  'admin.adminEditions',
  'admin.inactiveEditions',
  'admin.editionDetail',
  'admin.adminEditionDetail',
  'admin.schoolRequests',
  'admin.editionNew',
  'admin.editionEdit',
  'admin.coordinatorNew',
  'admin.exams',
  'admin.examNew',
  'admin.examEdit',
  'admin.examPreview',
  'admin.notifications',
  'certificates.verify',
];

/**
 * Screens of other remotes this one links to (the exam list's "Ver participantes", the edition detail's
 * Gerar Resultados and Relatórios tiles), listed once their remote has built them.
 */
export const BUILT_ELSEWHERE_ROUTE_IDS: readonly Exclude<RouteId, EditionAdminRouteId>[] = [
  'grading.participants',
];

export type IsRouteBuilt = (id: RouteId) => boolean;

export const isRouteBuilt: IsRouteBuilt = (id) =>
  (BUILT_ROUTE_IDS as readonly RouteId[]).includes(id) ||
  (BUILT_ELSEWHERE_ROUTE_IDS as readonly RouteId[]).includes(id);

/** The path of a route id with its :params filled in (encoded). */
export function pathOf(id: RouteId, params: Record<string, string> = {}): string {
  const entry = ROUTE_TABLE.find((r) => r.id === id);
  if (!entry) throw new Error(`Unknown route id ${id}`);
  return entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing :${name} for ${id}`);
    return encodeURIComponent(value);
  });
}
