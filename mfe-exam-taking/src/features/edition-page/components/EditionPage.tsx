import { useIntl } from 'react-intl';
import { editionMessages } from '../messages';
import { useParams } from 'shared-contracts/ui';
import { useLoadedResource } from 'shared-contracts/client';
import { backToListMessage } from '../../../shared/routing/area-labels';
import { ACTIVE_EDITIONS_PATH, type EditionAreaBase } from '../../../shared/routing/area-paths';
import { AccessDenied } from '../../../shared/exam/components/AccessDenied';
import { BlockedScreen } from '../../../shared/exam/components/BlockedScreen';
import { LoadingScreen } from '../../../shared/exam/components/LoadingScreen';
import { fetchStudentEdition } from '../api/student-edition';
import { EditionView } from './EditionView';

/** {base}/{id} (active or inactive area): the edition page, for participants subscribed to it. */
export function EditionPage({ base = ACTIVE_EDITIONS_PATH }: { base?: EditionAreaBase }) {
  const intl = useIntl();
  const { id } = useParams();
  const state = useLoadedResource(['student-editions'], id, fetchStudentEdition);
  const backToList = intl.formatMessage(backToListMessage(base));
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'notFound':
      return (
        <BlockedScreen
          testId="edition-not-found"
          title={intl.formatMessage(editionMessages.notFound)}
          action={backToList}
          to={base}
        />
      );
    case 'error':
      return (
        <BlockedScreen title={intl.formatMessage(editionMessages.loadError)} action={backToList} to={base} />
      );
    case 'ready':
      return state.value.subscribed ? (
        <EditionView edition={state.value} base={base} />
      ) : (
        <AccessDenied editionId={state.value.id} />
      );
  }
}
