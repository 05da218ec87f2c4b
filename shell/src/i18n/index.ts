import type { Locale, LocaleMessages } from 'shared-contracts';
import { es } from './es';
import { ptBR } from './pt-BR';
import { ptPT } from './pt-PT';

export type { ShellMessageId } from './pt-BR';

/** The shell's own catalog in every supported locale. */
export const SHELL_MESSAGES: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };

export function shellMessagesFor(locale: Locale): Record<string, string> {
  return SHELL_MESSAGES[locale];
}
