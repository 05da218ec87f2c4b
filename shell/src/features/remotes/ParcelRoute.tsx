import { Box } from '@chakra-ui/react';
import { use, useEffect, useRef, useState } from 'react';
import { useLocation } from 'shared-contracts/ui';
import type { RemoteName } from 'shared-contracts';
import { parcelConfigOf } from './remote-module';
import { useRemoteLoader } from './remote-loader-context';

/**
 * A remote that brings its own framework: its module's `parcel` (or default) export is a
 * single-spa parcel config, mounted into a div here (custom props: remote, routeId, pathname)
 * and unmounted when the route is left.
 */
export function ParcelRoute({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const module = use(useRemoteLoader().load(remote));
  const config = parcelConfigOf(module);
  const host = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    const domElement = host.current;
    if (!config || !domElement) return;
    // single-spa is fetched only when a parcel remote is shown: module remotes never need it.
    let unmounted = false;
    let unmount = () => {
      unmounted = true;
    };
    import('single-spa').then(
      ({ mountRootParcel }) => {
        if (unmounted) return;
        const parcel = mountRootParcel(config, { domElement, remote, routeId, pathname });
        parcel.mountPromise.catch((error: unknown) =>
          setFailure(error ?? new Error(`parcel ${remote} failed to mount`)),
        );
        unmount = () =>
          void parcel.mountPromise.then(
            () => parcel.unmount(),
            () => undefined,
          );
      },
      (error: unknown) => setFailure(error),
    );
    return () => unmount();
  }, [config, remote, routeId, pathname]);

  if (!config) throw new Error(`remote ${remote} exports no single-spa parcel`);
  if (failure) throw failure;
  return <Box ref={host} data-parcel={remote} />;
}
