import { Button, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from 'shared-contracts';
import type { ActiveEdition } from '../api/active-editions';
import { editionAction } from './edition-action';
import { timeZoneNameOf } from './time-zone';

/** "Inscrever-se", "Acessar", or the reason there is no action. */
export function EditionActionCell({ edition, now }: { edition: ActiveEdition; now?: Date }) {
  const intl = useIntl();
  const action = editionAction(edition, now);
  if (action.kind === 'none') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {action.reason === 'notYetOpen'
          ? intl.formatMessage(
              { id: 'examTaking.activeEditions.reason.notYetOpen' },
              { date: formatDate(edition.start_registration, timeZoneNameOf(edition)) },
            )
          : intl.formatMessage({ id: 'examTaking.activeEditions.reason.closed' })}
      </Text>
    );
  }
  const label =
    action.kind === 'access'
      ? intl.formatMessage({ id: 'examTaking.activeEditions.action.access' })
      : intl.formatMessage({ id: 'examTaking.activeEditions.action.subscribe' });
  return (
    <Button asChild size="sm" colorPalette="blue" variant={action.kind === 'access' ? 'solid' : 'outline'}>
      <RouterLink to={action.to}>{label}</RouterLink>
    </Button>
  );
}
