import { createHash, randomBytes } from 'node:crypto';

/** A fresh enrollment-confirmation token and the hash stored in its place. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The enrollment confirmation page of spec 3 §2.10 for a token. */
export function confirmationUrl(publicUrl: string, token: string): string {
  const url = new URL('/inscricoes/estudante/confirmar', publicUrl);
  url.searchParams.set('confirmation_token', token);
  return url.toString();
}
