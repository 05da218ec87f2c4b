import { SignInCallback } from '../features/auth/SignInCallback';
import { MobileAppDialog } from '../features/mobile-app/MobileAppDialog';
import { ShellProviders, type ShellDependencies } from './ShellProviders';
import { ShellRoutes } from './ShellRoutes';

/** The shell inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function ShellApp(deps: ShellDependencies) {
  return (
    <ShellProviders {...deps}>
      <SignInCallback>
        <ShellRoutes />
      </SignInCallback>
      <MobileAppDialog />
    </ShellProviders>
  );
}
