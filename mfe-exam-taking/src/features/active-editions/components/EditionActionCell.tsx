import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDate } from 'shared-contracts';
import { EditionLinkButton } from '../../../shared/editions/EditionLinkButton';
import { timeZoneNameOf } from '../../../shared/editions/participant-edition';
import type { ActiveEdition } from '../api/active-editions';
import { editionAction } from './edition-action';

/** "Inscrever-se", "Acessar", or the reason there is no action. */
export function EditionActionCell({ edition, now }: { edition: ActiveEdition; now?: Date }) {
  const intl = useIntl();
  const action = editionAction(edition, now);
  if (action.kind === 'none') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {action.reason === 'notYetOpen'
          ? intl.formatMessage(
              {
                id: 'examTaking.activeEditions.reason.notYetOpen',
                defaultMessage: 'Inscrições a partir de {date}',
              },
              { date: formatDate(edition.start_registration, timeZoneNameOf(edition)) },
            )
          : intl.formatMessage({
              id: 'examTaking.activeEditions.reason.closed',
              defaultMessage: 'Inscrições encerradas',
            })}
      </Text>
    );
  }
  return action.kind === 'access' ? (
    <HStack gap="2" wrap="wrap">
      <EditionLinkButton
        to={action.to}
        label={intl.formatMessage({ id: 'examTaking.editions.action.access', defaultMessage: 'Acessar' })}
      />
      {action.editTo && (
        <EditionLinkButton
          to={action.editTo}
          variant="outline"
          label={intl.formatMessage({
            id: 'examTaking.activeEditions.action.editRegistration',
            defaultMessage: 'Editar inscrição',
          })}
        />
      )}
    </HStack>
  ) : (
    <EditionLinkButton
      to={action.to}
      variant="outline"
      label={intl.formatMessage({
        id: 'examTaking.activeEditions.action.subscribe',
        defaultMessage: 'Inscrever-se',
      })}
    />
  );
}
