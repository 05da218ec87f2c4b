import { defaultPathFor, passesRoleGate, type RouteGuard, type User } from 'shared-contracts';

export type GuardDecision =
  { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'login' } | { kind: 'denied' };

/** What a route's guard does for the current user (null when signed out). */
export function decideGuard(guard: RouteGuard, user: User | null): GuardDecision {
  switch (guard.kind) {
    case 'public':
      return { kind: 'render' };
    case 'signedOut':
      return user ? { kind: 'redirect', to: defaultPathFor(user) } : { kind: 'render' };
    case 'signedIn':
      return user ? { kind: 'render' } : { kind: 'login' };
    case 'roles':
      if (!user) return { kind: 'login' };
      return passesRoleGate(user, guard.roles, guard.mode ?? 'any') ? { kind: 'render' } : { kind: 'denied' };
  }
}
