import { api, type Page } from 'shared-contracts/client';
import { deserializeMany, toSearchParams, type JsonApiDocument, type ListQuery } from 'shared-contracts';

/** One line of an exam's ranking (ratings contract, issue 4 §B). */
export interface Rating {
  id: string;
  /** The participant's name. */
  participant: string;
  is_ranked: boolean;
  category: string | null;
  category_position: number | null;
  /** Positions among the same category's participants of the same school and state (own rating only). */
  school_position: number | null;
  state_position: number | null;
  /** Sent to a participant only in their own rating. */
  score: number | null;
}

/** A page of ratings, and whether the server has released them to the caller yet. */
export interface RatingsPage extends Page<Rating> {
  available: boolean;
}

/** Ranking page size (spec 3 §9: 7, first page 1). */
export const RANKING_PAGE_SIZE = 7;

type RawRating = Partial<Omit<Rating, 'id'>> & { id: string };

const rating = (raw: RawRating): Rating => ({
  id: String(raw.id),
  participant: typeof raw.participant === 'string' ? raw.participant : '',
  is_ranked: raw.is_ranked === true,
  category: typeof raw.category === 'string' && raw.category !== '' ? raw.category : null,
  category_position: typeof raw.category_position === 'number' ? raw.category_position : null,
  school_position: typeof raw.school_position === 'number' ? raw.school_position : null,
  state_position: typeof raw.state_position === 'number' ? raw.state_position : null,
  score: typeof raw.score === 'number' ? raw.score : null,
});

/** GET ratings: before the release dates the server answers an empty list with meta.available=false. */
async function fetchRatings(query: ListQuery, signal?: AbortSignal): Promise<RatingsPage> {
  const response = await api().get('ratings', { searchParams: toSearchParams(query), signal });
  const doc = (await response.json()) as JsonApiDocument;
  const available = doc.meta?.available !== false;
  const items = available ? deserializeMany<RawRating>(doc).map(rating) : [];
  const total = available
    ? Number(doc.meta?.total_count ?? response.headers.get('x-total-count') ?? items.length)
    : 0;
  const size = query.page?.size ?? RANKING_PAGE_SIZE;
  const pageCount = available
    ? Number(doc.meta?.page_count ?? response.headers.get('x-total-pages') ?? Math.ceil(total / size))
    : 1;
  return { items, total, pageCount: Math.max(1, pageCount), available };
}

/** The caller's own rating in an exam (with the score), or null when there is none. */
export async function fetchOwnRating(
  examId: string,
  userId: string,
  options: { signal?: AbortSignal } = {},
): Promise<{ available: boolean; rating: Rating | null }> {
  const page = await fetchRatings(
    {
      filter: { exam: examId, user: userId },
      fields: {
        ratings: [
          'is_ranked',
          'participant',
          'category',
          'score',
          'category_position',
          'school_position',
          'state_position',
        ],
      },
      page: { number: 1, size: 1 },
    },
    options.signal,
  );
  return { available: page.available, rating: page.items[0] ?? null };
}

/**
 * One page of the general ranking: the classified participants (filter[is_ranked]=true) by name,
 * of one category or all (spec 3 §2.7, §7).
 */
export function fetchRankingPage(
  examId: string,
  { page, size, category }: { page: number; size: number; category: string | null },
  options: { signal?: AbortSignal } = {},
): Promise<RatingsPage> {
  return fetchRatings(
    {
      filter: { exam: examId, is_ranked: true, ...(category === null ? {} : { category }) },
      sort: 'user.name',
      fields: { ratings: ['is_ranked', 'participant', 'category'] },
      page: { number: page, size },
    },
    options.signal,
  );
}
