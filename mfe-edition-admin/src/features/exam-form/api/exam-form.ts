import { resourceBody, type ExamWriteAttributes } from 'shared-contracts';
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
