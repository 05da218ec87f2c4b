import { useIntl } from 'react-intl';
import { registrationPath } from '../../routing/area-paths';
import { BlockedScreen } from './BlockedScreen';

/** Must be subscribed to the edition (spec 3 §2.3, spec 1 §2): a button to the inscription form. */
export function AccessDenied({ editionId }: { editionId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `examTaking.access.denied.${id}` });
  return (
    <BlockedScreen
      testId="access-denied"
      title={t('title')}
      text={t('text')}
      action={t('subscribe')}
      to={registrationPath(editionId)}
    />
  );
}
