import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '../client/query';
import { useProjectTheme } from './app-providers';
import { useLocation } from './router';
import { scopedSystemOf, systemFor } from './system';

/** A remote's own `ChakraProvider` (imported from '@chakra-ui/react' in the remote's code). */
export type UiProvider = ComponentType<{ value: SystemContext; children: ReactNode }>;

/** Where the screen is opened: a prefetch reads its ids from the path, its filters from the query. */
export interface ScreenLocation {
  pathname: string;
  search: string;
  /**
   * This opening of the screen (react-router's `location.key`: a new one per navigation). A read keyed by
   * it is fresh on every opening, as a screen's own read on mount was, and shared by the prefetch and the
   * screen of the same opening.
   */
  key: string;
}

/**
 * Starts the reads a screen makes first (`queryClient.prefetchQuery`, or `prefetchFirstPage` for a paged
 * table), under the keys the screen reads them with. It may be called again while the screen's code
 * loads (React renders a suspended screen afresh), so it must only start reads: prefetchQuery joins a read
 * under way and keeps a fresh answer, so the server is asked once.
 */
export type ScreenPrefetch = (queryClient: QueryClient, location: ScreenLocation) => void;

/**
 * How a remote declares its screens: `export const lazyScreen = screenLoader(ChakraProvider)` once in the
 * remote, then `lazyScreen(() => import('./features/x/XPage'), 'XPage')` per route.
 *
 * - Each screen is its own chunk. The shell renders remote routes inside Suspense (its route spinner), so
 *   a remote's first route downloads only that screen's code.
 * - Each screen renders inside the remote's own Chakra provider, on the shell's system. @chakra-ui/react is
 *   not a shared module (a shared module is never tree-shaken, and Chakra whole is about 240 KB
 *   compressed): every package builds the components it uses, and Chakra's context belongs to each copy.
 *   The system (the project's theme, recipes) is created once, by shared-contracts, and passed to every copy.
 * - `prefetch` (optional) starts the screen's first reads as soon as its route is opened, while the screen's
 *   own code is still downloading: on a slow phone its data and its code arrive together, instead of the
 *   read waiting until the screen has arrived, run and rendered.
 */
export function screenLoader(Provider: UiProvider) {
  return function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
    load: () => Promise<M>,
    name: K,
    prefetch?: ScreenPrefetch,
  ): ComponentType {
    const Lazy = lazy(() =>
      load().then((module) => {
        const Screen = module[name] as ComponentType;
        function ScopedScreen() {
          return (
            <Provider value={scopedSystemOf(systemFor(useProjectTheme()))}>
              <Screen />
            </Provider>
          );
        }
        ScopedScreen.displayName = `Scoped(${name})`;
        return { default: ScopedScreen };
      }),
    );
    if (!prefetch) return Lazy;
    const startReads = prefetch;
    function PrefetchedScreen() {
      const queryClient = useQueryClient();
      const { pathname, search, key } = useLocation();
      // As the route opens, before the screen's chunk is asked for (the Lazy below suspends on it).
      useState(() => startReads(queryClient, { pathname, search, key }));
      return <Lazy />;
    }
    PrefetchedScreen.displayName = `Prefetched(${name})`;
    return PrefetchedScreen;
  };
}
