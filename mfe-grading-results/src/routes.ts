import type { RemoteRoutesModule } from 'shared-contracts/ui';
import { messages } from './i18n';

/**
 * What the shell loads as 'mfe_grading_results/routes'. No screen is built yet: every route id this remote
 * owns is left unregistered so the shell answers it with Not Found (never a placeholder).
 */
export const remote = 'mfe_grading_results';
export const routes: RemoteRoutesModule<'mfe_grading_results'>['routes'] = {};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_grading_results'> = { remote, routes, messages };
export default remoteModule;
