import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import { currentUser } from '../../auth/auth-hook.js';
import type { Database } from '../../db/schema.js';
import { requestLocale } from '../../http/locale.js';
import { idParams, noBody, noQuery, routeSchema } from '../../http/route-schema.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import type { VapidKeys } from '../../push/vapid.js';
import {
  NotificationPreferencesBodySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  type PushSubscriptionBody,
} from '../../shared-rules.js';
import { inboxFailure } from './messages.js';
import { inboxCounts, inboxItem, inboxPage, inboxResource } from './queries.js';
import { acceptsEndpoint, MAX_DEVICES } from './subscriptions.js';

const inboxQuery: QuerySpec = { paging: { defaultSize: 20, maxSize: 100 } };
const tags = ['inbox'];

/**
 * The students' in-app inbox, e-mail opt-out and push devices (issue 16). Every route is any signed-in
 * user's, on their own rows only (another's inbox item is a 404).
 */
export async function inboxRoutes(
  app: FastifyInstance,
  {
    db,
    vapid,
    pushServiceOrigins = [],
  }: { db: Kysely<Database>; vapid: VapidKeys; pushServiceOrigins?: readonly string[] },
) {
  app.get(
    '/user_notifications',
    {
      // Polled by the header's bell: the session may come from the 30-second cache.
      config: { access: 'signed-in', sessionCache: true },
      schema: routeSchema({
        tags,
        summary:
          "The caller's inbox of app notifications, newest first (page[number]/page[size], default 20); meta.total_count and meta.unread_count",
        querystring: querystringSchema(inboxQuery),
      }),
    },
    async (req, reply) => {
      const q = parseQuery(req.query, inboxQuery);
      const me = currentUser(req).id;
      const { total, unread } = await inboxCounts(db, me);
      const items = total > (q.page.number - 1) * q.page.size ? await inboxPage(db, me, q.page) : [];
      const meta = { ...pageMeta(reply, q, total), unread_count: unread };
      return toDocument(items.map(inboxResource), { meta, links: pageLinks(req.url, q, total) });
    },
  );

  app.put(
    '/user_notifications/read_all',
    {
      config: { access: 'signed-in' },
      schema: routeSchema({
        tags,
        summary: "Marks every unread item of the caller's inbox as read; 204",
        body: noBody,
      }),
    },
    async (req, reply) => {
      await db
        .updateTable('user_notifications')
        .set({ read_at: sql<Date>`now()` })
        .where('user_id', '=', currentUser(req).id)
        .where('read_at', 'is', null)
        .execute();
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user_notifications/:id/read',
    {
      config: { access: 'signed-in', notFound: (locale) => inboxFailure(404, 'notFound', locale) },
      schema: routeSchema({
        tags,
        summary: "Marks one item of the caller's inbox as read (404 for anyone else's); the item",
        params: idParams('id'),
        body: noBody,
      }),
    },
    async (req) => {
      const me = currentUser(req).id;
      const id = Number(req.params.id);
      const marked = await db
        .updateTable('user_notifications')
        .set({ read_at: sql<Date>`coalesce(read_at, now())` })
        .where('id', '=', id)
        .where('user_id', '=', me)
        .returning('id')
        .executeTakeFirst();
      const item = marked && (await inboxItem(db, me, id));
      if (!item) throw inboxFailure(404, 'notFound', requestLocale(req));
      return toDocument(inboxResource(item));
    },
  );

  const preferences = async (userId: number) => {
    const row = await db
      .selectFrom('users')
      .select((eb) => [
        'email_opt_out',
        eb
          .selectFrom('push_subscriptions')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('push_subscriptions.user_id', '=', 'users.id')
          .as('push_devices'),
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return toDocument({
      type: 'notification_preferences',
      id: userId,
      attributes: {
        email_opt_out: row.email_opt_out,
        vapid_public_key: vapid.publicKey,
        push_devices: Number(row.push_devices ?? 0),
      },
    });
  };

  app.get(
    '/notification_preferences',
    {
      config: { access: 'signed-in' },
      schema: routeSchema({
        tags,
        summary:
          "The caller's notification preferences: e-mail opt-out, the server's VAPID public key, how many devices are subscribed to push",
        querystring: noQuery,
      }),
    },
    async (req) => preferences(currentUser(req).id),
  );

  app.put<{ Body: { email_opt_out: boolean } }>(
    '/notification_preferences',
    {
      config: { access: 'signed-in' },
      schema: routeSchema({
        tags,
        summary:
          "Sets the caller's e-mail opt-out ({ email_opt_out }: no non-essential e-mail); the preferences",
        body: NotificationPreferencesBodySchema,
      }),
    },
    async (req) => {
      const me = currentUser(req).id;
      await db
        .updateTable('users')
        .set({ email_opt_out: req.body.email_opt_out })
        .where('id', '=', me)
        .execute();
      return preferences(me);
    },
  );

  app.post<{ Body: PushSubscriptionBody }>(
    '/push_subscriptions',
    {
      config: { access: 'signed-in' },
      schema: routeSchema({
        tags,
        summary:
          "Subscribes one of the caller's devices to push (a browser's PushSubscription.toJSON()); the same endpoint again updates its keys and moves it to the caller; 201",
        body: PushSubscriptionBodySchema,
      }),
    },
    async (req, reply) => {
      const me = currentUser(req).id;
      const { endpoint, keys } = req.body;
      if (!acceptsEndpoint(endpoint, pushServiceOrigins))
        throw inboxFailure(422, 'endpointRefused', requestLocale(req), '/endpoint');
      const userAgent = req.headers['user-agent']?.slice(0, 300) ?? null;
      const row = await db
        .insertInto('push_subscriptions')
        .values({ user_id: me, endpoint, p256dh: keys.p256dh, auth: keys.auth, user_agent: userAgent })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            user_id: me,
            p256dh: keys.p256dh,
            auth: keys.auth,
            user_agent: userAgent,
            failures: 0,
          }),
        )
        .returning(['id', 'endpoint', 'created_at', 'last_success_at'])
        .executeTakeFirstOrThrow();
      // A student keeps their newest devices only (a browser that re-subscribes makes a new endpoint).
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', me)
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('push_subscriptions')
            .select('id')
            .where('user_id', '=', me)
            .orderBy('id', 'desc')
            .limit(MAX_DEVICES),
        )
        .execute();
      const { id, ...attributes } = row;
      return reply.code(201).send(toDocument({ type: 'push_subscriptions', id, attributes }));
    },
  );

  app.delete<{ Body: v.InferOutput<typeof PushUnsubscribeBodySchema> }>(
    '/push_subscriptions',
    {
      config: { access: 'signed-in' },
      schema: routeSchema({
        tags,
        summary:
          "Unsubscribes one of the caller's devices ({ endpoint }); another user's endpoint is left alone; 204",
        body: PushUnsubscribeBodySchema,
      }),
    },
    async (req, reply) => {
      await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', req.body.endpoint)
        .where('user_id', '=', currentUser(req).id)
        .execute();
      return reply.code(204).send();
    },
  );
}
