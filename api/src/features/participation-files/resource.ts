import type { Resource } from '../../jsonapi/serialize.js';
import type { Team } from '../teams/load.js';
import { storedFiles, videoUrls, type ParticipationFile } from './load.js';

/** Where a stored file is downloaded (with the auth headers): /api/participation_files/{id}/files/{index}. */
export const downloadPath = (id: number, index: number) => `/api/participation_files/${id}/files/${index}`;

/** The team as `include=team` shows it. */
const includedTeam = (team: Team): Resource => ({
  type: 'teams',
  id: team.id,
  attributes: { name: team.name, exam_id: team.exam_id, edition_id: team.edition_id, source: team.source },
});

/**
 * spec 3 §3 Participation file: category, file_urls [{url, name, content_type, size}], video_urls, team,
 * participation (and the participation's owner as `user`).
 */
export function participationFileResource(
  row: ParticipationFile,
  ctx: { publicUrl: string; ownerId: number; team?: Team | undefined },
): Resource {
  return {
    type: 'participation_files',
    id: row.id,
    attributes: {
      category: row.category,
      file_urls: storedFiles(row).map((f, index) => ({
        url: `${ctx.publicUrl}${downloadPath(row.id, index)}`,
        name: f.name,
        content_type: f.content_type,
        size: f.size,
      })),
      video_urls: videoUrls(row),
      created_at: row.created_at,
    },
    relationships: {
      team:
        row.team_id === null ? null : ctx.team ? includedTeam(ctx.team) : { type: 'teams', id: row.team_id },
      participation: { type: 'participations', id: row.participation_id },
      user: { type: 'users', id: ctx.ownerId },
    },
  };
}
