import { configureApi, useAuthStore } from 'shared-contracts/client';
import { putTimer } from './save-timer';

const original = globalThis.fetch;
let calls: { url: string; init: RequestInit }[];
let reply: () => Promise<Response>;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  calls = [];
  reply = async () =>
    new Response(JSON.stringify({ data: { type: 'participations', id: 'p1' }, meta: { time_left: 90 } }), {
      status: 200,
    });
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), init: init ?? {} });
    return reply();
  }) as typeof fetch;
  useAuthStore.setState({ credentials: { accessToken: 'tok', uid: 'ana@obia.test', client: 'c1' } });
});
afterEach(() => {
  globalThis.fetch = original;
  useAuthStore.setState({ credentials: null });
});

const body = (seconds: number) => ({
  data: {
    type: 'participations',
    id: 'p1',
    attributes: { timer: { question_id: 'q9', user_answer_timer: seconds } },
  },
});

describe('putTimer with keepalive (page hidden or unloading)', () => {
  it('starts a request that outlives the page at once, with the auth headers, and reads its meta', async () => {
    const saved = putTimer('p1', 'q9', 42, { keepalive: true });
    // Already on its way before anything is awaited: the page may be gone after the event.
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('http://api.test/api/participations/p1/timer');
    expect(init.method).toBe('PUT');
    expect(init.keepalive).toBe(true);
    const headers = new Headers(init.headers);
    expect(headers.get('access-token')).toBe('tok');
    expect(headers.get('uid')).toBe('ana@obia.test');
    expect(headers.get('client')).toBe('c1');
    expect(headers.get('content-type')).toBe('application/vnd.api+json');
    expect(JSON.parse(init.body as string)).toEqual(body(42));
    await expect(saved).resolves.toEqual({ time_left: 90 });
  });

  it('fails (to be sent again later) when the server refuses', async () => {
    reply = async () => new Response(JSON.stringify({ errors: [{ status: '422' }] }), { status: 422 });
    await expect(putTimer('p1', 'q9', 5, { keepalive: true })).rejects.toThrow(/422/);
  });
});
