import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-contracts/ui';
import { boot } from './app/boot';
import { BootFailure } from './app/BootFailure';
import { ShellApp } from './app/ShellApp';
import { oidcAuthServices } from './features/auth/auth-services';
import { initFederation, loadRemoteRoutes, preloadRemoteRoutes } from './features/remotes/mf-runtime';
import { firstRouteRemote } from './app/first-route-remote';
import { isSignedIn, useAuthStore } from 'shared-contracts/client';
import { ReleaseWatch } from './features/releases';
import { syncSignedInHint } from './features/auth/sync-signed-in-hint';

/** Boots the shell; `fetchImpl` answers the configuration and registry reads the entry started. */
export async function start(fetchImpl: typeof fetch): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const root = createRoot(container);
  // The server answers a plain `/` with the app only for a browser whose cookie says it is signed in.
  syncSignedInHint();
  const result = await boot({ fetchImpl, initFederation, loadModule: loadRemoteRoutes });
  if (!result.ok) {
    root.render(<BootFailure appConfig={result.appConfig} error={result.error} />);
    return;
  }
  const { appConfig, registry, loader } = result;
  // The first screen's remote downloads while the shell renders (a parcel loads as its route asks).
  const session = useAuthStore.getState();
  const first = firstRouteRemote(location.pathname, isSignedIn(session) ? session.user : null);
  if (first && loader.kindOf(first) === 'module') preloadRemoteRoutes(first);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one long task that blocks input on a slow phone (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <ShellApp env={{ appConfig, registry }} loader={loader} auth={oidcAuthServices(appConfig)} />
          <ReleaseWatch projectId={appConfig.projectId} registry={registry} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
