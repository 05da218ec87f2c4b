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

const REASONS: Readonly<Record<string, string>> = {
  'exam.error.timeOver': 'examTaking.session.error.timeOver',
  'exam.error.finished': 'examTaking.session.error.finished',
  'exam.error.tooLong': 'examTaking.session.error.tooLong',
  'exam.error.invalidAlternative': 'examTaking.session.error.invalidAlternative',
};

/** This remote's message id for the reason a save failed (the server's code, or a generic one). */
export function saveFailureMessageId(code: string | undefined): string {
  return (code && REASONS[code]) ?? 'examTaking.session.error.saveFailed';
}
