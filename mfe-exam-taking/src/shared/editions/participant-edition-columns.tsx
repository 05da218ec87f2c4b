import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PagedColumn } from 'shared-contracts/ui';
import { CategoryCell } from './CategoryCell';
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
    const t = (id: string) => intl.formatMessage({ id: `examTaking.editions.${id}` });
    return [
      { key: 'edition', header: t('column.edition'), cell: (e) => <EditionName edition={e} /> },
      {
        key: 'subscription',
        header: t('column.subscription'),
        hideBelow720: true,
        cell: (e) => <SubscriptionWindowBadge edition={e} />,
      },
      { key: 'subscribed', header: t('column.subscribed'), cell: subscribedCell },
      {
        key: 'category',
        header: t('column.category'),
        hideBelow720: true,
        cell: (e) => (
          <CategoryCell category={inscriptionCategory(e)} unknownAsRegular={unknownCategoryAsRegular} />
        ),
      },
      { key: 'action', header: t('column.action'), headerHidden: true, cell: actionCell },
    ];
  }, [intl, subscribedCell, actionCell, unknownCategoryAsRegular]);
}
