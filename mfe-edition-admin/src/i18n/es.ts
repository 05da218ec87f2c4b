import type { EditionAdminMessageId } from './pt-BR';

/** Spanish messages of mfe_edition_admin. */
export const es: Record<EditionAdminMessageId, string> = {
  'editionAdmin.editions.title': 'Ediciones',
  'editionAdmin.editions.create': 'Crear Edición',
  'editionAdmin.editions.column.edition': 'Edición',
  'editionAdmin.editions.column.year': 'Año',
  'editionAdmin.editions.column.coordinators': 'Coordinadores',
  'editionAdmin.editions.column.startRegistration': 'Fecha de Inscripción',
  'editionAdmin.editions.column.endRegistration': 'Fecha de Fin',
  'editionAdmin.editions.column.actions': 'Acciones',
  'editionAdmin.editions.rowMenu': 'Acciones',
  'editionAdmin.editions.menu.view': 'Ver',
  'editionAdmin.editions.menu.edit': 'Editar',
  'editionAdmin.editions.menu.delete': 'Eliminar',
  'editionAdmin.editions.empty': 'No se encontraron ediciones.',
  'editionAdmin.editions.error': 'No fue posible cargar las ediciones.',
  'editionAdmin.inactiveEditions.title': 'Ediciones inactivas',
  'editionAdmin.inactiveEditions.empty': 'No hay ediciones inactivas.',
  'editionAdmin.deleteEdition.title': 'Eliminar edición',
  'editionAdmin.deleteEdition.message':
    '¿Seguro que deseas eliminar la edición {name}? Esta acción no se puede deshacer.',
  'editionAdmin.deleteEdition.cancel': 'Cancelar',
  'editionAdmin.deleteEdition.confirm': 'Eliminar',
  'editionAdmin.deleteEdition.success': 'Edición eliminada con éxito.',
  'editionAdmin.deleteEdition.failure': 'No fue posible eliminar la edición.',
};
