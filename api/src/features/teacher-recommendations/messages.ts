import type * as v from 'valibot';
import { ApiError } from '../../jsonapi/errors.js';
import { localizedErrors } from '../../jsonapi/localized-error.js';
import { RECOMMENDATION_MESSAGE_IDS, recommendationMessage, type Locale } from '../../shared-rules.js';

const recommendations = localizedErrors(RECOMMENDATION_MESSAGE_IDS, recommendationMessage);

/** One error whose code is a recommendation message id and whose detail is its text in the locale. */
export const recommendationError = recommendations.error;
export const recommendationFailure = recommendations.failure;

/** The schema's issues as 422 errors, one per attribute, pointing at /data/attributes/<name>. */
export const recommendationIssues = (issues: readonly v.BaseIssue<unknown>[], locale: Locale) =>
  new ApiError(
    422,
    recommendations.issues(issues, locale, (path) => `/data/attributes${path ? `/${path}` : ''}`),
  );
