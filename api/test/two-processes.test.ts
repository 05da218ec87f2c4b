import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { openPostgres, type DbHandle } from '../src/db/connect.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { reportJobKind } from '../src/features/reports/job.js';
import { LOGIN_FAILURES_BEFORE_LOCK } from '../src/idp/login-throttle.js';
import { PUBLIC_URL } from './helpers/app.js';
import { scratchDatabase } from './helpers/engines.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';
import { CookieJar, loginPageUrl, obtainIdToken, signInWithIdToken, step } from './helpers/sign-in.js';
import { waitFor } from './helpers/smtp-sink.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL;
const JOBS = 16;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A client of one API process over real HTTP with Fastify's `inject` shape, so the sign-in helpers drive
 * real processes. The Host header stays the public one (as behind a proxy), whatever port is dialled.
 */
function processClient(port: number) {
  return {
    inject: (options: InjectOptions) =>
      new Promise((resolve, reject) => {
        const headers = { ...(options.headers as Record<string, string>) };
        const body = options.payload === undefined ? undefined : String(options.payload);
        if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
        const req = http.request(
          { host: '127.0.0.1', port, method: options.method, path: String(options.url), headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({
                statusCode: res.statusCode,
                headers: res.headers,
                body: text,
                json: () => JSON.parse(text),
              });
            });
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
  } as unknown as FastifyInstance;
}

/** A round-robin balancer without sticky sessions over the processes: each request goes to the next one. */
function balancer(clients: FastifyInstance[]) {
  let next = 0;
  return {
    app: {
      inject: (options: InjectOptions) => clients[next++ % clients.length]!.inject(options),
    } as FastifyInstance,
    requests: () => next,
  };
}

/**
 * Several API processes on one PostgreSQL database (issue 17): the database is prepared once by the migrate
 * command, two processes of the API (`src/main.ts`, real OS processes) start on it with MIGRATE_ON_START=false,
 * and what one of them begins the other finishes: a sign-in, a session, the account lock; queued jobs run once.
 */
describe(
  'two API processes on one PostgreSQL database',
  { skip: !adminUrl && 'needs TEST_DATABASE_URL (PostgreSQL)' },
  () => {
    let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
    const ports = [0, 0];
    const children: ChildProcess[] = [];
    let folder: string;
    let handle: DbHandle;
    let env: NodeJS.ProcessEnv;
    let a: FastifyInstance;
    let b: FastifyInstance;

    const startProcess = (port: number, name: string) =>
      spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_DIR,
        env: { ...env, PORT: String(port), INSTANCE_NAME: name },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    const stderrOf = (child: ChildProcess) => {
      let text = '';
      child.stderr?.on('data', (c: Buffer) => (text += c.toString('utf8')));
      return () => text;
    };
    const exitOf = (child: ChildProcess) =>
      new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
      );

    before(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'two-processes-'));
      database = await scratchDatabase(adminUrl!);
      ports[0] = await freePort();
      ports[1] = await freePort();
      env = {
        ...process.env,
        DATABASE_URL: database.url,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PUBLIC_URL,
        MIGRATE_ON_START: 'false',
        SEED_DEMO: 'true',
        TRUST_PROXY: 'true',
        SESSION_SECRET: `two-processes-${randomBytes(8).toString('hex')}`,
        LOG_LEVEL: 'warn',
        FILES_DIR: path.join(folder, 'files'),
        STATIC_ROOT: path.join(folder, 'no-static'),
        CEP_PROVIDER_URL: 'off',
        SIGNIN_RATE_LIMIT: '1000',
        JOBS_POLL_MS: '20',
      };
      delete env.PGLITE_DATA_DIR;
      handle = openPostgres(database.url);
    });

    after(async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(children.map(exitOf));
      await handle?.close();
      await database?.drop();
      await rm(folder, { recursive: true, force: true });
    });

    it('a process started with MIGRATE_ON_START=false refuses an unmigrated database; the migrate command prepares it once', async () => {
      const early = startProcess(ports[0]!, 'api-early');
      const stderr = stderrOf(early);
      assert.equal(await exitOf(early), 1);
      assert.match(stderr(), /run the migrate command first/);

      const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
        cwd: API_DIR,
        env,
        encoding: 'utf8',
      });
      assert.equal(migrate.status, 0, migrate.stderr);
      assert.match(
        migrate.stdout,
        /migrate: postgres at \S+ \(\d+ migrations\); reference data loaded: .*; demo data loaded/,
      );
      // A second run finds everything in place and loads nothing again.
      const again = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
        cwd: API_DIR,
        env,
        encoding: 'utf8',
      });
      assert.equal(again.status, 0, again.stderr);
      assert.doesNotMatch(again.stdout, /loaded/);

      children.push(startProcess(ports[0]!, 'api-1'), startProcess(ports[1]!, 'api-2'));
      a = processClient(ports[0]!);
      b = processClient(ports[1]!);
      await waitFor(async () => {
        for (const child of children)
          if (child.exitCode !== null) throw new Error(`an API process exited with ${child.exitCode}`);
        const answers = await Promise.all(
          [a, b].map((c) => c.inject({ method: 'GET', url: '/api/ready' }).catch(() => undefined)),
        );
        return answers.every((res) => res?.statusCode === 200);
      }, 240_000);
      const names = await Promise.all(
        [a, b].map(
          async (c) => (await c.inject({ method: 'GET', url: '/api/health' })).headers['x-served-by'],
        ),
      );
      assert.deepEqual(names, ['api-1', 'api-2']);
    });

    it('a sign-in begun on one process completes on the other, and its session works on both', async () => {
      const lb = balancer([a, b]);
      const idToken = await obtainIdToken(lb.app, 'aluno@olimpiada.dev');
      assert.ok(lb.requests() >= 4, 'the provider flow crossed processes at every request');
      const signedIn = await signInWithIdToken(b, idToken);
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      const session = {
        'access-token': String(signedIn.headers['access-token']),
        uid: String(signedIn.headers.uid),
        client: String(signedIn.headers.client),
      };
      for (const [name, client] of [
        ['api-1', a],
        ['api-2', b],
      ] as const) {
        const me = await client.inject({ method: 'GET', url: `/api/user/${session.uid}`, headers: session });
        assert.equal(me.statusCode, 200, `${name}: ${me.body}`);
        assert.equal(me.headers['x-served-by'], name);
        assert.equal(me.json().data.attributes.email, 'aluno@olimpiada.dev');
      }
    });

    it('the account lock after repeated wrong passwords holds on every process', async () => {
      const jar = new CookieJar();
      const lb = balancer([a, b]);
      let res = await step(lb.app, jar, 'GET', loginPageUrl());
      res = await step(lb.app, jar, 'GET', String(res.headers.location));
      const action = /action="([^"]+)"/.exec(res.body)?.[1]?.replace(/&amp;/g, '&');
      assert.ok(action, 'login form');
      const form = { email: 'aluna@olimpiada.dev', password: 'wrong-password' };
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) {
        res = await step(lb.app, jar, 'POST', action, form);
        assert.equal(res.statusCode, 401, `failure ${i + 1}`);
      }
      // Locked now, whichever process answers, even for the right password.
      for (const client of [a, b]) {
        res = await step(client, jar, 'POST', action, { ...form, password: 'demo1234' });
        assert.equal(res.statusCode, 429);
        assert.ok(Number(res.headers['retry-after']) > 0);
      }
    });

    it('queued jobs are claimed once: each runs exactly once while both processes poll', async () => {
      const editionId = await editionIdOf(handle.db, 'OBIA 2026');
      const adminId = await userIdOf(handle.db, 'admin@olimpiada.dev');
      const before = await handle.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const ids: number[] = [];
      for (let i = 0; i < JOBS; i++) {
        const { job } = await enqueueJob(
          handle.db,
          reportJobKind('inscriptions'),
          {
            report: 'inscriptions',
            format: 'csv',
            editionId,
            examId: null,
            schoolUnitId: null,
            locale: 'pt-BR',
          },
          { key: `two-processes-${i}`, editionId, createdBy: adminId },
        );
        ids.push(job.id);
      }
      const jobs = () =>
        handle.db
          .selectFrom('jobs')
          .select(['id', 'status', 'attempts', 'result'])
          .where('id', 'in', ids)
          .execute();
      await waitFor(
        async () => (await jobs()).every((job) => job.status === 'succeeded' || job.status === 'failed'),
        60_000,
      );
      for (const job of await jobs()) {
        assert.equal(job.status, 'succeeded', `job ${job.id}`);
        assert.equal(job.attempts, 1, `job ${job.id} was claimed once`);
      }
      // Each job mailed its report once: one mail per job, none twice.
      const afterCount = await handle.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(afterCount.n) - Number(before.n), JOBS);
    });
  },
);
