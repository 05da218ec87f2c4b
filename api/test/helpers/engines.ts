import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../../src/db/connect.js';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database for this test file. `close()` disposes of it. */
  open(): Promise<DbHandle>;
}

/** PGlite always (in memory); PostgreSQL too when TEST_DATABASE_URL is set (a fresh database per file). */
export function engines(): TestEngine[] {
  const list: TestEngine[] = [{ name: 'pglite', open: () => openPglite('memory://') }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      async open() {
        const scratch = await scratchDatabase(adminUrl);
        const handle = openPostgres(scratch.url);
        return {
          ...handle,
          async close() {
            await handle.close();
            await scratch.drop();
          },
        };
      },
    });
  }
  return list;
}

/** A new, empty database on the server of `adminUrl`: its URL, and `drop()` for when the tests are done. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(adminUrl, (admin) => dropWhenIdle(admin, name)) };
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * pg's pool.end() resolves before its connections have finished closing. Dropping the database WITH
 * (FORCE) at that moment kills them mid-close, and the client reports an error nobody listens to. So
 * wait for the sessions to go (a plain DROP fails while any remain), and force only as a last resort.
 */
export async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err; // 55006: object in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
