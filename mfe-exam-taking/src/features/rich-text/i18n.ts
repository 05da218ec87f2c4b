import type { LocaleMessages } from 'shared-contracts';

/** Messages of the rich-text editor in every locale (keys prefixed "examTaking."). */
export const richTextMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
