import { getOne } from 'shared-contracts/client';
import type { EditionRow } from '../../../shared/api/editions';

export type ExamKind = 'online' | 'presential';
export type ExamStatus = 'upcoming' | 'in_progress' | 'expired';

/** An exam of the edition as GET edition/{id} includes it. */
export interface EditionExam {
  id: string;
  description: string;
  phase: number;
  kind: ExamKind;
  start_date: string | null;
  end_date: string | null;
  status: ExamStatus;
}

/** GET edition/{id} with coordinators, countries, time zone, phases and exams included. */
export interface EditionDetail extends EditionRow {
  exams?: EditionExam[];
  /** The achievements' templates (spec 2 §3); certificates are generated only once some exist. */
  achievement_template_urls?: { id: string; level: number; file_name: string }[];
}

export const EDITION_DETAIL_INCLUDE = ['coordinators', 'countries', 'time_zone', 'phases', 'exams'];

/** GET edition/{id} (spec 2 §7); any signed-in user may read it, an unknown id answers 404. */
export function fetchEdition(id: string, options: { signal?: AbortSignal } = {}): Promise<EditionDetail> {
  return getOne<EditionDetail>(
    `edition/${encodeURIComponent(id)}`,
    { include: EDITION_DETAIL_INCLUDE },
    { signal: options.signal },
  );
}
