import { translatedCatalog, type LocaleMessages } from 'shared-contracts';
import es from '../../lang/es.json';
import ptPT from '../../lang/pt-PT.json';

/**
 * The shell's own messages in every locale (ids "shell.*"): pt-BR is the descriptors' defaultMessage
 * (lang/pt-BR.json is extracted from them), lang/es.json and lang/pt-PT.json hold the translations. shared-contracts' own
 * messages come with AppProviders.
 */
export const SHELL_MESSAGES: LocaleMessages = translatedCatalog({ es, 'pt-PT': ptPT });
