import { sendJson } from 'shared-contracts';
import { sessionMetaOf, type SessionMeta } from './session-meta';

/**
 * Saves the seconds spent on one question (PUT participations/{id}/timer; the server keeps the larger
 * value), answering the reply's session meta.
 */
export async function putTimer(
  participationId: string,
  questionId: string,
  seconds: number,
): Promise<SessionMeta | undefined> {
  const doc = await sendJson<unknown>('put', `participations/${encodeURIComponent(participationId)}/timer`, {
    data: {
      type: 'participations',
      id: participationId,
      attributes: { timer: { question_id: questionId, user_answer_timer: seconds } },
    },
  });
  return sessionMetaOf(doc);
}
