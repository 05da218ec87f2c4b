import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { UnitRequestStatus } from '../api/unit-requests';
import { statusMessages } from '../messages';

const PALETTE: Record<UnitRequestStatus, string> = { pending: 'yellow', accepted: 'green', rejected: 'red' };

/** Pendente, Aprovado or Rejeitado (spec 2 §2). */
export function StatusBadge({ status }: { status: UnitRequestStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-testid="request-status">
      {intl.formatMessage(statusMessages[status])}
    </Badge>
  );
}
