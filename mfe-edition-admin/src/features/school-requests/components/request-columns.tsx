import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from 'shared-contracts';
import type { PagedColumn } from 'shared-contracts/ui';
import type { ReviewAction, UnitRequestRow } from '../api/unit-requests';
import { administrationTypeMessages, columnMessages as m } from '../messages';
import { RequestActions } from './RequestActions';
import { StatusBadge } from './StatusBadge';

const dash = <Text color="fg.muted">—</Text>;

/** "São Paulo/SP", or what of it is known. */
export const cityOf = (row: Pick<UnitRequestRow, 'city' | 'uf'>) =>
  [row.city, row.uf].filter(Boolean).join('/');

/**
 * Columns of the school requests (spec 2 §2): school, INEP, city/UF, administration type, requested by,
 * date, status and the actions of a pending request; below 720 px the school, the status and the
 * actions remain. Dates in the edition's time zone.
 */
export function useRequestColumns({
  timeZone,
  onReview,
  onEdit,
}: {
  timeZone: string | null;
  onReview: (row: UnitRequestRow, action: ReviewAction) => void;
  onEdit: (row: UnitRequestRow) => void;
}): PagedColumn<UnitRequestRow>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        key: 'name',
        header: intl.formatMessage(m.name),
        cell: (r) => (
          <Text fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
            {r.name}
          </Text>
        ),
      },
      {
        key: 'inep',
        header: intl.formatMessage(m.inep),
        hideBelow720: true,
        cell: (r) => r.inep_code || dash,
      },
      { key: 'city', header: intl.formatMessage(m.city), hideBelow720: true, cell: (r) => cityOf(r) || dash },
      {
        key: 'administrationType',
        header: intl.formatMessage(m.administrationType),
        hideBelow720: true,
        cell: (r) =>
          r.administration_type in administrationTypeMessages
            ? intl.formatMessage(administrationTypeMessages[r.administration_type])
            : r.administration_type,
      },
      {
        key: 'requestedBy',
        header: intl.formatMessage(m.requestedBy),
        hideBelow720: true,
        cell: (r) => r.requester_name || dash,
      },
      {
        key: 'date',
        header: intl.formatMessage(m.date),
        hideBelow720: true,
        cell: (r) => formatDate(r.created_at, timeZone),
      },
      { key: 'status', header: intl.formatMessage(m.status), cell: (r) => <StatusBadge status={r.status} /> },
      {
        key: 'actions',
        header: intl.formatMessage(m.actions),
        headerHidden: true,
        align: 'end',
        cell: (r) => <RequestActions row={r} onReview={onReview} onEdit={onEdit} />,
      },
    ],
    [intl, timeZone, onReview, onEdit],
  );
}
