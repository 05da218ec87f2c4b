import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AuditChanges } from '../shared-rules.js';

/**
 * The audit log (issue 13): every write an admin or a coordinator makes is recorded, inside the write's
 * own transaction, with who made it, what was done to which object and the changed fields as
 * {field: [before, after]} (files by name, never their contents). The table is generic: any feature
 * records its own actions (`unit_request.approved`, …).
 */
export interface AuditEntry {
  /** The edition the write concerns (its log lists the entry); null for writes outside an edition. */
  editionId: number | null;
  actorId: number;
  /** `edition.created`, `edition.updated`, `coordinator.added`, … */
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  changes?: Changes;
}

/** Only the fields shared-contracts' AUDIT_FIELDS lists (the log of changes has a label for each). */
export type Changes = AuditChanges;

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      edition_id: entry.editionId,
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId === null ? null : String(entry.subjectId),
      changes: JSON.stringify(entry.changes ?? {}),
    })
    .execute();
}

/** JSON text with object keys sorted: equal values give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

const plain = (value: unknown): unknown =>
  value === undefined ? null : value instanceof Date ? value.toISOString() : value;

/**
 * The fields whose values differ between two snapshots, as {field: [before, after]} (a field missing on
 * one side counts as null). Values are compared as JSON (dates as ISO instants).
 */
export function diffChanges<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
): Partial<Record<K, [unknown, unknown]>> {
  const changes: Partial<Record<K, [unknown, unknown]>> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)] as K[])) {
    const a = plain(before[field]);
    const b = plain(after[field]);
    if (canonical(a) !== canonical(b)) changes[field] = [a, b];
  }
  return changes;
}
