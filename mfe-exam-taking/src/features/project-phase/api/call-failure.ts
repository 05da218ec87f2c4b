import { HTTPError, errorsOf } from 'shared-contracts/client';
import { type JsonApiErrorObject } from 'shared-contracts';

/** A JSON:API error as the team and file screens show it: its message id (code) and text (detail). */
export interface Refusal {
  code: string | undefined;
  detail: string | undefined;
}

/** How a team or file call failed: no answer, or the server's errors (the first, and per field). */
export interface CallRefusal {
  network: boolean;
  status: number | null;
  first: Refusal | null;
  /** Errors pointing at `/data/attributes/<field>`, by field. */
  fields: Record<string, Refusal>;
}

const toRefusal = (e: JsonApiErrorObject): Refusal => ({ code: e.code, detail: e.detail });

export async function callRefusalOf(error: unknown): Promise<CallRefusal> {
  if (!(error instanceof HTTPError)) return { network: true, status: null, first: null, fields: {} };
  const errors = await errorsOf(error);
  const fields: Record<string, Refusal> = {};
  for (const e of errors) {
    const field = /^\/data\/attributes\/(\w+)$/.exec(e.source?.pointer ?? '')?.[1];
    if (field && !fields[field]) fields[field] = toRefusal(e);
  }
  return {
    network: false,
    status: error.response.status,
    first: errors[0] ? toRefusal(errors[0]) : null,
    fields,
  };
}
