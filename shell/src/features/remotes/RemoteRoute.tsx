import { Suspense, use, useCallback, useState } from 'react';
import { useLocation } from 'shared-contracts/ui';
import type { RemoteName } from 'shared-contracts';
import { ErrorBoundary } from '../errors';
import { NotFound } from '../errors';
import { ParcelRoute } from './ParcelRoute';
import { RemoteFallback } from './RemoteFallback';
import { routeComponentOf } from './remote-module';
import { useRemoteLoader } from './remote-loader-context';
import { RouteSpinner } from './RouteSpinner';

function RemoteRouteContent({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const module = use(useRemoteLoader().load(remote));
  const Component = routeComponentOf(module, routeId);
  if (!Component) return <NotFound />;
  return <Component />;
}

/**
 * Renders route `routeId` of `remote` inside the shell's layout: loaded through the MF runtime
 * (cached, retried), behind a spinner, and inside an error boundary so a remote that is down or
 * crashes shows a fallback with "Tentar novamente" while the rest of the shell keeps working.
 */
export function RemoteRoute({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const retry = useCallback(() => loader.invalidate(remote), [loader, remote]);
  // A new visit to a remote that failed before tries it again (once per mount).
  useState(() => loader.forgetFailure(remote));
  const parcel = loader.kindOf(remote) === 'parcel';
  return (
    <ErrorBoundary
      resetKey={pathname}
      onReset={retry}
      onError={(error) => console.error(`[shell] remote ${remote} (${routeId}) failed`, error)}
      fallback={(reset) => <RemoteFallback onRetry={reset} />}
    >
      <Suspense fallback={<RouteSpinner />}>
        {parcel ? (
          <ParcelRoute remote={remote} routeId={routeId} />
        ) : (
          <RemoteRouteContent remote={remote} routeId={routeId} />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
