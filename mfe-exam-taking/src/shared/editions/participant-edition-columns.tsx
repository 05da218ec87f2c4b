import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PagedColumn } from 'shared-contracts/ui';
import { CategoryCell } from './CategoryCell';
import { editionsMessages } from './messages';
import { EditionName } from './EditionName';
import { SubscriptionWindowBadge } from './SubscriptionWindowBadge';
import { inscriptionCategory, type ParticipantEdition } from './participant-edition';

/**
 * The columns the participants' lists share (spec 3 §2.1–2.2): edition, registration window,
 * subscribed, category and the row's action; window and category are hidden below 720 px.
 * The lists differ in how "subscribed" and the action render, and in unknown categories.
 */
export function useParticipantEditionColumns({
  subscribedCell,
  actionCell,
  unknownCategoryAsRegular = false,
}: {
  subscribedCell: (edition: ParticipantEdition) => ReactNode;
  actionCell: (edition: ParticipantEdition) => ReactNode;
  unknownCategoryAsRegular?: boolean;
}): PagedColumn<ParticipantEdition>[] {
  const intl = useIntl();
  return useMemo(() => {
    return [
      {
        key: 'edition',
        header: intl.formatMessage(editionsMessages.columnEdition),
        cell: (e) => <EditionName edition={e} />,
      },
      {
        key: 'subscription',
        header: intl.formatMessage(editionsMessages.columnSubscription),
        hideBelow720: true,
        cell: (e) => <SubscriptionWindowBadge edition={e} />,
      },
      {
        key: 'subscribed',
        header: intl.formatMessage(editionsMessages.columnSubscribed),
        cell: subscribedCell,
      },
      {
        key: 'category',
        header: intl.formatMessage(editionsMessages.columnCategory),
        hideBelow720: true,
        cell: (e) => (
          <CategoryCell category={inscriptionCategory(e)} unknownAsRegular={unknownCategoryAsRegular} />
        ),
      },
      {
        key: 'action',
        header: intl.formatMessage(editionsMessages.columnAction),
        headerHidden: true,
        cell: actionCell,
      },
    ];
  }, [intl, subscribedCell, actionCell, unknownCategoryAsRegular]);
}
