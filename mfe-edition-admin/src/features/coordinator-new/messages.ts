import { defineMessages } from 'react-intl';

/** The new-coordinator page (spec 2 "Edition form", §5 "Coordinator", §8 "Coordinators"). */
export const coordinatorNewMessages = defineMessages({
  title: { id: 'editionAdmin.coordinatorNew.title', defaultMessage: 'Novo coordenador' },
  email: { id: 'editionAdmin.coordinatorNew.email', defaultMessage: 'E-mail' },
  save: { id: 'editionAdmin.coordinatorNew.save', defaultMessage: 'Salvar' },
  cancel: { id: 'editionAdmin.coordinatorNew.cancel', defaultMessage: 'Cancelar' },
  saved: { id: 'editionAdmin.coordinatorNew.saved', defaultMessage: 'Coordenador salvo com sucesso!' },
  failed: {
    id: 'editionAdmin.coordinatorNew.failed',
    defaultMessage: 'Não foi possível completar sua solicitação no momento. Tente novamente mais tarde.',
  },
});
