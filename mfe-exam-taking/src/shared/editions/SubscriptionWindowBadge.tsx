import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDate, registrationState } from 'shared-contracts';
import { editionsMessages } from './messages';
import { timeZoneNameOf, type ParticipantEdition } from './participant-edition';

/**
 * "Aberta" while the registration window is open; before it, when it opens ("Abre em 10/03/2027", in the
 * edition's time zone); after it, "Encerrada".
 */
export function SubscriptionWindowBadge({
  edition,
  now,
}: {
  edition: Pick<ParticipantEdition, 'start_registration' | 'end_registration' | 'time_zone'>;
  now?: Date;
}) {
  const intl = useIntl();
  switch (registrationState(edition, now)) {
    case 'open':
      return <Badge colorPalette="green">{intl.formatMessage(editionsMessages.subscriptionOpen)}</Badge>;
    case 'before':
      return (
        <Badge colorPalette="blue">
          {intl.formatMessage(editionsMessages.subscriptionOpensOn, {
            date: formatDate(edition.start_registration, timeZoneNameOf(edition)),
          })}
        </Badge>
      );
    default:
      return <Badge colorPalette="gray">{intl.formatMessage(editionsMessages.subscriptionClosed)}</Badge>;
  }
}
