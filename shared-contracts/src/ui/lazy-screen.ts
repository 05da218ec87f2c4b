import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A route's screen as its own chunk: `lazyScreen(() => import('./features/x/XPage'), 'XPage')`. The shell
 * renders remote routes inside Suspense (its route spinner), so a remote's first route downloads only
 * that screen's code.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
