import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from 'shared-contracts/ui';
import { lazyScreen } from './app/lazy-screen';
import type { EditionAdminRouteId } from './shared/built-routes';
import { messages } from './i18n';

// Each screen is its own chunk: the first route downloads only its own code.
const EditionDetailPage = lazyScreen(
  () => import('./features/edition-detail/components/EditionDetailPage'),
  'EditionDetailPage',
);
const EditionListPage = lazyScreen(
  () => import('./features/editions/components/EditionsPage'),
  'EditionListPage',
);
const CertificateVerificationPage = lazyScreen(
  () => import('./features/certificate-verification/components/CertificateVerificationPage'),
  'CertificateVerificationPage',
);
const SchoolRequestsPage = lazyScreen(
  () => import('./features/school-requests/components/SchoolRequestsPage'),
  'SchoolRequestsPage',
);
const InactiveEditionsPage = lazyScreen(
  () => import('./features/editions/components/EditionsPage'),
  'InactiveEditionsPage',
);
const NewEditionPage = lazyScreen(
  () => import('./features/edition-form/components/EditionFormPage'),
  'NewEditionPage',
);
const EditEditionPage = lazyScreen(
  () => import('./features/edition-form/components/EditionFormPage'),
  'EditEditionPage',
);
const ExamPreviewPage = lazyScreen(
  () => import('./features/exam-preview/components/ExamPreviewPage'),
  'ExamPreviewPage',
);
const CoordinatorNewPage = lazyScreen(
  () => import('./features/coordinator-new/components/CoordinatorNewPage'),
  'CoordinatorNewPage',
);
const NotificationsPage = lazyScreen(
  () => import('./features/notifications/components/NotificationsPage'),
  'NotificationsPage',
);
const ExamsPage = lazyScreen(() => import('./features/exams/components/ExamsPage'), 'ExamsPage');
const NewExamPage = lazyScreen(() => import('./features/exam-form/components/ExamFormPage'), 'NewExamPage');
const EditExamPage = lazyScreen(() => import('./features/exam-form/components/ExamFormPage'), 'EditExamPage');

/**
 * What the shell loads as 'mfe_edition_admin/routes': a component per built route id (the same
 * ids as BUILT_ROUTE_IDS, which links consult). Ids not listed fall to the shell's Not Found.
 */
export const remote = 'mfe_edition_admin';
export const routes: Partial<Record<EditionAdminRouteId, ComponentType>> = {
  'admin.editions': EditionListPage,
  'admin.adminEditions': EditionListPage,
  'admin.inactiveEditions': InactiveEditionsPage,
  'admin.editionDetail': EditionDetailPage,
  'admin.adminEditionDetail': EditionDetailPage,
  'admin.schoolRequests': SchoolRequestsPage,
  'admin.editionNew': NewEditionPage,
  'admin.editionEdit': EditEditionPage,
  'admin.coordinatorNew': CoordinatorNewPage,
  'admin.exams': ExamsPage,
  'admin.examNew': NewExamPage,
  'admin.examEdit': EditExamPage,
  'admin.examPreview': ExamPreviewPage,
  'admin.notifications': NotificationsPage,
  'certificates.verify': CertificateVerificationPage,
};
export { messages };

const remoteModule: RemoteRoutesModule<'mfe_edition_admin'> = { remote, routes, messages };
export default remoteModule;
