import type { LocaleMessages } from 'shared-contracts';

/** Messages of components in every locale (keys prefixed "authRegistration."). */
export const componentsMessages: LocaleMessages = {
  'pt-BR': {
    'authRegistration.remoteSelect.loading': 'Carregando…',
    'authRegistration.remoteSelect.more': 'Carregar mais',
    'authRegistration.remoteSelect.failed': 'Não foi possível carregar as opções.',
    'authRegistration.remoteSelect.retry': 'Tentar novamente',
    'authRegistration.remoteSelect.open': 'Mostrar opções',
    'authRegistration.remoteSelect.clear': 'Limpar seleção',
  },
  es: {
    'authRegistration.remoteSelect.loading': 'Cargando…',
    'authRegistration.remoteSelect.more': 'Cargar más',
    'authRegistration.remoteSelect.failed': 'No fue posible cargar las opciones.',
    'authRegistration.remoteSelect.retry': 'Intentar de nuevo',
    'authRegistration.remoteSelect.open': 'Mostrar opciones',
    'authRegistration.remoteSelect.clear': 'Borrar selección',
  },
  'pt-PT': {
    'authRegistration.remoteSelect.loading': 'A carregar…',
    'authRegistration.remoteSelect.more': 'Carregar mais',
    'authRegistration.remoteSelect.failed': 'Não foi possível carregar as opções.',
    'authRegistration.remoteSelect.retry': 'Tentar novamente',
    'authRegistration.remoteSelect.open': 'Mostrar opções',
    'authRegistration.remoteSelect.clear': 'Limpar seleção',
  },
};
