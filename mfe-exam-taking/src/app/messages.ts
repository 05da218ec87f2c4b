import { PAGED_TABLE_MESSAGES, RICH_TEXT_MESSAGES } from 'shared-contracts/ui';
import { SUPPORTED_LOCALES, type LocaleMessages } from 'shared-contracts';
import { phaseTwoMessages } from '../features/phase-two/i18n';
import { es } from '../i18n/es';
import { ptBR } from '../i18n/pt-BR';
import { ptPT } from '../i18n/pt-PT';

const base: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };

/** Feature catalogs (each feature keeps its own messages beside its code). */
const catalogs: LocaleMessages[] = [
  phaseTwoMessages,
];

/** This remote's messages in every locale (with the shared paged table's); the shell merges them. */
export const messages: LocaleMessages = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      PAGED_TABLE_MESSAGES[locale],
      RICH_TEXT_MESSAGES[locale],
      base[locale],
      ...catalogs.map((c) => c[locale]),
    ),
  ]),
) as LocaleMessages;
