/**
 * The migrate command: `node api/dist/cli/migrate.js` (or `pnpm --filter api migrate`). Brings the database
 * (DATABASE_URL, else the PGlite data directory) to the code's schema, loads the reference data into empty
 * tables and, with SEED_DEMO (the default, as for npm start), the demo olympiad into an empty database.
 * Run it once per release, before the API processes, which start with MIGRATE_ON_START=false and only
 * check the schema. Exit status 1 on a configuration or migration error.
 */
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { prepareDatabase } from './prepare-database.js';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const { migration, reference, demo } = await prepareDatabase(db, config);
    console.log(
      `migrate: ${db.engine} at ${migration.latest} (${migration.count} migrations)` +
        (reference.length ? `; reference data loaded: ${reference.join(', ')}` : '') +
        (demo ? '; demo data loaded' : ''),
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `migrate failed: ${String(err)}`);
  process.exit(1);
});
