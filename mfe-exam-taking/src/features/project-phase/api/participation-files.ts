import { api, getPage, sendJson } from 'shared-contracts/client';
import { isProjectCategory, type ProjectCategory } from 'shared-contracts';
import { downloadApiFile } from '../../../shared/exam/api/download';
import type { ParticipationFile } from '../types';

/** Submissions per page of GET participation_files (spec 3 §9). */
export const FILES_PAGE_SIZE = 15;

interface RawFileUrl {
  url?: string | null;
  name?: string | null;
  content_type?: string | null;
  size?: number | null;
}

interface RawParticipationFile {
  id: string;
  category?: string;
  file_urls?: (RawFileUrl | string)[] | null;
  video_urls?: unknown;
  team?: { id: string; name?: string | null } | null;
  participation?: { id: string } | null;
}

const categoryOf = (value: unknown): ProjectCategory => (isProjectCategory(value) ? value : 'pre_project');

const lastSegment = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? '');

function submissionOf(raw: RawParticipationFile): ParticipationFile {
  return {
    id: String(raw.id),
    category: categoryOf(raw.category),
    files: (raw.file_urls ?? []).map((f) =>
      typeof f === 'string'
        ? { name: lastSegment(f), contentType: '', size: null }
        : {
            name: f.name || lastSegment(f.url ?? ''),
            contentType: f.content_type ?? '',
            size: typeof f.size === 'number' ? f.size : null,
          },
    ),
    videoUrls: Array.isArray(raw.video_urls) ? raw.video_urls.map(String) : [],
    teamId: raw.team?.id ? String(raw.team.id) : null,
    teamName: raw.team?.name ?? null,
    participationId: raw.participation?.id ? String(raw.participation.id) : null,
  };
}

/**
 * GET participation_files?filter[exam_id]&filter[user_id]&page[size]=15&include=team, every page:
 * the submissions of the user (and their team) in the exam.
 */
export async function fetchParticipationFiles(
  examId: string,
  userId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ParticipationFile[]> {
  const all: ParticipationFile[] = [];
  for (let number = 1; ; number += 1) {
    const page = await getPage<RawParticipationFile>(
      'participation_files',
      {
        filter: { exam_id: examId, user_id: userId },
        page: { number, size: FILES_PAGE_SIZE },
        include: ['team'],
      },
      { signal: options.signal },
    );
    all.push(...page.items.map(submissionOf));
    if (number >= page.pageCount || page.items.length === 0) return all;
  }
}

export interface Submission {
  category: ProjectCategory;
  participationId: string;
  /** Omitted for pre_project. */
  teamId: string | null;
  files: readonly File[];
  videoUrls: readonly string[];
}

/** POST participation_files as multipart: the `data` JSON field and `files[]`. */
export async function sendParticipationFiles(submission: Submission): Promise<void> {
  const relationships: Record<string, unknown> = {
    participation: { data: { type: 'participations', id: submission.participationId } },
  };
  if (submission.teamId && submission.category !== 'pre_project')
    relationships.team = { data: { type: 'teams', id: submission.teamId } };
  const body = new FormData();
  body.append(
    'data',
    JSON.stringify({
      type: 'participation_files',
      attributes: { category: submission.category, video_urls: submission.videoUrls },
      relationships,
    }),
  );
  for (const file of submission.files) body.append('files[]', file, file.name);
  await api().post('participation_files', { body });
}

/** DELETE participation_files/{id}. */
export async function deleteParticipationFile(id: string): Promise<void> {
  await sendJson('delete', `participation_files/${encodeURIComponent(id)}`);
}

/** GET participation_files/{id}/files/{index} with the auth headers: the file's content. */
export function downloadParticipationFile(id: string, index: number): Promise<Blob> {
  return downloadApiFile(`participation_files/${encodeURIComponent(id)}/files/${index}`);
}
