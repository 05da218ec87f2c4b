import { useIntl } from 'react-intl';
import { useParams } from 'shared-contracts/ui';
import { ACTIVE_EDITIONS_PATH, editionPagePath } from '../../../shared/routing/area-paths';
import { BlockedScreen } from '../../../shared/exam/components/BlockedScreen';
import { ExamLoadScreen } from '../../../shared/exam/components/ExamLoadScreen';
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
    case 'notFound':
    case 'denied':
      return (
        <ExamLoadScreen
          status={state.status}
          editionId={id}
          listPath={ACTIVE_EDITIONS_PATH}
          listMessageId="examTaking.exam.backToEditions"
        />
      );
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
