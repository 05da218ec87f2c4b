import { sendForm } from '../../client/api-client';
import type { ScoresPreview } from '../../wire/exam-admin-wire';

/**
 * POST exams/{id}/import_scores: multipart csv_file, with preview='true' for the dry run that answers
 * `meta.scores` and stores nothing; without it the scores are stored (`meta.imported`).
 */
export async function importScores(
  examId: string,
  file: File,
  { preview }: { preview: boolean },
): Promise<{ scores: ScoresPreview | null; imported: number | null }> {
  const body = new FormData();
  body.append('csv_file', file, file.name);
  if (preview) body.append('preview', 'true');
  const doc = await sendForm<{ meta?: { scores?: ScoresPreview; imported?: number } } | null>(
    'post',
    `exams/${encodeURIComponent(examId)}/import_scores`,
    body,
  );
  return { scores: doc?.meta?.scores ?? null, imported: doc?.meta?.imported ?? null };
}

export const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv');
