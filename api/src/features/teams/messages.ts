import type * as v from 'valibot';
import {
  ApiError,
  errorObject,
  type JsonApiErrorObject,
  type JsonApiErrorSource,
} from '../../jsonapi/errors.js';
import { TEAM_MESSAGE_IDS, teamMessage, type Locale, type TeamMessageKey } from '../../shared-rules.js';
import { issuePath } from '../registration/messages.js';

type Values = Readonly<Record<string, string | number>>;

/** One error: code = the team/file message id, detail = its text in the request's language. */
export function teamError(
  status: number,
  key: TeamMessageKey,
  locale: Locale,
  source?: JsonApiErrorSource | string,
  values: Values = {},
): JsonApiErrorObject {
  const id = TEAM_MESSAGE_IDS[key];
  const where = typeof source === 'string' ? { pointer: source } : source;
  return errorObject(status, teamMessage(id, locale, values), where, id);
}

export const teamFailure = (
  status: number,
  key: TeamMessageKey,
  locale: Locale,
  source?: JsonApiErrorSource | string,
  values: Values = {},
) => new ApiError(status, [teamError(status, key, locale, source, values)]);

/** The shared schema's issues as 422 errors, one per field, each pointing where `pointerFor` says. */
export function teamIssues(
  issues: readonly v.BaseIssue<unknown>[],
  locale: Locale,
  pointerFor: (path: string) => string,
): JsonApiErrorObject[] {
  const seen = new Set<string>();
  const errors: JsonApiErrorObject[] = [];
  for (const issue of issues) {
    const path = issuePath(issue);
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push(
      errorObject(422, teamMessage(issue.message, locale), { pointer: pointerFor(path) }, issue.message),
    );
  }
  return errors;
}
