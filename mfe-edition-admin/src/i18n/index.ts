import { translatedCatalog, type LocaleMessages } from 'shared-contracts';
import es from '../../lang/es.json';
import ptPT from '../../lang/pt-PT.json';

/**
 * This remote's messages in every locale (ids "editionAdmin.*"): pt-BR is the descriptors' defaultMessage
 * (lang/pt-BR.json is extracted from them), lang/es.json and lang/pt-PT.json hold the translations. The shell merges them;
 * shared-contracts' own messages (the paged table's) come with AppProviders.
 */
export const messages: LocaleMessages = translatedCatalog({ es, 'pt-PT': ptPT });
