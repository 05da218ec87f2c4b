import type { Messages } from 'shared-contracts';

/** Spanish messages of mfe_grading_results (keys prefixed "gradingResults."). Its screens come in later issues. */
export const es: Messages = {};
