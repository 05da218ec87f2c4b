import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { toDocument, type Resource } from '../../jsonapi/serialize.js';
import { enrollmentConfirmationSchema, type Locale } from '../../shared-rules.js';
import { hashConfirmationToken } from './confirmation-token.js';
import { attributePointer, parseOr422, registrationFailure, requestLocale } from './messages.js';
import { checkPlaceRefs } from './references.js';
import * as v from 'valibot';
import { jsonApiBody, jsonSchemaOf, optIdValue, optText, record } from '../../http/route-schema.js';

const MAX_TOKEN = 200;

/** The unconfirmed inscription of a token: 404 invalidToken when unknown, 409 alreadyConfirmed when done. */
async function inscriptionOfToken(db: Kysely<Database>, token: unknown, locale: Locale) {
  if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN)
    throw registrationFailure(404, 'invalidToken', locale);
  const row = await db
    .selectFrom('inscriptions as i')
    .innerJoin('editions as e', 'e.id', 'i.edition_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('projects as p', 'p.id', 'e.project_id')
    .selectAll('i')
    .select(['e.description as edition_description', 'p.slug as project_slug', 'u.name as user_name'])
    .where('i.confirmation_token_hash', '=', hashConfirmationToken(token.trim()))
    .where('e.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw registrationFailure(404, 'invalidToken', locale);
  if (row.confirmed_at) throw registrationFailure(409, 'alreadyConfirmed', locale);
  return row;
}

type TokenRow = Awaited<ReturnType<typeof inscriptionOfToken>>;

const enrollmentResource = (row: TokenRow): Resource => ({
  type: 'students',
  id: row.id,
  attributes: {
    category: row.category,
    school: row.school_unit_id,
    education_grade_id: row.education_grade_id,
    address_state_id: row.address_state_id,
    address_city_id: row.address_city_id,
    edition_id: row.edition_id,
    edition_description: row.edition_description,
    project_slug: row.project_slug,
    user_name: row.user_name,
    confirmed_at: row.confirmed_at,
  },
});

const tokenOf = (req: FastifyRequest) => {
  const q = (req.query ?? {}) as Record<string, unknown>;
  return q.confirmation_token ?? q.token;
};

/**
 * Enrollment confirmation (spec 3 §2.10, §7): the token mailed at registration is the credential, so
 * both calls work signed out. Confirming sets category, school and grade once; it cannot be redone.
 */
export async function confirmationRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get(
    '/students/check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['registration'],
        summary: 'Checks an enrollment-confirmation token (404 invalid, 409 already confirmed)',
        querystring: jsonSchemaOf(
          v.object({
            confirmation_token: v.optional(v.pipe(v.string(), v.maxLength(200))),
            token: v.optional(v.pipe(v.string(), v.maxLength(200))),
          }),
        ),
      },
    },
    async (req) =>
      toDocument(enrollmentResource(await inscriptionOfToken(db, tokenOf(req), requestLocale(req)))),
  );

  app.patch(
    '/students/confirmation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['registration'],
        body: jsonSchemaOf(
          jsonApiBody({
            education_grade_id: optIdValue,
            school_unit_id: optIdValue,
            inscription_attributes: v.optional(
              v.nullable(record({ category: optText, confirmation_token: optText })),
            ),
          }),
        ),
        summary:
          'Confirms an enrollment: {data:{type:"students", attributes:{education_grade_id, school_unit_id,' +
          ' inscription_attributes:{category (opened|regular), confirmation_token}}}}',
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, ['students']);
      const ia = (attributes.inscription_attributes ?? {}) as Record<string, unknown>;
      const row = await inscriptionOfToken(db, ia.confirmation_token, locale);
      const values = parseOr422(
        enrollmentConfirmationSchema,
        {
          category: ia.category,
          school_unit_id: attributes.school_unit_id,
          education_grade_id: attributes.education_grade_id,
        },
        locale,
        (path) =>
          path === 'category' ? '/data/attributes/inscription_attributes/category' : attributePointer(path),
      );
      await checkPlaceRefs(
        db,
        { stateId: null, cityId: null, schoolId: values.school_unit_id, gradeId: values.education_grade_id },
        {
          stateId: '',
          cityId: '',
          schoolId: '/data/attributes/school_unit_id',
          gradeId: '/data/attributes/education_grade_id',
        },
        locale,
      );
      const updated = await db
        .updateTable('inscriptions')
        .set({
          category: values.category,
          school_unit_id: values.school_unit_id,
          education_grade_id: values.education_grade_id,
          confirmed_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .where('confirmed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw registrationFailure(409, 'alreadyConfirmed', locale);
      return toDocument(enrollmentResource({ ...row, ...updated }));
    },
  );
}
