import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams } from 'shared-contracts/ui';
import { canManageEdition, defaultPathFor } from 'shared-contracts';
import { useAuthStore } from 'shared-contracts/client';
import { pathOf } from '../../../shared/built-routes';
import { useEdition } from '../hooks/useEdition';
import { listPathFor } from './detail-links';
import { EditionBlocked } from './EditionBlocked';
import { EditionDetailView } from './EditionDetailView';
import { detailMessages as m } from '../messages';

/**
 * /edicoes/:id and /admin/edicoes/:id: loads the edition with its coordinators; an unknown one
 * offers the way back to the default path, and a coordinator not listed on it is not let in (§6).
 */
export function EditionDetailPage() {
  const intl = useIntl();
  const { id } = useParams();
  const user = useAuthStore((s) => s.user);
  const state = useEdition(id);

  switch (state.status) {
    case 'loading':
      return (
        <Center py="12">
          <Spinner aria-label={intl.formatMessage(m.loading)} />
        </Center>
      );
    case 'notFound':
      return (
        <EditionBlocked
          title={intl.formatMessage(m.notFound)}
          action={intl.formatMessage(m.backHome)}
          to={defaultPathFor(user)}
        />
      );
    case 'error':
      return (
        <EditionBlocked
          title={intl.formatMessage(m.error)}
          action={intl.formatMessage(m.back)}
          to={listPathFor(user)}
        />
      );
    case 'ready':
      if (!canManageEdition(user, state.value))
        return (
          <EditionBlocked
            title={intl.formatMessage(m.noAuthorizationTitle)}
            text={intl.formatMessage(m.noAuthorizationText)}
            action={intl.formatMessage(m.noAuthorizationClose)}
            to={pathOf('admin.editions')}
          />
        );
      return <EditionDetailView edition={state.value} user={user} />;
  }
}
