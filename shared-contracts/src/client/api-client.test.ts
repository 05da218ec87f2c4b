import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useAuthStore } from './auth-store';
import {
  UNAUTHORIZED_LOGOUT_DELAY_MS,
  configureApi,
  errorsOf,
  getPage,
  sendForm,
  sendJson,
} from './api-client';

let server: Server;
const seen: Record<string, string | undefined>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      token: req.headers['access-token'] as string | undefined,
      uid: req.headers.uid as string,
      edition: req.headers.edition as string | undefined,
      type: req.headers['content-type'],
      language: req.headers['accept-language'],
    });
    if (req.url?.startsWith('/api/forms')) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.statusCode = 201;
        res.setHeader('content-type', 'application/vnd.api+json');
        const text = Buffer.concat(chunks).toString('utf8');
        res.end(JSON.stringify({ data: { type: 'forms', id: '3', attributes: { received: text } } }));
      });
      return;
    }
    res.setHeader('content-type', 'application/vnd.api+json');
    if (req.url?.startsWith('/api/editions')) {
      res.setHeader('x-total-count', '9');
      res.setHeader('x-total-pages', '2');
      res.setHeader('access-token', 'fresh-token');
      res.setHeader('uid', '7');
      res.setHeader('client', 'c-1');
      res.end(
        JSON.stringify({
          data: [{ type: 'editions', id: '1', attributes: { description: 'OBIA' } }],
          meta: { total_count: 9 },
        }),
      );
    } else if (req.url?.startsWith('/api/private')) {
      res.statusCode = 401;
      res.end(
        JSON.stringify({ errors: [{ status: '401', title: 'Unauthorized', detail: 'Sessão expirada' }] }),
      );
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ errors: [{ status: '404', title: 'Not Found' }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  useAuthStore.setState({
    credentials: { accessToken: 'old', uid: '7', client: 'c-1' },
    user: null,
    status: 'signed',
  });
});

describe('api client', () => {
  it('sends the credentials, reads paging totals and refreshes credentials from the answer', async () => {
    const page = await getPage<{ description: string }>('editions', { params: { page: 1, per: 7 } });
    expect(page.items[0]?.description).toBe('OBIA');
    expect(page.total).toBe(9);
    expect(page.pageCount).toBe(2);
    expect(seen.at(-1)).toMatchObject({ token: 'old', uid: '7' });
    expect(useAuthStore.getState().credentials?.accessToken).toBe('fresh-token');
  });

  it('asks the API for the language of the screens', async () => {
    let chosen: string | undefined = 'pt-PT';
    configureApi({ language: () => chosen });
    try {
      await getPage('editions');
      expect(seen.at(-1)?.language).toBe('pt-PT');
      chosen = 'es';
      await getPage('editions');
      expect(seen.at(-1)?.language).toBe('es');
    } finally {
      configureApi({ language: () => undefined });
    }
  });

  it('logs the client out 500 ms after a 401 and exposes the error objects', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let caught: unknown;
      await sendJson('post', 'private', { data: {} }).catch((e: unknown) => (caught = e));
      expect((await errorsOf(caught))[0]?.detail).toBe('Sessão expirada');
      jest.advanceTimersByTime(UNAUTHORIZED_LOGOUT_DELAY_MS - 1);
      expect(useAuthStore.getState().credentials).not.toBeNull();
      jest.advanceTimersByTime(1);
      expect(useAuthStore.getState().credentials).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("sendJson keeps the caller's headers next to the credentials and the JSON:API content type", async () => {
    await sendJson('post', 'students', { data: {} }, { headers: { edition: '12' } }).catch(() => undefined);
    expect(seen.at(-1)).toMatchObject({
      token: 'old',
      uid: '7',
      edition: '12',
      type: 'application/vnd.api+json',
    });
  });

  it('sendForm sends a multipart body with its parts and the credentials, and reads the answer', async () => {
    // The platform's FormData and File (jsdom's cannot be sent by Node's fetch), taken from a parsed body.
    const probe = await new Response(
      '--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\nx\r\n--b--\r\n',
      {
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    ).formData();
    const NodeFile = (probe.get('f') as File).constructor as typeof File;
    const body = new (probe.constructor as typeof FormData)();
    body.append('data[type]', 'forms');
    body.append('logo', new NodeFile(['png'], 'logo.png', { type: 'image/png' }), 'logo.png');
    const doc = await sendForm<{ data: { id: string; attributes: { received: string } } }>(
      'post',
      'forms',
      body,
    );
    expect(doc.data.id).toBe('3');
    expect(doc.data.attributes.received).toContain('name="data[type]"');
    expect(doc.data.attributes.received).toContain('filename="logo.png"');
    expect(seen.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)).toMatchObject({ token: 'old', uid: '7' });
  });
});
