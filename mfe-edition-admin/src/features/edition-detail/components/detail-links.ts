import type { MessageDescriptor } from 'react-intl';
import { hasRole, type RouteId, type User } from 'shared-contracts';
import { isRouteBuilt as builtRoutes, pathOf, type IsRouteBuilt } from '../../../shared/built-routes';
import { detailMessages, tileMessages } from '../messages';

export interface DetailLink {
  label: MessageDescriptor;
  to: string;
}

type Tile = { label: keyof typeof tileMessages; route: RouteId; query?: string; adminOnly?: boolean };

/** The detail's tiles (spec 2 "Edition detail"); the /admin ones are for admins only (§6). */
const TILES: readonly Tile[] = [
  { label: 'exams', route: 'admin.exams' },
  { label: 'classified', route: 'admin.exams', query: '?modo=participantes' },
  { label: 'generateResults', route: 'grading.generateResults', adminOnly: true },
  { label: 'schoolRequests', route: 'admin.schoolRequests' },
  { label: 'notifications', route: 'admin.notifications', adminOnly: true },
  { label: 'reports', route: 'grading.reports', adminOnly: true },
];

/**
 * The detail's Editar button (once the edition form is built) and its six tiles. The tiles lead to their
 * routes whether or not the screen behind them is built yet (issue 13: the exams, grading and
 * notification screens come in their own issues); the /admin ones are for admins only.
 */
export function detailLinks(
  editionId: string,
  user: Pick<User, 'profiles'> | null,
  isRouteBuilt: IsRouteBuilt = builtRoutes,
): { edit: DetailLink | null; tiles: DetailLink[] } {
  const params = { id: editionId };
  const edit = isRouteBuilt('admin.editionEdit')
    ? { label: detailMessages.edit, to: pathOf('admin.editionEdit', params) }
    : null;
  const tiles = TILES.filter((t) => !t.adminOnly || hasRole(user, 'admin')).map((t) => ({
    label: tileMessages[t.label],
    to: `${pathOf(t.route, params)}${t.query ?? ''}`,
  }));
  return { edit, tiles };
}

/** Back to the edition list the user came from: admins /admin/edicoes, coordinators /edicoes. */
export const listPathFor = (user: Pick<User, 'profiles'> | null): string =>
  pathOf(hasRole(user, 'admin') ? 'admin.adminEditions' : 'admin.editions');
