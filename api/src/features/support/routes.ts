import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, SupportMessagesTable, UsersTable } from '../../db/schema.js';
import { authenticate, currentUser } from '../../identity/auth-hook.js';
import { ApiError, errorObject, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import { toDocument, type Resource } from '../../jsonapi/serialize.js';
import { enqueueMail } from '../../mail/outbox.js';

export const SUPPORT_TYPES = ['fractal-support', 'support_messages'] as const;
export const SUPPORT_LIMITS = { subject: 200, message: 5000 } as const;
export const REQUIRED_DETAIL = 'Este campo é obrigatório';
export const tooLongDetail = (n: number) => `O texto excede o limite de ${n} caracteres do campo`;

type Field = keyof typeof SUPPORT_LIMITS;

/** Validates `{data:{type, attributes:{subject, message}}}`; 422 naming every bad field (409 for a wrong type). */
export function parseSupportBody(body: unknown): { subject: string; message: string } {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new ApiError(422, 'data is required', { pointer: '/data' });
  const { type, attributes } = data as { type?: unknown; attributes?: unknown };
  if (typeof type !== 'string' || !(SUPPORT_TYPES as readonly string[]).includes(type))
    throw new ApiError(409, `data.type must be ${SUPPORT_TYPES.join(' or ')}`, { pointer: '/data/type' });
  const attrs = (attributes && typeof attributes === 'object' ? attributes : {}) as Record<string, unknown>;
  const errors: JsonApiErrorObject[] = [];
  const out = { subject: '', message: '' };
  for (const field of ['subject', 'message'] as Field[]) {
    const pointer = `/data/attributes/${field}`;
    const raw = attrs[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors.push(errorObject(422, `${field} must be a string`, { pointer }));
      continue;
    }
    const value = (raw ?? '').trim();
    if (!value) errors.push(errorObject(422, REQUIRED_DETAIL, { pointer }));
    else if (value.length > SUPPORT_LIMITS[field])
      errors.push(errorObject(422, tooLongDetail(SUPPORT_LIMITS[field]), { pointer }));
    else out[field] = value;
  }
  if (errors.length) throw new ApiError(422, errors);
  return out;
}

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
      preHandler: authenticate(db),
      schema: {
        tags: ['support'],
        summary:
          `Sends a support message (any signed-in user): {data:{type:'fractal-support', attributes:{subject, message}}}; ` +
          `both required, subject up to ${SUPPORT_LIMITS.subject} and message up to ${SUPPORT_LIMITS.message} characters`,
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const { subject, message } = parseSupportBody(req.body);
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
