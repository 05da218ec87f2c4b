import { useIntl } from 'react-intl';
import { BlockedScreen } from '../../shared/exam/components/BlockedScreen';
import { backToListMessage } from '../../shared/routing/area-labels';
import { ACTIVE_EDITIONS_PATH, type EditionAreaBase } from '../../shared/routing/area-paths';

/** A path under an edition area that no screen answers: a way back to that area's list. */
export function AreaNotFound({ base = ACTIVE_EDITIONS_PATH }: { base?: EditionAreaBase }) {
  const intl = useIntl();
  return (
    <BlockedScreen
      testId="area-not-found"
      title={intl.formatMessage({ id: 'examTaking.area.notFound', defaultMessage: 'Página não encontrada.' })}
      action={intl.formatMessage(backToListMessage(base))}
      to={base}
    />
  );
}
