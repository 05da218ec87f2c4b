import { Box } from '@chakra-ui/react';
import { use, useEffect, useRef, useState } from 'react';
import { useLocation } from 'shared-contracts/ui';
import type { RemoteName } from 'shared-contracts';
import type { Parcel } from 'single-spa';
import { parcelConfigOf } from './remote-module';
import { useParcelProps } from './parcel-props';
import { useRemoteLoader } from './remote-loader-context';

/**
 * A remote that brings its own framework: its module's `parcel` (or default) export is a
 * single-spa parcel config, mounted into a div here with the custom props of shared-contracts'
 * ParcelCustomProps, updated (not remounted) when the path or the language changes, and unmounted
 * when the route is left.
 */
export function ParcelRoute({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const module = use(useRemoteLoader().load(remote));
  const config = parcelConfigOf(module);
  const host = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const props = useParcelProps(remote, routeId, pathname);
  const latest = useRef(props);
  latest.current = props;
  const mounted = useRef<Parcel | null>(null);
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
        const parcel = mountRootParcel(config, { ...latest.current, domElement });
        mounted.current = parcel;
        parcel.mountPromise.catch((error: unknown) =>
          setFailure(error ?? new Error(`parcel ${remote} failed to mount`)),
        );
        unmount = () => {
          mounted.current = null;
          void parcel.mountPromise.then(
            () => parcel.unmount(),
            () => undefined,
          );
        };
      },
      (error: unknown) => setFailure(error),
    );
    return () => unmount();
  }, [config, remote, routeId]);

  const { locale, userId } = props;
  useEffect(() => {
    const parcel = mounted.current;
    const domElement = host.current;
    if (!parcel?.update || !domElement || parcel.getStatus() !== 'MOUNTED') return;
    // single-spa replaces the custom props on update: the element goes with them again.
    parcel.update({ ...latest.current, domElement }).catch((error: unknown) => setFailure(error));
  }, [pathname, locale, userId]);

  if (!config) throw new Error(`remote ${remote} exports no single-spa parcel`);
  if (failure) throw failure;
  return <Box ref={host} data-parcel={remote} />;
}
