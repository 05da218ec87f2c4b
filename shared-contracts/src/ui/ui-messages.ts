import { useIntl } from 'react-intl';
import { lookupMessage, messagesById } from '../i18n/message-lookup';

/**
 * Accessible names of the shared UI pieces (toaster region, close buttons) in every supported language.
 * They are read from this catalog with the screen's locale, so a remote's tests and the shell need no
 * copy of them in their own catalogs.
 */
const UI_MESSAGE_IDS = {
  notifications: 'ui.toaster.region',
  close: 'ui.close',
} as const;

type Key = keyof typeof UI_MESSAGE_IDS;

export const UI_MESSAGES = messagesById<Key>(UI_MESSAGE_IDS, {
  'pt-BR': { notifications: 'Notificações', close: 'Fechar' },
  es: { notifications: 'Notificaciones', close: 'Cerrar' },
  'pt-PT': { notifications: 'Notificações', close: 'Fechar' },
});

/** The shared UI's text for `key` in the screen's language. */
export function useUiText(): (key: Key) => string {
  const { locale } = useIntl();
  return (key) => lookupMessage(UI_MESSAGES, UI_MESSAGE_IDS[key], locale);
}
