import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import { idOf } from '../../jsonapi/ids.js';
import type { Locale } from '../../shared-rules.js';
import { isExamStaff } from '../exams/access.js';
import { loadExam, type Exam } from '../exams/load.js';
import { membershipOf } from '../teams/load.js';
import { teamFailure } from '../teams/messages.js';
import { loadFileRecord, type FileRecord } from './load.js';

export interface FileAccess {
  record: FileRecord;
  exam: Exam;
  staff: boolean;
  /** Uploader, the team's leader, or staff: who may remove the upload. */
  mayDelete: boolean;
}

/**
 * An upload for someone who may see it — the participation's owner, the uploader, a member of its
 * team, or the exam's staff — and 404 for anyone else (the upload is not revealed).
 */
export async function fileAccess(
  db: Kysely<Database>,
  config: Config,
  rawId: string,
  me: CurrentUser,
  locale: Locale,
): Promise<FileAccess> {
  const id = idOf(rawId);
  const record = id === null || Number.isNaN(id) ? undefined : await loadFileRecord(db, id, config.projectId);
  const exam = record ? await loadExam(db, record.examId, config.projectId) : undefined;
  if (!record || !exam) throw teamFailure(404, 'filesNotFound', locale);
  const staff = await isExamStaff(db, exam, me);
  const { row } = record;
  const membership = row.team_id === null ? undefined : await membershipOf(db, row.team_id, me.id);
  const own = record.ownerId === me.id || row.uploaded_by === me.id;
  if (!staff && !own && !membership) throw teamFailure(404, 'filesNotFound', locale);
  const mayDelete = staff || row.uploaded_by === me.id || membership?.role === 'leader';
  return { record, exam, staff, mayDelete };
}
