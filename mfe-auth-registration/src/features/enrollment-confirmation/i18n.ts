import type { LocaleMessages } from 'shared-contracts';

/** Messages of enrollment-confirmation in every locale (keys prefixed "authRegistration."). */
export const enrollmentConfirmationMessages: LocaleMessages = { 'pt-BR': {}, es: {}, 'pt-PT': {} };
