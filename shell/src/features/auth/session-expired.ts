import { resolveLocale } from 'shared-contracts';
import { resetAppState, useAuthStore } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { SHELL_MESSAGES } from '../../i18n';
import { useLocaleChoice } from '../i18n';

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
  toaster.create({ type: 'warning', title: SHELL_MESSAGES[locale]['shell.session.expired'] });
}
