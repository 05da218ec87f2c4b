import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createUnitRequestRoute } from './create-route.js';
import { editUnitRequestRoute } from './edit-route.js';
import { listUnitRequestsRoute } from './list-route.js';
import { reviewUnitRequestRoutes } from './review-routes.js';

/**
 * School requests: a student requests a school missing from the picker (spec 1 §5); the edition's staff
 * list, edit, approve (the school is created) and reject them (spec 2 §2, §4, §5, §7).
 */
export async function unitRequestRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  createUnitRequestRoute(app, db);
  listUnitRequestsRoute(app, db);
  editUnitRequestRoute(app, db);
  reviewUnitRequestRoutes(app, db);
}
