import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The edition lists' messages (spec 2 "Edition list"). */
export const editionsMessages = defineMessages({
  title: { id: 'editionAdmin.editions.title', defaultMessage: 'Edições' },
  empty: { id: 'editionAdmin.editions.empty', defaultMessage: 'Nenhuma edição encontrada.' },
  inactiveTitle: { id: 'editionAdmin.inactiveEditions.title', defaultMessage: 'Edições inativas' },
  inactiveEmpty: { id: 'editionAdmin.inactiveEditions.empty', defaultMessage: 'Nenhuma edição inativa.' },
  create: { id: 'editionAdmin.editions.create', defaultMessage: 'Criar Edição' },
  error: { id: 'editionAdmin.editions.error', defaultMessage: 'Não foi possível carregar as edições.' },
  rowMenu: { id: 'editionAdmin.editions.rowMenu', defaultMessage: 'Ações' },
});

/** The list's column headers, by column key. */
export const columnMessages = defineMessages({
  edition: { id: 'editionAdmin.editions.column.edition', defaultMessage: 'Edição' },
  year: { id: 'editionAdmin.editions.column.year', defaultMessage: 'Ano' },
  coordinators: { id: 'editionAdmin.editions.column.coordinators', defaultMessage: 'Coordenadores' },
  startRegistration: {
    id: 'editionAdmin.editions.column.startRegistration',
    defaultMessage: 'Data de Inscrição',
  },
  endRegistration: { id: 'editionAdmin.editions.column.endRegistration', defaultMessage: 'Data de Fim' },
  actions: { id: 'editionAdmin.editions.column.actions', defaultMessage: 'Ações' },
});

/** A row menu item's label, by item. */
export const menuMessages = defineMessages({
  view: { id: 'editionAdmin.editions.menu.view', defaultMessage: 'Ver' },
  edit: { id: 'editionAdmin.editions.menu.edit', defaultMessage: 'Editar' },
  delete: { id: 'editionAdmin.editions.menu.delete', defaultMessage: 'Excluir' },
});

/** The deletion's confirmation and its outcome. */
export const deleteMessages = defineMessages<{
  title: NoMessageValues;
  message: { name: MessageValue };
  cancel: NoMessageValues;
  confirm: NoMessageValues;
  success: NoMessageValues;
  failure: NoMessageValues;
}>({
  title: { id: 'editionAdmin.deleteEdition.title', defaultMessage: 'Excluir edição' },
  message: {
    id: 'editionAdmin.deleteEdition.message',
    defaultMessage: 'Tem certeza de que deseja excluir a edição {name}? Esta ação não pode ser desfeita.',
  },
  cancel: { id: 'editionAdmin.deleteEdition.cancel', defaultMessage: 'Cancelar' },
  confirm: { id: 'editionAdmin.deleteEdition.confirm', defaultMessage: 'Excluir' },
  success: { id: 'editionAdmin.deleteEdition.success', defaultMessage: 'Edição excluída com sucesso.' },
  failure: { id: 'editionAdmin.deleteEdition.failure', defaultMessage: 'Não foi possível remover a edição.' },
});
