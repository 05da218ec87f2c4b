import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { DataFolderInUse } from './db/folder-lock.js';
import { assertMigrated, PendingMigrations, prepareDatabase } from './cli/prepare-database.js';
import { purgeExpiredOidcPayloads } from './idp/db-adapter.js';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const dbHandle = await openDatabase(config);
  // npm start migrates and seeds here; several production processes leave it to the migrate command.
  const prepared = config.migrateOnStart ? await prepareDatabase(dbHandle, config) : undefined;
  const migration = prepared?.migration ?? (await assertMigrated(dbHandle));
  const app = await buildApp({ config, db: dbHandle });
  app.log.info(
    {
      database: dbHandle.engine,
      location: config.databaseUrl ? 'DATABASE_URL' : config.pgliteDataDir,
      migration: migration.latest,
      migrated: config.migrateOnStart,
    },
    'database ready',
  );
  if (prepared?.reference.length) app.log.info({ tables: prepared.reference }, 'reference data loaded');
  if (prepared?.demo)
    app.log.info(
      'demo data loaded (projects 36 and 47; accounts in api/src/seed/demo-accounts.ts, password demo1234)',
    );

  // The identity provider's expired interactions, codes and sessions are removed every 15 minutes.
  const purge = setInterval(() => {
    purgeExpiredOidcPayloads(dbHandle.db).catch((err: unknown) => app.log.warn({ err }, 'purge failed'));
  }, 15 * 60_000);
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await dbHandle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const listening = await app.listen({ port: config.port, host: config.host });
  // The demo accounts' password is published: with no HOST, others on the network are not let in.
  const address = config.hostLocalForDemo
    ? `${listening} (demo data: only this computer; set HOST=0.0.0.0 to listen on every interface)`
    : listening;
  app.log.info(`listening on ${address} (public URL ${config.publicUrl})`);
  console.log(startBanner(config.publicUrl, address, config.seedDemo && config.migrateOnStart));
}

/** What `npm start` prints once the platform is up: where to open it and whom to sign in as. */
function startBanner(publicUrl: string, address: string, withDemo: boolean): string {
  const lines = [``, `  Olympiad platform is running: open ${publicUrl}`, `  listening on ${address}`];
  if (withDemo) {
    lines.push(``, `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) lines.push(`    ${account.email.padEnd(32)} ${account.role}`);
  }
  return lines.concat('').join('\n');
}

main().catch((err: unknown) => {
  if (err instanceof DataFolderInUse || err instanceof PendingMigrations) {
    console.error(`failed to start: ${err.message}`);
    process.exit(1);
  }
  console.error('failed to start', err);
  process.exit(1);
});
