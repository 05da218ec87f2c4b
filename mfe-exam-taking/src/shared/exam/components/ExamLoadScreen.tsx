import { useIntl } from 'react-intl';
import type { CommonExamStatus } from '../hooks/useExamLoad';
import { AccessDenied } from './AccessDenied';
import { BlockedScreen } from './BlockedScreen';
import { LoadingScreen } from './LoadingScreen';

/**
 * What every exam page shows the same way: the spinner while it loads, 'exam not found' with the way
 * back to the editions list (`listMessageId`, `listPath`), and the subscription screen when denied.
 */
export function ExamLoadScreen({
  status,
  editionId,
  listPath,
  listMessageId,
}: {
  status: CommonExamStatus;
  editionId: string;
  listPath: string;
  listMessageId: string;
}) {
  const intl = useIntl();
  switch (status) {
    case 'loading':
      return <LoadingScreen />;
    case 'notFound':
      return (
        <BlockedScreen
          testId="exam-not-found"
          title={intl.formatMessage({
            id: 'examTaking.exam.notFound',
            defaultMessage: 'Prova não encontrada',
          })}
          action={intl.formatMessage({ id: listMessageId })}
          to={listPath}
        />
      );
    case 'denied':
      return <AccessDenied editionId={editionId} />;
  }
}
