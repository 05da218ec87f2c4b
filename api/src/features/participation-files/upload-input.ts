import { ApiError, errorObject, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import {
  isProjectCategory,
  isValidVideoUrl,
  MAX_VIDEO_URLS_PER_UPLOAD,
  type Locale,
  type ProjectCategory,
} from '../../shared-rules.js';
import { teamError, teamFailure } from '../teams/messages.js';
import { relationshipId } from '../teams/relationships.js';

export const PARTICIPATION_POINTER = '/data/relationships/participation/data/id';
export const TEAM_POINTER = '/data/relationships/team/data/id';

export interface UploadRequest {
  category: ProjectCategory;
  videoUrls: string[];
  participationId: number;
  /** undefined when not sent, null when sent as null. */
  teamId: number | null | undefined;
}

/** The `data` field as a resource object: JSON text or an object, `{data:{…}}` unwrapped. */
function resourceOf(data: unknown, locale: Locale): Record<string, unknown> {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw teamFailure(422, 'filesMalformed', locale, '/data');
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && !('type' in value) && 'data' in value)
    value = (value as { data: unknown }).data;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw teamFailure(422, 'filesMalformed', locale, '/data');
  return value as Record<string, unknown>;
}

function videoUrlsOf(raw: unknown, locale: Locale, errors: JsonApiErrorObject[]): string[] {
  if (raw === undefined || raw === null) return [];
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : undefined;
  if (!list) {
    errors.push(teamError(422, 'invalidValue', locale, '/data/attributes/video_urls'));
    return [];
  }
  const urls: string[] = [];
  list.forEach((item, i) => {
    const pointer = `/data/attributes/video_urls/${i}`;
    if (typeof item !== 'string') errors.push(teamError(422, 'videoUrl', locale, pointer));
    else if (item.trim() === '') return;
    else if (!isValidVideoUrl(item)) errors.push(teamError(422, 'videoUrl', locale, pointer));
    else urls.push(item.trim());
  });
  if (urls.length > MAX_VIDEO_URLS_PER_UPLOAD)
    errors.push(teamError(422, 'filesVideoMax', locale, '/data/attributes/video_urls'));
  return urls;
}

/**
 * The `data` field of an upload: {type:'participation_files', attributes:{category, video_urls},
 * relationships:{participation, team}}. 422 naming every bad attribute.
 */
export function uploadRequest(data: unknown, locale: Locale): UploadRequest {
  if (data === undefined) throw teamFailure(422, 'filesMalformed', locale, '/data');
  const resource = resourceOf(data, locale);
  if (resource.type !== undefined && resource.type !== 'participation_files')
    throw new ApiError(409, [
      errorObject(409, 'data.type must be participation_files', { pointer: '/data/type' }),
    ]);
  const attributes = resource.attributes ?? {};
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    throw teamFailure(422, 'filesMalformed', locale, '/data/attributes');
  const attrs = attributes as Record<string, unknown>;
  const errors: JsonApiErrorObject[] = [];
  const category = attrs.category;
  if (category === undefined || category === null || category === '')
    errors.push(teamError(422, 'selectOne', locale, '/data/attributes/category'));
  else if (!isProjectCategory(category))
    errors.push(teamError(422, 'invalidValue', locale, '/data/attributes/category'));
  const videoUrls = videoUrlsOf(attrs.video_urls, locale, errors);
  const wrapped = { data: resource };
  const participationId = relationshipId(wrapped, 'participation', 'participations', locale);
  if (participationId === undefined || participationId === null)
    errors.push(teamError(422, 'required', locale, PARTICIPATION_POINTER));
  const teamId = relationshipId(wrapped, 'team', 'teams', locale);
  if (errors.length) throw new ApiError(422, errors);
  return {
    category: category as ProjectCategory,
    videoUrls,
    participationId: participationId as number,
    teamId,
  };
}
