import { getPage } from 'shared-contracts';

/** One person the participant search found (spec 3 §3): never their e-mail or CPF. */
export interface ParticipantMatch {
  id: string;
  name: string;
  /** As sent (YYYY-MM-DD), '' when unknown. */
  birthday: string;
}

export interface ParticipantsPage {
  people: ParticipantMatch[];
  hasMore: boolean;
}

interface RawParticipant {
  id: string;
  name?: string | null;
  birthday?: string | null;
}

/** GET participants/search?filter[name]&filter[exam_id]&page[number] (10 per page). */
export async function searchParticipants(
  examId: string,
  name: string,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<ParticipantsPage> {
  const result = await getPage<RawParticipant>(
    'participants/search',
    { filter: { name, exam_id: examId }, page: { number: page } },
    { signal: options.signal },
  );
  return {
    people: result.items.map((p) => ({
      id: String(p.id),
      name: p.name ?? '',
      birthday: (p.birthday ?? '').slice(0, 10),
    })),
    hasMore: page < result.pageCount,
  };
}
