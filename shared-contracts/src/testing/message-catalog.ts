import { SUPPORTED_LOCALES, type LocaleMessages } from '../i18n/locales';

/** ICU argument names used by a message ("{total, plural, ...}" → total). */
function argumentsOf(text: string): string[] {
  return [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!).sort();
}

/**
 * What is wrong with a message catalog: a key missing from a locale, an empty message, arguments
 * that differ from pt-BR's, or a key outside the package's namespaces. Empty means all is well.
 */
export function messageCatalogProblems(messages: LocaleMessages, namespaces: readonly string[]): string[] {
  const problems: string[] = [];
  const allKeys = [...new Set(SUPPORTED_LOCALES.flatMap((locale) => Object.keys(messages[locale])))].sort();
  for (const key of allKeys) {
    if (!namespaces.some((ns) => key.startsWith(`${ns}.`)))
      problems.push(`${key}: outside ${namespaces.join(', ')}`);
    const reference = argumentsOf(messages['pt-BR'][key] ?? '').join(',');
    for (const locale of SUPPORTED_LOCALES) {
      const text = messages[locale][key];
      if (text === undefined) problems.push(`${key}: missing in ${locale}`);
      else if (text.trim() === '') problems.push(`${key}: empty in ${locale}`);
      else if (argumentsOf(text).join(',') !== reference)
        problems.push(`${key}: arguments in ${locale} differ from pt-BR`);
    }
  }
  return problems;
}

/** The messages of `ids` only, in every locale (an id missing from a locale stays missing). */
export function messagesOf(messages: LocaleMessages, ids: readonly string[]): LocaleMessages {
  const pick = (catalog: Record<string, string>) =>
    Object.fromEntries(ids.filter((id) => id in catalog).map((id) => [id, catalog[id]!]));
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, pick(messages[locale])]),
  ) as LocaleMessages;
}
