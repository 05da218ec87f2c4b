import type { Messages } from 'shared-contracts';

/** Spanish messages of mfe_auth_registration (keys prefixed "authRegistration."). Its screens come in later issues. */
export const es: Messages = {};
