import type * as v from 'valibot';
import { ApiError, errorObject, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import {
  RECOMMENDATION_MESSAGE_IDS,
  recommendationMessage,
  type Locale,
  type RecommendationMessageKey,
} from '../../shared-rules.js';
import { issuePath } from '../registration/messages.js';

/** One error whose code is a recommendation message id and whose detail is its text in the locale. */
export function recommendationFailure(
  status: number,
  key: RecommendationMessageKey,
  locale: Locale,
  pointer?: string,
): ApiError {
  const id = RECOMMENDATION_MESSAGE_IDS[key];
  return new ApiError(status, [
    errorObject(status, recommendationMessage(id, locale), pointer ? { pointer } : undefined, id),
  ]);
}

/** The schema's issues as 422 errors, one per attribute, pointing at /data/attributes/<name>. */
export function recommendationIssues(issues: readonly v.BaseIssue<unknown>[], locale: Locale): ApiError {
  const seen = new Set<string>();
  const errors: JsonApiErrorObject[] = [];
  for (const issue of issues) {
    const path = issuePath(issue);
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push(
      errorObject(
        422,
        recommendationMessage(issue.message, locale),
        { pointer: `/data/attributes${path ? `/${path}` : ''}` },
        issue.message,
      ),
    );
  }
  return new ApiError(422, errors);
}
