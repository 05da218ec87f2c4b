import type { Resource } from '../../jsonapi/serialize.js';
import type { StaffQuestionAttributes } from '../../shared-rules.js';
import type { Question } from './load.js';

/**
 * A question as its exam's staff read it (shared-contracts' StaffQuestionAttributesSchema): the answer
 * key always, each alternative with `correct`, and when it last changed.
 */
export function staffQuestionResource(q: Question): Resource {
  const correct = new Set((q.resolution?.multiple_choice ?? []).map((id) => String(id)));
  const attributes: StaffQuestionAttributes = {
    position: q.position,
    statement: q.statement,
    style: q.style,
    status: q.status,
    kind: q.kind,
    alternatives: (q.alternatives ?? []).map((a) => ({
      id: String(a.id),
      description: a.description,
      correct: correct.has(String(a.id)),
    })),
    education_subject_id: q.education_subject_id,
    character_limit: q.character_limit,
    weight: q.weight,
    resolution: { comment: q.resolution?.comment ?? null, multiple_choice: [...correct] },
    updated_at: q.updated_at ? new Date(q.updated_at).toISOString() : null,
  };
  return { type: 'questions', id: q.id, attributes };
}
