import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataFolder } from './folder-lock.js';
import type { Database } from './schema.js';

export type Engine = 'pglite' | 'postgres';

/** The connections of a PostgreSQL pool, as node-postgres counts them (for the metrics). */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL only: the pool's connections now. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** Connections of one API process to PostgreSQL (docs/scaling.md sizes PgBouncer and the server by it). */
export const POOL_MAX = 10;

const engines = new WeakMap<Kysely<Database>, Engine>();

/**
 * How many batches of one hot statement (see Batcher) may run at once on this database: PGlite runs one
 * statement at a time, so a second batch would only wait there instead of growing.
 */
export const batchConcurrency = (db: Kysely<Database>): number => (engines.get(db) === 'pglite' ? 1 : 4);

// Both engines return the same JS types: int8 and numeric as number, date as 'YYYY-MM-DD' string.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (v: string) => Number(v);
const keepString = (v: string) => v;

/**
 * PGlite in memory (`memory://`) or in a data folder. A folder is one process's: it is locked for this
 * one (DataFolderInUse, naming the folder and the other pid, when another has it open, since two
 * processes on one folder corrupt it) until close(). `loadDataDir`: start from this image of a data folder
 * (PGlite's dumpDataDir) instead of an empty database, as the tests do from their migrated template.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<DbHandle> {
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataFolder(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = new PGlite(dataDir, {
      ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
      parsers: {
        [pgliteTypes.INT8]: toNumber,
        [pgliteTypes.NUMERIC]: toNumber,
        [pgliteTypes.DATE]: keepString,
      },
    });
    await pglite.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  engines.set(db, 'pglite');
  return {
    db,
    engine: 'pglite',
    async close() {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        release();
      }
    },
  };
}

export function openPostgres(connectionString: string): DbHandle {
  const typeParsers: Record<number, (v: string) => unknown> = {
    [INT8]: toNumber,
    [NUMERIC]: toNumber,
    [DATE]: keepString,
  };
  const pool = new pg.Pool({
    connectionString,
    max: POOL_MAX,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection can be closed by the server (restart, failover, administrator): pg reports it
  // as an 'error' event, which crashes the process when nobody listens. The pool replaces the client.
  pool.on('error', (err) => console.warn(`PostgreSQL connection closed by the server: ${err.message}`));
  // A connection checked out of the pool (a transaction between statements, a query about to be sent) has
  // no listener of the pool's: the server ending it then raised an uncaught 'error' that stopped the
  // process. The statement that uses it next fails (503, db/unreachable.ts) and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  engines.set(db, 'postgres');
  return {
    db,
    engine: 'postgres',
    poolStats: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await db.destroy(); // ends the pool
    },
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (created on first start). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  pgliteDataDir: string;
}): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDataDir);
}
