import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openPglite, openPostgres, type DbHandle } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/demo.js';
import { scratchDatabase } from './helpers/engines.js';
import { userIdOf } from './helpers/demo-ids.js';
import { sessionHeaders } from './helpers/requests.js';
import { smtpSink, waitFor, type SmtpSink } from './helpers/smtp-sink.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECIPIENTS = 300;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A kill of the API mid-send (issue 16): the API runs as a process of its own on PostgreSQL (or, without
 * TEST_DATABASE_URL, on a PGlite data folder), is SIGKILLed while a notification's mails are going out to a
 * slow SMTP server, and is started again. Every recipient gets the mail, and each gets one message (one
 * Message-ID: a mail sent again because the process died before recording it is the same message).
 */
describe(`an API killed mid-send loses and duplicates nothing (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let folder: string;
  let databaseEnv: Record<string, string>;
  let sink: SmtpSink;
  let child: ChildProcess | undefined;

  const open = (): Promise<DbHandle> | DbHandle => {
    if (!database) return openPglite(path.join(folder, 'pglite'));
    return openPostgres(database.url);
  };

  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'notif-crash-'));
    if (adminUrl) {
      database = await scratchDatabase(adminUrl);
      databaseEnv = { DATABASE_URL: database.url };
    } else databaseEnv = { PGLITE_DATA_DIR: path.join(folder, 'pglite') };
    sink = await smtpSink({ delayMs: 15 });
  });

  after(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await sink?.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('every recipient gets exactly one message after a SIGKILL and a restart', async () => {
    // The database: the demo, an edition whose students are the recipients, and the admin's session.
    const handle = await open();
    let headers: Record<string, string>;
    let editionId: number;
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db);
      const edition = await handle.db
        .insertInto('editions')
        .values({ project_id: 36, description: 'Edição Queda', active: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      editionId = edition.id;
      await sql`insert into users (name, email, provider)
                select 'Aluno ' || g, 'queda' || g || '@avisos.test', 'local'
                  from generate_series(1, ${RECIPIENTS}) g`.execute(handle.db);
      await sql`insert into inscriptions (edition_id, user_id, category, registrable_type)
                select ${editionId}, id, 'regular', 'Core::Student' from users
                 where email like 'queda%@avisos.test'`.execute(handle.db);
      headers = { ...(await sessionHeaders(handle.db, await userIdOf(handle.db, 'admin@olimpiada.dev'))) };
    } finally {
      await handle.close();
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async () => {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          ...databaseEnv,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          FILES_DIR: path.join(folder, 'files'),
          SMTP_URL: sink.url,
          MAIL_POLL_MS: '100',
          JOBS_POLL_MS: '50',
          MAIL_BATCH: '20',
          MAIL_MAX_CONNECTIONS: '4',
          MAIL_LEASE_MS: '1500',
          MAIL_RETRY_BASE_MS: '50',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitFor(async () => {
        if (proc.exitCode !== null) throw new Error(`the API exited with ${proc.exitCode}`);
        try {
          return (await fetch(`${base}/api/health`)).ok;
        } catch {
          return false;
        }
      }, 60_000);
      return proc;
    };
    const exited = (proc: ChildProcess) =>
      new Promise<void>((resolve) =>
        proc.exitCode !== null ? resolve() : proc.once('exit', () => resolve()),
      );

    child = await start();
    const res = await fetch(`${base}/api/notification`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': 'queda-1' },
      body: JSON.stringify({
        destination: 'email',
        edition: { id: editionId },
        group: 'students',
        subject: 'Aviso de queda',
        message: 'A fase 2 abre amanhã.',
      }),
    });
    assert.equal(res.status, 202, await res.text());

    // Mid-send: a third of the mails are out.
    await waitFor(() => sink.received.length >= RECIPIENTS / 3, 60_000);
    child.kill('SIGKILL');
    await exited(child);
    const atKill = sink.received.length;
    assert.ok(atKill < RECIPIENTS, `killed mid-send (${atKill} sent)`);

    child = await start();
    const expected = Array.from({ length: RECIPIENTS }, (_, i) => `queda${i + 1}@avisos.test`).sort();
    const byRecipient = () => {
      const ids = new Map<string, Set<string>>();
      for (const m of sink.received)
        for (const to of m.to) {
          const id = /^Message-ID:\s*(.+)$/im.exec(m.raw)?.[1]?.trim() ?? '';
          ids.set(to, (ids.get(to) ?? new Set()).add(id));
        }
      return ids;
    };
    await waitFor(() => byRecipient().size >= RECIPIENTS, 90_000);
    // Whatever was in flight at the kill has been sent again by now (the leases ran out).
    await new Promise((r) => setTimeout(r, 2500));
    child.kill('SIGTERM');
    await exited(child);

    const ids = byRecipient();
    assert.deepEqual([...ids.keys()].sort(), expected, 'every recipient, and nobody else');
    for (const [to, messages] of ids) assert.equal(messages.size, 1, `${to} got one message`);
    const again = sink.received.length - RECIPIENTS;
    // Only mails in flight at the kill (at most a batch) may have been handed over twice.
    assert.ok(again <= 20, `${again} mails sent again`);

    const check = await open();
    try {
      const rows = await check.db
        .selectFrom('mail_outbox as m')
        .innerJoin('notifications as n', 'n.id', 'm.notification_id')
        .select(['m.sent_at', 'm.failed_at', 'n.recipients_total'])
        .where('n.edition_id', '=', editionId)
        .execute();
      assert.equal(rows.length, RECIPIENTS);
      assert.ok(
        rows.every((r) => r.sent_at !== null && r.failed_at === null && r.recipients_total === RECIPIENTS),
      );
    } finally {
      await check.close();
    }
  });
});
