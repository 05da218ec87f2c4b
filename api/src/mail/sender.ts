import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { PrivateFileStore } from '../files/private-store.js';
import type { OutboxMail } from './outbox.js';

/** Tries per mail; after the last failed one the row stops as failed (failed_at) with its reason. */
export const MAX_ATTEMPTS = 5;

/** Minutes to wait before the next try after `attempts` failed ones (base 60 s): 1, 4, 9, 16… */
export const retryDelayMinutes = (attempts: number) => attempts * attempts;

/** Milliseconds before the next try after `attempts` failed ones: attempts² × the base. */
export const retryDelayMs = (attempts: number, baseMs: number) => retryDelayMinutes(attempts) * baseMs;

export interface MailDelivery {
  /** Sends what is due now (round after round while full batches come); resolves with how many were sent. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

type Send = (mail: OutboxMail) => Promise<void>;

export type MailSettings = Config['mail'];

/**
 * The rows one round claims: the configured batch, but no more than the rate limit sends within half a
 * lease (a claimed row must be sent before its lease runs out, or another process would take it too).
 */
export const claimBatchSize = (mail: Pick<MailSettings, 'batch' | 'ratePerSecond' | 'leaseMs'>) =>
  mail.ratePerSecond > 0
    ? Math.max(1, Math.min(mail.batch, Math.floor((mail.ratePerSecond * mail.leaseMs) / 2000)))
    : mail.batch;

/**
 * Claims due rows atomically (attempts + 1, under FOR UPDATE SKIP LOCKED), so several API processes
 * share one outbox without sending a mail twice. A claimed row's next_attempt_at is its lease: pushed
 * `leaseMs` ahead, it is due again only if its process died before recording the outcome.
 */
async function claimDue(db: Kysely<Database>, batch: number, leaseMs: number): Promise<OutboxMail[]> {
  const result = await sql<OutboxMail>`
    update mail_outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where id in (
       select id from mail_outbox
        where sent_at is null and failed_at is null
          and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now()
        order by id
        limit ${batch}
        for update skip locked)
    returning *`.execute(db);
  return result.rows;
}

async function recordOutcome(
  db: Kysely<Database>,
  mail: OutboxMail,
  error: unknown,
  retryBaseMs: number,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (error === undefined) {
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: new Date(), last_error: null })
      .where('id', '=', mail.id)
      .execute();
    return true;
  }
  const message = ((error as Error).message ?? String(error)).slice(0, 500);
  const last = mail.attempts >= MAX_ATTEMPTS;
  log.warn({ mailId: mail.id, attempts: mail.attempts, err: message, failed: last }, 'mail delivery failed');
  await db
    .updateTable('mail_outbox')
    .set(
      last
        ? { last_error: message, failed_at: new Date() }
        : {
            last_error: message,
            next_attempt_at: new Date(Date.now() + retryDelayMs(mail.attempts, retryBaseMs)),
          },
    )
    .where('id', '=', mail.id)
    .execute();
  return false;
}

async function deliverDue(
  db: Kysely<Database>,
  send: Send,
  settings: Pick<MailSettings, 'batch' | 'ratePerSecond' | 'leaseMs' | 'retryBaseMs'>,
  log: FastifyBaseLogger,
  stopped: () => boolean,
): Promise<number> {
  const batch = claimBatchSize(settings);
  let sent = 0;
  while (!stopped()) {
    const claimed = await claimDue(db, batch, settings.leaseMs);
    // Every mail of the round at once: the pool keeps maxConnections in flight and meters the rate.
    const outcomes = await Promise.all(
      claimed.map((mail) =>
        send(mail).then(
          () => recordOutcome(db, mail, undefined, settings.retryBaseMs, log),
          (err: unknown) => recordOutcome(db, mail, err ?? new Error('failed'), settings.retryBaseMs, log),
        ),
      ),
    );
    sent += outcomes.filter(Boolean).length;
    if (claimed.length < batch) break;
  }
  return sent;
}

/** The domain of the sender's address (for Message-IDs). */
const fromDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * The Message-ID of an outbox row: the same on every try, so a mail sent again after a crash (sent, but
 * the process died before recording it) is recognisably the same message to the receiving side.
 */
export const outboxMessageId = (mail: Pick<OutboxMail, 'id' | 'created_at'>, from: string) => {
  const created = new Date(mail.created_at).getTime();
  const tag = createHash('sha256').update(`${mail.id}:${created}`).digest('hex').slice(0, 16);
  return `<outbox.${mail.id}.${tag}@${fromDomain(from)}>`;
};

/**
 * Delivers the outbox over SMTP when SMTP_URL is set (checked every MAIL_POLL_MS); without it, mail
 * stays in the outbox, readable by admins at GET /api/mail_outbox. Returns undefined when off.
 * A pooled transport (MAIL_MAX_CONNECTIONS connections, MAIL_RATE_PER_SECOND mails a second) sends
 * several mails at once; a failure is retried after n² × MAIL_RETRY_BASE_MS, and after MAX_ATTEMPTS tries
 * the row stops as failed with the reason.
 */
export function startMailDelivery(
  db: Kysely<Database>,
  config: Config,
  log: FastifyBaseLogger,
  /** Where the attachments' files are (mail_outbox.attachments); without it a mail with one fails. */
  privateStore?: PrivateFileStore,
): MailDelivery | undefined {
  const settings = config.mail;
  const { smtpUrl, from, pollMs } = settings;
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: settings.maxConnections,
    ...(settings.ratePerSecond > 0 ? { rateDelta: 1000, rateLimit: settings.ratePerSecond } : {}),
  });
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
      messageId: outboxMessageId(mail, from),
      from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body_text,
      ...(mail.body_html ? { html: mail.body_html } : {}),
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
    });
  };
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const isStopped = () => stopped;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = deliverDue(db, send, settings, log, isStopped)
      .catch((err: unknown) => log.error({ err }, 'mail outbox round failed'))
      .finally(() => (running = undefined));
  }, pollMs);
  timer.unref();
  return {
    deliverDue: () => deliverDue(db, send, settings, log, isStopped),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
