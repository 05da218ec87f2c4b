import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { membershipRoutes } from './membership-routes.js';
import { participantSearchRoute } from './participant-search-route.js';
import { teamResourceRoutes } from './team-routes.js';

/** Teams, memberships and the participant search of project phases (issue 4 contract F). */
export async function teamRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; config: Config }) {
  await teamResourceRoutes(app, deps);
  await membershipRoutes(app, deps);
  await participantSearchRoute(app, deps);
}
