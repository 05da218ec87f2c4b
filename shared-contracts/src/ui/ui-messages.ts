import { defineMessages, useIntl } from 'react-intl';

/**
 * Texts of the shared UI pieces (toaster region, close buttons, the file chooser). Their translations are in
 * shared-contracts' lang files, which AppProviders and the test renderer merge beneath every package's own
 * messages, so a remote's tests and the shell need no copy of them in their own catalogs.
 */
export const uiMessages = defineMessages({
  notifications: { id: 'ui.toaster.region', defaultMessage: 'Notificações' },
  close: { id: 'ui.close', defaultMessage: 'Fechar' },
  chooseFile: { id: 'ui.file.choose', defaultMessage: 'Escolher arquivo' },
  noFileChosen: { id: 'ui.file.none', defaultMessage: 'Nenhum arquivo escolhido' },
});

type Key = keyof typeof uiMessages;

/** The shared UI's text for `key` in the screen's language. */
export function useUiText(): (key: Key) => string {
  const intl = useIntl();
  return (key) => intl.formatMessage(uiMessages[key]);
}
