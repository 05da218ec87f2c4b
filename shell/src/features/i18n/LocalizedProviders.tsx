import { useEffect, useMemo, type ReactNode } from 'react';
import { AppProviders } from 'shared-contracts/ui';
import { SHELL_MESSAGES } from '../../i18n';
import { useShellEnv } from '../../shared/shell-env';
import { remoteMessagesFor, useRemoteMessages } from '../remotes';
import { useLocale } from './use-locale';

/**
 * AppProviders with the project's theme (its registry's colours), the effective locale and the merged catalog: pt-BR as the fallback for
 * every key, the locale's own text over it, then the messages of the remotes loaded so far.
 */
export function LocalizedProviders({ children }: { children?: ReactNode }) {
  const { appConfig, registry } = useShellEnv();
  const projectId = appConfig.projectId;
  const locale = useLocale();
  const byRemote = useRemoteMessages((s) => s.byRemote);
  const messages = useMemo(
    () => ({ ...SHELL_MESSAGES['pt-BR'], ...SHELL_MESSAGES[locale], ...remoteMessagesFor(byRemote, locale) }),
    [locale, byRemote],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <AppProviders projectId={projectId} theme={registry.theme} locale={locale} messages={messages}>
      {children}
    </AppProviders>
  );
}
