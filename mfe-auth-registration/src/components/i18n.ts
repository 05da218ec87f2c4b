import type { LocaleMessages } from 'shared-contracts';

/** Messages of components in every locale (keys prefixed "authRegistration."). */
export const componentsMessages: LocaleMessages = { 'pt-BR': {}, es: {}, 'pt-PT': {} };
