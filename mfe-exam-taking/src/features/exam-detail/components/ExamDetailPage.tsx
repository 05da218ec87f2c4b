import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ACTIVE_EDITIONS_PATH, editionPagePath } from '../../edition-area/area-paths';
import { AccessDenied } from '../../exam-common/components/AccessDenied';
import { BlockedScreen } from '../../exam-common/components/BlockedScreen';
import { LoadingScreen } from '../../exam-common/components/LoadingScreen';
import { useExamDetail } from '../hooks/useExamDetail';
import { ExamDetailView } from './ExamDetailView';

/** /edicoes/ativas/{id}/fases/{testId} (spec 3 §2.4). */
export function ExamDetailPage() {
  const intl = useIntl();
  const { id = '', testId } = useParams();
  const state = useExamDetail(testId);
  const t = (key: string) => intl.formatMessage({ id: `examTaking.exam.${key}` });
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'notFound':
      return (
        <BlockedScreen
          testId="exam-not-found"
          title={t('notFound')}
          action={t('backToEditions')}
          to={ACTIVE_EDITIONS_PATH}
        />
      );
    case 'denied':
      return <AccessDenied editionId={id} />;
    case 'error':
      return (
        <BlockedScreen
          title={t('error.cannotOpen')}
          text={t('error.contact')}
          action={t('backToEdition')}
          to={editionPagePath(id)}
        />
      );
    case 'ready':
      return (
        <ExamDetailView
          editionId={id}
          exam={state.exam}
          participation={state.participation}
          onStarted={state.setParticipation}
        />
      );
  }
}
