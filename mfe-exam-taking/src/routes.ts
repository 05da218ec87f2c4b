import type { RemoteRoutesModule } from 'shared-contracts/ui';
import { lazyScreen } from './app/lazy-screen';
import { messages } from './app/messages';
import { prefetchActiveEditions } from './features/active-editions/hooks/useActiveEditions';

// Each screen is its own chunk: the first route downloads only its own code. A screen with a prefetch
// asks for its first data as its route opens, while that code downloads.
const ActiveEditionsPage = lazyScreen(
  () => import('./features/active-editions/components/ActiveEditionsPage'),
  'ActiveEditionsPage',
  prefetchActiveEditions,
);
const ActiveEditionArea = lazyScreen(
  () => import('./app/edition-area/ActiveEditionArea'),
  'ActiveEditionArea',
);
const InactiveEditionArea = lazyScreen(
  () => import('./app/edition-area/InactiveEditionArea'),
  'InactiveEditionArea',
);
const InactiveEditionsPage = lazyScreen(
  () => import('./features/inactive-editions/components/InactiveEditionsPage'),
  'InactiveEditionsPage',
);
const PhaseTwoPage = lazyScreen(() => import('./features/phase-two/components/PhaseTwoPage'), 'PhaseTwoPage');

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
