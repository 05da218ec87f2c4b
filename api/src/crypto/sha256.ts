import { createHash } from 'node:crypto';

/** The SHA-256 of a text, in hex: how tokens, e-mails and keys are stored when only a match is needed. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
