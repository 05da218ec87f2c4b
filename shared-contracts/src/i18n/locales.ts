export const SUPPORTED_LOCALES = ['pt-BR', 'es', 'pt-PT'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Projects whose interface is forced to one language (spec 1 §1: project 36 is pt-PT). */
export const FORCED_LOCALE_BY_PROJECT: Readonly<Record<number, Locale>> = { 36: 'pt-PT' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Initial language (spec 1 §1): Spanish when the browser language contains "es", otherwise
 * the browser language when supported, pt-BR as the fallback; a project may force one.
 * A language the user picked in the selector wins over both.
 */
export function resolveLocale(options: {
  browserLanguage?: string | null;
  projectId?: number;
  chosen?: string | null;
}): Locale {
  if (isLocale(options.chosen)) return options.chosen;
  const forced = options.projectId !== undefined ? FORCED_LOCALE_BY_PROJECT[options.projectId] : undefined;
  if (forced) return forced;
  const browser = (options.browserLanguage ?? '').trim();
  if (browser.toLowerCase().includes('es')) return 'es';
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === browser.toLowerCase());
  return exact ?? DEFAULT_LOCALE;
}

export type Messages = Record<string, string>;
export type LocaleMessages = Record<Locale, Messages>;

/**
 * A package's catalog at run time: only the translations ship. pt-BR is the source language, whose text
 * is each descriptor's defaultMessage in the code; react-intl shows it without a lookup (and without a
 * missing-translation error) when the locale is the default one. lang/pt-BR.json is what the extraction
 * checks, not something the browser downloads.
 */
export const translatedCatalog = (
  translations: Record<Exclude<Locale, 'pt-BR'>, Messages>,
): LocaleMessages => ({
  'pt-BR': {},
  ...translations,
});
