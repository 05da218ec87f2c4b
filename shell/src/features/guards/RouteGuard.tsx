import type { ReactNode } from 'react';
import { Navigate } from 'shared-contracts/ui';
import { isSignedIn, useAuthStore } from 'shared-contracts/client';
import { type RouteGuard as Guard } from 'shared-contracts';
import { LoginScreen } from '../auth';
import { AccessDenied } from './AccessDenied';
import { decideGuard } from './guard-decision';

/**
 * Applies a route-table guard: signed-out users see the login screen in place of protected
 * screens, signed-in users are sent away from the login route, and a failed role gate shows
 * the access-denied screen.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children?: ReactNode }) {
  const user = useAuthStore((s) => (isSignedIn(s) ? s.user : null));
  const decision = decideGuard(guard, user);
  switch (decision.kind) {
    case 'render':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login':
      return <LoginScreen />;
    case 'denied':
      return <AccessDenied />;
  }
}
