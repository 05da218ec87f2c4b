import type { LocaleMessages } from 'shared-contracts';

/** Messages of school-request in every locale (keys prefixed "authRegistration."). */
export const schoolRequestMessages: LocaleMessages = { 'pt-BR': {}, es: {}, 'pt-PT': {} };
