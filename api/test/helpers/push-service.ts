import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface TestingModel {
  notifyUrl: string;
}
interface TestingServer {
  _app: { listen(port: number, host: string, cb: () => void): Server };
  setRequestHandlers(): void;
}

const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => TestingModel;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: TestingModel,
  port: number,
) => TestingServer;

/** A browser's subscription at the stand-in, and the stand-in's name for that client. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const listening = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
    server.once('error', reject);
  });

const closing = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/**
 * The web-push-testing push service (a real Web Push endpoint: it checks the VAPID signature, decrypts
 * each push and keeps it), on a free local port. One per test process (the package keeps its model in
 * a module variable).
 */
export async function pushService() {
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  const server = service._app.listen(0, '127.0.0.1', () => {});
  const port = await listening(server);
  const base = `http://127.0.0.1:${port}`;
  model.notifyUrl = `${base}/notify/`;
  service.setRequestHandlers();
  const call = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`push stand-in ${path}: ${res.status} ${text}`);
    return res.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as { data: unknown })
      : { data: undefined };
  };
  return {
    /** A browser subscribing with the server's VAPID public key (base64url). */
    async subscribe(applicationServerKey: string): Promise<StandInSubscription> {
      const { data } = await call('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return data as StandInSubscription;
    },
    /** The decrypted pushes the subscription received, oldest first. */
    async messages(clientHash: string): Promise<string[]> {
      const { data } = await call('/get-notifications', { clientHash });
      return (data as { messages: string[] }).messages;
    },
    /** The browser unsubscribed: the service answers 410 from now on. */
    async expire(clientHash: string) {
      await call(`/expire-subscription/${clientHash}`);
    },
    close: () => closing(server),
  };
}

/** A push service that is down: every push is answered 503; counts what it was sent. */
export async function brokenPushService() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    });
  }).listen(0, '127.0.0.1');
  const port = await listening(server);
  return {
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    received: () => received,
    close: () => closing(server),
  };
}
