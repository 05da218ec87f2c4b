#!/usr/bin/env node
// Starts the composed system (API + OIDC provider + shell + remotes on one port) for the
// Playwright run: a fresh temporary PGlite data dir per run, demo data seeded on start. The same build
// also runs as project 47 (PROJECT_ID=47, its own data dir) on E2E_PORT + 1, for the sibling-olympiad suite.
// Assumes the build already happened (`pnpm -r --filter '!e2e' run build`).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
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
  ['sibling-47-registration/dist/parcel.js', 'pnpm --filter sibling-47-registration build'],
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
  process.env.RELEASES_DIR ??
  process.env.E2E_RELEASES_DIR ??
  mkdtempSync(path.join(tmpdir(), 'olympiad-e2e-releases-'));
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
  // The same server as two sites (project-identity.spec.ts): Chromium resolves *.localhost to this machine.
  PROJECT_HOSTS: 'obia.localhost=36,professores.localhost=47',
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

const dataDirs = [dataDir];
const children = [];
let stopping = false;
let exitCode = 0;

let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const dir of [...dataDirs, releasesDir]) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // best effort
    }
  }
  // The run's folder of releases (one RELEASES_DIR per server inside): gone with the last server's.
  const runReleases = process.env.E2E_RELEASES_DIR;
  if (runReleases && path.dirname(releasesDir) === path.resolve(runReleases)) {
    try {
      rmdirSync(runReleases);
    } catch {
      // another server's folder is still there
    }
  }
}

/**
 * Starts the built API. One server stopping stops the others; the script ends (and removes the data
 * dirs) when all have.
 */
function startApi(childEnv) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
    cwd: repoRoot,
    env: childEnv,
    stdio: 'inherit',
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`e2e: api exited (code ${code}, signal ${signal})`);
    stopping = true;
    exitCode ||= code ?? (signal ? 1 : 0);
    for (const other of children)
      if (other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
    if (children.some((c) => c.exitCode === null && c.signalCode === null)) return;
    cleanup();
    process.exit(exitCode);
  });
  return child;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    stopping = true;
    for (const c of children) {
      c.kill('SIGTERM');
      setTimeout(() => c.kill('SIGKILL'), 5000).unref();
    }
  });
}
process.on('exit', cleanup);

/** Waits for a server's /api/health (the log says when it is ready); stops everything if it never answers. */
async function waitForHealth(url) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        console.log(`e2e: ready at ${url}`);
        return;
      }
    } catch {
      // not listening yet
    }
    if (stopping) return;
    if (Date.now() > deadline) {
      console.error(`e2e: ${url}/api/health did not answer within 120 s`);
      stopping = true;
      for (const c of children) c.kill('SIGTERM');
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

console.log(
  `e2e: starting api/dist/main.js on ${baseUrl} with data dir ${dataDir}, releases in ${releasesDir}`,
);
startApi(env);
await waitForHealth(baseUrl);

// Project 47 (the teachers' olympiad) from the same build, once project 36 is up (Playwright waits for
// that one; the sibling-47 suite waits for this one): the API serves one project per process.
if (!stopping) {
  const url47 = `http://127.0.0.1:${port + 1}`;
  const dataDir47 = mkdtempSync(path.join(tmpdir(), 'olympiad-e2e-47-'));
  dataDirs.push(dataDir47);
  console.log(`e2e: starting project 47 on ${url47} with data dir ${dataDir47}`);
  startApi({
    ...env,
    PROJECT_ID: '47',
    PORT: String(port + 1),
    PUBLIC_URL: url47,
    PGLITE_DATA_DIR: dataDir47,
  });
  await waitForHealth(url47);
}
