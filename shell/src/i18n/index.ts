import type { LocaleMessages } from 'shared-contracts';
import es from '../../lang/es.json';
import ptBR from '../../lang/pt-BR.json';
import ptPT from '../../lang/pt-PT.json';

/**
 * The shell's own messages in every locale (ids "shell.*"): lang/pt-BR.json is extracted from the
 * descriptors in the code, lang/es.json and lang/pt-PT.json hold the translations. shared-contracts' own
 * messages come with AppProviders.
 */
export const SHELL_MESSAGES: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };
