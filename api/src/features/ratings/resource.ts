import type { Resource } from '../../jsonapi/serialize.js';

export const ratingAttributeNames = [
  'participant',
  'is_ranked',
  'category',
  'category_position',
  'school_position',
  'state_position',
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
  school_position: number | null;
  state_position: number | null;
  score: number | null;
}

/** What the reader may see of a rating besides the name, the category and whether it is classified. */
export interface RatingView {
  /** The score and the school and state positions: the rating's own participant and the exam's staff. */
  own: boolean;
  /** The positions: the exam's staff (provisional too) and, once the ranking is published, everyone. */
  positions: boolean;
}

/** A rating (ranking entry), with what `view` lets the reader see (a withheld position reads null). */
export function ratingResource(r: RatingRow, view: RatingView): Resource {
  const attributes: Record<string, unknown> = {
    participant: r.user_name,
    is_ranked: r.is_ranked,
    category: r.category,
    category_position: view.positions ? r.category_position : null,
  };
  if (view.own) {
    attributes.score = r.score;
    attributes.school_position = view.positions ? r.school_position : null;
    attributes.state_position = view.positions ? r.state_position : null;
  }
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
