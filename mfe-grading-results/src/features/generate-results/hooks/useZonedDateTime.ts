import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts';
import { generateMessages as m } from '../messages';

/** "DD/MM/YYYY às HH:mm" in the edition's zone ("—" when absent), the connector in the screen's language. */
export function useZonedDateTime(zone: string | null) {
  const intl = useIntl();
  return useCallback(
    (iso: string | null | undefined) =>
      formatDateTime(iso, zone, intl.formatMessage(m.at)) || intl.formatMessage(m.none),
    [intl, zone],
  );
}
