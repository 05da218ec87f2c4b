import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts';

type Values = Record<string, string | number>;

/** `t('dates.title')` for editionAdmin.editionDetail.* messages, and date-times in a zone. */
export function useDetailMessages() {
  const intl = useIntl();
  const t = useCallback(
    (key: string, values?: Values) => intl.formatMessage({ id: `editionAdmin.editionDetail.${key}` }, values),
    [intl],
  );
  const dateTime = useCallback(
    (iso: string | null | undefined, zone: string | null) => formatDateTime(iso, zone, t('at')) || '—',
    [t],
  );
  return { t, dateTime };
}
