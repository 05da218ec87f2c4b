// The API under test, as production runs it: `node api/dist/main.js` in a process of its own, on a free
// port, with its log (JSON lines at LOG_LEVEL=warn) written to a file.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ApiProcess {
  baseUrl: string;
  pid: number;
  /** Lines of the API log at warn or above, so far. */
  warnings(): number;
  stop(): Promise<void>;
}

/** Variables of the caller's environment that must not leak into the API (they would pick the engine). */
const SCRUBBED = ['DATABASE_URL', 'PGLITE_DATA_DIR', 'PORT', 'HOST', 'OIDC_ISSUER', 'SMTP_URL'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startApi(opts: {
  repoRoot: string;
  env: Record<string, string>;
  logFile: string;
  filesDir: string;
}): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of SCRUBBED) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    BENCH_BASELINE: '1',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    CEP_PROVIDER_URL: 'off',
    FILES_DIR: opts.filesDir,
    STATIC_ROOT: opts.filesDir, // no front-ends: only the API is measured
    ...opts.env,
  });
  const log = fs.createWriteStream(opts.logFile, { flags: 'a' });
  // BENCH_API_CPU_PROF=<folder>: a V8 CPU profile of each API run there (open it in Chrome's DevTools).
  const profileDir = process.env.BENCH_API_CPU_PROF;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profiling, path.join(opts.repoRoot, 'api/dist/main.js')],
    {
      cwd: opts.repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let warnings = 0;
  let tail = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    log.write(text);
    tail = (tail + text).slice(-4000);
    for (const line of text.split('\n')) {
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 40) warnings++;
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (hasExited) throw new Error(`the API exited while starting; its output:\n${tail}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer /api/health within 120 s; its output:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  let stopping: Promise<void> | undefined;
  return {
    baseUrl,
    pid: child.pid!,
    warnings: () => warnings,
    stop() {
      stopping ??= (async () => {
        if (!hasExited) {
          child.kill('SIGTERM'); // graceful: the API closes the server and the database
          const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
          await exited;
          clearTimeout(timer);
        }
        await new Promise((resolve) => log.end(resolve));
      })();
      return stopping;
    },
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where there is none. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based) → indexes 11 and 12 here.
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}
