/**
 * The rules of blind double marking (issue 15), free of the database. One answer (participation ×
 * open-ended question) has up to three marks: rounds 1 and 2 are the two blind marks, each by its own
 * corrector; round 3 is the third decision, created only when the blind marks differ by more than the
 * exam's threshold. The final score lives in answers.open_ended_score.
 */

/** A corrections row as these rules need it. */
export interface Mark {
  round: 1 | 2 | 3;
  corrector_id: number | null;
  score: number | null;
  comment: string | null;
}

/** Scores are kept to two decimals (the mean of 7 and 8.5 is 7.75; of 1 and 1.25 it is 1.13). */
export const roundScore = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export interface Settlement {
  /** The final score (null: not settled yet). */
  final: number | null;
  /** The comment the participant reads with the final score. */
  comment: string | null;
  /** Whether the answer needs (or keeps) a third decision. */
  third: boolean;
}

/**
 * The final score of a doubly marked answer:
 * - a scored third decision is final, whatever the blind marks;
 * - else, with both blind marks: when |s1 − s2| ≤ threshold, their mean rounded to two decimals (and the
 *   comments of both); otherwise a third decision is needed and there is no final score yet;
 * - else (a blind mark missing): no final score yet.
 */
export function settle(marks: Mark[], threshold: number): Settlement {
  const third = marks.find((m) => m.round === 3);
  if (third && third.score !== null)
    return { final: Number(third.score), comment: third.comment, third: true };
  const first = marks.find((m) => m.round === 1);
  const second = marks.find((m) => m.round === 2);
  if (!first || !second || first.score === null || second.score === null)
    return { final: null, comment: null, third: !!third };
  const [s1, s2] = [Number(first.score), Number(second.score)];
  if (Math.abs(s1 - s2) <= Number(threshold) + 1e-9) {
    const comments = [first.comment, second.comment].filter((c): c is string => !!c?.trim());
    return {
      final: roundScore((s1 + s2) / 2),
      comment: comments.length ? comments.join('\n\n') : null,
      third: false,
    };
  }
  return { final: null, comment: null, third: true };
}

/** What one caller marks on one answer, and what they see of the other marks. */
export type CallerRound =
  | { round: 'final' }
  | { round: 1 | 2; mark: Mark }
  | { round: 3; mark: Mark; marks: { round: number; score: number | null }[] }
  | { round: 'hidden' };

/**
 * The caller's part in one answer of a doubly marked exam:
 * - their own blind mark (round 1 or 2): they see and change only that one, never the other;
 * - a third decision, when the caller gave neither blind mark: with both blind marks shown;
 * - an answer nobody was given (no blind marks): any staff member marks it as in single marking;
 * - anything else (blind marking under way by others): hidden from the caller.
 */
export function callerRound(marks: Mark[], callerId: number): CallerRound {
  const own = marks.find((m) => m.round !== 3 && m.corrector_id === callerId);
  if (own) return { round: own.round as 1 | 2, mark: own };
  const blind = marks.filter((m) => m.round !== 3);
  const third = marks.find((m) => m.round === 3);
  if (third)
    return {
      round: 3,
      mark: third,
      marks: blind
        .sort((a, b) => a.round - b.round)
        .map((m) => ({ round: m.round, score: m.score === null ? null : Number(m.score) })),
    };
  return blind.length ? { round: 'hidden' } : { round: 'final' };
}
