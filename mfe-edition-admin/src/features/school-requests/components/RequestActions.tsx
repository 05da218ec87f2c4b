import { Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReviewAction, UnitRequestRow } from '../api/unit-requests';
import { namedMessages, reviewMessages as m } from '../messages';

/** Aprovar, Rejeitar and Editar: pending requests only (spec 2 §4). */
export function RequestActions({
  row,
  onReview,
  onEdit,
}: {
  row: UnitRequestRow;
  onReview: (row: UnitRequestRow, action: ReviewAction) => void;
  onEdit: (row: UnitRequestRow) => void;
}) {
  const intl = useIntl();
  if (row.status !== 'pending') return null;
  return (
    // On a phone the three buttons stand one under the other, so the row keeps to the screen's width.
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="1"
      justify="flex-end"
      align={{ base: 'stretch', md: 'center' }}
      role="group"
      aria-label={intl.formatMessage(namedMessages.actionsOf, { name: row.name })}
    >
      <Button size="xs" colorPalette="green" variant="subtle" onClick={() => onReview(row, 'approve')}>
        {intl.formatMessage(m.approve)}
      </Button>
      <Button size="xs" colorPalette="red" variant="subtle" onClick={() => onReview(row, 'reject')}>
        {intl.formatMessage(m.reject)}
      </Button>
      <Button size="xs" variant="outline" onClick={() => onEdit(row)}>
        {intl.formatMessage(m.edit)}
      </Button>
    </Stack>
  );
}
