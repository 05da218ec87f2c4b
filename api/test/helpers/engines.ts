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
        const name = `t_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        try {
          await admin.query(`create database ${name}`);
        } finally {
          await admin.end();
        }
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const handle = openPostgres(url.toString());
        return {
          ...handle,
          async close() {
            await handle.close();
            const c = new pg.Client({ connectionString: adminUrl });
            await c.connect();
            try {
              await dropWhenIdle(c, name);
            } finally {
              await c.end();
            }
          },
        };
      },
    });
  }
  return list;
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
