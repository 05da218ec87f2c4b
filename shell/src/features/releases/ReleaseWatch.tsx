import { useEffect, useState } from 'react';
import { useLocation } from 'shared-contracts/ui';
import type { ProjectRegistry } from 'shared-contracts';
import { fetchRegistry } from './fetch-registry';
import { createReleaseWatch, type ReleaseWatchOptions } from './release-watch';

export interface ReleaseWatchProps {
  projectId: number;
  /** The registry the page booted with. */
  registry: ProjectRegistry;
  /** Replaces the real registry read and page load (tests). */
  options?: Partial<ReleaseWatchOptions>;
}

/**
 * Inside the router: tells the release watch about every navigation and about the tab becoming visible
 * (see createReleaseWatch). Renders nothing.
 */
export function ReleaseWatch({ projectId, registry, options }: ReleaseWatchProps) {
  const { pathname } = useLocation();
  const [watch] = useState(() =>
    createReleaseWatch({
      running: registry,
      fetchLatest: () => fetchRegistry(projectId, globalThis.fetch.bind(globalThis)),
      reload: () => window.location.reload(),
      ...options,
    }),
  );
  useEffect(() => watch.navigated(pathname), [watch, pathname]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') watch.becameVisible();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [watch]);
  return null;
}
