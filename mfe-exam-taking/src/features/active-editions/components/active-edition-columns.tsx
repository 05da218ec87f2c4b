import { useIntl } from 'react-intl';
import { editionsMessages } from '../../../shared/editions/messages';
import type { PagedColumn } from 'shared-contracts/ui';
import { isSubscribed } from '../../../shared/editions/participant-edition';
import { useParticipantEditionColumns } from '../../../shared/editions/participant-edition-columns';
import type { ActiveEdition } from '../api/active-editions';
import { EditionActionCell } from './EditionActionCell';

function SubscribedText({ edition }: { edition: ActiveEdition }) {
  const intl = useIntl();
  return (
    <>
      {intl.formatMessage(
        isSubscribed(edition) ? editionsMessages.subscribedYes : editionsMessages.subscribedNo,
      )}
    </>
  );
}

const cells = {
  subscribedCell: (e: ActiveEdition) => <SubscribedText edition={e} />,
  actionCell: (e: ActiveEdition) => <EditionActionCell edition={e} />,
};

/** Columns of the active editions table; category and subscription are hidden below 720 px. */
export function useActiveEditionColumns(): PagedColumn<ActiveEdition>[] {
  return useParticipantEditionColumns(cells);
}
