import type { LocaleMessages } from 'shared-contracts';

/** Messages of the ranking in every locale (keys prefixed "examTaking."). */
export const rankingMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
