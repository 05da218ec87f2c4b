import type { LocaleMessages } from 'shared-contracts';

/** Messages of the teacher recommendation in every locale (keys prefixed "examTaking."). */
export const teacherRecommendationMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
