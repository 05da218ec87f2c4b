import es from '../../lang/es.json';
import ptBR from '../../lang/pt-BR.json';
import ptPT from '../../lang/pt-PT.json';
import { DEFAULT_LOCALE, type Locale, type LocaleMessages, type Messages } from './locales';

/**
 * Every message of shared-contracts (registration, teams and files, recommendation, the shared UI, the
 * paged table, the rich-text editor) in every locale: lang/pt-BR.json is extracted from the descriptors in
 * the code, lang/es.json and lang/pt-PT.json hold the translations. AppProviders and the test renderer
 * merge them beneath a package's own messages; the API reads them with `lookupMessage`.
 */
export const SHARED_MESSAGES: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };

/**
 * The messages an IntlProvider gets for `locale`: shared-contracts' pt-BR texts, then its texts in the
 * locale, then the package's `messages` (each layer overriding the one beneath).
 */
export function withSharedMessages(locale: Locale, messages: Messages = {}): Messages {
  return { ...SHARED_MESSAGES[DEFAULT_LOCALE], ...SHARED_MESSAGES[locale], ...messages };
}
