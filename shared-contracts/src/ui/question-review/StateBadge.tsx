import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { questionStateMessages } from './messages';
import type { QuestionState } from './model';
import { STATE_LOOK } from './question-state-look';

/** A question's state as a badge: colour, icon and name. */
export function StateBadge({ state }: { state: QuestionState }) {
  const intl = useIntl();
  const look = STATE_LOOK[state];
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-testid="question-state">
      <span aria-hidden="true">{look.icon}</span>
      {intl.formatMessage(questionStateMessages[state])}
    </Badge>
  );
}
