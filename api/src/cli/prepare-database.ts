import type { Config } from '../config.js';
import { PrivateFileStore, privateFilesDir } from '../files/private-store.js';
import { seedDemo } from '../seed/demo.js';
import { seedReferenceData } from '../seed/reference.js';
import type { DbHandle } from '../db/connect.js';
import { migrateToLatest, migrationState, type MigrationState } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';

export interface Prepared {
  migration: MigrationState;
  /** Reference tables loaded now (each only when empty). */
  reference: string[];
  /** Whether the demo olympiad was loaded now (SEED_DEMO, into an empty database). */
  demo: boolean;
}

/**
 * Brings a database to the code's schema and loads what an empty one needs: the migrations, the reference
 * data (states, cities, grades) and, with SEED_DEMO, the demo olympiad. `npm start` runs it at every start;
 * in production the migrate command (`node api/dist/cli/migrate.js`) runs it once, before the API processes
 * start with MIGRATE_ON_START=false.
 */
export async function prepareDatabase(db: DbHandle, config: Config): Promise<Prepared> {
  const migration = await migrateToLatest(db.db);
  const { seeded: reference } = await seedReferenceData(db.db);
  let demo = false;
  if (config.seedDemo) {
    const privateFiles = new PrivateFileStore(privateFilesDir(config.files.dir));
    demo = (await seedDemo(db.db, Date.now(), { privateFiles })).seeded;
  }
  return { migration, reference, demo };
}

export class PendingMigrations extends Error {}

/**
 * With MIGRATE_ON_START=false a process only checks that the database is at its schema: one started
 * before the migrate command ran (or with an older database) stops and says what to run.
 */
export async function assertMigrated(db: DbHandle): Promise<MigrationState> {
  const state = await migrationState(db.db);
  const expected = Object.keys(migrations).length;
  if (state.count < expected)
    throw new PendingMigrations(
      `the database has ${state.count} of ${expected} migrations: run the migrate command first ` +
        '(node api/dist/cli/migrate.js, or pnpm --filter api migrate), or start with MIGRATE_ON_START=true',
    );
  return state;
}
