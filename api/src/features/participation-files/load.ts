import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ParticipationFilesTable, StoredFile } from '../../db/schema.js';

export type ParticipationFile = Selectable<ParticipationFilesTable>;

/** An upload with the participation's owner and exam, within the served project. */
export interface FileRecord {
  row: ParticipationFile;
  ownerId: number;
  examId: number;
}

/** The stored files of a row, whatever the driver gives back for the jsonb column. */
export function storedFiles(row: Pick<ParticipationFile, 'files'>): StoredFile[] {
  const raw: unknown = typeof row.files === 'string' ? JSON.parse(row.files) : row.files;
  return Array.isArray(raw) ? (raw as StoredFile[]) : [];
}

export function videoUrls(row: Pick<ParticipationFile, 'video_urls'>): string[] {
  const raw: unknown = typeof row.video_urls === 'string' ? JSON.parse(row.video_urls) : row.video_urls;
  return Array.isArray(raw) ? raw.filter((u): u is string => typeof u === 'string') : [];
}

export async function loadFileRecord(
  db: Kysely<Database>,
  id: number,
  projectId: number,
): Promise<FileRecord | undefined> {
  const found = await db
    .selectFrom('participation_files as pf')
    .innerJoin('participations as p', 'p.id', 'pf.participation_id')
    .innerJoin('exams as e', 'e.id', 'p.exam_id')
    .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
    .selectAll('pf')
    .select(['p.user_id as owner_id', 'p.exam_id as exam_id'])
    .where('pf.id', '=', id)
    .where('ed.project_id', '=', projectId)
    .where('ed.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) return undefined;
  const { owner_id, exam_id, ...row } = found;
  return { row, ownerId: owner_id, examId: exam_id };
}

/** A participation of the served project with its owner, or undefined. */
export function loadParticipation(db: Kysely<Database>, id: number, projectId: number) {
  return db
    .selectFrom('participations as p')
    .innerJoin('exams as e', 'e.id', 'p.exam_id')
    .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
    .select(['p.id', 'p.user_id', 'p.exam_id'])
    .where('p.id', '=', id)
    .where('ed.project_id', '=', projectId)
    .where('ed.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Files already sent that count against the cap: the team's for in_group, else the participation's. */
export async function filesSent(
  db: Kysely<Database>,
  scope: { category: ParticipationFile['category']; participationId: number; teamId: number | null },
): Promise<number> {
  let query = db.selectFrom('participation_files').select(['files']).where('category', '=', scope.category);
  query =
    scope.category === 'in_group' && scope.teamId !== null
      ? query.where('team_id', '=', scope.teamId)
      : query.where('participation_id', '=', scope.participationId);
  const rows = await query.execute();
  return rows.reduce((sum, r) => sum + storedFiles(r).length, 0);
}

/** Whether any upload still names the stored key (the same bytes may be sent twice). */
export async function keyInUse(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('participation_files')
    .select('id')
    .where(sql<boolean>`files @> ${JSON.stringify([{ key }])}::jsonb`)
    .executeTakeFirst();
  return !!row;
}
