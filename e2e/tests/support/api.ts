import type { Page } from '@playwright/test';

export interface ServerAnswer {
  question_id: string;
  user_answer: string | null;
}

export interface ServerParticipation {
  id: string;
  status: 'in_progress' | 'finished';
  answers: ServerAnswer[];
}

/** The signed-in user's API credentials, as the shell keeps them (localStorage 'olympiad:auth'). */
export async function credentials(page: Page): Promise<{ accessToken: string; uid: string; client: string }> {
  const raw = await page.evaluate(() => localStorage.getItem('olympiad:auth'));
  const creds = raw ? (JSON.parse(raw) as { state?: { credentials?: unknown } }).state?.credentials : null;
  if (!creds) throw new Error('not signed in');
  return creds as { accessToken: string; uid: string; client: string };
}

/** What the server holds of the signed-in user's attempt at an exam (read through the real API). */
export async function serverParticipation(page: Page, examId: string): Promise<ServerParticipation | null> {
  const { uid } = await credentials(page);
  const { data } = await apiGet<{ data: { id: string; attributes: Omit<ServerParticipation, 'id'> }[] }>(
    page,
    `participations?filter[exam_id]=${examId}&filter[user_id]=${uid}`,
  );
  const [first] = data;
  return first ? { id: first.id, ...first.attributes } : null;
}

/** GET an API path as the signed-in user (through the real API); the JSON:API document. */
export async function apiGet<T = { data: unknown; meta?: Record<string, unknown> }>(
  page: Page,
  path: string,
): Promise<T> {
  const { accessToken, uid, client } = await credentials(page);
  const res = await page.request.get(`/api/${path}`, {
    headers: { 'access-token': accessToken, uid, client },
  });
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** POST (or PUT/DELETE) a JSON body to an API path as the signed-in user; the answer's status and JSON. */
export async function apiSend<T = unknown>(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
): Promise<{ status: number; json: T }> {
  const { accessToken, uid, client } = await credentials(page);
  const res = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { 'access-token': accessToken, uid, client, 'content-type': 'application/json' },
    data: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status(), json: (text ? JSON.parse(text) : null) as T };
}

/** The id of the active edition with this description, read through the API as the signed-in user. */
export async function activeEditionId(page: Page, description: string): Promise<string> {
  const { data } = await apiGet<{ data: { id: string; attributes: { description: string } }[] }>(
    page,
    'editions?filter[active]=true&page[size]=100',
  );
  const edition = data.find((e) => e.attributes.description === description);
  if (!edition) throw new Error(`${description} not found among the active editions`);
  return edition.id;
}
