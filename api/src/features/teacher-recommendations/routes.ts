import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { currentUser } from '../../auth/auth-hook.js';
import { idParams, jsonApiBody, jsonSchemaOf, optIdValue, optText } from '../../http/route-schema.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError, badRequest, errorObject } from '../../jsonapi/errors.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { teacherRecommendationSchema, type Locale, type TeacherRecommendation } from '../../shared-rules.js';
import { requestLocale } from '../registration/messages.js';
import { checkPlainText } from '../../http/text-input.js';
import { isOwnParticipation, ownRecommendations } from './load.js';
import { recommendationError, recommendationFailure, recommendationIssues } from './messages.js';
import { recommendationResource } from './resource.js';

const TYPE = 'teacher_recommendations';
const listQuery: QuerySpec = { filters: ['participation'] };
const recommendationBody = jsonSchemaOf(
  jsonApiBody({
    teacher_name: optText,
    teacher_email: optText,
    source: optText,
    participation_id: optIdValue,
  }),
);
const isId = (raw: unknown): raw is string | number =>
  (typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim())) ||
  (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0);

/** The teacher's name and e-mail are stored as plain text: no control characters. */
const TEACHER_TEXT = { teacher_name: 'line', teacher_email: 'line' } as const;

/** The form's attributes through the shared schema, or a 422 naming every bad attribute. */
function recommendationInput(attributes: Record<string, unknown>, locale: Locale): TeacherRecommendation {
  checkPlainText(attributes, TEACHER_TEXT, locale);
  const result = v.safeParse(teacherRecommendationSchema, attributes);
  if (!result.success) throw recommendationIssues(result.issues, locale);
  return result.output;
}

/**
 * The teacher who recommended the olympiad (spec 3 §3, §5, §7; issue 4 contract C): one per
 * participation, read, created and updated only by the participation's owner (anyone else: 404).
 */
export async function teacherRecommendationRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/teacher_recommendation',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teacher_recommendations'],
        summary:
          "The caller's teacher recommendations; filter[participation]=ID gives the one of that participation (0 or 1)",
        querystring: querystringSchema(listQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, listQuery);
      const raw = q.filter.participation;
      let participationId: number | undefined;
      if (raw !== undefined) {
        if (!isId(raw))
          throw badRequest(`Invalid value for filter[participation]: ${raw}`, 'filter[participation]');
        participationId = Number(raw.trim());
        if (!(await isOwnParticipation(db, participationId, me.id, config.projectId)))
          throw recommendationFailure(404, 'participationNotFound', locale);
      }
      const rows = await ownRecommendations(db, me.id, config.projectId, { participationId });
      return toDocument(rows.map(recommendationResource), { meta: { total_count: rows.length } });
    },
  );

  app.post(
    '/teacher_recommendation',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teacher_recommendations'],
        body: recommendationBody,
        summary:
          "Records the teacher who recommended the olympiad for one of the caller's participations: {data:{type:'teacher_recommendations', attributes:{teacher_name, teacher_email, source:'web', participation_id}}} → 201",
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, [TYPE]);
      const { participation_id: rawParticipation, ...form } = attributes;
      checkPlainText(form, TEACHER_TEXT, locale);
      const parsed = v.safeParse(teacherRecommendationSchema, form);
      const errors = parsed.success ? [] : recommendationIssues(parsed.issues, locale).errors;
      if (!isId(rawParticipation))
        errors.push(
          recommendationError(422, 'participationRequired', locale, '/data/attributes/participation_id'),
        );
      if (errors.length || !parsed.success) throw new ApiError(422, errors);
      const participationId = Number(String(rawParticipation).trim());
      if (!(await isOwnParticipation(db, participationId, me.id, config.projectId)))
        throw recommendationFailure(404, 'participationNotFound', locale);

      const exists = () => recommendationFailure(422, 'exists', locale, '/data/attributes/participation_id');
      const [existing] = await ownRecommendations(db, me.id, config.projectId, { participationId });
      if (existing) throw exists();
      try {
        const row = await db
          .insertInto('teacher_recommendations')
          .values({ participation_id: participationId, ...parsed.output })
          .returningAll()
          .executeTakeFirstOrThrow();
        reply.code(201);
        return toDocument(recommendationResource(row));
      } catch (err) {
        if (isUniqueViolation(err)) throw exists();
        throw err;
      }
    },
  );

  app.put<{ Params: { id: string } }>(
    '/teacher_recommendation/:id',
    {
      config: { access: 'signed-in', notFound: (locale) => recommendationFailure(404, 'notFound', locale) },
      schema: {
        tags: ['teacher_recommendations'],
        body: recommendationBody,
        summary:
          "Updates the caller's teacher recommendation: {data:{type:'teacher_recommendations', id, attributes:{teacher_name, teacher_email, source}}} → 200",
        params: jsonSchemaOf(idParams('id')),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const rawId = req.params.id;
      if (!isId(rawId)) throw recommendationFailure(404, 'notFound', locale);
      const id = Number(rawId);
      const [current] = await ownRecommendations(db, me.id, config.projectId, { id });
      if (!current) throw recommendationFailure(404, 'notFound', locale);
      const body = readResourceBody(req.body, [TYPE]);
      if (body.id !== undefined && body.id !== String(id))
        throw new ApiError(409, [
          errorObject(409, 'data.id does not match the URL', { pointer: '/data/id' }),
        ]);
      const { participation_id: _ignored, ...form } = body.attributes;
      const input = recommendationInput(form, locale);
      const row = await db
        .updateTable('teacher_recommendations')
        .set({ ...input, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDocument(recommendationResource(row));
    },
  );
}
