/** The language choice as other features use it: the selector and the stored choice. */
export { LanguageSelector } from './LanguageSelector';
export { reloadLocaleChoice, useLocaleChoice } from './locale-store';
export { localeNow } from './use-locale';
