/**
 * A fetch stub for screens that download files as well as JSON:API documents: each request is
 * recorded with its headers, and the handler answers a document (`body`) or raw bytes (`bytes`).
 */
export interface StubRequest {
  url: URL;
  method: string;
  headers: Headers;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
  bytes?: Uint8Array<ArrayBuffer>;
  contentType?: string;
}

export interface ApiStub {
  requests: StubRequest[];
  /** Requests to `/api/<path>` (path without the query). */
  to: (path: string) => StubRequest[];
  restore: () => void;
}

export function stubApi(handler: (request: StubRequest) => StubAnswer): ApiStub {
  const original = globalThis.fetch;
  const requests: StubRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: StubRequest = {
      url: new URL(request.url),
      method: request.method.toUpperCase(),
      headers: new Headers(request.headers),
    };
    requests.push(recorded);
    const { status = 200, body, bytes, contentType } = handler(recorded);
    if (bytes)
      return new Response(bytes, {
        status,
        headers: { 'content-type': contentType ?? 'application/octet-stream' },
      });
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': contentType ?? 'application/vnd.api+json' },
    });
  }) as typeof fetch;
  return {
    requests,
    to: (path) => requests.filter((r) => r.url.pathname === `/api/${path}`),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** The bytes of a minimal PDF, for download tests. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
