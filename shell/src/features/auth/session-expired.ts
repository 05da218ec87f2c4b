import { createIntl, defineMessages } from 'react-intl';
import { DEFAULT_LOCALE, resolveLocale } from 'shared-contracts';
import { resetAppState, useAuthStore } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { SHELL_MESSAGES } from '../../i18n';
import { useLocaleChoice } from '../i18n';

const sessionMessages = defineMessages({
  expired: {
    id: 'shell.session.expired',
    defaultMessage: 'Sua sessão expirou. Entre novamente para continuar.',
  },
});

/**
 * What a 401 does (spec 1 §7): the user is logged out locally and told so; the route guards
 * then show the login screen in place, and after login the user returns to the same path.
 */
export function handleUnauthorized(projectId: number): void {
  if (!useAuthStore.getState().credentials) return;
  useAuthStore.getState().clear();
  resetAppState();
  const locale = resolveLocale({
    browserLanguage: globalThis.navigator?.language,
    projectId,
    chosen: useLocaleChoice.getState().chosen,
  });
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: SHELL_MESSAGES[locale] });
  toaster.create({ type: 'warning', title: intl.formatMessage(sessionMessages.expired) });
}
