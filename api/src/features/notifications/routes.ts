import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit.js';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import * as v from 'valibot';
import { idParams, idValue, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { requestLocale } from '../../http/locale.js';
import { enqueueJob } from '../../jobs/queue.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { NotificationBodySchema, type NotificationBody } from '../../shared-rules.js';
import { notificationInput } from './input.js';
import { listQuery, notificationPage, recipientPage, recipientsQuery } from './list.js';
import { notificationFailure, notificationText } from './messages.js';
import { RESOLVE_NOTIFICATION } from './resolve.js';
import { notificationResources, type NotificationRow } from './serializer.js';

/** What an Idempotency-Key may be: 1–200 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * Notifications (spec 2 "Notifications" §2, §3, §5, §7, §8, §9; issue 16), admins only: send an e-mail or
 * app notification to a group of an edition, list the sent ones with their delivery counts, and page
 * through one's recipients. A send stores the notification and queues the durable job that resolves the
 * group into recipients (resolve.ts); the mail sender and the push delivery take it from there.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  /** The caller's notification of this idempotency key, if any. */
  const byKey = (createdBy: number, key: string) =>
    db
      .selectFrom('notifications')
      .selectAll()
      .where('created_by', '=', createdBy)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  app.post<{ Body: NotificationBody }>(
    '/notification',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['notifications'],
        summary:
          "Sends a notification (admin): destination email|push, edition {id}, exam {id} (the phase; required unless the group is students, and it must allow the group), group, category general|essential, message (e-mail: plain or rich text, sanitised; app: plain text up to 500), subject (e-mail, one line), target.emails (e-mail: extra addresses). Header Idempotency-Key: the same key again returns the first notification. 202 with the notification; the job 'notifications.resolve' stores its recipients",
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(
          v.object({
            ...NotificationBodySchema.entries,
            edition: v.object({ id: idValue }),
            exam: v.optional(v.nullable(v.object({ id: idValue }))),
          }),
        ),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const rawKey = req.headers['idempotency-key'];
      const key = Array.isArray(rawKey) ? rawKey.join(',') : rawKey;
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
        throw notificationFailure(400, 'badIdempotencyKey', locale, { header: 'Idempotency-Key' });
      const answer = async (row: NotificationRow) => {
        const [resource] = await notificationResources(db, [row]);
        return reply.code(202).send(
          toDocument(resource!, {
            meta: { message: notificationText(row.destination === 'email' ? 'sent' : 'appSent', locale) },
          }),
        );
      };
      const earlier = key === undefined ? undefined : await byKey(me.id, key);
      if (earlier) return answer(earlier);

      const input = await notificationInput(db, config.projectId, req.body, locale);
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('notifications')
          .values({
            edition_id: input.editionId,
            exam_id: input.exam?.id ?? null,
            destination: input.destination,
            group: input.group,
            category: input.category,
            subject: input.subject,
            message: input.message,
            single_emails: input.singleEmails,
            idempotency_key: key ?? null,
            created_by: me.id,
          })
          .onConflict((oc) =>
            oc
              .columns(['created_by', 'idempotency_key'])
              .where('idempotency_key', 'is not', null)
              .doNothing(),
          )
          .returningAll()
          .executeTakeFirst();
        // The same key sent at the same moment: the other request stored it first.
        if (!inserted) return undefined;
        await enqueueJob(
          trx,
          RESOLVE_NOTIFICATION,
          { notificationId: inserted.id },
          { key: String(inserted.id), editionId: input.editionId, createdBy: me.id },
        );
        await recordAudit(trx, {
          editionId: input.editionId,
          actorId: me.id,
          action: 'notification.sent',
          subjectType: 'notifications',
          subjectId: inserted.id,
          changes: { destination: [null, input.destination], group: [null, input.group] },
        });
        return inserted;
      });
      return answer(row ?? (await byKey(me.id, key!))!);
    },
  );

  app.get(
    '/notifications',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['notifications'],
        summary:
          'Sent notifications, newest first (admin): filter[edition_id], filter[emails] (an address of a recipient or an extra one contains the text), filter[date_gt]/filter[date_lt] (sent after/before: ISO or YYYY-MM-DD), sort=-id|id, page[number]/page[size] (7); each with its recipients and how many were delivered, failed or are pending; meta.total_count',
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, listQuery);
      const { rows, total } = await notificationPage(db, q);
      const meta = pageMeta(reply, q, total);
      return toDocument(await notificationResources(db, rows), { meta, links: pageLinks(req.url, q, total) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/notifications/:id/recipients',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['notifications'],
        summary:
          "One notification's recipients in the order they were stored (admin): e-mail (or the student's, for an app notification), name, status pending|delivered|failed and the failure's reason; page[number]/page[size] (2000, at most 2000); meta.total_count",
        params: jsonSchemaOf(idParams('id')),
        querystring: querystringSchema(recipientsQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, recipientsQuery);
      const n = await db
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', Number(req.params.id))
        .executeTakeFirst();
      if (!n) throw notificationFailure(404, 'notificationNotFound', requestLocale(req));
      const { rows, total } = await recipientPage(db, n, q);
      const meta = pageMeta(reply, q, total);
      return toDocument(rows, { meta, links: pageLinks(req.url, q, total) });
    },
  );
}
