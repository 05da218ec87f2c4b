import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { PrivateFileStore } from '../files/private-store.js';
import type { OutboxMail } from './outbox.js';

/** Tries per mail before it is left in the outbox for an admin to look at. */
export const MAX_ATTEMPTS = 5;
/** Rows claimed per round. */
const BATCH = 10;

/** Minutes to wait before the next try after `attempts` failed ones: 1, 4, 9, 16… */
export const retryDelayMinutes = (attempts: number) => attempts * attempts;

export interface MailDelivery {
  /** Sends what is due now; resolves with how many were sent. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

type Send = (mail: OutboxMail) => Promise<void>;

/**
 * Claims due rows atomically (attempts + 1 and the next try pushed back, under FOR UPDATE SKIP LOCKED),
 * so several API processes share one outbox without sending a mail twice.
 */
async function claimDue(db: Kysely<Database>): Promise<OutboxMail[]> {
  const result = await sql<OutboxMail>`
    update mail_outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(mins => (attempts + 1) * (attempts + 1))
     where id in (
       select id from mail_outbox
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now()
        order by id
        limit ${BATCH}
        for update skip locked)
    returning *`.execute(db);
  return result.rows;
}

async function deliverDue(db: Kysely<Database>, send: Send, log: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  for (const mail of await claimDue(db)) {
    try {
      await send(mail);
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), last_error: null })
        .where('id', '=', mail.id)
        .execute();
      sent += 1;
    } catch (err) {
      const message = (err as Error).message?.slice(0, 500) ?? String(err);
      log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail delivery failed');
      await db.updateTable('mail_outbox').set({ last_error: message }).where('id', '=', mail.id).execute();
    }
  }
  return sent;
}

/**
 * Delivers the outbox over SMTP when SMTP_URL is set (checked every MAIL_POLL_MS); without it, mail
 * stays in the outbox, readable by admins at GET /api/mail_outbox. Returns undefined when off.
 */
export function startMailDelivery(
  db: Kysely<Database>,
  config: Config,
  log: FastifyBaseLogger,
  /** Where the attachments' files are (mail_outbox.attachments); without it a mail with one fails. */
  privateStore?: PrivateFileStore,
): MailDelivery | undefined {
  const { smtpUrl, from, pollMs } = config.mail;
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  const send: Send = async (mail) => {
    const attachments = [];
    for (const a of mail.attachments ?? []) {
      const content = await privateStore?.read(a.key);
      // Thrown: the mail stays in the outbox with the reason, and is tried again.
      if (!content) throw new Error(`the attachment ${a.filename} (${a.key}) is missing`);
      attachments.push({ filename: a.filename, contentType: a.content_type, content });
    }
    await transport.sendMail({
      ...(attachments.length ? { attachments } : {}),
      from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body_text,
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
    });
  };
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = deliverDue(db, send, log)
      .catch((err: unknown) => log.error({ err }, 'mail outbox round failed'))
      .finally(() => (running = undefined));
  }, pollMs);
  timer.unref();
  return {
    deliverDue: () => deliverDue(db, send, log),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
