import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { saveStateMessages } from '../messages';
import { saveFailureMessage, type SaveBadgeState } from '../queue/save-status';

const PALETTE: Readonly<Record<SaveBadgeState, string>> = {
  saved: 'green',
  saving: 'gray',
  pending: 'orange',
  failed: 'red',
};

/**
 * Whether a question's answer is on the server: saved, saving, waiting for the connection, or not
 * saved (with the server's reason). Nothing for an unanswered question.
 */
export function SaveStateBadge({ state, error }: { state: SaveBadgeState | undefined; error?: string }) {
  const intl = useIntl();
  if (!state) return null;
  const label =
    state === 'failed'
      ? intl.formatMessage(saveStateMessages.failed, {
          reason: intl.formatMessage(saveFailureMessage(error)),
        })
      : intl.formatMessage(saveStateMessages[state]);
  return (
    <Badge role="status" colorPalette={PALETTE[state]} data-state={state}>
      {label}
    </Badge>
  );
}
