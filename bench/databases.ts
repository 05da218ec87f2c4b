// The databases a benchmark runs on, and how it prints its figures (shared by the suites).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../api/src/db/connect.ts';
import { dropWhenIdle } from '../api/test/helpers/engines.ts';

export const log = (message: string) => console.log(`\x1b[36m▸\x1b[0m ${message}`);

export interface EngineOptions {
  /** Run on PGlite (in a temporary folder). */
  pglite: boolean;
  /** Keep the PostgreSQL database after the run (its name is logged). */
  keep?: boolean;
}

/**
 * Runs `bench` on a fresh database of each engine: PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a server that may CREATE DATABASE (a new database, dropped after), then
 * PGlite in a temporary folder. Returns the rows in that order.
 */
export async function onEachEngine<Row>(
  suite: string,
  options: EngineOptions,
  bench: (engine: 'PostgreSQL' | 'PGlite', db: DbHandle) => Promise<Row>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `bench_${suite}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = openPostgres(url.toString());
      try {
        rows.push(await bench('PostgreSQL', handle));
      } finally {
        await handle.close();
      }
    } finally {
      if (options.keep) log(`kept database ${name}`);
      else await dropWhenIdle(admin, name);
      await admin.end();
    }
  } else log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  if (options.pglite) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${suite}-`));
    try {
      log(`PGlite in ${work}`);
      const lite = await openPglite(path.join(work, 'pglite'));
      try {
        rows.push(await bench('PGlite', lite));
      } finally {
        await lite.close();
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  return rows;
}

/** A Markdown table. */
export function markdownTable(header: string[], cells: string[][]): string {
  const lines = [header, ...cells].map((c) => `| ${c.join(' | ')} |`);
  lines.splice(1, 0, `|${header.map(() => ' --- ').join('|')}|`);
  return lines.join('\n');
}

/** A number with thousands separators and `digits` decimals. */
export const fixed = (x: number, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const seconds = (startedAt: number) => (performance.now() - startedAt) / 1000;
