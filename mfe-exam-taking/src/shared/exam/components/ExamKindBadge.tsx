import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamKind, ExamStatus } from '../exam-types';
import { examKindMessages, examStatusMessages } from '../messages';

/** Digital or Presencial (spec 3 §9). */
export function ExamKindBadge({ kind }: { kind: ExamKind }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={kind === 'online' ? 'blue' : 'purple'} variant="subtle">
      {intl.formatMessage(examKindMessages[kind])}
    </Badge>
  );
}

const STATUS_PALETTE: Record<ExamStatus, string> = {
  in_progress: 'green',
  upcoming: 'orange',
  expired: 'gray',
};

/** In progress, upcoming or finished. */
export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid="exam-status">
      {intl.formatMessage(examStatusMessages[status])}
    </Badge>
  );
}
