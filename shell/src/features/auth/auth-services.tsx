import { createContext, useContext, type ReactNode } from 'react';
import {
  completeLoginIfCallback,
  endSession,
  startLogin,
  takeReturnTo,
  type LoginOutcome,
} from 'shared-contracts/client';
import { type AppConfig } from 'shared-contracts';

/** The sign-in/out operations the shell's screens call (tests substitute fakes). */
export interface AuthServices {
  startLogin: (returnTo?: string | null) => Promise<void>;
  completeLoginIfCallback: () => Promise<LoginOutcome>;
  takeReturnTo: () => string | null;
  /**
   * Ends the API session (`everywhere`: every session of the account, on every device), clears local
   * state; answers the identity provider's logout URL (or null).
   */
  endSession: (options?: { everywhere?: boolean }) => Promise<string | null>;
  /** Leaves the app for another URL (the identity provider's logout). */
  redirectTo: (url: string) => void;
}

export function oidcAuthServices(appConfig: AppConfig): AuthServices {
  return {
    // The page's language (LocalizedProviders keeps <html lang> on the chosen locale).
    startLogin: (returnTo) => startLogin(appConfig, returnTo, globalThis.document?.documentElement.lang),
    completeLoginIfCallback: () => completeLoginIfCallback(appConfig),
    takeReturnTo,
    endSession: (options) => endSession(appConfig, options),
    redirectTo: (url) => globalThis.location.assign(url),
  };
}

const AuthServicesContext = createContext<AuthServices | null>(null);

export function AuthServicesProvider({
  services,
  children,
}: {
  services: AuthServices;
  children?: ReactNode;
}) {
  return <AuthServicesContext.Provider value={services}>{children}</AuthServicesContext.Provider>;
}

export function useAuthServices(): AuthServices {
  const services = useContext(AuthServicesContext);
  if (!services) throw new Error('useAuthServices outside AuthServicesProvider');
  return services;
}
