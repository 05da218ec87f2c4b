import type { Messages } from 'shared-contracts';

/** Brazilian Portuguese messages of mfe_auth_registration (keys prefixed "authRegistration."). Its screens come in later issues. */
export const ptBR: Messages = {};
