import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from 'shared-contracts';
import type { EditionAdminRouteId } from './app/built-routes';
import { EditionDetailPage } from './features/edition-detail/components/EditionDetailPage';
import { EditionListPage, InactiveEditionsPage } from './features/editions/components/EditionsPage';
import { messages } from './i18n';

/**
 * What the shell loads as 'mfe_edition_admin/routes': a component per built route id (the same
 * ids as BUILT_ROUTE_IDS, which links consult). Ids not listed fall to the shell's Not Found.
 */
export const remote = 'mfe_edition_admin';
export const routes: Partial<Record<EditionAdminRouteId, ComponentType>> = {
  'admin.editions': EditionListPage,
  'admin.adminEditions': EditionListPage,
  'admin.inactiveEditions': InactiveEditionsPage,
  'admin.editionDetail': EditionDetailPage,
  'admin.adminEditionDetail': EditionDetailPage,
};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_edition_admin'> = { remote, routes, messages };
export default remoteModule;
