import { answerDocument, type AnswerPayload } from 'shared-contracts';
import { sendJson } from 'shared-contracts/client';
import { sessionMetaOf, type SessionMeta } from './session-meta';

/** What the client sends for one answer: the wire contract of shared-contracts (src/wire). */
export type { AnswerPayload };

/** The server's stored answer after a save (`stale` when our sequence did not overwrite it). */
export interface AnswerAcknowledgement {
  user_answer?: string;
  sequence?: number;
  saved_at?: string;
  stale?: boolean;
}

export interface AnswerReply {
  answer: AnswerAcknowledgement;
  meta?: SessionMeta;
}

export type SendAnswer = (
  participationId: string,
  questionId: string,
  payload: AnswerPayload,
) => Promise<AnswerReply>;

/** Saves one answer (idempotent upsert per participation and question, ordered by `sequence`). */
export const putAnswer: SendAnswer = async (participationId, questionId, payload) => {
  const doc = await sendJson<unknown>(
    'put',
    `participations/${encodeURIComponent(participationId)}/answers/${encodeURIComponent(questionId)}`,
    answerDocument(payload),
  );
  return { answer: acknowledgementOf(doc), ...withMeta(sessionMetaOf(doc)) };
};

function withMeta(meta: SessionMeta | undefined): { meta?: SessionMeta } {
  return meta ? { meta } : {};
}

function acknowledgementOf(doc: unknown): AnswerAcknowledgement {
  const attributes = (doc as { data?: { attributes?: Record<string, unknown> } } | null)?.data?.attributes;
  if (!attributes) return {};
  const out: AnswerAcknowledgement = {};
  if (typeof attributes.user_answer === 'string') out.user_answer = attributes.user_answer;
  if (typeof attributes.sequence === 'number') out.sequence = attributes.sequence;
  if (typeof attributes.saved_at === 'string') out.saved_at = attributes.saved_at;
  if (typeof attributes.stale === 'boolean') out.stale = attributes.stale;
  return out;
}
