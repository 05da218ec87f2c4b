import type { ReactNode } from 'react';
import { AuthServicesProvider, type AuthServices } from '../features/auth/auth-services';
import { CrashFallback } from '../features/errors/CrashFallback';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { LocalizedProviders } from '../features/i18n/LocalizedProviders';
import { ShellEnvProvider, type ShellEnv } from '../shared/shell-env';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';

export interface ShellDependencies {
  env: ShellEnv;
  loader: RemoteLoader;
  auth: AuthServices;
}

/** Everything the shell's screens read from context, plus the crash fallback around them. */
export function ShellProviders({
  env,
  loader,
  auth,
  children,
}: ShellDependencies & { children?: ReactNode }) {
  return (
    <ShellEnvProvider env={env}>
      <LocalizedProviders>
        <ErrorBoundary fallback={() => <CrashFallback />}>
          <AuthServicesProvider services={auth}>
            <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
          </AuthServicesProvider>
        </ErrorBoundary>
      </LocalizedProviders>
    </ShellEnvProvider>
  );
}
