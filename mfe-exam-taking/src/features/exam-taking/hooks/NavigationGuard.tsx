import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
  type Navigator,
  type To,
} from 'shared-contracts/ui';

/** A navigation the guard held back: go on with it, or stay. */
export interface BlockedNavigation {
  /** The path asked for (null for history steps such as navigate(-1)). */
  to: string | null;
  proceed: () => void;
  cancel: () => void;
}

interface GuardProps {
  /** Whether leaving for `to` must be confirmed. */
  shouldBlock: (to: string | null) => boolean;
  onBlocked: (navigation: BlockedNavigation) => void;
}

const pathnameOf = (to: To): string => (typeof to === 'string' ? to.split(/[?#]/)[0]! : (to.pathname ?? ''));

/**
 * Holds back in-app navigation (links, navigate()) that `shouldBlock` refuses, and reports it to
 * `onBlocked`. Under a data router it is react-router's useBlocker; under <BrowserRouter> (the shell)
 * or <MemoryRouter>, which have no blocker, it wraps the router's navigator.
 */
export function NavigationGuard(props: GuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <DataRouterGuard {...props} /> : <HistoryGuard {...props} />;
}

function DataRouterGuard({ shouldBlock, onBlocked }: GuardProps) {
  const blocker = useBlocker(({ nextLocation }) => shouldBlock(nextLocation.pathname));
  useEffect(() => {
    if (blocker.state === 'blocked')
      onBlocked({ to: blocker.location.pathname, proceed: blocker.proceed, cancel: blocker.reset });
  }, [blocker, onBlocked]);
  return null;
}

function HistoryGuard({ shouldBlock, onBlocked }: GuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const latest = useRef({ shouldBlock, onBlocked });
  useLayoutEffect(() => {
    latest.current = { shouldBlock, onBlocked };
  });
  useEffect(() => {
    const nav = navigator as Navigator;
    const original = { push: nav.push, replace: nav.replace, go: nav.go };
    const intercept = (to: string | null, run: () => void) => {
      if (!latest.current.shouldBlock(to)) run();
      else latest.current.onBlocked({ to, proceed: run, cancel: () => undefined });
    };
    nav.push = (to, state, opts) => intercept(pathnameOf(to), () => original.push.call(nav, to, state, opts));
    nav.replace = (to, state, opts) =>
      intercept(pathnameOf(to), () => original.replace.call(nav, to, state, opts));
    nav.go = (delta) => intercept(null, () => original.go.call(nav, delta));
    return () => {
      Object.assign(nav, original);
    };
  }, [navigator]);
  return null;
}
