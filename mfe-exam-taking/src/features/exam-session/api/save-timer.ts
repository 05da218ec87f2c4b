import { sendJson } from 'shared-contracts/client';
import { sendKeepalive } from './keepalive-request';
import { sessionMetaOf, type SessionMeta } from './session-meta';

export interface SaveTimerOptions {
  /**
   * Sent as the page is hidden or unloaded: the request outlives the page (fetch keepalive) and
   * starts at once, within the event.
   */
  keepalive?: boolean;
}

/**
 * Saves the seconds spent on one question (PUT participations/{id}/timer; the server keeps the larger
 * value), answering the reply's session meta. Never finishes the attempt.
 */
export async function putTimer(
  participationId: string,
  questionId: string,
  seconds: number,
  options: SaveTimerOptions = {},
): Promise<SessionMeta | undefined> {
  const path = `participations/${encodeURIComponent(participationId)}/timer`;
  const body = {
    data: {
      type: 'participations',
      id: participationId,
      attributes: { timer: { question_id: questionId, user_answer_timer: seconds } },
    },
  };
  const doc = options.keepalive
    ? await sendKeepalive('put', path, body)
    : await sendJson<unknown>('put', path, body);
  return sessionMetaOf(doc);
}
