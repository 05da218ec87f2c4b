import type { LocaleMessages } from 'shared-contracts';

/** Messages of support in every locale (keys prefixed "authRegistration."). */
export const supportMessages: LocaleMessages = { 'pt-BR': {}, es: {}, 'pt-PT': {} };
