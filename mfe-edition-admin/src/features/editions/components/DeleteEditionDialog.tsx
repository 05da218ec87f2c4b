import { useIntl } from 'react-intl';
import type { EditionRow } from '../../../shared/api/editions';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { deleteMessages as m } from '../messages';

/** Confirmation before DELETE editions/{id}. */
export function DeleteEditionDialog({
  edition,
  busy,
  onCancel,
  onConfirm,
}: {
  edition: EditionRow | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={edition !== null}
      title={intl.formatMessage(m.title)}
      text={
        edition ? intl.formatMessage(m.message, { name: `${edition.year} - ${edition.description}` }) : ''
      }
      confirm={intl.formatMessage(m.confirm)}
      cancel={intl.formatMessage(m.cancel)}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
