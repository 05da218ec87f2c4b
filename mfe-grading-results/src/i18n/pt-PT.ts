import type { Messages } from 'shared-contracts';

/** European Portuguese messages of mfe_grading_results (keys prefixed "gradingResults."). Its screens come in later issues. */
export const ptPT: Messages = {};
