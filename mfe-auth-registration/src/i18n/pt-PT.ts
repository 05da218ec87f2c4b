import type { Messages } from 'shared-contracts';

/** European Portuguese messages of mfe_auth_registration (keys prefixed "authRegistration."). Its screens come in later issues. */
export const ptPT: Messages = {};
