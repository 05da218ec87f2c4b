import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useLoadedResource } from 'shared-contracts';
import { ACTIVE_EDITIONS_PATH } from '../../edition-area/area-paths';
import { AccessDenied } from '../../exam-common/components/AccessDenied';
import { BlockedScreen } from '../../exam-common/components/BlockedScreen';
import { LoadingScreen } from '../../exam-common/components/LoadingScreen';
import { fetchStudentEdition } from '../api/student-edition';
import { EditionView } from './EditionView';

/** /edicoes/ativas/{id}: the edition page, for participants subscribed to it. */
export function EditionPage() {
  const intl = useIntl();
  const { id } = useParams();
  const state = useLoadedResource(id, fetchStudentEdition, 'edition-page');
  const t = (key: string) => intl.formatMessage({ id: `examTaking.edition.${key}` });
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'notFound':
      return (
        <BlockedScreen
          testId="edition-not-found"
          title={t('notFound')}
          action={t('backToList')}
          to={ACTIVE_EDITIONS_PATH}
        />
      );
    case 'error':
      return <BlockedScreen title={t('loadError')} action={t('backToList')} to={ACTIVE_EDITIONS_PATH} />;
    case 'ready':
      return state.value.subscribed ? (
        <EditionView edition={state.value} />
      ) : (
        <AccessDenied editionId={state.value.id} />
      );
  }
}
