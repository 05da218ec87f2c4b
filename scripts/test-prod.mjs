#!/usr/bin/env node
// `pnpm test:prod`: the containerless production topology, end to end (README "Production topology without
// containers"). Builds what is stale, makes a PostgreSQL database of its own (olympiad_prod_e2e on
// TEST_DATABASE_URL's server), runs the migrate command once, starts two API processes on it
// (MIGRATE_ON_START=false, TRUST_PROXY=true, no static files of their own), assembles the static site,
// starts Debian's nginx with deploy/nginx/olympiad.conf.template in front of them, and runs the Playwright
// suite e2e/tests-prod against nginx. Everything it started is stopped, and the database dropped, at the end.
// Ports: PROD_E2E_PORT (default 8180) for nginx, the two next ones for the API processes.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NO_CHROMIUM_MESSAGE, playwrightChromium, systemChromium } from '../e2e/scripts/chromium.mjs';
import { findNginx, startNginx, writeNginxConfig } from './prod/nginx.mjs';
import { bundleSite } from './site-bundle.mjs';
import { buildStale, ensureDependencies, ensureNode, ensurePnpm, log, ROOT, run } from './workspace.mjs';

const DATABASE = 'olympiad_prod_e2e';
const port = Number(process.env.PROD_E2E_PORT ?? 8180);
const apiPorts = [port + 1, port + 2];
const publicUrl = `http://127.0.0.1:${port}`;

ensureNode();
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'test:prod needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); ' +
      `the run creates and drops a database named ${DATABASE} on that server.`,
  );
  process.exit(1);
}
const nginx = findNginx();
if (!nginx) {
  console.error('test:prod needs nginx: apt-get install -y nginx libnginx-mod-http-brotli-static');
  process.exit(1);
}
if (!systemChromium() && !(await playwrightChromium())) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
buildStale(pnpm);

const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
async function admin(statement) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'olympiad-prod-'));
const children = [];
let cleaning;
async function cleanup() {
  cleaning ??= (async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    await admin(`drop database if exists ${DATABASE} with (force)`).catch((err) =>
      console.error(`test:prod: could not drop ${DATABASE}: ${err.message}`),
    );
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanup().then(() => process.exit(130)));
}

async function waitUntil(url, what, child) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let status = 1;
try {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const noStatic = path.join(work, 'api-static');
  mkdirSync(noStatic);
  // What every API process shares: the database, the session secret, the uploaded files' folder.
  const apiEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: `prod-e2e-${process.pid}-${Date.now()}`,
    FILES_DIR: path.join(work, 'files'),
    CEP_PROVIDER_URL: 'off',
    LOG_LEVEL: process.env.PROD_E2E_LOG_LEVEL ?? 'warn',
  };
  delete apiEnv.PGLITE_DATA_DIR;

  log(`migrate once (${DATABASE}, with the demo data)`);
  run(process.execPath, ['api/dist/cli/migrate.js'], { env: { ...apiEnv, SEED_DEMO: 'true' } });

  apiPorts.forEach((apiPort, i) => {
    const child = spawn(process.execPath, ['api/dist/main.js'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...apiEnv,
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        INSTANCE_NAME: `api-${i + 1}`,
        MIGRATE_ON_START: 'false',
        SEED_DEMO: 'false',
        TRUST_PROXY: 'true',
        // nginx serves the site: these processes find no front end to serve.
        STATIC_ROOT: noStatic,
      },
    });
    children.push(child);
  });
  await Promise.all(
    apiPorts.map((apiPort, i) =>
      waitUntil(`http://127.0.0.1:${apiPort}/api/ready`, `api-${i + 1}`, children[i]),
    ),
  );
  log(`API processes ready on ${apiPorts.join(', ')}`);

  const siteRoot = bundleSite(path.join(work, 'site'));
  const { confPath, brotli } = writeNginxConfig({
    prefix: path.join(work, 'nginx'),
    listen: `127.0.0.1:${port}`,
    siteRoot,
    upstreams: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
  });
  const proxy = startNginx(nginx, { prefix: path.join(work, 'nginx'), confPath });
  children.push(proxy);
  await waitUntil(`${publicUrl}/api/health`, 'nginx', proxy);
  log(`nginx ready on ${publicUrl} (${brotli ? 'brotli and gzip' : 'gzip only: no brotli_static module'})`);

  const e2e = spawn(
    pnpm,
    ['--filter', 'e2e', 'exec', 'playwright', 'test', '--config', 'playwright.prod.config.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        PROD_BASE_URL: publicUrl,
        PROD_DATABASE_URL: databaseUrl,
        PROD_API_INSTANCES: 'api-1,api-2',
        PROD_BROTLI: brotli ? 'true' : 'false',
      },
    },
  );
  status = await new Promise((resolve) => e2e.once('exit', (code) => resolve(code ?? 1)));
} catch (err) {
  console.error(`test:prod: ${err.message}`);
  status = 1;
} finally {
  await cleanup();
}
process.exit(status);
