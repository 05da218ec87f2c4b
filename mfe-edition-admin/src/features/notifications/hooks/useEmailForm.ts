import { useState } from 'react';
import { plainTextOf, type NotificationBody } from 'shared-contracts';
import { chipOf, withChips } from '../chips';
import type { Audience } from './useAudience';

/**
 * The e-mail form's values and rules (spec 2 §5): subject and message required, the extra address being
 * typed either empty or an address, the phase rule of the audience.
 */
export function useEmailForm(editionId: string, audience: Audience) {
  const [chips, setChips] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [essential, setEssential] = useState(false);
  /** Changes when the form is cleared: the editor (which reads its text once) starts again. */
  const [round, setRound] = useState(0);

  const typed = chipOf(draft);
  const valid =
    subject.trim() !== '' &&
    plainTextOf(message).trim() !== '' &&
    (draft.trim() === '' || typed !== null) &&
    !audience.phaseMissing;

  const body = (): NotificationBody => ({
    destination: 'email',
    edition: { id: editionId },
    exam: audience.examId ? { id: audience.examId } : null,
    group: audience.group,
    category: essential ? 'essential' : 'general',
    subject: subject.trim(),
    message,
    target: { emails: typed ? withChips(chips, [typed]) : chips },
  });

  const reset = () => {
    setChips([]);
    setDraft('');
    setSubject('');
    setMessage('');
    setEssential(false);
    setRound((r) => r + 1);
    audience.reset();
  };

  return {
    chips,
    setChips,
    draft,
    setDraft,
    subject,
    setSubject,
    message,
    setMessage,
    essential,
    setEssential,
    round,
    valid,
    body,
    reset,
  };
}
