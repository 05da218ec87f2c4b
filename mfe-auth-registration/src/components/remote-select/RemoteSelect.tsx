import { useIntl } from 'react-intl';
import { registrationMessages } from 'shared-contracts';
import { RemoteSelect as SharedRemoteSelect, type RemoteSelectProps } from 'shared-contracts/ui';
import { remoteSelectMessages } from './messages';

/** The shared remote select (spec 1 §7–§9) with this remote's texts. */
export function RemoteSelect(props: Omit<RemoteSelectProps, 'texts'>) {
  const intl = useIntl();
  return (
    <SharedRemoteSelect
      {...props}
      texts={{
        loading: intl.formatMessage(remoteSelectMessages.loading),
        more: intl.formatMessage(remoteSelectMessages.more),
        failed: intl.formatMessage(remoteSelectMessages.failed),
        retry: intl.formatMessage(remoteSelectMessages.retry),
        empty: intl.formatMessage(registrationMessages.noResults),
        open: intl.formatMessage(remoteSelectMessages.open),
        clear: intl.formatMessage(remoteSelectMessages.clear),
      }}
    />
  );
}
