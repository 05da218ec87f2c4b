import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

export type MailTransport = 'outbox' | 'smtp-unavailable';

/**
 * Describes how queued mail leaves the outbox. SMTP delivery needs the `nodemailer` package, which is not a
 * dependency yet: with SMTP_URL set, mails stay in the outbox (readable by admins) and a warning is logged.
 */
export function mailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (!config.mail.smtpUrl) return 'outbox';
  log.warn(
    'SMTP_URL is set but SMTP delivery needs the nodemailer package, which is not installed: ' +
      'mails are kept in the database outbox (GET /api/mail_outbox)',
  );
  return 'smtp-unavailable';
}
