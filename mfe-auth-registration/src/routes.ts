import type { RemoteRoutesModule } from 'shared-contracts';
import { messages } from './i18n';

/**
 * What the shell loads as 'mfe_auth_registration/routes'. No screen is built yet: every route id this remote
 * owns is left unregistered so the shell answers it with Not Found (never a placeholder).
 */
export const remote = 'mfe_auth_registration';
export const routes: RemoteRoutesModule<'mfe_auth_registration'>['routes'] = {};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_auth_registration'> = { remote, routes, messages };
export default remoteModule;
