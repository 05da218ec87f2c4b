import { getPage } from 'shared-contracts/client';

/** One person the participant search found (spec 3 §3): never their birthday, e-mail or CPF. */
export interface ParticipantMatch {
  id: string;
  name: string;
  /** Under 18 (the member form then asks for a guardian). */
  minor: boolean;
}

export interface ParticipantsPage {
  people: ParticipantMatch[];
  hasMore: boolean;
}

interface RawParticipant {
  id: string;
  name?: string | null;
  minor?: boolean | null;
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
      minor: p.minor === true,
    })),
    hasMore: page < result.pageCount,
  };
}
