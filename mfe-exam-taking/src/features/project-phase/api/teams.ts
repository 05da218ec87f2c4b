import { deserializeOne, type JsonApiDocument } from 'shared-contracts';
import { getPage, sendJson } from 'shared-contracts/client';
import type { Team } from '../types';
import { membershipOf, type RawMembership } from './memberships';

interface RawTeam {
  id: string;
  name?: string | null;
  memberships?: RawMembership[];
}

function teamOf(raw: RawTeam): Team {
  return {
    id: String(raw.id),
    name: raw.name ?? '',
    memberships: (raw.memberships ?? []).map(membershipOf),
  };
}

/** GET teams?filter[exam_id]&include=memberships: the caller's team in the exam, if any. */
export async function fetchOwnTeam(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Team | null> {
  const page = await getPage<RawTeam>(
    'teams',
    { filter: { exam_id: examId }, include: ['memberships'] },
    { signal: options.signal },
  );
  const first = page.items[0];
  return first ? teamOf(first) : null;
}

/** POST teams (name, source web, the exam): the caller becomes its leader. */
export async function createTeam(examId: string, name: string): Promise<Team> {
  const doc = await sendJson<JsonApiDocument>('post', 'teams', {
    data: {
      type: 'teams',
      attributes: { name, source: 'web' },
      relationships: { exam: { data: { type: 'exams', id: examId } } },
    },
  });
  return teamOf(deserializeOne<RawTeam>(doc));
}
