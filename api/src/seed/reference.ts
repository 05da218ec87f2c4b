import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { AdministrationType, Database } from '../db/schema.js';
import { referenceDataDir } from '../paths.js';
import { searchKey } from '../text/search-key.js';

export { searchKey };

type StateRow = [id: number, name: string, uf: string];
type CityRow = [id: number, name: string, stateId: number];

/** Vendored IBGE data (see reference/README.md). */
function loadJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(referenceDataDir, file), 'utf8')) as T;
}

export const BRAZIL_COUNTRY_ID = 1;
export const HOMESCHOOLING_GRADE_ID = 19;
export const HOMESCHOOLING_UNIT_IDS = [261730, 262150] as const;

const BATCH = 500; // rows per multi-row INSERT

/** Segments of project 36 ('obia'); ids per spec 1 §9 (3 fundamental, 4 médio). */
const segments = [
  { id: 3, name: 'Ensino Fundamental', project_slug: 'obia' },
  { id: 4, name: 'Ensino Médio', project_slug: 'obia' },
];

const grades = [
  { id: 6, name: '6º ano', segment_id: 3, position: 6 },
  { id: 7, name: '7º ano', segment_id: 3, position: 7 },
  { id: 8, name: '8º ano', segment_id: 3, position: 8 },
  { id: 9, name: '9º ano', segment_id: 3, position: 9 },
  { id: 10, name: '1ª série', segment_id: 4, position: 10 },
  { id: 11, name: '2ª série', segment_id: 4, position: 11 },
  { id: 12, name: '3ª série', segment_id: 4, position: 12 },
  // Homeschooling (spec 1 §9): outside the segments, looked up by id.
  { id: HOMESCHOOLING_GRADE_ID, name: 'Educação domiciliar', segment_id: null, position: 19 },
];

async function isEmpty(db: Kysely<Database>, table: 'states' | 'cities' | 'segments' | 'grades') {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function bumpSequence(db: Kysely<Database>, table: 'segments' | 'grades' | 'school_units') {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}

/**
 * States, cities, segments and grades, each loaded when its table is empty (idempotent). Batched multi-row
 * INSERTs (500 rows) without ON CONFLICT (which hangs PGlite).
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  if (await isEmpty(db, 'states')) {
    const rows = loadJson<StateRow[]>('ibge-states.json').map(([id, name, uf]) => ({
      id,
      name,
      uf,
      country_id: BRAZIL_COUNTRY_ID,
      search_name: searchKey(name),
    }));
    await db.insertInto('states').values(rows).execute();
    seeded.push('states');
  }
  if (await isEmpty(db, 'cities')) {
    const rows = loadJson<CityRow[]>('ibge-cities.json').map(([id, name, state_id]) => ({
      id,
      name,
      state_id,
      search_name: searchKey(name),
    }));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += BATCH)
        await trx
          .insertInto('cities')
          .values(rows.slice(i, i + BATCH))
          .execute();
    });
    seeded.push('cities');
  }
  if (await isEmpty(db, 'segments')) {
    await db.insertInto('segments').values(segments).execute();
    await bumpSequence(db, 'segments');
    seeded.push('segments');
  }
  if (await isEmpty(db, 'grades')) {
    await db.insertInto('grades').values(grades).execute();
    await bumpSequence(db, 'grades');
    seeded.push('grades');
  }
  return { seeded };
}

interface DemoUnit {
  id?: number;
  inep_code: string;
  name: string;
  city_id: number;
  administration_type: AdministrationType;
}

const SAO_PAULO = 3550308;
const RIO = 3304557;
const RECIFE = 2611606;

/** A demo set of school units (names and INEP codes realistic, not authoritative). */
export const demoSchoolUnits: DemoUnit[] = [
  {
    id: 261730,
    inep_code: '26173000',
    name: 'Educação Domiciliar',
    city_id: RECIFE,
    administration_type: 'particular',
  },
  {
    id: 262150,
    inep_code: '35215000',
    name: 'Educação Domiciliar',
    city_id: SAO_PAULO,
    administration_type: 'particular',
  },
  { inep_code: '35000012', name: 'EE Caetano de Campos', city_id: SAO_PAULO, administration_type: 'state' },
  {
    inep_code: '35000024',
    name: 'EE Prof. Ascendino Reis',
    city_id: SAO_PAULO,
    administration_type: 'state',
  },
  {
    inep_code: '35000036',
    name: 'EMEF Desembargador Amorim Lima',
    city_id: SAO_PAULO,
    administration_type: 'municipal',
  },
  {
    inep_code: '35000048',
    name: 'EMEF Júlio de Mesquita',
    city_id: SAO_PAULO,
    administration_type: 'municipal',
  },
  {
    inep_code: '35000061',
    name: 'Instituto Federal de São Paulo — Campus São Paulo',
    city_id: SAO_PAULO,
    administration_type: 'federal',
  },
  {
    inep_code: '35000073',
    name: 'Colégio Bandeirantes',
    city_id: SAO_PAULO,
    administration_type: 'particular',
  },
  {
    inep_code: '35000085',
    name: 'Colégio Santa Cruz',
    city_id: SAO_PAULO,
    administration_type: 'particular',
  },
  { inep_code: '35000097', name: 'Colégio São Luís', city_id: SAO_PAULO, administration_type: 'particular' },
  {
    inep_code: '33000010',
    name: 'Colégio Pedro II — Unidade Centro',
    city_id: RIO,
    administration_type: 'federal',
  },
  {
    inep_code: '33000022',
    name: 'CIEP Presidente Tancredo Neves',
    city_id: RIO,
    administration_type: 'state',
  },
  {
    inep_code: '33000034',
    name: 'Colégio Estadual Amaro Cavalcanti',
    city_id: RIO,
    administration_type: 'state',
  },
  {
    inep_code: '33000046',
    name: 'Escola Municipal Rivadávia Corrêa',
    city_id: RIO,
    administration_type: 'municipal',
  },
  { inep_code: '33000058', name: 'Colégio Santo Inácio', city_id: RIO, administration_type: 'particular' },
  {
    inep_code: '33000060',
    name: 'Colégio São Bento do Rio de Janeiro',
    city_id: RIO,
    administration_type: 'particular',
  },
  {
    inep_code: '26000011',
    name: 'Escola de Referência em Ensino Médio Ginásio Pernambucano',
    city_id: RECIFE,
    administration_type: 'state',
  },
  {
    inep_code: '26000023',
    name: 'Colégio de Aplicação da UFPE',
    city_id: RECIFE,
    administration_type: 'federal',
  },
  {
    inep_code: '26000035',
    name: 'Escola Municipal Poeta Joaquim Cardozo',
    city_id: RECIFE,
    administration_type: 'municipal',
  },
  { inep_code: '26000047', name: 'Colégio Santa Maria', city_id: RECIFE, administration_type: 'particular' },
  {
    inep_code: '26000059',
    name: 'Colégio Damas da Instrução Cristã',
    city_id: RECIFE,
    administration_type: 'particular',
  },
];

/** Inserts the demo school units (single-row inserts); requires the cities. */
export async function seedDemoSchoolUnits(db: Kysely<Database>): Promise<void> {
  for (const u of demoSchoolUnits) {
    await db
      .insertInto('school_units')
      .values({
        ...u,
        search_name: searchKey(u.name),
        state_id: Math.floor(u.city_id / 100000),
      })
      .execute();
  }
  await bumpSequence(db, 'school_units');
}
