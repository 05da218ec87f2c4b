import { AppProviders } from 'shared-contracts/ui';
import { resolveLocale, type AppConfig } from 'shared-contracts';
import { BootErrorPage } from '../features/errors/BootErrorPage';
import { useLocaleChoice } from '../features/i18n/locale-store';
import { SHELL_MESSAGES } from '../i18n';

/** The error page when boot fails (no registry, so no router or remotes). */
export function BootFailure({ appConfig, error }: { appConfig: AppConfig | null; error: unknown }) {
  const chosen = useLocaleChoice((s) => s.chosen);
  const projectId = appConfig?.projectId ?? 0;
  const locale = resolveLocale({ browserLanguage: globalThis.navigator?.language, projectId, chosen });
  const messages = { ...SHELL_MESSAGES['pt-BR'], ...SHELL_MESSAGES[locale] };
  return (
    <AppProviders projectId={projectId} locale={locale} messages={messages}>
      <BootErrorPage detail={error instanceof Error ? error.message : undefined} />
    </AppProviders>
  );
}
