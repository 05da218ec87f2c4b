import type { ImportPreview, QuestionFormat } from 'shared-contracts';
import { api, errorsOf, HTTPError, JSON_API_TYPE, sendForm } from 'shared-contracts/client';

/** The file types the import accepts (JSON, a QTI 3.0 zip, Moodle XML; the server tells them apart). */
export const IMPORT_ACCEPT = '.json,.zip,.xml,application/json,application/zip,application/xml,text/xml';

const examPath = (examId: string, action: 'export' | 'import_questions') =>
  `exams/${encodeURIComponent(examId)}/${action}`;

/**
 * POST exams/{id}/export: the chosen questions in `format`, as the file the server sends (saved by the
 * caller under the format's file name).
 */
export function exportQuestions(
  examId: string,
  questionIds: readonly string[],
  format: QuestionFormat,
): Promise<Blob> {
  return api()
    .post(examPath(examId, 'export'), {
      headers: { 'content-type': JSON_API_TYPE, accept: '*/*' },
      body: JSON.stringify({
        data: { type: 'exams', id: examId, attributes: { question_ids: [...questionIds], format } },
      }),
    })
    .blob();
}

function importBody(examId: string, file: File, preview: boolean): FormData {
  const body = new FormData();
  body.append('data[id]', examId);
  body.append('data[type]', 'exams');
  body.append('file', file, file.name);
  if (preview) body.append('preview', 'true');
  return body;
}

/** POST exams/{id}/import_questions with preview='true': what the file would create; nothing is stored. */
export async function previewImport(examId: string, file: File): Promise<ImportPreview> {
  const doc = await sendForm<{ meta?: { preview?: ImportPreview } }>(
    'post',
    examPath(examId, 'import_questions'),
    importBody(examId, file, true),
  );
  const preview = doc?.meta?.preview;
  if (!preview) throw new Error('import preview missing from the answer');
  return preview;
}

/** POST exams/{id}/import_questions: creates the file's questions (all or none); how many were created. */
export async function importQuestions(examId: string, file: File): Promise<number> {
  const doc = await sendForm<{ meta?: { imported?: number } }>(
    'post',
    examPath(examId, 'import_questions'),
    importBody(examId, file, false),
  );
  return Number(doc?.meta?.imported ?? 0);
}

/** The server's own words for a refused call (its first error's detail or title), if it gave any. */
export async function serverMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError) || error.response.status >= 500) return null;
  const [first] = await errorsOf(error);
  return first?.detail ?? first?.title ?? null;
}
