import type { Resource } from '../../jsonapi/serialize.js';

export const ratingAttributeNames = [
  'participant',
  'is_ranked',
  'category',
  'category_position',
  'score',
] as const;

export interface RatingRow {
  id: number;
  exam_id: number;
  user_id: number;
  user_name: string | null;
  is_ranked: boolean;
  category: string | null;
  category_position: number | null;
  score: number | null;
}

/** A rating (ranking entry); `score` only when the reader may see it. */
export function ratingResource(r: RatingRow, withScore: boolean): Resource {
  const attributes: Record<string, unknown> = {
    participant: r.user_name,
    is_ranked: r.is_ranked,
    category: r.category,
    category_position: r.category_position,
  };
  if (withScore) attributes.score = r.score;
  return {
    type: 'ratings',
    id: r.id,
    attributes,
    relationships: {
      user: { type: 'users', id: r.user_id },
      exam: { type: 'exams', id: r.exam_id },
    },
  };
}
