import { useIntl } from 'react-intl';
import { registrationPath } from '../../routing/area-paths';
import { examMessages } from '../messages';
import { BlockedScreen } from './BlockedScreen';

/** Must be subscribed to the edition (spec 3 §2.3, spec 1 §2): a button to the inscription form. */
export function AccessDenied({ editionId }: { editionId: string }) {
  const intl = useIntl();
  return (
    <BlockedScreen
      testId="access-denied"
      title={intl.formatMessage(examMessages.accessDeniedTitle)}
      text={intl.formatMessage(examMessages.accessDeniedText)}
      action={intl.formatMessage(examMessages.accessDeniedSubscribe)}
      to={registrationPath(editionId)}
    />
  );
}
