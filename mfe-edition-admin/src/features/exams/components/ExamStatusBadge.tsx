import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamStatus } from 'shared-contracts';
import { examStatusLabels } from '../messages';

const PALETTE: Record<ExamStatus, string> = { upcoming: 'blue', in_progress: 'green', expired: 'gray' };

/** Agendada, Disponível or Encerrada (spec 2 §9). */
export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-testid="exam-status">
      {intl.formatMessage(examStatusLabels[status])}
    </Badge>
  );
}
