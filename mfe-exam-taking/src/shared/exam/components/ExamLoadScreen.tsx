import { useIntl, type MessageDescriptor } from 'react-intl';
import type { CommonExamStatus } from '../hooks/useExamLoad';
import { AccessDenied } from './AccessDenied';
import { BlockedScreen } from './BlockedScreen';
import { LoadingScreen } from './LoadingScreen';
import { examMessages } from '../messages';

/**
 * What every exam page shows the same way: the spinner while it loads, 'exam not found' with the way
 * back to the editions list (`listMessage`, `listPath`), and the subscription screen when denied.
 */
export function ExamLoadScreen({
  status,
  editionId,
  listPath,
  listMessage,
}: {
  status: CommonExamStatus;
  editionId: string;
  listPath: string;
  listMessage: MessageDescriptor;
}) {
  const intl = useIntl();
  switch (status) {
    case 'loading':
      return <LoadingScreen />;
    case 'notFound':
      return (
        <BlockedScreen
          testId="exam-not-found"
          title={intl.formatMessage(examMessages.examNotFound)}
          action={intl.formatMessage(listMessage)}
          to={listPath}
        />
      );
    case 'denied':
      return <AccessDenied editionId={editionId} />;
  }
}
