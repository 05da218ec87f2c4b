import type { LocaleMessages } from 'shared-contracts';

/** Messages of answer review (gabarito) in every locale (keys prefixed "examTaking."). */
export const answerReviewMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
