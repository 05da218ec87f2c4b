import { PAGED_TABLE_MESSAGES } from 'shared-contracts/ui';
import { type LocaleMessages } from 'shared-contracts';
import { es } from './es';
import { ptBR } from './pt-BR';
import { ptPT } from './pt-PT';

/** This remote's messages in every locale (with the shared paged table's); the shell merges them. */
export const messages: LocaleMessages = {
  'pt-BR': { ...PAGED_TABLE_MESSAGES['pt-BR'], ...ptBR },
  es: { ...PAGED_TABLE_MESSAGES.es, ...es },
  'pt-PT': { ...PAGED_TABLE_MESSAGES['pt-PT'], ...ptPT },
};
