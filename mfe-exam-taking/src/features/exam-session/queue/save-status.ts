import type { MessageDescriptor } from 'react-intl';
import { saveFailureMessages } from '../messages';
import type { QueuedAnswer } from './answer-entry';
import type { LinkState } from './answer-queue-store';

/** What the participant sees for one question's answer. */
export type SaveBadgeState = 'saved' | 'saving' | 'pending' | 'failed';

/** The badge for an answer: waiting while offline reads "pending", otherwise "saving". */
export function saveBadgeState(
  entry: QueuedAnswer | undefined,
  link: LinkState = 'idle',
): SaveBadgeState | undefined {
  if (!entry) return undefined;
  if (entry.state === 'saved' || entry.state === 'failed') return entry.state;
  return link === 'idle' ? 'saving' : 'pending';
}

/** This remote's message for the reason a save failed (the server's code, or a generic one). */
export function saveFailureMessage(code: string | undefined): MessageDescriptor {
  return code && code !== 'saveFailed' && Object.hasOwn(saveFailureMessages, code)
    ? saveFailureMessages[code as keyof typeof saveFailureMessages]
    : saveFailureMessages.saveFailed;
}
