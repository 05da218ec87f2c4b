import type { CorrectionStatus, ReportFormat } from 'shared-contracts';
import { getPage, sendJson, type Page } from 'shared-contracts/client';
import type { StaffParticipation } from '../../../shared';

/** One row of the staff participants list (contract: StaffParticipationRowSchema). */
export interface ParticipantRow extends Omit<StaffParticipation, 'score'> {
  correction_status: CorrectionStatus;
  /** null: 'Não atribuída' (file phases: the result score). */
  score: number | null;
}

/**
 * GET participations?filter[exam_id]&filter[search]&include=user&sort=user.name&page[number]&page[size]
 * (spec 2 §7; meta.total_count).
 */
export function fetchParticipants(
  { testId, search, page, size }: { testId: string; search: string; page: number; size: number },
  options: { signal?: AbortSignal } = {},
): Promise<Page<ParticipantRow>> {
  return getPage<ParticipantRow>(
    'participations',
    {
      filter: { exam_id: testId, search: search || undefined },
      include: ['user'],
      sort: 'user.name',
      page: { number: page, size },
    },
    { signal: options.signal },
  );
}

/** POST exams/{id}/participations_report { format } → 202: the report is mailed to the caller. */
export async function requestParticipationsReport(testId: string, format: ReportFormat): Promise<void> {
  await sendJson('post', `exams/${encodeURIComponent(testId)}/participations_report`, { format });
}

/** POST exams/{id}/participation_files_report, empty body → 202: a file phase's report, mailed to the caller. */
export async function requestParticipationFilesReport(testId: string): Promise<void> {
  await sendJson('post', `exams/${encodeURIComponent(testId)}/participation_files_report`);
}
