/** Why a typed score is refused (see parseScore). */
export type ScoreProblem = 'required' | 'notANumber' | 'outOfRange';

/**
 * A typed score (spec 3 §5: numeric, from 0 to the question's weight; a decimal comma is accepted): the
 * number, or why it is refused.
 */
export function parseScore(
  text: string,
  weight: number,
): { ok: true; value: number } | { ok: false; problem: ScoreProblem } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!/^-?(\d+(\.\d+)?|\.\d+)$/.test(trimmed)) return { ok: false, problem: 'notANumber' };
  const value = Number(trimmed);
  if (value < 0 || value > weight) return { ok: false, problem: 'outOfRange' };
  return { ok: true, value };
}
