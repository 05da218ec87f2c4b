// The built product with the demo data, on a port of its own: the e2e suite's server (API, identity
// provider, shell and remotes on one origin, a fresh PGlite database seeded with the demo).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Product {
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function startProduct(repoRoot: string, port: number): Promise<Product> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'e2e/scripts/serve.mjs')], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the product's server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error('the product did not answer /api/health within 120 s');
}
