import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PagedColumn } from 'shared-contracts/ui';
import { EditionLinkButton } from '../../../shared/editions/EditionLinkButton';
import {
  editionAreaPath,
  isSubscribed,
  type ParticipantEdition,
} from '../../../shared/editions/participant-edition';
import { useParticipantEditionColumns } from '../../../shared/editions/participant-edition-columns';

/** "Inscrito" or "Não realizada". */
function SubscribedBadge({ edition }: { edition: ParticipantEdition }) {
  const intl = useIntl();
  return isSubscribed(edition) ? (
    <Badge colorPalette="brand">
      {intl.formatMessage({ id: 'examTaking.inactiveEditions.subscribed.yes', defaultMessage: 'Inscrito' })}
    </Badge>
  ) : (
    <Badge colorPalette="gray">
      {intl.formatMessage({
        id: 'examTaking.inactiveEditions.subscribed.no',
        defaultMessage: 'Não realizada',
      })}
    </Badge>
  );
}

/** "Acessar" → /edicoes/inativas/{id}, only for a subscribed user. */
function AccessCell({ edition }: { edition: ParticipantEdition }) {
  const intl = useIntl();
  if (!isSubscribed(edition)) return null;
  return (
    <EditionLinkButton
      to={editionAreaPath('inativas', edition.id)}
      label={intl.formatMessage({ id: 'examTaking.editions.action.access', defaultMessage: 'Acessar' })}
    />
  );
}

const options = {
  subscribedCell: (e: ParticipantEdition) => <SubscribedBadge edition={e} />,
  actionCell: (e: ParticipantEdition) => <AccessCell edition={e} />,
  unknownCategoryAsRegular: true,
};

/** Columns of the inactive editions table (spec 3 §2.2); category and window hidden below 720 px. */
export function useInactiveEditionColumns(): PagedColumn<ParticipantEdition>[] {
  return useParticipantEditionColumns(options);
}
