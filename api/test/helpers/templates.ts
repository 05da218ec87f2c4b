// The databases every API test file starts from, made once per run (test/run.ts) instead of once per file.
//
// A test database is one of three states: empty, migrated, or migrated with the demo data. Making one from
// nothing costs PGlite about 3.5 s (a fresh data folder) plus the migrations and the demo data, and
// PostgreSQL about 1 s; copying a ready one costs about 1 s and 0.1 s. The run makes each state once per
// engine: PGlite's as a data folder image (dumpDataDir) in a temporary folder, PostgreSQL's as template
// databases that CREATE DATABASE … TEMPLATE copies. It passes where they are in API_TEST_TEMPLATES. A test
// file run on its own (node --import tsx --test test/x.test.ts) has none, and makes its state from nothing.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from '../../src/db/schema.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/seed/demo.js';
import { databaseUrl, withAdmin } from './postgres-admin.js';

/** What a test database holds when it is handed over. */
export type DatabaseState = 'empty' | 'migrated' | 'seeded';
export const STATES: readonly DatabaseState[] = ['empty', 'migrated', 'seeded'];

export interface Templates {
  /** PGlite: per state, the file holding its data folder image. */
  pglite: Record<DatabaseState, string>;
  /** PostgreSQL (when TEST_DATABASE_URL is set): per state, the template database's name. */
  postgres?: Record<DatabaseState, string>;
}

const ENV = 'API_TEST_TEMPLATES';

/** This run's templates, when test/run.ts made them. */
export function runTemplates(): Templates | undefined {
  const value = process.env[ENV];
  return value ? (JSON.parse(value) as Templates) : undefined;
}

/** Brings a database from empty to `state`. */
export async function prepare(db: Kysely<Database>, state: DatabaseState): Promise<void> {
  if (state === 'empty') return;
  await migrateToLatest(db);
  if (state === 'seeded') await seedDemo(db);
}

const pgliteImages = new Map<string, Blob>();

/** The PGlite image of `state` (read once per process). */
export function pgliteImage(templates: Templates, state: DatabaseState): Blob {
  const file = templates.pglite[state];
  let image = pgliteImages.get(file);
  if (!image) {
    image = new Blob([readFileSync(file)]);
    pgliteImages.set(file, image);
  }
  return image;
}

async function makePgliteImages(dir: string): Promise<Record<DatabaseState, string>> {
  const files = {} as Record<DatabaseState, string>;
  const pglite = new PGlite('memory://');
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const save = async (state: DatabaseState) => {
    files[state] = path.join(dir, `pglite-${state}.tar`);
    await writeFile(files[state], Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  };
  try {
    // One database through the states in order, its image saved at each.
    await save('empty');
    await migrateToLatest(db);
    await save('migrated');
    await seedDemo(db);
    await save('seeded');
  } finally {
    await db.destroy();
  }
  return files;
}

async function makePostgresTemplates(adminUrl: string, run: string): Promise<Record<DatabaseState, string>> {
  const names = Object.fromEntries(STATES.map((state) => [state, `tpl_${run}_${state}`])) as Record<
    DatabaseState,
    string
  >;
  for (const state of STATES) {
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${names[state]}`));
    const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, names[state]), max: 2 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await prepare(db, state);
    } finally {
      await db.destroy();
    }
  }
  return names;
}

/** Drops this run's template databases. */
export async function dropPostgresTemplates(
  adminUrl: string,
  names: Record<DatabaseState, string>,
): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    for (const name of Object.values(names))
      await admin.query(`drop database if exists ${name} with (force)`);
  });
}

/** Makes the run's templates (in `dir`, and on PostgreSQL when `adminUrl` is given) and names them in the environment. */
export async function makeTemplates(
  dir: string,
  adminUrl: string | undefined,
  run: string,
): Promise<Templates> {
  const [pglite, postgres] = await Promise.all([
    makePgliteImages(dir),
    adminUrl ? makePostgresTemplates(adminUrl, run) : undefined,
  ]);
  const templates: Templates = { pglite, ...(postgres && { postgres }) };
  process.env[ENV] = JSON.stringify(templates);
  return templates;
}
