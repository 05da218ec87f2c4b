import { useIntl } from 'react-intl';
import { REGISTRATION_MESSAGE_IDS } from 'shared-contracts';
import { RemoteSelect as SharedRemoteSelect, type RemoteSelectProps } from 'shared-contracts/ui';

/** The shared remote select (spec 1 §7–§9) with this remote's texts. */
export function RemoteSelect(props: Omit<RemoteSelectProps, 'texts'>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `authRegistration.remoteSelect.${id}` });
  return (
    <SharedRemoteSelect
      {...props}
      texts={{
        loading: text('loading'),
        more: text('more'),
        failed: text('failed'),
        retry: text('retry'),
        empty: intl.formatMessage({ id: REGISTRATION_MESSAGE_IDS.noResults }),
        open: text('open'),
        clear: text('clear'),
      }}
    />
  );
}
