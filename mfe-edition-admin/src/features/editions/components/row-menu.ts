import type { MessageDescriptor } from 'react-intl';
import { canManageEdition, hasRole, type Edition, type User } from 'shared-contracts';
import { isRouteBuilt as builtRoutes, pathOf, type IsRouteBuilt } from '../../../shared/built-routes';
import { menuMessages } from '../messages';

type MenuUser = Pick<User, 'profiles' | 'fractal_id'> | null | undefined;

/**
 * Whether a row shows the actions menu (spec 2 "Edition list"): admins on every row; a
 * coordinator only on editions that list them among the coordinators (by fractal_id); others never.
 */
export function rowMenuVisible(user: MenuUser, edition: Pick<Edition, 'coordinators'>): boolean {
  return canManageEdition(user, edition);
}

export type RowMenuItem =
  | { value: 'view' | 'edit'; label: MessageDescriptor; to: string }
  | { value: 'delete'; label: MessageDescriptor };

/**
 * The items of a row's menu: Ver (/edicoes/{id}) and Editar (/edicoes/{id}/editar) once those
 * screens are built, and Excluir where deleting is offered (inactive list, admins: the API
 * allows DELETE editions/{id} to admins only). Empty when the row shows no menu.
 */
export function rowMenuItems(
  user: MenuUser,
  edition: Pick<Edition, 'id' | 'coordinators'>,
  { deletable, isRouteBuilt = builtRoutes }: { deletable: boolean; isRouteBuilt?: IsRouteBuilt },
): RowMenuItem[] {
  if (!rowMenuVisible(user, edition)) return [];
  const items: RowMenuItem[] = [];
  if (isRouteBuilt('admin.editionDetail')) {
    items.push({
      value: 'view',
      label: menuMessages.view,
      to: pathOf('admin.editionDetail', { id: edition.id }),
    });
  }
  if (isRouteBuilt('admin.editionEdit')) {
    items.push({
      value: 'edit',
      label: menuMessages.edit,
      to: pathOf('admin.editionEdit', { id: edition.id }),
    });
  }
  if (deletable && hasRole(user, 'admin')) items.push({ value: 'delete', label: menuMessages.delete });
  return items;
}

/** "Criar Edição": admins only, once the creation form (admin.editionNew) is built. */
export function canCreateEdition(user: MenuUser, isRouteBuilt: IsRouteBuilt = builtRoutes): boolean {
  return hasRole(user, 'admin') && isRouteBuilt('admin.editionNew');
}
