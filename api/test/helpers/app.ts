import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DbHandle } from '../../src/db/connect.js';
import type { TestEngine } from './engines.js';

export const PUBLIC_URL = 'http://localhost:8080';

export interface TestContext {
  app: FastifyInstance;
  dbHandle: DbHandle;
  config: Config;
  close(): Promise<void>;
}

/** Opens a database of the engine, migrated and (unless `seed: false`) with the demo data, and builds the app (not listening). */
export async function startApp(
  engine: TestEngine,
  env: Record<string, string> = {},
  opts: { seed?: boolean } = {},
): Promise<TestContext> {
  const dbHandle = await engine.open(opts.seed === false ? 'migrated' : 'seeded');
  try {
    const config = loadConfig({
      PUBLIC_URL,
      SIGNIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'silent',
      STATIC_ROOT: '/nonexistent-static-root',
      ...env,
    });
    const app = await buildApp({ config, db: dbHandle, logger: false });
    await app.ready();
    return {
      app,
      dbHandle,
      config,
      async close() {
        await app.close();
        await dbHandle.close();
      },
    };
  } catch (err) {
    await dbHandle.close();
    throw err;
  }
}
