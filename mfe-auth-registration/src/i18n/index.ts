import type { LocaleMessages } from 'shared-contracts';
import { es } from './es';
import { ptBR } from './pt-BR';
import { ptPT } from './pt-PT';

/** This remote's messages in every locale; the shell merges them into its IntlProvider. */
export const messages: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };
