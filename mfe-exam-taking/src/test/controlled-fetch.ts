/**
 * A fetch stub for tests that need to control when (and whether) the network answers: each call is
 * kept as a HeldRequest; a `reply` function answers at once, holds it (answer later with respond/fail),
 * or fails it like a dropped connection.
 */
export interface HeldRequest {
  url: URL;
  method: string;
  body: any;
  respond: (status: number, body?: unknown) => void;
  /** Rejects as fetch does when there is no network. */
  fail: () => void;
  settled: boolean;
}

export type Decision = { status?: number; body?: unknown } | 'hold' | 'network-error';

export interface ControlledFetch {
  requests: HeldRequest[];
  /** The most requests that were waiting for an answer at the same time. */
  maxInFlight: () => number;
  /** Changes how new requests are answered. */
  setReply: (reply: (request: HeldRequest) => Decision) => void;
  restore: () => void;
}

export function controlFetch(
  reply: (request: HeldRequest) => Decision = () => ({ status: 200 }),
): ControlledFetch {
  const original = globalThis.fetch;
  const requests: HeldRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let decide = reply;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    return new Promise<Response>((resolve, reject) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const settle = () => {
        if (held.settled) throw new Error('request already answered');
        held.settled = true;
        inFlight -= 1;
      };
      const held: HeldRequest = {
        url: new URL(request.url),
        method: request.method.toUpperCase(),
        body: text ? JSON.parse(text) : undefined,
        settled: false,
        respond: (status, body) => {
          settle();
          resolve(
            new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
              status,
              headers: { 'content-type': 'application/vnd.api+json' },
            }),
          );
        },
        fail: () => {
          settle();
          reject(new TypeError('Failed to fetch'));
        },
      };
      requests.push(held);
      const decision = decide(held);
      if (decision === 'network-error') held.fail();
      else if (decision !== 'hold') held.respond(decision.status ?? 200, decision.body);
    });
  }) as typeof fetch;
  return {
    requests,
    maxInFlight: () => maxInFlight,
    setReply: (next) => {
      decide = next;
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

const realSetTimeout = globalThis.setTimeout;

/** Lets pending promises and real macrotasks run (works under fake timers). */
export function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}

/** Waits (without moving fake clocks) until `condition` holds. */
export async function until(condition: () => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (condition()) return;
    await nextMacrotask();
  }
  throw new Error(`timed out waiting for ${what}`);
}
