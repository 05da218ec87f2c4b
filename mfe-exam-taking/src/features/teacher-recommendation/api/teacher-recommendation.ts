import { deserializeOne, type JsonApiDocument, type TeacherRecommendation } from 'shared-contracts';
import { getPage, sendJson } from 'shared-contracts/client';

/** The teacher recommendation of a participation (issue 4 contract C). */
export interface Recommendation {
  id: string;
  teacher_name: string;
  teacher_email: string;
  source: string;
  participation_id: string;
}

type RawRecommendation = Partial<Recommendation> & { id: string; type?: string };

function recommendation(raw: RawRecommendation): Recommendation {
  return {
    id: String(raw.id),
    teacher_name: raw.teacher_name ?? '',
    teacher_email: raw.teacher_email ?? '',
    source: raw.source ?? 'web',
    participation_id: String(raw.participation_id ?? ''),
  };
}

const TYPE = 'teacher_recommendations';

/** GET teacher_recommendation?filter[participation]=ID: the participation's recommendation, if any. */
export async function fetchRecommendation(
  participationId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Recommendation | null> {
  const page = await getPage<RawRecommendation>(
    'teacher_recommendation',
    { filter: { participation: participationId } },
    { signal: options.signal },
  );
  const found = page.items.find((r) => r.type === undefined || r.type === TYPE);
  return found ? recommendation(found) : null;
}

/** POST teacher_recommendation (source 'web'). */
export async function createRecommendation(
  participationId: string,
  input: TeacherRecommendation,
): Promise<Recommendation> {
  const doc = await sendJson<JsonApiDocument>('post', 'teacher_recommendation', {
    data: { type: TYPE, attributes: { ...input, source: 'web', participation_id: participationId } },
  });
  return recommendation(deserializeOne<RawRecommendation>(doc));
}

/** PUT teacher_recommendation/{id} (source 'web'). */
export async function updateRecommendation(
  id: string,
  input: TeacherRecommendation,
): Promise<Recommendation> {
  const doc = await sendJson<JsonApiDocument>('put', `teacher_recommendation/${encodeURIComponent(id)}`, {
    data: { type: TYPE, id, attributes: { ...input, source: 'web' } },
  });
  return recommendation(deserializeOne<RawRecommendation>(doc));
}
