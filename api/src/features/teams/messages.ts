import { localizedErrors } from '../../jsonapi/localized-error.js';
import { TEAM_MESSAGE_IDS, teamMessage } from '../../shared-rules.js';

const teams = localizedErrors(TEAM_MESSAGE_IDS, teamMessage);

/** One error: code = the team/file message id, detail = its text in the request's language. */
export const teamError = teams.error;
export const teamFailure = teams.failure;
/** The shared schema's issues as 422 errors, one per field, each pointing where `pointerFor` says. */
export const teamIssues = teams.issues;
