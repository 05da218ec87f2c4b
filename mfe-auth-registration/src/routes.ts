import type { RemoteRoutesModule } from 'shared-contracts/ui';
import { lazyScreen } from './app/lazy-screen';
import { messages } from './app/messages';

// Each screen is its own chunk: the first route downloads only its own code.
const RegistrationPage = lazyScreen(
  () => import('./features/registration/components/RegistrationPage'),
  'RegistrationPage',
);
const EnrollmentConfirmationPage = lazyScreen(
  () => import('./features/enrollment-confirmation/components/EnrollmentConfirmationPage'),
  'EnrollmentConfirmationPage',
);
const SupportPage = lazyScreen(() => import('./features/support/components/SupportPage'), 'SupportPage');

/**
 * What the shell loads as 'mfe_auth_registration/routes': a component per route id this remote owns (an id
 * left out would fall to the shell's Not Found, never a placeholder).
 */
export const remote = 'mfe_auth_registration';
export const routes: RemoteRoutesModule<'mfe_auth_registration'>['routes'] = {
  'registration.support': SupportPage,
  'registration.confirm': EnrollmentConfirmationPage,
  'registration.edition': RegistrationPage,
  'registration.student': RegistrationPage,
};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_auth_registration'> = { remote, routes, messages };
export default remoteModule;
