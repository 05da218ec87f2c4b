import { resourceBody, type ExamWriteAttributes, type ScoresPreview } from 'shared-contracts';
import { sendForm, sendJson } from 'shared-contracts/client';

type Saved = { data: { id: string } };

/** POST exams or PATCH exams/{id} with the online form's multipart body; the saved exam's id. */
export async function saveOnlineExam(examId: string | null, body: FormData): Promise<string> {
  const doc = await sendForm<Saved>(
    examId ? 'patch' : 'post',
    examId ? `exams/${encodeURIComponent(examId)}` : 'exams',
    body,
  );
  return doc.data.id;
}

/** The presential exam's resource-style create or update (JSON:API body with the edition relationship). */
export async function savePresentialExam(
  examId: string | null,
  attributes: ExamWriteAttributes,
  editionId: string,
): Promise<string> {
  const doc = await sendJson<Saved>(
    examId ? 'patch' : 'post',
    examId ? `exams/${encodeURIComponent(examId)}` : 'exams',
    resourceBody(
      'exams',
      { ...attributes },
      {
        ...(examId ? { id: examId } : {}),
        relationships: { edition: { data: { type: 'editions', id: editionId } } },
      },
    ),
  );
  return doc.data.id;
}

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
