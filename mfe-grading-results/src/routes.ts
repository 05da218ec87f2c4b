import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from 'shared-contracts/ui';
import type { RemoteRouteIds } from 'shared-contracts';
import { lazyScreen } from './app/lazy-screen';
import { messages } from './i18n';

const ParticipantsArea = lazyScreen(() => import('./app/ParticipantsArea'), 'ParticipantsArea');
const GenerateResultsPage = lazyScreen(
  () => import('./features/generate-results/components/GenerateResultsPage'),
  'GenerateResultsPage',
);
const ReportsPage = lazyScreen(() => import('./features/reports/components/ReportsPage'), 'ReportsPage');

/** What the shell loads as 'mfe_grading_results/routes': a component per route id this remote owns. */
export const remote = 'mfe_grading_results';
export const routes: Record<RemoteRouteIds<'mfe_grading_results'>, ComponentType> = {
  'grading.participants': ParticipantsArea,
  'grading.generateResults': GenerateResultsPage,
  'grading.reports': ReportsPage,
};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_grading_results'> = { remote, routes, messages };
export default remoteModule;
