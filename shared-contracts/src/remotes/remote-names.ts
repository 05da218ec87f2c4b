export const REMOTE_NAMES = [
  'mfe_auth_registration',
  'mfe_exam_taking',
  'mfe_edition_admin',
  'mfe_grading_results',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
