import { sendDownload } from '../http/download.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema.js';
import type { PrivateFileStore } from '../files/private-store.js';
import { idParam, jsonSchemaOf, noQuery } from '../http/route-schema.js';
import { requestLocale } from '../http/locale.js';
import { pageLinks, pageMeta } from '../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../jsonapi/query.js';
import { toDocument, type Resource } from '../jsonapi/serialize.js';
import { reportFailure } from '../features/reports/messages.js';
import type { OutboxMail } from './outbox.js';

const outboxQuery: QuerySpec = {
  paging: { defaultSize: 20, maxSize: 100, pagePer: true },
};

/** The types an attachment is served as; anything else goes out as bytes. */
const SAFE_TYPES = new Set([
  'text/csv; charset=utf-8',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
]);
const servedType = (type: string) => (SAFE_TYPES.has(type) ? type : 'application/octet-stream');

/** Where an admin downloads an outbox mail's attachment. */
export const attachmentPath = (mailId: number, index: number) =>
  `/api/mail_outbox/${mailId}/attachments/${index}`;

export function outboxResource(m: OutboxMail): Resource {
  return {
    type: 'mail_outbox',
    id: m.id,
    attributes: {
      to_address: m.to_address,
      subject: m.subject,
      body_text: m.body_text,
      reply_to: m.reply_to,
      created_at: m.created_at,
      sent_at: m.sent_at,
      failed_at: m.failed_at,
      notification_id: m.notification_id === null ? null : String(m.notification_id),
      attempts: m.attempts,
      last_error: m.last_error,
      attachments: (m.attachments ?? []).map((a, index) => ({
        filename: a.filename,
        content_type: a.content_type,
        size: a.size,
        download_url: attachmentPath(m.id, index),
      })),
    },
  };
}

const attachmentParams = v.object({ id: idParam, index: v.pipe(v.string(), v.regex(/^\d{1,3}$/)) });

/**
 * GET /mail_outbox — the database outbox, newest first (admin); GET /mail_outbox/:id/attachments/:index —
 * one attachment's file (admin).
 */
export async function mailOutboxRoutes(
  app: FastifyInstance,
  { db, privateStore }: { db: Kysely<Database>; privateStore: PrivateFileStore },
) {
  app.get(
    '/mail_outbox',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['mail'],
        summary:
          'Mails queued in the database outbox, newest first (admin); page[number]/page[size], default 20; each with its attachments (name, type, size, download_url)',
        querystring: querystringSchema(outboxQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, outboxQuery);
      const { total } = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.page.size)
        .offset(q.page.offset)
        .execute();
      const meta = pageMeta(reply, q, Number(total));
      return toDocument(rows.map(outboxResource), { meta, links: pageLinks(req.url, q, Number(total)) });
    },
  );

  app.get<{ Params: { id: string; index: string } }>(
    '/mail_outbox/:id/attachments/:index',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['mail'],
        summary:
          "One attachment of an outbox mail (admin): the file itself, as an attachment (index from 0, in the mail's attachments)",
        params: jsonSchemaOf(attachmentParams),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const mail = await db
        .selectFrom('mail_outbox')
        .select('attachments')
        .where('id', '=', Number(req.params.id))
        .executeTakeFirst();
      const attachment = mail?.attachments?.[Number(req.params.index)];
      const bytes = attachment ? await privateStore.read(attachment.key) : undefined;
      if (!attachment || !bytes) throw reportFailure(404, 'attachmentNotFound', locale);
      return sendDownload(reply, {
        bytes,
        contentType: servedType(attachment.content_type),
        filename: attachment.filename,
      });
    },
  );
}
