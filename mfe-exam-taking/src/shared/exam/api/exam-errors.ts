import type { MessageDescriptor } from 'react-intl';
import { errorsOf, HTTPError } from 'shared-contracts/client';
import { refusalMessages } from '../messages';

/** How a call of the exam screens failed. */
export type CallFailure =
  | { kind: 'network' }
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'refused'; code: string | undefined; detail: string | undefined }
  | { kind: 'server' };

export async function callFailureOf(error: unknown): Promise<CallFailure> {
  if (!(error instanceof HTTPError)) return { kind: 'network' };
  const { status } = error.response;
  if (status === 404) return { kind: 'notFound' };
  if (status === 403) return { kind: 'forbidden' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'server' };
  const [first] = await errorsOf(error);
  return { kind: 'refused', code: first?.code, detail: first?.detail };
}

/** This remote's message for an exam-engine refusal code, when it knows it. */
export function refusalMessage(code: string | undefined): MessageDescriptor | undefined {
  return code && Object.hasOwn(refusalMessages, code)
    ? refusalMessages[code as keyof typeof refusalMessages]
    : undefined;
}
