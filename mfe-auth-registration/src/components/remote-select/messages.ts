import { defineMessages } from 'react-intl';

/** The remote select's texts. */
export const remoteSelectMessages = defineMessages({
  loading: {
    id: 'authRegistration.remoteSelect.loading',
    defaultMessage: 'Carregando…',
  },
  more: {
    id: 'authRegistration.remoteSelect.more',
    defaultMessage: 'Carregar mais',
  },
  failed: {
    id: 'authRegistration.remoteSelect.failed',
    defaultMessage: 'Não foi possível carregar as opções.',
  },
  retry: {
    id: 'authRegistration.remoteSelect.retry',
    defaultMessage: 'Tentar novamente',
  },
  open: {
    id: 'authRegistration.remoteSelect.open',
    defaultMessage: 'Mostrar opções',
  },
  clear: {
    id: 'authRegistration.remoteSelect.clear',
    defaultMessage: 'Limpar seleção',
  },
});
