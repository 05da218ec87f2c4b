import { useIntl } from 'react-intl';
import { examMessages } from '../../../shared/exam/messages';
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
  switch (state.status) {
    case 'loading':
    case 'notFound':
    case 'denied':
      return (
        <ExamLoadScreen
          status={state.status}
          editionId={id}
          listPath={ACTIVE_EDITIONS_PATH}
          listMessage={examMessages.examBackToEditions}
        />
      );
    case 'error':
      return (
        <BlockedScreen
          title={intl.formatMessage(examMessages.examErrorCannotOpen)}
          text={intl.formatMessage(examMessages.examErrorContact)}
          action={intl.formatMessage(examMessages.examBackToEdition)}
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
