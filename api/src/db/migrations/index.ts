import type { Migration } from 'kysely';
import * as m001 from './001_initial.js';
import * as m002 from './002_oidc_payloads.js';

/** All migrations, in order. Names sort lexicographically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_oidc_payloads': m002,
};

export const latestMigrationName = Object.keys(migrations).sort().at(-1) ?? '';
