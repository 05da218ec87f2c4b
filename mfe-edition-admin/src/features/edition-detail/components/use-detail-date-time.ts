import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts';
import { detailMessages } from '../messages';

/** Date-times in a zone as the detail shows them ("01/03/2026 às 10:00"; "—" when absent). */
export function useDetailDateTime() {
  const intl = useIntl();
  return useCallback(
    (iso: string | null | undefined, zone: string | null) =>
      formatDateTime(iso, zone, intl.formatMessage(detailMessages.at)) || '—',
    [intl],
  );
}
