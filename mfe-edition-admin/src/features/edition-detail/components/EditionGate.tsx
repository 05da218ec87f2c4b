import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { canManageEdition, defaultPathFor, type Edition } from 'shared-contracts';
import { useAuthStore, type LoadedResource } from 'shared-contracts/client';
import { pathOf } from '../../../shared/built-routes';
import { detailMessages as m } from '../messages';
import { listPathFor } from './detail-links';
import { EditionBlocked } from './EditionBlocked';

/**
 * Edition-bound loading (spec 2 §2): the /edicoes/:id/… screens show their edition once it is loaded
 * and the user administers it. Meanwhile a spinner; an unknown edition says error_edition_not_found with
 * the way back to the default path; a failure offers the way back to the list; a coordinator not listed
 * on the edition sees "Você não possui autorização." (§6).
 */
export function EditionGate<E extends Pick<Edition, 'coordinators'>>({
  state,
  children,
}: {
  state: LoadedResource<E>;
  children: (edition: E) => ReactNode;
}) {
  const intl = useIntl();
  const user = useAuthStore((s) => s.user);
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
      return <>{children(state.value)}</>;
  }
}
