import {
  DEFAULT_LOCALE,
  isLocale,
  SUPPORTED_LOCALES,
  type Locale,
  type LocaleMessages,
  type Messages,
} from './locales';

/** Values of a message's simple `{name}` arguments. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A catalog written per locale by key (`{ required: '…' }`) turned into the messages react-intl takes,
 * keyed by message id (`{ 'teams.validation.required': '…' }`) in every supported locale.
 */
export function messagesById<Key extends string>(
  ids: Readonly<Record<Key, string>>,
  catalogs: Readonly<Record<Locale, Readonly<Record<Key, string>>>>,
): LocaleMessages {
  const byId = (catalog: Readonly<Record<Key, string>>): Messages => {
    const out: Messages = {};
    for (const key of Object.keys(ids) as Key[]) out[ids[key]] = catalog[key];
    return out;
  };
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, byId(catalogs[locale])]),
  ) as LocaleMessages;
}

/** Whether `value` is the id of one of the messages (pt-BR holds every id). */
export const hasMessageId = (messages: LocaleMessages, value: unknown): value is string =>
  typeof value === 'string' && value in messages[DEFAULT_LOCALE];

/**
 * The text of a message for the server (or anywhere without react-intl), with its simple `{name}`
 * arguments filled in from `values` (others are left as written). An unknown locale, or a text missing
 * in the locale, falls back to pt-BR; an id that is not in the messages is returned as given.
 */
export function lookupMessage(
  messages: LocaleMessages,
  id: string,
  locale: Locale | string = DEFAULT_LOCALE,
  values: MessageValues = {},
): string {
  const catalog = messages[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const text = catalog[id] ?? messages[DEFAULT_LOCALE][id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
