import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_URL } from './app.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Settings of the test's own environment that would steer the process elsewhere. */
const SCRUBBED = [
  'HOST',
  'PORT',
  'NODE_ENV',
  'DATABASE_URL',
  'PGLITE_DATA_DIR',
  'SEED_DEMO',
  'METRICS_TOKEN',
  'TRUST_PROXY',
  'MIGRATE_ON_START',
];

export interface ApiProcess {
  /** The port the process listens on (PORT=0: a free one, read from its start-up line). */
  port: number;
  /** Everything the process printed on stdout so far. */
  stdout(): string;
  stop(): Promise<void>;
}

/**
 * `src/main.ts` as `npm start` runs it, in a process of its own, on PGlite in memory and a free port:
 * `env` adds to (or, with undefined, removes from) a clean environment. Resolves once it prints where it
 * listens; rejects when it exits first or does not start within `timeoutMs`.
 */
export async function startApiProcess(
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<ApiProcess> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'api-process-'));
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SCRUBBED) delete merged[name];
  Object.assign(merged, {
    PORT: '0',
    PGLITE_DATA_DIR: 'memory://',
    PUBLIC_URL,
    LOG_LEVEL: 'warn',
    FILES_DIR: path.join(folder, 'files'),
    STATIC_ROOT: path.join(folder, 'no-static'),
    CEP_PROVIDER_URL: 'off',
  });
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr?.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const port = /listening on http:\/\/[^\s]+:(\d+)/.exec(out)?.[1];
      if (port) return { port: Number(port), stdout: () => out, stop };
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${err}`);
      if (Date.now() > deadline) throw new Error(`the API did not start in ${timeoutMs} ms:\n${out}\n${err}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Whether a TCP connection to host:port is accepted (false when refused or not answered in 3 s). */
export function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** GET over real HTTP to host:port; the status, headers and body. */
export function httpGet(
  host: string,
  port: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${url} on ${host}:${port} timed out`)));
    req.on('error', reject);
  });
}
