/**
 * Imports school units from a CSV file: `pnpm --filter api import-schools path/to/schools.csv`.
 *
 * Columns (header row, any order): inep_code, name, city_code (7-digit IBGE), administration_type
 * (municipal, state, federal, particular; or municipal, estadual, federal, particular, privada).
 * Quoted fields ("a, b", doubled quotes inside) are supported. Rows are upserted by inep_code one at a time;
 * the command prints how many were imported, updated and rejected (with line numbers and reasons).
 * Uses DATABASE_URL when set, otherwise the PGlite data directory (PGLITE_DATA_DIR). Exit status 1 when
 * any row was rejected.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { AdministrationType, Database } from '../db/schema.js';
import { searchKey, seedReferenceData } from '../seed/reference.js';

export interface CsvRecord {
  /** 1-based line number where the record starts. */
  line: number;
  fields: string[];
}

/** RFC 4180-style CSV: commas, double-quoted fields with "" escapes and line breaks inside quotes. */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let dirty = false;
  const endRecord = () => {
    fields.push(field);
    if (dirty || fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
    dirty = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      quoted = true;
      dirty = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length || dirty) endRecord();
  return records;
}

const administrationTypes: Record<string, AdministrationType> = {
  municipal: 'municipal',
  state: 'state',
  estadual: 'state',
  federal: 'federal',
  particular: 'particular',
  privada: 'particular',
  private: 'particular',
};

export interface ImportReport {
  imported: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

const REQUIRED = ['inep_code', 'name', 'city_code', 'administration_type'] as const;

/** Upserts the CSV's school units by inep_code, one row at a time. */
export async function importSchools(db: Kysely<Database>, csv: string): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, updated: 0, rejected: [] };
  const [header, ...rows] = parseCsv(csv);
  if (!header) {
    report.rejected.push({ line: 1, reason: 'empty file: a header row is required' });
    return report;
  }
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) {
    report.rejected.push({ line: header.line, reason: `header lacks column(s): ${missing.join(', ')}` });
    return report;
  }
  const col = Object.fromEntries(REQUIRED.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof REQUIRED)[number],
    number
  >;
  const cityStates = new Map<number, number | undefined>();

  for (const { line, fields } of rows) {
    const get = (c: (typeof REQUIRED)[number]) => (fields[col[c]] ?? '').trim();
    const reject = (reason: string) => report.rejected.push({ line, reason });
    const inep = get('inep_code');
    const name = get('name').replace(/\s+/g, ' ');
    const cityCode = get('city_code');
    const adminRaw = get('administration_type');
    if (fields.length < names.length) {
      reject(`expected ${names.length} fields, got ${fields.length}`);
      continue;
    }
    if (!/^\d{1,9}$/.test(inep)) {
      reject(`invalid inep_code "${inep}": 1 to 9 digits`);
      continue;
    }
    if (name.length < 3 || name.length > 100) {
      reject('invalid name: 3 to 100 characters');
      continue;
    }
    const administration = administrationTypes[searchKey(adminRaw)];
    if (!administration) {
      reject(`invalid administration_type "${adminRaw}"`);
      continue;
    }
    if (!/^\d{7}$/.test(cityCode)) {
      reject(`invalid city_code "${cityCode}": 7-digit IBGE code`);
      continue;
    }
    const cityId = Number(cityCode);
    if (!cityStates.has(cityId)) {
      const city = await db
        .selectFrom('cities')
        .select('state_id')
        .where('id', '=', cityId)
        .executeTakeFirst();
      cityStates.set(cityId, city?.state_id);
    }
    const stateId = cityStates.get(cityId);
    if (stateId === undefined) {
      reject(`unknown city_code ${cityCode}`);
      continue;
    }
    const values = {
      name,
      search_name: searchKey(name),
      city_id: cityId,
      state_id: stateId,
      administration_type: administration,
    };
    const existing = await db
      .selectFrom('school_units')
      .select('id')
      .where('inep_code', '=', inep)
      .executeTakeFirst();
    if (existing) {
      await db
        .updateTable('school_units')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', existing.id)
        .execute();
      report.updated++;
    } else {
      await db
        .insertInto('school_units')
        .values({ ...values, inep_code: inep })
        .execute();
      report.imported++;
    }
  }
  return report;
}

export function formatReport(report: ImportReport): string {
  const lines = [
    `imported: ${report.imported}`,
    `updated: ${report.updated}`,
    `rejected: ${report.rejected.length}`,
    ...report.rejected.map((r) => `  line ${r.line}: ${r.reason}`),
  ];
  return lines.join('\n');
}

async function main(argv: string[]) {
  const file = argv[0];
  if (!file) {
    console.error('usage: import-schools <file.csv>');
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const csv = fs.readFileSync(path.resolve(file), 'utf8');
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db);
    const report = await importSchools(handle.db, csv);
    console.log(formatReport(report));
    return report.rejected.length ? 1 : 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error('import failed:', err);
      process.exit(1);
    },
  );
}
