import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { pageLinks, pageMeta } from '../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../jsonapi/query.js';
import { toDocument, type Resource } from '../jsonapi/serialize.js';
import type { OutboxMail } from './outbox.js';

const outboxQuery: QuerySpec = {
  paging: { defaultSize: 20, maxSize: 100, pagePer: true },
};

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
      attempts: m.attempts,
      last_error: m.last_error,
    },
  };
}

/** GET /mail_outbox — the database outbox, newest first (admin). */
export async function mailOutboxRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get(
    '/mail_outbox',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['mail'],
        summary:
          'Mails queued in the database outbox, newest first (admin); page[number]/page[size], default 20',
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
}
