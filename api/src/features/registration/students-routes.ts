import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, InscriptionsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError, badRequest, forbidden, notFound } from '../../jsonapi/errors.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { enqueueMail } from '../../mail/outbox.js';
import {
  PROJECT_IDS,
  STUDENT_REGISTRABLE_TYPE,
  teacherDataSchema,
  toId,
  type Locale,
} from '../../shared-rules.js';
import { parseId } from '../users/routes.js';
import { confirmationUrl, newConfirmationToken } from './confirmation-token.js';
import { loadRegistrationEdition, registrationWindow, type RegistrationEdition } from './edition-context.js';
import { attributePointer, parseOr422, registrationFailure, requestLocale } from './messages.js';
import { checkPlaceRefs } from './references.js';
import { checkStudent } from './student-input.js';
import { inscriptionFields, studentFields, studentResource } from './student-resource.js';
import * as v from 'valibot';
import { idParams, jsonApiBody, jsonSchemaOf, optIdValue, optText, record } from '../../http/route-schema.js';

/** The types of a registration as sent; its rules are checked with the registration's messages. */
const studentBody = jsonSchemaOf(
  jsonApiBody({
    inscription_attributes: v.optional(
      v.nullable(
        record({
          category: optText,
          source: optText,
          address_state_id: optIdValue,
          address_city_id: optIdValue,
          core_edition_id: optIdValue,
          registrable_type: optText,
        }),
      ),
    ),
    school: optIdValue,
    education_grade_id: optIdValue,
  }),
);

const studentQuery: QuerySpec = {
  includes: ['inscription'],
  fields: { students: studentFields, inscriptions: inscriptionFields },
};
const CATEGORY = '/data/attributes/inscription_attributes/category';

/** The `edition` header (spec 1 §7): an edition id, or undefined when absent. */
function editionHeader(req: FastifyRequest): number | undefined {
  const raw = req.headers.edition;
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!text) return undefined;
  if (!/^\d{1,15}$/.test(text))
    throw new ApiError(400, 'The edition header must be an edition id', { header: 'edition' });
  return Number(text);
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

interface ValidatedStudent {
  category: string;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  schoolId: number | null;
  gradeId: number | null;
  teachersData: Record<string, unknown> | null;
}

/**
 * Every registration rule for a POST or PUT students body: the window, the edition's categories, the
 * chosen places, the student schema over the stored user plus this body, and teacher data for project 47.
 */
async function validateStudentBody(
  db: Kysely<Database>,
  req: FastifyRequest,
  reg: RegistrationEdition,
  locale: Locale,
): Promise<ValidatedStudent> {
  const window = registrationWindow(reg.edition);
  if (window === 'notOpen') throw registrationFailure(422, 'registrationNotOpen', locale);
  if (window === 'closed') throw registrationFailure(422, 'registrationClosed', locale);

  const { attributes } = readResourceBody(req.body, ['students']);
  const ia = asObject(attributes.inscription_attributes);
  // Ids are read with toId, which takes any value a body may hold (a boolean, an array, an object, a
  // number beyond the id columns) as malformed: 422 at the field, never an exception.
  if (
    ia.core_edition_id !== undefined &&
    ia.core_edition_id !== null &&
    toId(ia.core_edition_id) !== reg.edition.id
  )
    throw new ApiError(422, 'core_edition_id differs from the edition header', {
      pointer: '/data/attributes/inscription_attributes/core_edition_id',
    });
  if (ia.registrable_type !== undefined && ia.registrable_type !== STUDENT_REGISTRABLE_TYPE)
    throw registrationFailure(
      422,
      'invalidValue',
      locale,
      '/data/attributes/inscription_attributes/registrable_type',
    );
  if (typeof ia.category === 'string' && reg.categories.length > 0 && !reg.categories.includes(ia.category))
    throw registrationFailure(422, 'invalidCategory', locale, CATEGORY);

  /** A well-formed id to look up, else null (a malformed one is reported by the student schema). */
  const refId = (value: unknown) => {
    const id = toId(value);
    return id === null || Number.isNaN(id) ? null : id;
  };
  const { stateCountryId } = await checkPlaceRefs(
    db,
    {
      stateId: refId(ia.address_state_id),
      cityId: refId(ia.address_city_id),
      schoolId: refId(attributes.school),
      gradeId: refId(attributes.education_grade_id),
    },
    {
      stateId: '/data/attributes/inscription_attributes/address_state_id',
      cityId: '/data/attributes/inscription_attributes/address_city_id',
      schoolId: '/data/attributes/school',
      gradeId: '/data/attributes/education_grade_id',
    },
    locale,
  );
  // The address country: the one chosen in the form when it is one of the edition's, else the chosen
  // state's, else the edition's first, else Brazil.
  const chosenCountry = toId(ia.address_country_id);
  if (chosenCountry !== null && (Number.isNaN(chosenCountry) || !reg.countryIds.includes(chosenCountry)))
    throw registrationFailure(
      422,
      'invalidValue',
      locale,
      '/data/attributes/inscription_attributes/address_country_id',
    );
  const countryId = chosenCountry ?? stateCountryId ?? reg.countryIds[0] ?? 1;

  const user = currentUser(req).user;
  const values = checkStudent(
    user,
    {
      category: ia.category,
      address_state_id: ia.address_state_id,
      address_city_id: ia.address_city_id,
      school: attributes.school,
      education_grade_id: attributes.education_grade_id,
    },
    reg,
    countryId,
    locale,
  );

  let teachersData: Record<string, unknown> | null = null;
  if (reg.edition.project_id === PROJECT_IDS.teacher) {
    const data = parseOr422(teacherDataSchema, attributes.teachers_data ?? {}, locale, (path) =>
      attributePointer(path ? `teachers_data.${path}` : 'teachers_data'),
    );
    await checkPlaceRefs(
      db,
      { stateId: null, cityId: null, schoolId: data.core_school_id, gradeId: null },
      { stateId: '', cityId: '', schoolId: '/data/attributes/teachers_data/core_school_id', gradeId: '' },
      locale,
    );
    teachersData = data as unknown as Record<string, unknown>;
  }
  return {
    category: values.category,
    countryId: chosenCountry,
    stateId: values.state_id,
    cityId: values.city_id,
    schoolId: values.school_id,
    gradeId: values.grade_id,
    teachersData,
  };
}

const rowValues = (s: ValidatedStudent) => ({
  category: s.category,
  address_country_id: s.countryId,
  address_state_id: s.stateId,
  address_city_id: s.cityId,
  school_unit_id: s.schoolId,
  education_grade_id: s.gradeId,
  teachers_data: s.teachersData === null ? null : JSON.stringify(s.teachersData),
});

function confirmationMailText(name: string | null, edition: string, link: string): string {
  return [
    `Olá${name ? `, ${name}` : ''}!`,
    '',
    `Recebemos a sua inscrição na ${edition}.`,
    'Para confirmar a inscrição, abra o endereço abaixo:',
    link,
    '',
    'Se não foi você quem se inscreveu, ignore esta mensagem.',
    '',
  ].join('\n');
}

/**
 * Student registration (spec 1 §7): GET students/inscription, POST students, PUT students/{id}.
 * Only a signed-in student (or educator) registers, only while the edition's window is open, once per
 * edition; the server re-checks every rule with the shared schemas.
 */
export async function studentRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const one = (row: Selectable<InscriptionsTable>, req: FastifyRequest) => {
    const q = parseQuery(req.query, studentQuery);
    return toDocument(studentResource(row), { include: q.include, fields: q.fields });
  };

  app.get(
    '/students/inscription',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['registration'],
        summary:
          "The signed-in user's student inscription in the edition named by the `edition` header (data null if none)",
        querystring: querystringSchema(studentQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const editionId = editionHeader(req);
      if (editionId === undefined) throw badRequest('The edition header is required');
      const q = parseQuery(req.query, studentQuery);
      const row = await db
        .selectFrom('inscriptions')
        .selectAll()
        .where('edition_id', '=', editionId)
        .where('user_id', '=', me.id)
        .where('registrable_type', '=', STUDENT_REGISTRABLE_TYPE)
        .executeTakeFirst();
      return toDocument(row ? studentResource(row) : null, { include: q.include, fields: q.fields });
    },
  );

  app.post(
    '/students',
    {
      config: { access: ['student', 'educator'] },
      schema: {
        tags: ['registration'],
        body: studentBody,
        summary:
          'Registers the signed-in student in the edition of the `edition` header: {data:{type:"students", attributes:' +
          '{inscription_attributes:{category, source, address_state_id, address_city_id, core_edition_id, registrable_type},' +
          ' school, education_grade_id, teachers_data?}}}',
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const editionId = editionHeader(req);
      if (editionId === undefined) throw badRequest('The edition header is required');
      const reg = await loadRegistrationEdition(db, editionId);
      if (!reg) throw notFound('Edition not found');
      const existing = await db
        .selectFrom('inscriptions')
        .select('id')
        .where('edition_id', '=', editionId)
        .where('user_id', '=', me.id)
        .where('registrable_type', '=', STUDENT_REGISTRABLE_TYPE)
        .executeTakeFirst();
      if (existing) throw registrationFailure(422, 'alreadyRegistered', locale);
      const student = await validateStudentBody(db, req, reg, locale);
      const { token, hash } = newConfirmationToken();
      try {
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('inscriptions')
            .values({
              edition_id: editionId,
              user_id: me.id,
              registrable_type: STUDENT_REGISTRABLE_TYPE,
              source: 'web',
              confirmation_token_hash: hash,
              ...rowValues(student),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          if (me.user.email)
            await enqueueMail(trx, {
              to: me.user.email,
              subject: `Inscrição na ${reg.edition.description}`,
              text: confirmationMailText(
                me.user.name,
                reg.edition.description,
                confirmationUrl(config.publicUrl, token),
              ),
            });
          return inserted;
        });
        reply.code(201);
        return one(row, req);
      } catch (err) {
        if (isUniqueViolation(err)) throw registrationFailure(422, 'alreadyRegistered', locale);
        throw err;
      }
    },
  );

  app.put<{ Params: { id: string } }>(
    '/students/:id',
    {
      config: { access: ['student', 'educator'] },
      schema: {
        tags: ['registration'],
        summary: "Replaces the signed-in student's inscription (same body as POST students, plus id)",
        params: jsonSchemaOf(idParams('id')),
        body: studentBody,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const id = parseId(req.params.id, 'Inscription');
      const row = await db.selectFrom('inscriptions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || row.registrable_type !== STUDENT_REGISTRABLE_TYPE) throw notFound('Inscription not found');
      if (row.user_id !== me.id) throw forbidden();
      const headerEdition = editionHeader(req);
      if (headerEdition !== undefined && headerEdition !== row.edition_id)
        throw new ApiError(422, 'The edition header differs from the inscription edition', {
          header: 'edition',
        });
      const bodyId = readResourceBody(req.body, ['students']).id;
      if (bodyId !== undefined && bodyId !== String(id))
        throw new ApiError(409, 'data.id differs from the URL', { pointer: '/data/id' });
      const reg = await loadRegistrationEdition(db, row.edition_id);
      if (!reg) throw notFound('Edition not found');
      const student = await validateStudentBody(db, req, reg, locale);
      const updated = await db
        .updateTable('inscriptions')
        .set({ ...rowValues(student), updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return one(updated, req);
    },
  );
}
