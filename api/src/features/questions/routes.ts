import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { auditLogRoutes } from './audit-routes.js';
import { orderRoutes } from './order-route.js';
import { statusRoute } from './status-route.js';
import { questionWriteRoutes } from './write-routes.js';

/**
 * Question authoring for an exam's staff (spec 2 §5, §7 "Questions"; issue 14): create, edit, delete
 * and reorder while the exam is upcoming; cancel, restore or re-key in any status, which rescores the
 * exam in a durable job (GET exams/{id}/rescore follows it); each question's audit log.
 */
export async function questionRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; config: Config }) {
  questionWriteRoutes(app, deps);
  orderRoutes(app, deps);
  statusRoute(app, deps);
  auditLogRoutes(app, deps);
}
