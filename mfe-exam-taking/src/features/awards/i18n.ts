import type { LocaleMessages } from 'shared-contracts';

/** Messages of the awards and voucher tutorial in every locale (keys prefixed "examTaking."). */
export const awardsMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
