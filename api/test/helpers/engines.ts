import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../../src/db/connect.js';
import { databaseUrl, withAdmin } from './postgres-admin.js';
import { pgliteImage, prepare, runTemplates, type DatabaseState } from './templates.js';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  /**
   * A fresh database of its own, empty (the default), migrated, or migrated with the demo data: a copy of
   * the run's template of that state when there is one (templates.ts). `close()` disposes of it.
   */
  open(state?: DatabaseState): Promise<DbHandle>;
}

/** PGlite always (in memory); PostgreSQL too when TEST_DATABASE_URL is set (a fresh database per file). */
export function engines(): TestEngine[] {
  const templates = runTemplates();
  const list: TestEngine[] = [
    {
      name: 'pglite',
      async open(state = 'empty') {
        if (templates) return openPglite('memory://', { loadDataDir: pgliteImage(templates, state) });
        return prepared(await openPglite('memory://'), state);
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      async open(state = 'empty') {
        const template = templates?.postgres?.[state];
        const scratch = await scratchDatabase(adminUrl, template);
        const handle = openPostgres(scratch.url);
        const withClose: DbHandle = {
          ...handle,
          async close() {
            await handle.close();
            await scratch.drop();
          },
        };
        return template ? withClose : prepared(withClose, state);
      },
    });
  }
  return list;
}

async function prepared(handle: DbHandle, state: DatabaseState): Promise<DbHandle> {
  try {
    await prepare(handle.db, state);
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/**
 * A new database on the server of `adminUrl`, empty or a copy of `template`: its URL, and `drop()` for when
 * the tests are done.
 */
export async function scratchDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (admin) => dropWhenIdle(admin, name)),
  };
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
