import { getPage, type Page } from 'shared-contracts/client';

/** One write on the edition (GET editions/{id}/audit_log): who, when, what, and the fields it changed. */
export interface AuditEntry {
  id: string;
  action: string;
  actor_name: string | null;
  actor_email: string | null;
  created_at: string;
  /** {field: [before, after]}; files as their names. */
  changes: Record<string, [unknown, unknown]> | null;
}

/** GET editions/{id}/audit_log, newest first, paged (meta.total_count). */
export function fetchAuditLog(
  editionId: string,
  { page, size }: { page: number; size: number },
  options: { signal?: AbortSignal } = {},
): Promise<Page<AuditEntry>> {
  return getPage<AuditEntry>(
    `editions/${encodeURIComponent(editionId)}/audit_log`,
    { page: { number: page, size } },
    { signal: options.signal },
  );
}
