// A fresh database per engine and run: a PGlite data folder in the temp directory, or a PostgreSQL
// database created for the run and dropped after it. The bench process reads and writes it directly
// only while the API process is stopped (PGlite allows one process per data folder).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { EngineName } from './options.ts';

export interface SqlClient {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export interface BenchDatabase {
  engine: EngineName;
  /** Where it lives, for the report (a folder, or the database name). */
  location: string;
  /** Environment variables that point the API at it. */
  apiEnv: Record<string, string>;
  open(): Promise<SqlClient>;
  dispose(): Promise<void>;
}

export async function checkPostgres(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(`select current_setting('server_version') as v`);
    return rows[0]?.v ?? '?';
  } finally {
    await client.end();
  }
}

export async function createDatabase(engine: EngineName, adminUrl: string): Promise<BenchDatabase> {
  return engine === 'pglite' ? createPglite() : createPostgres(adminUrl);
}

function createPglite(): BenchDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  return {
    engine: 'pglite',
    location: dir,
    apiEnv: { PGLITE_DATA_DIR: dir },
    async open() {
      const db = new PGlite(dir);
      await db.waitReady;
      return {
        async query<R>(text: string, params: unknown[] = []) {
          return (await db.query<R>(text, params)).rows;
        },
        async close() {
          if (!db.closed) await db.close();
        },
      };
    },
    async dispose() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  return {
    engine: 'postgres',
    location: `${url.host}/${name}`,
    apiEnv: { DATABASE_URL: dbUrl },
    async open() {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      return {
        async query<R>(text: string, params: unknown[] = []) {
          return (await client.query(text, params)).rows as R[];
        },
        close: () => client.end(),
      };
    },
    async dispose() {
      await admin(adminUrl, async (c) => {
        // The API has exited; its sessions may take a moment to go. Force only as a last resort.
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await c.query(`drop database if exists ${name}`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== '55006') throw err; // 55006: in use
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await c.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function admin(adminUrl: string, work: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
