/** Brazilian Portuguese messages of mfe_edition_admin (keys prefixed "editionAdmin."). */
export const ptBR = {
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
  'editionAdmin.editions.menu.delete': 'Excluir',
  'editionAdmin.editions.empty': 'Nenhuma edição encontrada.',
  'editionAdmin.editions.error': 'Não foi possível carregar as edições.',
  'editionAdmin.inactiveEditions.title': 'Edições inativas',
  'editionAdmin.inactiveEditions.empty': 'Nenhuma edição inativa.',
  'editionAdmin.deleteEdition.title': 'Excluir edição',
  'editionAdmin.deleteEdition.message':
    'Tem certeza de que deseja excluir a edição {name}? Esta ação não pode ser desfeita.',
  'editionAdmin.deleteEdition.cancel': 'Cancelar',
  'editionAdmin.deleteEdition.confirm': 'Excluir',
  'editionAdmin.deleteEdition.success': 'Edição excluída com sucesso.',
  'editionAdmin.deleteEdition.failure': 'Não foi possível remover a edição.',
} as const;

export type EditionAdminMessageId = keyof typeof ptBR;
