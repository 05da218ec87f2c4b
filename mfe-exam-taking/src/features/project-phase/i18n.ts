import type { LocaleMessages } from 'shared-contracts';

/** Messages of the team and files screens in every locale (keys prefixed "examTaking."). */
export const projectPhaseMessages: LocaleMessages = {
  'pt-BR': {},
  es: {},
  'pt-PT': {},
};
