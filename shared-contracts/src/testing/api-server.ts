/**
 * A stand-in for the API in component tests: answers each request with the handler's answer (404 when it
 * has none) and records it with its JSON body or its multipart parts (call withNodeFormData in the test
 * file when the page sends files).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  url: URL;
  /** The request's headers (e.g. Idempotency-Key). */
  headers: Headers;
  body?: unknown;
  /** Multipart parts: text as text, files as {name, size, type}. */
  parts?: Record<string, string | { name: string; size: number; type: string }>;
}

export type Answer = { status?: number; body?: unknown };

export function apiServer(handler: (request: RecordedRequest) => Answer | undefined) {
  const requests: RecordedRequest[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method.toUpperCase(),
      path: url.pathname.replace(/^\/api\//, ''),
      url,
      headers: request.headers,
    };
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const fields = await request.clone().formData();
      recorded.parts = {};
      fields.forEach((value, name) => {
        recorded.parts![name] =
          typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
      });
    } else {
      const text = await request.clone().text();
      if (text) recorded.body = JSON.parse(text);
    }
    requests.push(recorded);
    const answer = handler(recorded) ?? { status: 404, body: { errors: [{ status: '404' }] } };
    return new Response(
      answer.body === undefined || answer.status === 204 ? null : JSON.stringify(answer.body),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/vnd.api+json' } },
    );
  }) as typeof fetch;
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    restore: () => (globalThis.fetch = original),
  };
}
