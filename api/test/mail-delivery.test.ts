import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { MAX_ATTEMPTS } from '../src/mail/sender.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn } from './helpers/sign-in.js';
import { smtpSink, waitFor } from './helpers/smtp-sink.js';

describe('mail configuration', () => {
  it('has a sender and a polling period', () => {
    const c = loadConfig({});
    assert.equal(c.mail.smtpUrl, undefined);
    assert.equal(c.mail.from, 'Olimpíada <nao-responda@olimpiada.dev>');
    assert.equal(c.mail.pollMs, 5000);
    assert.throws(() => loadConfig({ MAIL_POLL_MS: '10' }));
  });
});

for (const engine of engines()) {
  describe(`SMTP delivery of the outbox (${engine.name})`, () => {
    let ctx: TestContext;
    let sink: Awaited<ReturnType<typeof smtpSink>>;

    before(async () => {
      sink = await smtpSink();
      ctx = await startApp(engine, {
        SMTP_URL: sink.url,
        MAIL_POLL_MS: '100',
        MAIL_FROM: 'OBIA <nao-responda@obia.test>',
        SUPPORT_EMAIL: 'help@obia.test',
      });
    });
    after(async () => {
      await ctx?.close();
      await sink?.close();
    });

    it('a support message reaches the support address by e-mail, replying to the user', async () => {
      const student = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/fractal-support',
        headers: { ...student, 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify({
          data: { type: 'fractal-support', attributes: { subject: 'Prova', message: 'Não abre.' } },
        }),
      });
      assert.equal(res.statusCode, 201, res.body);
      await waitFor(() => sink.received.some((m) => m.to.includes('help@obia.test')));
      const mail = sink.received.find((m) => m.to.includes('help@obia.test'))!;
      assert.equal(mail.from, 'nao-responda@obia.test');
      assert.match(mail.raw, /^Subject: \[Suporte\] Prova/m);
      assert.match(mail.raw, /^Reply-To: aluno@olimpiada\.dev/m);
      assert.match(mail.raw, /N=C3=A3o abre\.|Não abre\./);
      await waitFor(async () => {
        const row = await ctx.dbHandle.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('to_address', '=', 'help@obia.test')
          .executeTakeFirstOrThrow();
        return row.sent_at !== null && row.attempts === 1 && row.last_error === null;
      });
    });

    it('each mail is sent once', async () => {
      const db = ctx.dbHandle.db;
      for (let i = 0; i < 12; i++)
        await enqueueMail(db, { to: `lote${i}@obia.test`, subject: `Lote ${i}`, text: 'x' });
      await waitFor(() => sink.received.filter((m) => m.to[0]?.startsWith('lote')).length === 12);
      await new Promise((r) => setTimeout(r, 400));
      assert.equal(sink.received.filter((m) => m.to[0]?.startsWith('lote')).length, 12);
    });
  });
}

describe('SMTP delivery failures', () => {
  it('a refused connection is kept with the error and retried later, up to the limit', async () => {
    const engine = engines()[0]!;
    const ctx = await startApp(engine, { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_MS: '100' });
    try {
      const db = ctx.dbHandle.db;
      const queued = await enqueueMail(db, { to: 'ninguem@obia.test', subject: 'Teste', text: 'x' });
      await waitFor(async () => {
        const row = await db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', '=', queued.id)
          .executeTakeFirstOrThrow();
        return row.last_error !== null;
      });
      const row = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', queued.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.sent_at, null);
      assert.equal(row.attempts, 1);
      assert.ok(new Date(row.next_attempt_at).getTime() > Date.now() + 30_000, 'the next try waits');
      // Past its next try it is tried again; at the limit it is left alone.
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000), attempts: MAX_ATTEMPTS - 1 })
        .where('id', '=', queued.id)
        .execute();
      await waitFor(async () => {
        const r = await db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', '=', queued.id)
          .executeTakeFirstOrThrow();
        return r.attempts === MAX_ATTEMPTS;
      });
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('id', '=', queued.id)
        .execute();
      await new Promise((r) => setTimeout(r, 400));
      const last = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', queued.id)
        .executeTakeFirstOrThrow();
      assert.equal(last.attempts, MAX_ATTEMPTS);
      assert.equal(last.sent_at, null);
    } finally {
      await ctx.close();
    }
  });
});
