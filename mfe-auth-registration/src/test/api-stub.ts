/** One call the screen made, as the server saw it. */
export interface RecordedCall {
  method: string;
  url: URL;
  /** Path below the API base ("/api"), e.g. "/students/inscription". */
  path: string;
  headers: Headers;
  body: any;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiStub {
  calls: RecordedCall[];
  /** The calls other than GET, in order, as "METHOD /path". */
  writes: () => string[];
  restore: () => void;
}

/**
 * Replaces global fetch with a JSON:API server stub that records every call with its headers and
 * parsed body; the handler answers by method and path (404 when it returns undefined), at once
 * or later (a promise, to hold a call in flight).
 */
export function stubApi(
  handler: (call: RecordedCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>,
): ApiStub {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.body ? await request.clone().text() : '';
    const call: RecordedCall = {
      method: request.method.toUpperCase(),
      url,
      path: url.pathname.replace(/^\/api/, ''),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const answer = (await handler(call)) ?? {
      status: 404,
      body: { errors: [{ status: '404', title: 'Not found' }] },
    };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/vnd.api+json', ...answer.headers },
    });
  }) as typeof fetch;
  return {
    calls,
    writes: () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
