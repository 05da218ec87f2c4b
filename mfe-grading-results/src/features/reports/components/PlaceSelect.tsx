import { useIntl } from 'react-intl';
import { RemoteSelect, type RemoteSelectProps } from 'shared-contracts/ui';
import { selectMessages as m } from '../messages';

/** The shared remote select with this screen's texts. */
export function PlaceSelect(props: Omit<RemoteSelectProps, 'texts'>) {
  const intl = useIntl();
  return (
    <RemoteSelect
      {...props}
      texts={{
        loading: intl.formatMessage(m.loading),
        more: intl.formatMessage(m.more),
        failed: intl.formatMessage(m.failed),
        retry: intl.formatMessage(m.retry),
        empty: intl.formatMessage(m.empty),
        open: intl.formatMessage(m.open),
        clear: intl.formatMessage(m.clear),
      }}
    />
  );
}
