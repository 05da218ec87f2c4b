// Creates the PostgreSQL database the API tests use when it is missing, without psql:
//   node scripts/ensure-test-database.mjs [postgres://postgres@127.0.0.1:5432/test]
// (default: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test). Needs `pnpm install` first.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { Client } = createRequire(path.join(root, 'api', 'package.json'))('pg');

const target = new URL(
  process.argv[2] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const name = decodeURIComponent(target.pathname.slice(1));
const admin = new URL(target);
admin.pathname = '/postgres';

const client = new Client({ connectionString: admin.toString() });
try {
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`created database ${name}`);
  } else {
    console.log(`database ${name} exists`);
  }
} catch (error) {
  console.error(`could not prepare database ${name} at ${admin.host}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
