import { translatedCatalog, type LocaleMessages } from 'shared-contracts';
import es from '../../lang/es.json';
import ptPT from '../../lang/pt-PT.json';

/** This remote's messages in every locale (its lang files); the shell merges them. */
export const messages: LocaleMessages = translatedCatalog({ es, 'pt-PT': ptPT });
