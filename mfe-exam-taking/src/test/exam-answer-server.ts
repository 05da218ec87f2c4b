import type { Decision, HeldRequest } from './controlled-fetch';

/**
 * A stand-in for the exam API's answer save (exam contract, issue 4): an idempotent upsert per
 * participation and question where a sequence not above the stored one does not overwrite (stale).
 * Replies carry meta.time_left / ends_at / server_time from a server clock `skewMs` ahead of ours.
 */
export function examAnswerServer({ endsAt, skewMs = 0 }: { endsAt: string; skewMs?: number }) {
  const stored = new Map<string, { user_answer: string; sequence: number }>();
  const received: { questionId: string; user_answer: string; sequence: number }[] = [];
  const state = { endsAt, skewMs };

  const meta = () => {
    const serverNow = Date.now() + state.skewMs;
    return {
      time_left: Math.max(0, Math.floor((Date.parse(state.endsAt) - serverNow) / 1000)),
      ends_at: state.endsAt,
      server_time: new Date(serverNow).toISOString(),
    };
  };

  const reply = (request: HeldRequest): Exclude<Decision, 'hold' | 'network-error'> => {
    const match = /\/participations\/([^/]+)\/answers\/([^/]+)$/.exec(request.url.pathname);
    if (!match || request.method !== 'PUT')
      return { status: 404, body: { errors: [{ status: '404', title: 'Not Found' }] } };
    const [, participationId, questionId] = match as unknown as [string, string, string];
    const { user_answer, sequence } = request.body.data.attributes;
    received.push({ questionId, user_answer, sequence });
    const key = `${participationId}-${questionId}`;
    const current = stored.get(key);
    const stale = current !== undefined && sequence <= current.sequence;
    if (!stale) stored.set(key, { user_answer, sequence });
    const kept = stored.get(key)!;
    return {
      status: 200,
      body: {
        data: {
          type: 'answers',
          id: key,
          attributes: {
            question_id: questionId,
            user_answer: kept.user_answer,
            sequence: kept.sequence,
            saved_at: new Date(Date.now() + state.skewMs).toISOString(),
            stale,
          },
        },
        meta: meta(),
      },
    };
  };

  return {
    reply,
    meta,
    received,
    answerOf: (participationId: string, questionId: string) =>
      stored.get(`${participationId}-${questionId}`)?.user_answer,
    set: (next: { endsAt?: string; skewMs?: number }) => Object.assign(state, next),
  };
}

/** The error document the exam API answers when it refuses a save. */
export function refusal(status: number, code: string, detail = code) {
  return { status, body: { errors: [{ status: String(status), title: 'Unprocessable', detail, code }] } };
}
