import type { EditionAdminMessageId } from './pt-BR';

/** European Portuguese messages of mfe_edition_admin. */
export const ptPT: Record<EditionAdminMessageId, string> = {
  'editionAdmin.editions.title': 'Edições',
  'editionAdmin.editions.create': 'Criar Edição',
  'editionAdmin.editions.column.edition': 'Edição',
  'editionAdmin.editions.column.year': 'Ano',
  'editionAdmin.editions.column.coordinators': 'Coordenadores',
  'editionAdmin.editions.column.startRegistration': 'Data de Inscrição',
  'editionAdmin.editions.column.endRegistration': 'Data de Fim',
  'editionAdmin.editions.column.actions': 'Ações',
  'editionAdmin.editions.rowMenu': 'Ações',
  'editionAdmin.editions.menu.view': 'Ver',
  'editionAdmin.editions.menu.edit': 'Editar',
  'editionAdmin.editions.menu.delete': 'Eliminar',
  'editionAdmin.editions.empty': 'Não foram encontradas edições.',
  'editionAdmin.editions.error': 'Não foi possível carregar as edições.',
  'editionAdmin.inactiveEditions.title': 'Edições inativas',
  'editionAdmin.inactiveEditions.empty': 'Não há edições inativas.',
  'editionAdmin.deleteEdition.title': 'Eliminar edição',
  'editionAdmin.deleteEdition.message':
    'Tem a certeza de que pretende eliminar a edição {name}? Esta ação não pode ser anulada.',
  'editionAdmin.deleteEdition.cancel': 'Cancelar',
  'editionAdmin.deleteEdition.confirm': 'Eliminar',
  'editionAdmin.deleteEdition.success': 'Edição eliminada com sucesso.',
  'editionAdmin.deleteEdition.failure': 'Não foi possível remover a edição.',
};
