import { useIntl } from 'react-intl';
import { BlockedScreen } from '../exam-common/components/BlockedScreen';
import { backToListMessageId } from './area-labels';
import { ACTIVE_EDITIONS_PATH, type EditionAreaBase } from './area-paths';

/** A path under an edition area that no screen answers: a way back to that area's list. */
export function AreaNotFound({ base = ACTIVE_EDITIONS_PATH }: { base?: EditionAreaBase }) {
  const intl = useIntl();
  return (
    <BlockedScreen
      testId="area-not-found"
      title={intl.formatMessage({ id: 'examTaking.area.notFound' })}
      action={intl.formatMessage({ id: backToListMessageId(base) })}
      to={base}
    />
  );
}
