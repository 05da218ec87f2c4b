import type { RemoteRoutesModule } from 'shared-contracts';
import { RegistrationPage } from './features/registration/components/RegistrationPage';
import { EnrollmentConfirmationPage } from './features/enrollment-confirmation/components/EnrollmentConfirmationPage';
import { SupportPage } from './features/support/components/SupportPage';
import { messages } from './i18n';

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
