import type { LocaleMessages } from 'shared-contracts';

/** Messages of the phase 2 page in every locale (keys prefixed "examTaking."). */
export const phaseTwoMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
