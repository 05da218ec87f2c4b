import { useIntl } from 'react-intl';
import { useParams, useLoadedResource } from 'shared-contracts';
import { backToListMessageId } from '../../edition-area/area-labels';
import { ACTIVE_EDITIONS_PATH, type EditionAreaBase } from '../../edition-area/area-paths';
import { AccessDenied } from '../../exam-common/components/AccessDenied';
import { BlockedScreen } from '../../exam-common/components/BlockedScreen';
import { LoadingScreen } from '../../exam-common/components/LoadingScreen';
import { fetchStudentEdition } from '../api/student-edition';
import { EditionView } from './EditionView';

/** {base}/{id} (active or inactive area): the edition page, for participants subscribed to it. */
export function EditionPage({ base = ACTIVE_EDITIONS_PATH }: { base?: EditionAreaBase }) {
  const intl = useIntl();
  const { id } = useParams();
  const state = useLoadedResource(id, fetchStudentEdition, 'edition-page');
  const t = (key: string) => intl.formatMessage({ id: `examTaking.edition.${key}` });
  const backToList = intl.formatMessage({ id: backToListMessageId(base) });
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'notFound':
      return <BlockedScreen testId="edition-not-found" title={t('notFound')} action={backToList} to={base} />;
    case 'error':
      return <BlockedScreen title={t('loadError')} action={backToList} to={base} />;
    case 'ready':
      return state.value.subscribed ? (
        <EditionView edition={state.value} base={base} />
      ) : (
        <AccessDenied editionId={state.value.id} />
      );
  }
}
