import type { RemoteRoutesModule } from 'shared-contracts';
import { ActiveEditionsPage } from './features/active-editions/components/ActiveEditionsPage';
import { ActiveEditionArea } from './features/edition-area/ActiveEditionArea';
import { InactiveEditionsPage } from './features/inactive-editions/components/InactiveEditionsPage';
import { messages } from './i18n';

/**
 * What the shell loads as 'mfe_exam_taking/routes': a component per built route id. Route ids
 * not listed here (the inactive edition area, phase 2) fall to the shell's Not Found.
 */
export const remote = 'mfe_exam_taking';
export const routes: RemoteRoutesModule<'mfe_exam_taking'>['routes'] = {
  'exam.activeEditions': ActiveEditionsPage,
  'exam.activeArea': ActiveEditionArea,
  'exam.inactiveEditions': InactiveEditionsPage,
};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_exam_taking'> = { remote, routes, messages };
export default remoteModule;
