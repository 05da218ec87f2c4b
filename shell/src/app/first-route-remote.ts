import type { RemoteName, User } from 'shared-contracts';
import { decideGuard } from '../features/guards/guard-decision';
import { routeFor } from '../features/remotes/route-match';

/**
 * The remote the first screen will render, when its guard lets this user in: boot starts downloading it
 * while the shell itself is still rendering, instead of after.
 */
export function firstRouteRemote(pathname: string, user: User | null): RemoteName | null {
  const entry = routeFor(pathname);
  return entry && decideGuard(entry.guard, user).kind === 'render' ? entry.remote : null;
}
