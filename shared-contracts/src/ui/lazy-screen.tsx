import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { useProjectTheme } from './app-providers';
import { scopedSystemOf, systemFor } from './system';

/** A remote's own `ChakraProvider` (imported from '@chakra-ui/react' in the remote's code). */
export type UiProvider = ComponentType<{ value: SystemContext; children: ReactNode }>;

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
 */
export function screenLoader(Provider: UiProvider) {
  return function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
    load: () => Promise<M>,
    name: K,
  ): LazyExoticComponent<ComponentType> {
    return lazy(() =>
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
  };
}
