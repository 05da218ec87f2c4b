import * as v from 'valibot';

/**
 * One answer on the wire (PUT participations/{id}/answers/{questionId}), declared once for the client
 * that sends it and the API that checks it: `{ data: { type: 'answers', attributes } }`.
 */
export const ANSWER_TYPE = 'answers';

/** What a client sends: the answer, its sequence (grows with every local change) and when it was made. */
export interface AnswerPayload {
  user_answer: string;
  sequence: number;
  answered_at: string;
}

/**
 * The attributes' types as the API accepts them: the sequence as a number or digits, the instant as
 * text. The answer's own type is the question's business (a choice id or rich text), checked there
 * with the exam's messages.
 */
export const answerAttributeEntries = {
  user_answer: v.optional(v.unknown()),
  sequence: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(16))])),
  answered_at: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
} satisfies v.ObjectEntries;

/** The document a client sends for one answer. */
export const answerDocument = (payload: AnswerPayload) => ({
  data: { type: ANSWER_TYPE, attributes: payload },
});
