import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder with initdb and pg_ctl, if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a))
    : [];
  return versions
    .map((v) => path.join(root, v, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl')));
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Each pg_ctl or initdb step may take this long before the test gives up on it. */
const STEP_TIMEOUT_MS = 60_000;

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, this machine only). */
  url: string;
  /** `pg_ctl stop -m fast`: active sessions are ended (57P01), new ones refused; waits until it is down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`, run without blocking the event loop (requests go on meanwhile). */
  restart(): Promise<void>;
  /** Stops the server (immediately) and removes its folder; safe to call more than once. */
  dispose(): void;
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, to stop and restart
 * without disturbing the shared one. initdb refuses to run as root: then every step runs as the
 * `postgres` user, in a folder it owns.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'private-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid))
      throw new Error('running as root and no postgres user');
    fs.chownSync(folder, uid, gid);
  }
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'server.log');
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const logTail = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '');

  const runSync = (tool: string, args: string[]) => {
    const [file, argv] = command(tool, args);
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: STEP_TIMEOUT_MS });
    if (result.status !== 0)
      throw new Error(
        `${tool} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr}\n${logTail()}`,
      );
  };
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = command(tool, args);
      const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else
          reject(new Error(`${tool} ${args.join(' ')} failed (${code ?? signal}): ${stderr}\n${logTail()}`));
      });
    });

  let port = 0;
  let running = false;
  const serverOptions = () =>
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (action: string, extra: string[] = []) =>
    runAsync('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', ...extra, action]);

  const stopNow = () => {
    if (!running && !fs.existsSync(path.join(data, 'postmaster.pid'))) return;
    const [file, argv] = command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    spawnSync(file, argv, { stdio: 'ignore', timeout: STEP_TIMEOUT_MS });
    running = false;
  };
  const dispose = () => {
    process.off('exit', dispose);
    stopNow();
    try {
      fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A start still under way when the test gave up wrote files meanwhile: stop it again, then remove.
      stopNow();
      fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  };
  // A test run that dies (or is cancelled) leaves no server behind.
  process.on('exit', dispose);
  try {
    runSync('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // A port found free may be taken before the server binds it: try another.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await pgCtl('start', ['-o', serverOptions()]);
        running = true;
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    dispose();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pgCtl('stop', ['-m', 'fast']);
      running = false;
    },
    async start() {
      await pgCtl('start', ['-o', serverOptions()]);
      running = true;
    },
    async restart() {
      running = true;
      await pgCtl('restart', ['-m', 'fast', '-o', serverOptions()]);
    },
    dispose,
  };
}
