import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { registrationState, type PagedColumn } from 'shared-contracts';
import type { ActiveEdition } from '../api/active-editions';
import { CategoryCell } from './CategoryCell';
import { EditionActionCell } from './EditionActionCell';
import { EditionName } from './EditionName';
import { inscriptionCategory, isSubscribed } from './edition-action';

/** Columns of the active editions table; category and subscription are hidden below 720 px. */
export function useActiveEditionColumns(): PagedColumn<ActiveEdition>[] {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id: `examTaking.activeEditions.${id}` });
    return [
      { key: 'edition', header: t('column.edition'), cell: (e) => <EditionName edition={e} /> },
      {
        key: 'subscription',
        header: t('column.subscription'),
        hideBelow720: true,
        cell: (e) =>
          registrationState(e) === 'open' ? (
            <Badge colorPalette="green">{t('subscription.open')}</Badge>
          ) : (
            <Badge colorPalette="gray">{t('subscription.closed')}</Badge>
          ),
      },
      {
        key: 'subscribed',
        header: t('column.subscribed'),
        cell: (e) => (isSubscribed(e) ? t('subscribed.yes') : t('subscribed.no')),
      },
      {
        key: 'category',
        header: t('column.category'),
        hideBelow720: true,
        cell: (e) => <CategoryCell category={inscriptionCategory(e)} />,
      },
      {
        key: 'action',
        header: t('column.action'),
        headerHidden: true,
        cell: (e) => <EditionActionCell edition={e} />,
      },
    ];
  }, [intl]);
}
