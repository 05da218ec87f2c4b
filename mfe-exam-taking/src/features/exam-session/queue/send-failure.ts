import { errorsOf, HTTPError } from 'shared-contracts/client';

/** A generic message id for a save the server refused without saying why. */
export const SAVE_REFUSED = 'exam.error.saveFailed';

export type SendFailure =
  /** Worth retrying: no answer (offline, timeout) or a server that could not cope (5xx, 408, 429). */
  | { kind: 'transient' }
  /** Not signed in any more: stop; the shell logs out. */
  | { kind: 'unauthorized' }
  /** Refused for good (time over, finished, too long, not yours...): `messageId` says why. */
  | { kind: 'refused'; messageId: string };

export async function classifySendFailure(error: unknown): Promise<SendFailure> {
  if (!(error instanceof HTTPError)) return { kind: 'transient' };
  const { status } = error.response;
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'transient' };
  const [first] = await errorsOf(error);
  return { kind: 'refused', messageId: first?.code ?? SAVE_REFUSED };
}
