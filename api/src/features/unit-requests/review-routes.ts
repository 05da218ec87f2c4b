import { recordAudit } from '../../audit/audit.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { idParams, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { schoolRequestEditSchema, type Locale } from '../../shared-rules.js';
import { searchKey } from '../../text/search-key.js';
import { attributePointer, parseOr422, requestLocale } from '../registration/messages.js';
import { assertPending, loadReviewable } from './access.js';
import { unitRequestFailure } from './messages.js';
import { loadUnitRequest, unitRequestResource, type UnitRequestRow } from './resource.js';
import { readDescription, reviewBody } from './review-body.js';

type Params = { Params: { id: string } };

/** Whether a school with this INEP code is already in the base. */
export const inepTaken = async (db: Kysely<Database> | Transaction<Database>, inep: string) =>
  !!(await db.selectFrom('school_units').select('id').where('inep_code', '=', inep).executeTakeFirst());

/** The request, locked for the review, still pending (409 otherwise). */
async function lockPending(trx: Transaction<Database>, id: number, locale: Locale) {
  const row = await trx
    .selectFrom('unit_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  assertPending(row, locale);
  return row;
}

/**
 * Approval (spec 2 §4, §7): the request becomes a real school (name, INEP, city, state, administration
 * type; found by the registration picker from then on) and is `accepted` with the description, the
 * reviewer and the time, in one transaction. The request must meet the edit rules (INEP required); an
 * INEP already in the base is refused with `inep_exists`.
 */
async function approve(
  db: Kysely<Database>,
  row: UnitRequestRow,
  me: CurrentUser,
  description: string,
  locale: Locale,
) {
  const school = parseOr422(schoolRequestEditSchema, row, locale, attributePointer);
  try {
    await db.transaction().execute(async (trx) => {
      await lockPending(trx, row.id, locale);
      if (await inepTaken(trx, school.inep_code))
        throw unitRequestFailure(422, 'inepExists', locale, '/data/attributes/inep_code');
      const unit = await trx
        .insertInto('school_units')
        .values({
          inep_code: school.inep_code,
          name: school.name,
          search_name: searchKey(school.name),
          city_id: school.address_city_id,
          state_id: school.address_state_id,
          administration_type: school.administration_type,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('unit_requests')
        .set({
          status: 'accepted',
          review_description: description,
          reviewed_by: me.id,
          reviewed_at: new Date(),
          school_unit_id: unit.id,
        })
        .where('id', '=', row.id)
        .execute();
      await recordAudit(trx, {
        editionId: row.edition_id,
        actorId: me.id,
        action: 'unit_request.approved',
        subjectType: 'unit_requests',
        subjectId: row.id,
        changes: { status: ['pending', 'accepted'], school: [null, `${school.inep_code} ${school.name}`] },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw unitRequestFailure(422, 'inepExists', locale, '/data/attributes/inep_code');
    throw err;
  }
}

/** Rejection (spec 2 §4, §7): `rejected`, with the description, the reviewer and the time. */
async function reject(
  db: Kysely<Database>,
  row: UnitRequestRow,
  me: CurrentUser,
  description: string,
  locale: Locale,
) {
  await db.transaction().execute(async (trx) => {
    await lockPending(trx, row.id, locale);
    await trx
      .updateTable('unit_requests')
      .set({
        status: 'rejected',
        review_description: description,
        reviewed_by: me.id,
        reviewed_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      editionId: row.edition_id,
      actorId: me.id,
      action: 'unit_request.rejected',
      subjectType: 'unit_requests',
      subjectId: row.id,
      changes: { status: ['pending', 'rejected'] },
    });
  });
}

/** POST /unit_requests/{id}/approve and /reject, with a description; only from pending. */
export function reviewUnitRequestRoutes(app: FastifyInstance, db: Kysely<Database>) {
  for (const [action, act, summary] of [
    [
      'approve',
      approve,
      'Approves a pending school request: the school is created (then found by GET /units/search) and the request is accepted, with {description} or {data:{attributes:{description}}}; its edition staff',
    ],
    [
      'reject',
      reject,
      'Rejects a pending school request, with {description} or {data:{attributes:{description}}}; its edition staff',
    ],
  ] as const) {
    app.post<Params>(
      `/unit_requests/:id/${action}`,
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['registration'],
          summary,
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: jsonSchemaOf(reviewBody),
        },
      },
      async (req) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const row = await loadReviewable(db, Number(req.params.id), me, locale);
        assertPending(row, locale);
        const description = readDescription(req.body, locale);
        await act(db, row, me, description, locale);
        return toDocument(unitRequestResource((await loadUnitRequest(db, row.id))!));
      },
    );
  }
}
