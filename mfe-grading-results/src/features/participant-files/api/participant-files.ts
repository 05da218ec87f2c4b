import { isProjectCategory, type ProjectCategory, type TeamRole } from 'shared-contracts';
import { api, getPage, sendJson } from 'shared-contracts/client';

/** Submissions per page of GET participation_files (spec 3 §9). */
export const FILES_PAGE_SIZE = 15;

export interface SubmittedFile {
  name: string;
  size: number | null;
}

/** One upload of the participant (or of their team): its files and video URLs. */
export interface Submission {
  id: string;
  category: ProjectCategory;
  files: SubmittedFile[];
  videoUrls: string[];
  team: { id: string; name: string | null } | null;
}

interface RawSubmission {
  id: string;
  category?: string;
  file_urls?: { url?: string | null; name?: string | null; size?: number | null }[] | null;
  video_urls?: unknown;
  team?: { id: string; name?: string | null } | null;
}

const lastSegment = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? '');

function submissionOf(raw: RawSubmission): Submission | null {
  if (!isProjectCategory(raw.category)) return null;
  return {
    id: String(raw.id),
    category: raw.category,
    files: (raw.file_urls ?? []).map((f) => ({
      name: f.name || lastSegment(f.url ?? ''),
      size: typeof f.size === 'number' ? f.size : null,
    })),
    videoUrls: Array.isArray(raw.video_urls) ? raw.video_urls.map(String) : [],
    team: raw.team?.id ? { id: String(raw.team.id), name: raw.team.name ?? null } : null,
  };
}

/**
 * GET participation_files?filter[exam_id]&filter[user_id]&include=team&page[size]=15, every page: the
 * uploads of the participant and of their team in the exam.
 */
export async function fetchSubmissions(
  testId: string,
  userId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Submission[]> {
  const all: Submission[] = [];
  for (let number = 1; ; number += 1) {
    const page = await getPage<RawSubmission>(
      'participation_files',
      {
        filter: { exam_id: testId, user_id: userId },
        include: ['team'],
        page: { number, size: FILES_PAGE_SIZE },
      },
      { signal: options.signal },
    );
    all.push(...page.items.map(submissionOf).filter((s): s is Submission => s !== null));
    if (number >= page.pageCount || page.items.length === 0) return all;
  }
}

/** GET participation_files/{id}/files/{index} through the API client (the auth headers go along). */
export function downloadSubmittedFile(submissionId: string, index: number): Promise<Blob> {
  return api()
    .get(`participation_files/${encodeURIComponent(submissionId)}/files/${index}`, {
      headers: { accept: '*/*' },
    })
    .blob();
}

export interface Member {
  id: string;
  name: string | null;
  email: string | null;
  role: TeamRole;
}

/** GET memberships?filter[team_id] (spec 3 §7; not paged: the whole team): the team's members. */
export async function fetchMembers(
  teamId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Member[]> {
  const page = await getPage<Member>(
    'memberships',
    { filter: { team_id: teamId } },
    { signal: options.signal },
  );
  return page.items;
}

/** PUT project_score { id: the participation, result_score } (step 0.1; refused once the ranking is out). */
export async function saveProjectScore(participationId: string, resultScore: number | null): Promise<void> {
  await sendJson('put', 'project_score', { id: participationId, result_score: resultScore });
}
