import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { idParams, jsonSchemaOf, noQuery, record } from '../../http/route-schema.js';
import { hashPassword } from '../../idp/passwords.js';
import { issuePasswordToken, setPasswordUrl } from '../../idp/password-tokens.js';
import { localSub } from '../../idp/provider.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { enqueueMail } from '../../mail/outbox.js';
import { recordAudit } from '../../audit/audit.js';
import { isCoordinatorEmail } from '../../shared-rules.js';
import { coordinatorResource } from '../editions/resource.js';
import { editionForm } from '../editions/messages.js';
import { requestLocale } from '../registration/messages.js';
import { invitationMail } from './invitation.js';
import { coordinatorFailure } from './messages.js';

const listQuery: QuerySpec = {
  filters: ['email'],
  paging: { defaultSize: 20, maxSize: 100, pagePer: true },
};

/** `{data:{type:'coordinators', attributes:{email}}}`, or a bare `{email}`. */
const createBody = record({
  email: v.optional(v.unknown()),
  data: v.optional(
    record({
      type: v.optional(v.string()),
      attributes: v.optional(record({ email: v.optional(v.unknown()) })),
    }),
  ),
});
type CreateBody = {
  email?: unknown;
  data?: { type?: string; attributes?: { email?: unknown } };
};

/**
 * Coordinators (spec 2 §7 "Coordinators"; issue 13): admins list the people who hold the coordinator
 * profile, give it by e-mail (an account is created, and an invitation mailed, when nobody has the
 * e-mail) and take it away (from every edition too).
 */
export async function coordinatorRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/coordinators',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['coordinators'],
        summary:
          'People holding the coordinator profile (admin), by name; filter[email] (part of the e-mail), page[number], page[size] (20)',
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, listQuery);
      let base = db
        .selectFrom('users as u')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('profiles as p')
              .select('p.id')
              .whereRef('p.user_id', '=', 'u.id')
              .where('p.role', '=', 'coordinator'),
          ),
        );
      const email = q.filter.email?.trim().toLowerCase();
      if (email) {
        const pattern = `%${email.slice(0, 320).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) => eb(eb.fn('lower', ['u.email']), 'like', pattern));
      }
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('u')
        .orderBy('u.name')
        .orderBy('u.id')
        .limit(q.page.size)
        .offset(q.page.offset)
        .execute();
      return toDocument(rows.map(coordinatorResource), {
        meta: pageMeta(reply, q, Number(total)),
        links: pageLinks(req.url, q, Number(total)),
      });
    },
  );

  app.post<{ Body: CreateBody }>(
    '/coordinators',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['coordinators'],
        summary:
          "Gives the coordinator profile to the person with this e-mail ({data:{type:'coordinators', attributes:{email}}} or {email}): 201 with the user; a new account (and an invitation e-mail with a single-use link to choose the password) when nobody has it; 200 when already a coordinator",
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(createBody),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const bare = req.body.data === undefined;
      const raw = bare ? req.body.email : req.body.data?.attributes?.email;
      const pointer = bare ? '/email' : '/data/attributes/email';
      if (typeof raw !== 'string' || raw.trim().length > 254 || !isCoordinatorEmail(raw))
        throw editionForm.failure(422, 'invalidEmail', locale, pointer);
      const email = raw.trim().toLowerCase();

      const result = await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
          .orderBy('id')
          .executeTakeFirst();
        if (user) {
          const profile = await trx
            .selectFrom('profiles')
            .select('id')
            .where('user_id', '=', user.id)
            .where('role', '=', 'coordinator')
            .executeTakeFirst();
          if (profile) return { user, status: 200 };
          await trx.insertInto('profiles').values({ user_id: user.id, role: 'coordinator' }).execute();
          await recordAudit(trx, {
            editionId: null,
            actorId: me.id,
            action: 'coordinator.added',
            subjectType: 'users',
            subjectId: user.id,
            changes: { coordinator: [false, true] },
          });
          return { user, status: 201 };
        }
        // Nobody has the e-mail: a local account nobody can sign in to until the link sets its password.
        const account = await trx
          .insertInto('local_accounts')
          .values({ email, password_hash: await hashPassword(randomBytes(32).toString('base64url')) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await trx
          .insertInto('users')
          .values({
            name: null,
            email,
            fractal_id: localSub(account.id),
            provider: 'local',
            username: email.split('@')[0] ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('local_accounts')
          .set({ user_id: created.id })
          .where('id', '=', account.id)
          .execute();
        await trx.insertInto('profiles').values({ user_id: created.id, role: 'coordinator' }).execute();
        const passwordUrl = config.oidc.externalIssuer
          ? null
          : `${setPasswordUrl(config.publicUrl, await issuePasswordToken(trx, account.id))}?lang=${locale}`;
        const mail = invitationMailFor(locale, email, config.publicUrl, passwordUrl);
        await enqueueMail(trx, { to: email, subject: mail.subject, text: mail.text });
        await recordAudit(trx, {
          editionId: null,
          actorId: me.id,
          action: 'coordinator.added',
          subjectType: 'users',
          subjectId: created.id,
          changes: { coordinator: [false, true], account: [null, email] },
        });
        return { user: created, status: 201 };
      });
      reply.code(result.status);
      return toDocument(coordinatorResource(result.user));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/coordinators/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['coordinators'],
        summary:
          "Takes the coordinator profile away (admin) and removes the person from every edition's coordinators. 204",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const userId = Number(req.params.id);
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('profiles')
          .where('user_id', '=', userId)
          .where('role', '=', 'coordinator')
          .returning('id')
          .execute();
        if (!removed.length) throw coordinatorFailure(404, 'notFound', locale);
        const user = await trx
          .selectFrom('users')
          .select('email')
          .where('id', '=', userId)
          .executeTakeFirst();
        const editions = await trx
          .deleteFrom('edition_coordinators')
          .where('user_id', '=', userId)
          .returning('edition_id')
          .execute();
        await recordAudit(trx, {
          editionId: null,
          actorId: me.id,
          action: 'coordinator.removed',
          subjectType: 'users',
          subjectId: userId,
          changes: { coordinator: [true, false] },
        });
        for (const { edition_id } of editions)
          await recordAudit(trx, {
            editionId: edition_id,
            actorId: me.id,
            action: 'coordinator.removed',
            subjectType: 'users',
            subjectId: userId,
            changes: { coordinators_emails: [user?.email ?? null, null] },
          });
      });
      return reply.code(204).send();
    },
  );
}

const invitationMailFor = (
  locale: Parameters<typeof invitationMail>[0],
  email: string,
  publicUrl: string,
  passwordUrl: string | null,
) => invitationMail(locale, { email, appUrl: `${publicUrl}/`, passwordUrl });
