import { errorsOf, HTTPError } from 'shared-contracts/client';

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

const REFUSALS: Readonly<Record<string, string>> = {
  'exam.error.notRanked': 'examTaking.exam.error.notRanked',
  'exam.error.notStarted': 'examTaking.exam.error.notStarted',
  'exam.error.timeOver': 'examTaking.exam.error.timeOver',
  'exam.error.finished': 'examTaking.session.error.finished',
  'exam.error.unavailable': 'examTaking.exam.error.unavailable',
};

/** This remote's message id for an exam-engine refusal code, when it knows it. */
export function refusalMessageId(code: string | undefined): string | undefined {
  return code ? REFUSALS[code] : undefined;
}
