import { examDocument, notFoundDocument, type ExamFixture } from './exam-documents';
import type { StubAnswer, StubRequest } from './api-stub';

/** Ratings as the ranking API answers them (issue 4 contract §B). */
export interface RatingRow {
  id: string;
  userId: string;
  participant: string;
  is_ranked: boolean;
  category: string | null;
  category_position?: number | null;
  school_position?: number | null;
  state_position?: number | null;
  score?: number | null;
}

function ratingResource(row: RatingRow, withScore: boolean) {
  return {
    type: 'ratings',
    id: row.id,
    attributes: {
      participant: row.participant,
      is_ranked: row.is_ranked,
      category: row.category,
      category_position: row.category_position ?? null,
      ...(withScore
        ? {
            score: row.score ?? null,
            school_position: row.school_position ?? null,
            state_position: row.state_position ?? null,
          }
        : {}),
    },
    relationships: {
      user: { data: { type: 'users', id: row.userId } },
      exam: { data: { type: 'exams', id: '31' } },
    },
  };
}

/** GET ratings: a page of rows, or the empty list with meta.available=false before release. */
export function ratingsDocument(
  rows: RatingRow[],
  { total = rows.length, size = 7, available = true, withScore = false } = {},
) {
  return {
    data: available ? rows.map((r) => ratingResource(r, withScore)) : [],
    meta: available
      ? { total_count: total, page_count: Math.max(1, Math.ceil(total / size)), available: true }
      : { total_count: 0, page_count: 1, available: false },
  };
}

/** GET edition/{id}?include=phases with the given phases' categories. */
export function editionPhasesDocument(phases: { phase: number; categories: string[] }[], id = '5') {
  return {
    data: {
      type: 'editions',
      id,
      attributes: { description: 'OBIA', year: 2026, time_zone: 'America/Sao_Paulo' },
      relationships: { phases: { data: phases.map((p) => ({ type: 'phases', id: `ph${p.phase}` })) } },
    },
    included: phases.map((p) => ({
      type: 'phases',
      id: `ph${p.phase}`,
      attributes: { phase: p.phase, categories: p.categories, additional_data: {} },
    })),
  };
}

/** The 9 classified (and 2 not classified) participants of exam 31, as rows in no particular order. */
export const RATINGS: RatingRow[] = [
  ['r1', '7', 'Ana Souza', true, 'regular', 8.5],
  ['r2', '8', 'Bruno Lima', true, 'opened', 7],
  ['r3', '9', 'Carla Dias', true, 'regular', 9],
  ['r4', '10', 'Daniel Reis', false, 'regular', 3],
  ['r5', '11', 'Eva Martins', true, 'opened', 6.5],
  ['r6', '12', 'Fábio Nunes', true, 'regular', 7.5],
  ['r7', '13', 'Gabi Rocha', true, 'regular', 8],
  ['r8', '14', 'Heitor Alves', false, 'opened', 2],
  ['r9', '15', 'Iara Costa', true, 'regular', 6],
  ['r10', '16', 'João Pires', true, 'opened', 9.5],
  ['r11', '17', 'Karen Melo', true, 'regular', 7],
].map(([id, userId, participant, is_ranked, category, score]) => ({
  id: id as string,
  userId: userId as string,
  participant: participant as string,
  is_ranked: is_ranked as boolean,
  category: category as string,
  score: score as number,
  // Ana's positions once the ranking is out: 2nd of the regular category, 1st of her school, 2nd of her state.
  ...(id === 'r1' ? { category_position: 2, school_position: 1, state_position: 2 } : {}),
}));

export interface RankingServerOptions {
  exam?: ExamFixture | null;
  examAnswer?: StubAnswer;
  ratings?: RatingRow[];
  /** classification_available_at passed (the caller's own rating). */
  ownAvailable?: boolean;
  /** ranking_available_at passed (the general list). */
  rankingAvailable?: boolean;
  phases?: { phase: number; categories: string[] }[];
}

/**
 * A stand-in for GET exams/{id}?include=edition, GET edition/{id}?include=phases and GET ratings,
 * filtering (exam, user, is_ranked, category), sorting by user.name and paging as the contract says.
 */
export function rankingServer(options: RankingServerOptions = {}) {
  const ratings = options.ratings ?? RATINGS;
  const phases = options.phases ?? [
    { phase: 1, categories: ['regular', 'opened'] },
    { phase: 2, categories: ['in_group'] },
  ];
  return (request: StubRequest): StubAnswer => {
    const path = request.url.pathname.replace(/^\/api\//, '');
    const q = request.url.searchParams;
    if (path === 'exams/31') {
      if (options.examAnswer) return options.examAnswer;
      if (options.exam === null) return notFoundDocument('Prova não encontrada.');
      const doc = examDocument({ status: 'expired', ...options.exam });
      // include=edition: the questions are linked, not included.
      return { body: { ...doc, included: doc.included.filter((r) => r.type !== 'questions') } };
    }
    if (path === 'edition/5') return { body: editionPhasesDocument(phases) };
    if (path === 'ratings') {
      let rows = ratings;
      const user = q.get('filter[user]');
      if (user !== null) {
        rows = rows.filter((r) => r.userId === user);
        return {
          body: ratingsDocument(rows.slice(0, 1), {
            available: options.ownAvailable ?? true,
            withScore: true,
          }),
        };
      }
      if (q.get('filter[is_ranked]') !== null)
        rows = rows.filter((r) => String(r.is_ranked) === q.get('filter[is_ranked]'));
      const category = q.get('filter[category]');
      if (category !== null) rows = rows.filter((r) => r.category === category);
      if (q.get('sort') === 'user.name')
        rows = [...rows].sort((a, b) => a.participant.localeCompare(b.participant));
      const size = Number(q.get('page[size]') ?? 7);
      const number = Number(q.get('page[number]') ?? 1);
      return {
        body: ratingsDocument(rows.slice((number - 1) * size, number * size), {
          total: rows.length,
          size,
          available: options.rankingAvailable ?? true,
        }),
      };
    }
    return notFoundDocument();
  };
}
