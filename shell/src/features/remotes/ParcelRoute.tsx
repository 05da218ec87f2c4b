import { Box } from '@chakra-ui/react';
import { use, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from 'shared-contracts';
import { mountRootParcel } from 'single-spa';
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
    if (!config || !host.current) return;
    const parcel = mountRootParcel(config, { domElement: host.current, remote, routeId, pathname });
    parcel.mountPromise.catch((error: unknown) =>
      setFailure(error ?? new Error(`parcel ${remote} failed to mount`)),
    );
    return () => {
      parcel.mountPromise.then(
        () => parcel.unmount(),
        () => undefined,
      );
    };
  }, [config, remote, routeId, pathname]);

  if (!config) throw new Error(`remote ${remote} exports no single-spa parcel`);
  if (failure) throw failure;
  return <Box ref={host} data-parcel={remote} />;
}
