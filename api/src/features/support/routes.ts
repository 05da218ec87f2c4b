import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, SupportMessagesTable, UsersTable } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { SUPPORT_LIMITS, supportMessageSchema } from '../../shared-rules.js';
import { attributePointer, parseOr422, requestLocale } from '../registration/messages.js';
import { toDocument, type Resource } from '../../jsonapi/serialize.js';
import { enqueueMail } from '../../mail/outbox.js';
import { checkPlainText } from '../../http/text-input.js';
import { jsonApiBody, jsonSchemaOf, optText } from '../../http/route-schema.js';

export const SUPPORT_TYPES = ['fractal-support', 'support_messages'] as const;

export function supportMailText(user: Selectable<UsersTable>, subject: string, message: string): string {
  const replyTo = user.email
    ? `Para responder, escreva para ${user.email}.`
    : 'Este usuário não tem e-mail cadastrado; responda pelo fractal_id.';
  return [
    'Nova mensagem de suporte',
    '',
    `Nome: ${user.name ?? '(sem nome)'}`,
    `E-mail: ${user.email ?? '(sem e-mail)'}`,
    `fractal_id: ${user.fractal_id ?? '(sem fractal_id)'}`,
    `Usuário (id): ${user.id}`,
    '',
    `Assunto: ${subject}`,
    '',
    'Mensagem:',
    message,
    '',
    replyTo,
    '',
  ].join('\n');
}

const supportResource = (m: Selectable<SupportMessagesTable>): Resource => ({
  type: 'fractal-support',
  id: m.id,
  attributes: { subject: m.subject, message: m.message, created_at: m.created_at },
  relationships: { user: { type: 'users', id: m.user_id } },
});

/** POST /fractal-support — a signed-in user's message to technical support (stored, and mailed). */
export async function supportRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.post(
    '/fractal-support',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['support'],
        summary:
          `Sends a support message (any signed-in user): {data:{type:'fractal-support', attributes:{subject, message}}}; ` +
          `both required, subject up to ${SUPPORT_LIMITS.subject} and message up to ${SUPPORT_LIMITS.message} characters`,
        body: jsonSchemaOf(jsonApiBody({ subject: optText, message: optText })),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, SUPPORT_TYPES);
      // Stored and mailed as plain text: the message may hold newlines and tabs, nothing else.
      checkPlainText(attributes, { subject: 'line', message: 'lines' }, locale);
      const { subject, message } = parseOr422(supportMessageSchema, attributes, locale, attributePointer);
      const stored = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('support_messages')
          .values({ user_id: me.id, subject, message })
          .returningAll()
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, {
          to: config.mail.supportEmail,
          subject: `[Suporte] ${subject}`,
          text: supportMailText(me.user, subject, message),
          replyTo: me.user.email,
        });
        return row;
      });
      reply.code(201);
      return toDocument(supportResource(stored));
    },
  );
}
