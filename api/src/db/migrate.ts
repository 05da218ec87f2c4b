import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface MigrationState {
  /** Name of the last executed migration ('' when none). */
  latest: string;
  /** Number of executed migrations. */
  count: number;
}

// Migrations run before the typed schema exists, so the Migrator takes an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationState> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return migrationState(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrationState(db: Kysely<any>): Promise<MigrationState> {
  const migrator = new Migrator({ db, provider });
  const list = await migrator.getMigrations();
  const executed = list.filter((m) => m.executedAt !== undefined);
  return { latest: executed.at(-1)?.name ?? '', count: executed.length };
}
