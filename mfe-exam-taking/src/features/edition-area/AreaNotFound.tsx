import { useIntl } from 'react-intl';
import { BlockedScreen } from '../exam-common/components/BlockedScreen';
import { ACTIVE_EDITIONS_PATH } from './area-paths';

/** A path under the edition area that no screen answers (yet). */
export function AreaNotFound() {
  const intl = useIntl();
  return (
    <BlockedScreen
      testId="area-not-found"
      title={intl.formatMessage({ id: 'examTaking.area.notFound' })}
      action={intl.formatMessage({ id: 'examTaking.edition.backToList' })}
      to={ACTIVE_EDITIONS_PATH}
    />
  );
}
