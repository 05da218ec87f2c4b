import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

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

/** A port no one listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  const port = await listening(probe);
  await closing(probe);
  return port;
}

/**
 * The web-push-testing push service (a real Web Push endpoint: it checks the VAPID signature, decrypts
 * each push and keeps it), in its own process on a free local port, as a browser's push service runs
 * apart from the API.
 */
export async function pushService() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [require.resolve('web-push-testing/src/bin/server.js'), String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server running on port')) resolve();
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`push stand-in exited (${code}): ${output}`)));
  });
  const base = `http://localhost:${port}`;
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
    /** The stand-in's origin (what PUSH_SERVICE_ORIGINS names to let the API push to it). */
    origin: base,
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
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
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
