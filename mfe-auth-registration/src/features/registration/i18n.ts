import type { LocaleMessages } from 'shared-contracts';

/** Messages of registration in every locale (keys prefixed "authRegistration."). */
export const registrationMessages: LocaleMessages = { 'pt-BR': {}, es: {}, 'pt-PT': {} };
