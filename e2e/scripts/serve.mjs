#!/usr/bin/env node
// Starts the composed system (API + OIDC provider + shell + remotes on one port) for the
// Playwright run: a fresh temporary PGlite data dir per run, demo data seeded on start.
// Assumes the build already happened (`pnpm -r --filter '!e2e' run build`).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { standInPorts, startPushService, startSmtpCatcher } from './stand-ins.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const port = Number(process.env.E2E_PORT ?? 8090);
const baseUrl = `http://127.0.0.1:${port}`;

const required = [
  ['api/dist/main.js', 'pnpm --filter api build'],
  ['shell/dist/index.html', 'pnpm --filter shell build'],
  ['mfe-auth-registration/dist/mf-manifest.json', 'pnpm --filter mfe-auth-registration build'],
  ['mfe-exam-taking/dist/mf-manifest.json', 'pnpm --filter mfe-exam-taking build'],
  ['mfe-edition-admin/dist/mf-manifest.json', 'pnpm --filter mfe-edition-admin build'],
  ['mfe-grading-results/dist/mf-manifest.json', 'pnpm --filter mfe-grading-results build'],
];
const missing = required.filter(([file]) => !existsSync(path.join(repoRoot, file)));
if (missing.length > 0) {
  console.error(
    'e2e: the composed system is not built. Missing:\n' +
      missing.map(([file, cmd]) => `  ${file}   (build it with: ${cmd})`).join('\n') +
      "\nBuild everything first: pnpm -r --filter '!e2e' run build (the root `npm test` does this).",
  );
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'olympiad-e2e-'));
// Released remote versions and published registries of this run (playwright.config.ts names the folder,
// the specs publish into it with `pnpm release`); empty at start, removed at the end.
const releasesDir =
  process.env.E2E_RELEASES_DIR ?? mkdtempSync(path.join(tmpdir(), 'olympiad-e2e-releases-'));
mkdirSync(releasesDir, { recursive: true });
const env = { ...process.env };
delete env.DATABASE_URL; // always the embedded engine, fresh per run
Object.assign(env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  PGLITE_DATA_DIR: dataDir,
  RELEASES_DIR: releasesDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // The suite signs in once per test; the production default would throttle it.
  SIGNIN_RATE_LIMIT: '10000',
  SESSION_SECRET: env.SESSION_SECRET ?? `e2e-session-secret-${process.pid}-${Date.now()}`,
});

// The postal-code (CEP) service is outside the system: a stand-in in ViaCEP's format answers a known
// code (Praça da Sé, São Paulo) and {erro: true} for anything else.
const cepServer = http.createServer((req, res) => {
  const cep = /\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(
      cep === '01001000'
        ? {
            cep: '01001-000',
            logradouro: 'Praça da Sé',
            bairro: 'Sé',
            localidade: 'São Paulo',
            uf: 'SP',
            ibge: '3550308',
          }
        : { erro: true },
    ),
  );
});
await new Promise((resolve) => cepServer.listen(0, '127.0.0.1', resolve));
cepServer.unref();
env.CEP_PROVIDER_URL = `http://127.0.0.1:${cepServer.address().port}/ws/{cep}/json/`;

// Mail and push go to stand-ins started here (the tests read what they received: see stand-ins.mjs).
const ports = standInPorts(port);
env.SMTP_URL = (await startSmtpCatcher(ports.smtp, ports.mailbox)).url;
env.MAIL_POLL_MS = '500';
env.PUSH_SERVICE_ORIGINS = startPushService(ports.push).origin;

console.log(
  `e2e: starting api/dist/main.js on ${baseUrl} with data dir ${dataDir}, releases in ${releasesDir}`,
);
const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});

let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  try {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  } catch {
    // best effort
  }
}

child.on('exit', (code, signal) => {
  cleanup();
  if (!stopping) console.error(`e2e: api exited (code ${code}, signal ${signal})`);
  process.exit(code ?? (signal ? 1 : 0));
});

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    stopping = true;
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
process.on('exit', cleanup);

// Wait for /api/health so the log says when the system is ready (Playwright also polls it).
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    const res = await fetch(`${baseUrl}/api/health`);
    if (res.ok) {
      console.log(`e2e: ready at ${baseUrl}`);
      break;
    }
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error('e2e: /api/health did not answer within 120 s');
    stopping = true;
    child.kill('SIGTERM');
    break;
  }
  await new Promise((r) => setTimeout(r, 250));
}
