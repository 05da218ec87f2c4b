import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a report's download link works. */
export const REPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const keyOf = (secret: string) => createHmac('sha256', secret).update('report-files/v1').digest();
const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

/** `<job id>.<expiry, epoch seconds>.<HMAC-SHA256 of both>`: who holds it may download that job's file. */
export function signReportToken(secret: string, jobId: number, expiresAt: Date): string {
  const body = `${jobId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signatureOf(secret, body)}`;
}

export type TokenCheck = { ok: true; jobId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** A token's job, when its signature holds and it has not expired. */
export function verifyReportToken(secret: string, token: string, now = new Date()): TokenCheck {
  const m = /^([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: 'invalid' };
  const [, id, exp, signature] = m as unknown as [string, string, string, string];
  const expected = Buffer.from(signatureOf(secret, `${id}.${exp}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (Number(exp) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, jobId: Number(id) };
}

/** The public URL that downloads the report file of a job. */
export const reportFileUrl = (publicUrl: string, token: string) => `${publicUrl}/api/report_files/${token}`;
