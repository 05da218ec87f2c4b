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
import { useDetailMessages } from './use-detail-messages';

/**
 * /edicoes/:id and /admin/edicoes/:id: loads the edition with its coordinators; an unknown one
 * offers the way back to the default path, and a coordinator not listed on it is not let in (§6).
 */
export function EditionDetailPage() {
  const intl = useIntl();
  const { t } = useDetailMessages();
  const { id } = useParams();
  const user = useAuthStore((s) => s.user);
  const state = useEdition(id);

  switch (state.status) {
    case 'loading':
      return (
        <Center py="12">
          <Spinner aria-label={t('loading')} />
        </Center>
      );
    case 'notFound':
      return (
        <EditionBlocked
          title={intl.formatMessage({
            id: 'editionAdmin.error_edition_not_found',
            defaultMessage: 'Edição não encontrada.',
          })}
          action={t('backHome')}
          to={defaultPathFor(user)}
        />
      );
    case 'error':
      return <EditionBlocked title={t('error')} action={t('back')} to={listPathFor(user)} />;
    case 'ready':
      if (!canManageEdition(user, state.value))
        return (
          <EditionBlocked
            title={t('noAuthorization.title')}
            text={t('noAuthorization.text')}
            action={t('noAuthorization.close')}
            to={pathOf('admin.editions')}
          />
        );
      return <EditionDetailView edition={state.value} user={user} />;
  }
}
