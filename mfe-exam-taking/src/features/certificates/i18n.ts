import type { LocaleMessages } from 'shared-contracts';

/** Messages of the certificates in every locale (keys prefixed "examTaking."). */
export const certificatesMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
