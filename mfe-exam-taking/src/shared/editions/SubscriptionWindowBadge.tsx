import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDate, registrationState } from 'shared-contracts';
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
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `examTaking.editions.subscription.${id}` }, values);
  switch (registrationState(edition, now)) {
    case 'open':
      return <Badge colorPalette="green">{t('open')}</Badge>;
    case 'before':
      return (
        <Badge colorPalette="blue">
          {t('opensOn', { date: formatDate(edition.start_registration, timeZoneNameOf(edition)) })}
        </Badge>
      );
    default:
      return <Badge colorPalette="gray">{t('closed')}</Badge>;
  }
}
