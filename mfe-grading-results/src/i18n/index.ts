import { translatedCatalog, type LocaleMessages } from 'shared-contracts';
import es from '../../lang/es.json';
import ptPT from '../../lang/pt-PT.json';

/**
 * This remote's messages in every locale (ids "gradingResults.*"; none yet, its screens come in later
 * issues): lang/pt-BR.json is extracted from the descriptors in the code, lang/es.json and lang/pt-PT.json
 * hold the translations. The shell merges them into its IntlProvider.
 */
export const messages: LocaleMessages = translatedCatalog({ es, 'pt-PT': ptPT });
