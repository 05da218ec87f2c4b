// The generator's HTTP client: node's http with one keep-alive agent, so sockets are reused and the
// generator spends its time on requests, not on handshakes. The latency is measured from the call to
// the last byte of the reply, so time spent waiting for a free socket counts too.
import http from 'node:http';

export interface Reply {
  status: number;
  body: string;
  latencyMs: number;
  startedAt: number;
}

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(
    baseUrl: string,
    connections: number,
    private readonly timeoutMs: number,
  ) {
    this.url = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  /** Resolves with the reply; rejects with an Error whose message is the failure kind (timeout, ECONNRESET…). */
  request(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const startedAt = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          hostname: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers: {
            accept: 'application/vnd.api+json',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/vnd.api+json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              latencyMs: performance.now() - startedAt,
              startedAt,
            }),
          );
          res.on('error', (err) => reject(failure(err)));
        },
      );
      req.setTimeout(this.timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', (err) => reject(failure(err)));
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

function failure(err: Error & { code?: string }): Error {
  return new Error(err.message === 'timeout' ? 'timeout' : (err.code ?? err.message));
}

/** A failed reply's kind: status and the first JSON:API error code ("422 exam.error.timeOver"). */
export function errorKind(reply: Reply): string {
  try {
    const code = (JSON.parse(reply.body) as { errors?: { code?: string }[] }).errors?.[0]?.code;
    return code ? `${reply.status} ${code}` : String(reply.status);
  } catch {
    return String(reply.status);
  }
}
