import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { registrationState, type Edition } from 'shared-contracts';

/** "Aberta" while the registration window is open, otherwise "Encerrada". */
export function SubscriptionWindowBadge({
  edition,
}: {
  edition: Pick<Edition, 'start_registration' | 'end_registration'>;
}) {
  const intl = useIntl();
  return registrationState(edition) === 'open' ? (
    <Badge colorPalette="green">{intl.formatMessage({ id: 'examTaking.editions.subscription.open' })}</Badge>
  ) : (
    <Badge colorPalette="gray">{intl.formatMessage({ id: 'examTaking.editions.subscription.closed' })}</Badge>
  );
}
