import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface Achievement {
  name: string;
  min_score: number;
  max_score: number;
}

const toNumber = (value: unknown): number | null => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The well-formed achievements of `editions.details.achievements` ([{name, min_score, max_score}]). */
export function achievementsOf(details: unknown): Achievement[] {
  const list = (details as { achievements?: unknown } | null | undefined)?.achievements;
  if (!Array.isArray(list)) return [];
  const out: Achievement[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { name, min_score, max_score } = item as Record<string, unknown>;
    const min = toNumber(min_score);
    const max = toNumber(max_score);
    if (typeof name !== 'string' || !name.trim() || min === null || max === null || min > max) continue;
    out.push({ name: name.trim(), min_score: min, max_score: max });
  }
  return out;
}

/**
 * The achievement whose score range holds the score (bounds included); when ranges overlap, the one
 * with the highest minimum. None without a score.
 */
export function matchAchievement(achievements: Achievement[], score: number | null): Achievement | null {
  if (score === null) return null;
  const matching = achievements.filter((a) => score >= a.min_score && score <= a.max_score);
  matching.sort((a, b) => b.min_score - a.min_score);
  return matching[0] ?? null;
}

/**
 * The user's best score in the edition: the highest of their participations' scores and of their
 * ratings' scores (imported results) in the edition's exams; null when they have none.
 */
export async function bestScore(
  db: Kysely<Database>,
  editionId: number,
  userId: number,
): Promise<number | null> {
  const [fromParticipations, fromRatings] = await Promise.all([
    db
      .selectFrom('participations as p')
      .innerJoin('exams as e', 'e.id', 'p.exam_id')
      .select(sql<number | null>`max(p.score)`.as('best'))
      .where('e.edition_id', '=', editionId)
      .where('p.user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('ratings as r')
      .innerJoin('exams as e', 'e.id', 'r.exam_id')
      .select(sql<number | null>`max(r.score)`.as('best'))
      .where('e.edition_id', '=', editionId)
      .where('r.user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const scores = [fromParticipations?.best, fromRatings?.best]
    .map(toNumber)
    .filter((n): n is number => n !== null);
  return scores.length ? Math.max(...scores) : null;
}
