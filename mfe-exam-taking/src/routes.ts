import type { RemoteRoutesModule } from 'shared-contracts';
import { ActiveEditionsPage } from './features/active-editions/components/ActiveEditionsPage';
import { ActiveEditionArea } from './features/edition-area/ActiveEditionArea';
import { InactiveEditionArea } from './features/edition-area/InactiveEditionArea';
import { InactiveEditionsPage } from './features/inactive-editions/components/InactiveEditionsPage';
import { PhaseTwoPage } from './features/phase-two/components/PhaseTwoPage';
import { messages } from './i18n';

/** What the shell loads as 'mfe_exam_taking/routes': a component per route id. */
export const remote = 'mfe_exam_taking';
export const routes: RemoteRoutesModule<'mfe_exam_taking'>['routes'] = {
  'exam.activeEditions': ActiveEditionsPage,
  'exam.activeArea': ActiveEditionArea,
  'exam.inactiveEditions': InactiveEditionsPage,
  'exam.inactiveArea': InactiveEditionArea,
  'exam.phaseTwo': PhaseTwoPage,
};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_exam_taking'> = { remote, routes, messages };
export default remoteModule;
