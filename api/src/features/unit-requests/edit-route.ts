import { diffChanges, recordAudit } from '../../audit/audit.js';
import { placeNameChanges } from './audit-places.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { schoolRequestEditSchema, toId } from '../../shared-rules.js';
import { checkPlainText } from '../../http/text-input.js';
import { idParams, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import {
  attributePointer,
  parseOr422,
  registrationFailure,
  requestLocale,
} from '../registration/messages.js';
import { checkPlaceRefs } from '../registration/references.js';
import { assertPending, loadReviewable, reviewsEdition } from './access.js';
import { unitRequestFailure } from './messages.js';
import { loadUnitRequest, unitRequestBody, UNIT_REQUEST_TYPES, unitRequestResource } from './resource.js';
import { inepTaken } from './review-routes.js';

/**
 * PUT /unit_requests/{id} (spec 2 §5 "School request edit", §7): a reviewer corrects a pending request:
 * name 3–100, INEP required (at most 9 digits) and not already a school, state, city of that state and
 * administration type required; edition_id, when sent, must be an edition the caller administers.
 */
export function editUnitRequestRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.put<{ Params: { id: string } }>(
    '/unit_requests/:id',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['registration'],
        summary:
          'Edits a pending school request: {data:{type:"unit_requests", attributes:{name, inep_code, address_state_id, address_city_id, administration_type, edition_id}}}; an INEP already in the base → 422 inep_exists; its edition staff',
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
        body: unitRequestBody,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const row = await loadReviewable(db, Number(req.params.id), me, locale);
      assertPending(row, locale);
      const { id, attributes } = readResourceBody(req.body, UNIT_REQUEST_TYPES);
      if (id !== undefined && id !== String(row.id))
        throw unitRequestFailure(409, 'idMismatch', locale, '/data/id');
      checkPlainText(attributes, { name: 'line', inep_code: 'line' }, locale);
      const edit = parseOr422(schoolRequestEditSchema, attributes, locale, attributePointer);
      const editionId = toId(attributes.edition_id);
      if (editionId !== null && Number.isNaN(editionId))
        throw registrationFailure(422, 'invalidValue', locale, '/data/attributes/edition_id');
      if (editionId !== null && editionId !== Number(row.edition_id)) {
        const edition = await db
          .selectFrom('editions')
          .select('id')
          .where('id', '=', editionId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!edition) throw unitRequestFailure(422, 'editionNotFound', locale, '/data/attributes/edition_id');
        if (!(await reviewsEdition(db, editionId, me)))
          throw unitRequestFailure(403, 'forbidden', locale, '/data/attributes/edition_id');
      }
      await checkPlaceRefs(
        db,
        { stateId: edit.address_state_id, cityId: edit.address_city_id, schoolId: null, gradeId: null },
        {
          stateId: '/data/attributes/address_state_id',
          cityId: '/data/attributes/address_city_id',
          schoolId: '',
          gradeId: '',
        },
        locale,
      );
      if (await inepTaken(db, edit.inep_code))
        throw unitRequestFailure(422, 'inepExists', locale, '/data/attributes/inep_code');
      const values = { ...edit, ...(editionId === null ? {} : { edition_id: editionId }) };
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('unit_requests')
          .set(values)
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw unitRequestFailure(409, 'notPending', locale);
        const before = Object.fromEntries(Object.keys(values).map((k) => [k, row[k as keyof typeof row]]));
        const changes = diffChanges(before, values);
        await recordAudit(trx, {
          editionId: row.edition_id,
          actorId: me.id,
          action: 'unit_request.updated',
          subjectType: 'unit_requests',
          subjectId: row.id,
          changes: { ...changes, ...(await placeNameChanges(trx, changes)) },
        });
      });
      return toDocument(unitRequestResource((await loadUnitRequest(db, row.id))!));
    },
  );
}
