import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { schoolRequestSchema, toId } from '../../shared-rules.js';
import {
  attributePointer,
  parseOr422,
  registrationFailure,
  requestLocale,
} from '../registration/messages.js';
import { checkPlaceRefs } from '../registration/references.js';
import { checkPlainText } from '../../http/text-input.js';
import { unitRequestBody, UNIT_REQUEST_TYPES, unitRequestResource } from './resource.js';

/**
 * POST /unit_requests (spec 1 §5 "School request", §7): a student requests a school missing from the
 * picker, checked with the form's schema; an INEP code already in the schools base is refused with the
 * review message.
 */
export function createUnitRequestRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.post(
    '/unit_requests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['registration'],
        summary:
          'Requests a missing school: {data:{type:"unit_requests", attributes:{name, inep_code, address_state_id,' +
          ' address_city_id, administration_type, edition_id}}}',
        body: unitRequestBody,
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, UNIT_REQUEST_TYPES);
      checkPlainText(attributes, { name: 'line', inep_code: 'line' }, locale);
      const request = parseOr422(schoolRequestSchema, attributes, locale, attributePointer);
      const editionId = toId(attributes.edition_id);
      if (editionId !== null && Number.isNaN(editionId))
        throw registrationFailure(422, 'invalidValue', locale, '/data/attributes/edition_id');
      if (editionId !== null) {
        const edition = await db
          .selectFrom('editions')
          .select('id')
          .where('id', '=', editionId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!edition) throw registrationFailure(422, 'invalidValue', locale, '/data/attributes/edition_id');
      }
      await checkPlaceRefs(
        db,
        { stateId: request.address_state_id, cityId: request.address_city_id, schoolId: null, gradeId: null },
        {
          stateId: '/data/attributes/address_state_id',
          cityId: '/data/attributes/address_city_id',
          schoolId: '',
          gradeId: '',
        },
        locale,
      );
      if (request.inep_code !== '') {
        const known = await db
          .selectFrom('school_units')
          .select('id')
          .where('inep_code', '=', request.inep_code)
          .executeTakeFirst();
        if (known) throw registrationFailure(422, 'inepExists', locale, '/data/attributes/inep_code');
      }
      const row = await db
        .insertInto('unit_requests')
        .values({ ...request, edition_id: editionId, requested_by: me.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toDocument(unitRequestResource(row));
    },
  );
}
