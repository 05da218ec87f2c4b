import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, type User } from 'shared-contracts';
import { type PagedColumn } from 'shared-contracts/ui';
import { coordinatorNames, timeZoneNameOf, type EditionRow } from '../../../shared/api/editions';
import { EditionName } from '../../../shared/components/EditionName';
import { columnMessages as m } from '../messages';
import { EditionRowMenu } from './EditionRowMenu';
import { rowMenuItems } from './row-menu';

/**
 * Columns of the edition list (spec 2): Edição, Ano, Coordenadores, Data de Inscrição, Data de
 * Fim, Ações; below 720 px only the edition, the year and the actions remain. Dates show in the
 * edition's time zone.
 */
export function useEditionColumns({
  user,
  deletable,
  onDelete,
}: {
  user: User | null;
  deletable: boolean;
  onDelete: (edition: EditionRow) => void;
}): PagedColumn<EditionRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    return [
      { key: 'edition', header: intl.formatMessage(m.edition), cell: (e) => <EditionName edition={e} /> },
      { key: 'year', header: intl.formatMessage(m.year), cell: (e) => e.year },
      {
        key: 'coordinators',
        header: intl.formatMessage(m.coordinators),
        hideBelow720: true,
        cell: (e) => {
          const names = coordinatorNames(e);
          return names.length ? names.join(', ') : <Text color="fg.muted">—</Text>;
        },
      },
      {
        key: 'startRegistration',
        header: intl.formatMessage(m.startRegistration),
        hideBelow720: true,
        cell: (e) => formatDate(e.start_registration, timeZoneNameOf(e)),
      },
      {
        key: 'endRegistration',
        header: intl.formatMessage(m.endRegistration),
        hideBelow720: true,
        cell: (e) => formatDate(e.end_registration, timeZoneNameOf(e)),
      },
      {
        key: 'actions',
        header: intl.formatMessage(m.actions),
        align: 'end',
        cell: (e) => (
          <EditionRowMenu items={rowMenuItems(user, e, { deletable })} onDelete={() => onDelete(e)} />
        ),
      },
    ];
  }, [intl, user, deletable, onDelete]);
}
