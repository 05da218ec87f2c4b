import type { Selectable } from 'kysely';
import type { TeacherRecommendationsTable } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';

export type TeacherRecommendation = Selectable<TeacherRecommendationsTable>;

/** The teacher recommendation as the contract gives it (issue 4, C). */
export const recommendationResource = (r: TeacherRecommendation): Resource => ({
  type: 'teacher_recommendations',
  id: r.id,
  attributes: {
    teacher_name: r.teacher_name,
    teacher_email: r.teacher_email,
    source: r.source,
    participation_id: String(r.participation_id),
  },
});
