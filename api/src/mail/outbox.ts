import type { Kysely, Selectable } from 'kysely';
import type { Database, MailAttachment, MailOutboxTable } from '../db/schema.js';
import { safeFileName } from '../features/participation-files/file-name.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Address a reply should go to (e.g. the user who wrote a support message). */
  replyTo?: string | null;
  /** Files already in the private store, attached when the mail is sent. */
  attachments?: MailAttachment[];
}

export type OutboxMail = Selectable<MailOutboxTable>;

/** Header values must stay on one line (no header injection through CR/LF). */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/**
 * Queues a mail in the database outbox. The outbox is the default transport: admins read it at
 * GET /api/mail_outbox; an SMTP sender (when configured) delivers the unsent rows.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<OutboxMail> {
  return db
    .insertInto('mail_outbox')
    .values({
      to_address: oneLine(mail.to),
      subject: oneLine(mail.subject),
      body_text: mail.text,
      reply_to: mail.replyTo ? oneLine(mail.replyTo) : null,
      attachments: JSON.stringify(
        (mail.attachments ?? []).map((a) => ({ ...a, filename: safeFileName(oneLine(a.filename), 'file') })),
      ),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
