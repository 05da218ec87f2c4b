import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../src/db/schema.js';
import { MAX_ATTEMPTS } from '../src/mail/sender.js';
import {
  NotificationRecipientSchema,
  NotificationSchema,
  PHASE_REQUIRED_MESSAGE,
} from '../src/shared-rules.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { userIdOf } from './helpers/demo-ids.js';
import { sender, sessionHeaders } from './helpers/requests.js';
import { mimeParts, smtpSink, waitFor, type SmtpSink } from './helpers/smtp-sink.js';

type Json = Record<string, any>;

/** A quoted-printable body as text (soft breaks joined, CRLF as LF). */
const fromQuotedPrintable = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
    .replace(/\r\n/g, '\n');

const RATE = 20;

/**
 * An edition of its own (phases 1 regular+opened, 2 regular, 3 pre_project) with an exam for phases 1
 * and 2 and seven students whose inscriptions, participations and ratings make each group different:
 * - s1 regular: finished phase 1, classified in it; phase 2 started, not finished;
 * - s2 opened: finished phase 1, not classified;
 * - s3 regular: took nothing;
 * - s4 regular, turned off non-essential e-mail: phase 1 started, not finished;
 * - s5 pre_project: took nothing;
 * - s6 regular, no e-mail: took nothing;
 * - s7 regular: finished phase 1, classified; finished phase 2.
 * And an outsider inscribed in another edition only.
 */
async function groupsEdition(db: Kysely<Database>) {
  const edition = await db
    .insertInto('editions')
    .values({ project_id: 36, description: 'Edição Avisos', active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('editions')
    .values({ project_id: 36, description: 'Edição Vizinha', active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const phases: [number, string[]][] = [
    [1, ['regular', 'opened']],
    [2, ['regular']],
    [3, ['pre_project']],
  ];
  for (const [phase, categories] of phases)
    await db
      .insertInto('phases')
      .values({ edition_id: edition.id, phase, categories: JSON.stringify(categories) })
      .execute();
  const exam = async (phase: number, ranked: boolean) =>
    (
      await db
        .insertInto('exams')
        .values({
          edition_id: edition.id,
          phase,
          description: `Fase ${phase}`,
          kind: 'online',
          ranking_available_at: ranked ? new Date(Date.now() - 60_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const exam1 = await exam(1, true);
  const exam2 = await exam(2, false);
  const exam3 = await exam(3, false);
  const students: Record<string, number> = {};
  const student = async (key: string, category: string, opts: { email?: boolean; optOut?: boolean } = {}) => {
    const user = await db
      .insertInto('users')
      .values({
        name: `Aluno ${key.toUpperCase()}`,
        email: opts.email === false ? null : `${key}@Avisos.test`,
        provider: 'local',
        email_opt_out: opts.optOut ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('inscriptions')
      .values({ edition_id: edition.id, user_id: user.id, category, registrable_type: 'Core::Student' })
      .execute();
    students[key] = user.id;
  };
  await student('s1', 'regular');
  await student('s2', 'opened');
  await student('s3', 'regular');
  await student('s4', 'regular', { optOut: true });
  await student('s5', 'pre_project');
  await student('s6', 'regular', { email: false });
  await student('s7', 'regular');
  const outsider = await db
    .insertInto('users')
    .values({ name: 'De Fora', email: 'fora@avisos.test', provider: 'local' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('inscriptions')
    .values({
      edition_id: other.id,
      user_id: outsider.id,
      category: 'regular',
      registrable_type: 'Core::Student',
    })
    .execute();
  const took = async (key: string, examId: number, finished: boolean) =>
    db
      .insertInto('participations')
      .values({
        user_id: students[key]!,
        exam_id: examId,
        started_at: new Date(Date.now() - 3_600_000),
        ends_at: new Date(Date.now() + 3_600_000),
        finished_at: finished ? new Date() : null,
      })
      .execute();
  await took('s1', exam1, true);
  await took('s2', exam1, true);
  await took('s4', exam1, false);
  await took('s7', exam1, true);
  await took('s1', exam2, false);
  await took('s7', exam2, true);
  for (const [key, ranked] of [
    ['s1', true],
    ['s2', false],
    ['s7', true],
  ] as const)
    await db
      .insertInto('ratings')
      .values({ exam_id: exam1, user_id: students[key]!, is_ranked: ranked, category: 'regular' })
      .execute();
  return { edition: edition.id, exam1, exam2, exam3, students };
}

for (const engine of engines()) {
  describe(`notifications (${engine.name})`, () => {
    let ctx: TestContext;
    let sink: SmtpSink;
    let fx: Awaited<ReturnType<typeof groupsEdition>>;
    let h: Record<'admin' | 'coord' | 'student', Record<string, string>>;
    const send = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;

    before(async () => {
      // Addresses starting with "recusa" are refused by the provider.
      sink = await smtpSink({ rejects: (address) => address.startsWith('recusa') });
      ctx = await startApp(engine, {
        SMTP_URL: sink.url,
        MAIL_POLL_MS: '100',
        JOBS_POLL_MS: '50',
        MAIL_RETRY_BASE_MS: '20',
        MAIL_RATE_PER_SECOND: String(RATE),
        MAIL_MAX_CONNECTIONS: '3',
        // The app notifications' pushes stay pending here (their delivery is inbox-and-push.test.ts's).
        PUSH_POLL_MS: '3600000',
      });
      fx = await groupsEdition(db());
      h = {
        admin: await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev')),
        coord: await sessionHeaders(db(), await userIdOf(db(), 'coordenador@olimpiada.dev')),
        student: await sessionHeaders(db(), await userIdOf(db(), 'aluno@olimpiada.dev')),
      };
    });
    after(async () => {
      await ctx?.close();
      await sink?.close();
    });

    const body = (over: Json = {}): Json => ({
      destination: 'email',
      edition: { id: fx.edition },
      group: 'students',
      subject: 'Fase 2 amanhã',
      message: 'A fase 2 abre amanhã.',
      ...over,
    });
    const post = (payload: unknown, headers: Record<string, string> = h.admin) =>
      send('POST', '/notification', headers, payload);
    /** Sends, runs the resolve job, and returns the notification's id. */
    const sent = async (over: Json = {}, headers: Record<string, string> = h.admin) => {
      const res = await post(body(over), headers);
      assert.equal(res.statusCode, 202, res.body);
      await ctx.app.jobWorker.drain();
      return Number(res.json().data.id);
    };
    const mailTo = async (id: number) =>
      (
        await db()
          .selectFrom('mail_outbox')
          .select('to_address')
          .where('notification_id', '=', id)
          .orderBy('to_address')
          .execute()
      ).map((r) => r.to_address);
    const appTo = async (id: number) =>
      (
        await db()
          .selectFrom('user_notifications')
          .select('user_id')
          .where('notification_id', '=', id)
          .execute()
      )
        .map(
          (r) => Object.entries(fx.students).find(([, uid]) => uid === Number(r.user_id))?.[0] ?? 'outsider',
        )
        .sort();
    const emails = (...keys: string[]) => keys.map((k) => `${k}@avisos.test`).sort();

    it('only admins send and list (coordinator and student: 403)', async () => {
      for (const who of [h.coord, h.student]) {
        assert.equal((await post(body(), who)).statusCode, 403);
        assert.equal(
          (await send('GET', `/notifications?filter[edition_id]=${fx.edition}`, who)).statusCode,
          403,
        );
      }
      assert.equal((await post(body(), {})).statusCode, 401);
      assert.equal(await db().selectFrom('notifications').select('id').executeTakeFirst(), undefined);
    });

    it('refuses what the rules refuse, in the caller language, storing nothing', async () => {
      const refused = async (over: Json, lang: string, pointer: string, detail: string | RegExp) => {
        const res = await post(body(over), { ...h.admin, 'accept-language': lang });
        assert.equal(res.statusCode, 422, res.body);
        const error = res.json().errors.find((e: Json) => e.source?.pointer === pointer);
        assert.ok(error, `an error at ${pointer}: ${res.body}`);
        assert.equal(error.title, 'Unprocessable Entity');
        if (typeof detail === 'string') assert.equal(error.detail, detail);
        else assert.match(error.detail, detail);
      };
      await refused({ group: 'participants' }, 'pt-BR', '/exam', PHASE_REQUIRED_MESSAGE);
      await refused({ group: 'participants' }, 'es', '/exam', '¡La fase no puede quedar en blanco!');
      await refused({ group: 'participants', exam: null }, 'pt-PT', '/exam', PHASE_REQUIRED_MESSAGE);
      // Spec 2 §5/§8: the phase must allow the group ("A fase {title}").
      await refused({ group: 'ranked_participants', exam: { id: fx.exam2 } }, 'pt-BR', '/exam', /^A fase 2 /);
      await refused(
        { group: 'pending_participations', exam: { id: fx.exam3 } },
        'pt-BR',
        '/exam',
        /^A fase 3 /,
      );
      await refused(
        { group: 'pending_participations', exam: { id: fx.exam3 } },
        'es',
        '/exam',
        /^La fase 3 /,
      );
      const foreignExam = await db()
        .selectFrom('exams')
        .select('id')
        .where('edition_id', '<>', fx.edition)
        .executeTakeFirstOrThrow();
      await refused(
        { group: 'participants', exam: { id: foreignExam.id } },
        'pt-BR',
        '/exam',
        /não pertence/,
      );
      await refused({ subject: '  ' }, 'pt-BR', '/subject', 'O assunto não pode ficar em branco!');
      await refused({ subject: undefined }, 'es', '/subject', '¡El asunto no puede quedar en blanco!');
      await refused({ message: ' ' }, 'pt-PT', '/message', 'A mensagem não pode ficar em branco!');
      await refused({ message: '<script>alert(1)</script>' }, 'pt-BR', '/message', /em branco/);
      await refused({ destination: 'push', message: 'x'.repeat(501) }, 'pt-BR', '/message', /500/);
      await refused({ destination: 'push', message: '' }, 'es', '/message', /mensaje/);
      await refused(
        { target: { emails: ['bom@avisos.test', 'ruim@@x'] } },
        'pt-BR',
        '/target/emails/1',
        'O endereço "ruim@@x" não é um e-mail válido.',
      );
      await refused({ target: { emails: ['a b@x.test'] } }, 'es', '/target/emails/0', /"a b@x.test"/);
      // A subject cannot carry a header of its own.
      await refused({ subject: 'Olá\r\nBcc: todos@avisos.test' }, 'pt-BR', '/subject', /única linha/);
      await refused({ subject: 'Olá\nBcc: todos@avisos.test' }, 'pt-PT', '/subject', /numa única linha/);

      const unknown = await post(body({ edition: { id: 999999 } }));
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().errors[0].detail, 'Edição não encontrada.');
      const badType = await post(body({ group: 'everyone' }));
      assert.ok([400, 422].includes(badType.statusCode), badType.body);
      assert.equal(await db().selectFrom('notifications').select('id').executeTakeFirst(), undefined);
      assert.equal(
        await db()
          .selectFrom('mail_outbox')
          .select('id')
          .where('notification_id', 'is not', null)
          .executeTakeFirst(),
        undefined,
      );
    });

    it('answers 202 with the notification and resolves each group to exactly its people', async () => {
      const res = await post(
        body({ target: { emails: ['Extra@Avisos.test', 'extra@avisos.test', 's1@avisos.test'] } }),
      );
      assert.equal(res.statusCode, 202, res.body);
      const doc = res.json();
      assert.equal(doc.data.type, 'notifications');
      assert.equal(doc.meta.message, 'E-mail enviado com sucesso!');
      v.parse(NotificationSchema, doc.data.attributes);
      assert.equal(doc.data.attributes.status, 'resolving');
      assert.deepEqual(doc.data.attributes.target.single_emails, ['extra@avisos.test', 's1@avisos.test']);
      await ctx.app.jobWorker.drain();
      const students = Number(doc.data.id);
      // students: every inscribed one with an e-mail, not the opted-out s4, plus the extra addresses once.
      assert.deepEqual(
        await mailTo(students),
        [...emails('s1', 's2', 's3', 's5', 's7'), 'extra@avisos.test'].sort(),
      );

      const essential = await sent({ category: 'essential' });
      assert.deepEqual(await mailTo(essential), emails('s1', 's2', 's3', 's4', 's5', 's7'));

      assert.deepEqual(
        await mailTo(await sent({ group: 'participants', exam: { id: fx.exam1 } })),
        emails('s1', 's2', 's7'),
      );
      assert.deepEqual(
        await mailTo(await sent({ group: 'participants', exam: { id: fx.exam1 }, category: 'essential' })),
        emails('s1', 's2', 's4', 's7'),
      );
      assert.deepEqual(
        await mailTo(await sent({ group: 'ranked_participants', exam: { id: fx.exam1 } })),
        emails('s1', 's7'),
      );

      const push = (over: Json) => sent({ destination: 'push', subject: undefined, ...over });
      assert.deepEqual(await appTo(await push({ group: 'students' })), [
        's1',
        's2',
        's3',
        's4',
        's5',
        's6',
        's7',
      ]);
      assert.deepEqual(await appTo(await push({ group: 'participants', exam: { id: fx.exam1 } })), [
        's1',
        's2',
        's4',
        's7',
      ]);
      assert.deepEqual(await appTo(await push({ group: 'participants', exam: { id: fx.exam2 } })), [
        's1',
        's7',
      ]);
      assert.deepEqual(await appTo(await push({ group: 'ranked_participants', exam: { id: fx.exam1 } })), [
        's1',
        's7',
      ]);
      // Pending, phase 1 (regular and opened, the first phase): inscribed in those, no finished attempt.
      assert.deepEqual(await appTo(await push({ group: 'pending_participations', exam: { id: fx.exam1 } })), [
        's3',
        's4',
        's6',
      ]);
      // Phase 2 (regular): also classified in phase 1; s7 finished it.
      assert.deepEqual(await appTo(await push({ group: 'pending_participations', exam: { id: fx.exam2 } })), [
        's1',
      ]);
      const pushRow = await db()
        .selectFrom('user_notifications')
        .select('push_status')
        .executeTakeFirstOrThrow();
      assert.equal(pushRow.push_status, 'pending');
      const n = await db()
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', students)
        .executeTakeFirstOrThrow();
      assert.ok(n.resolved_at);
      assert.equal(n.recipients_total, 6);
    });

    it('the same Idempotency-Key from the same admin stores and sends once', async () => {
      const headers = { ...h.admin, 'idempotency-key': 'aviso-fase-2-abc' };
      const first = await post(
        body({ group: 'ranked_participants', exam: { id: fx.exam1 }, subject: 'Uma vez' }),
        headers,
      );
      const second = await post(
        body({ group: 'ranked_participants', exam: { id: fx.exam1 }, subject: 'Uma vez' }),
        headers,
      );
      assert.equal(first.statusCode, 202);
      assert.equal(second.statusCode, 202);
      assert.equal(second.json().data.id, first.json().data.id);
      await ctx.app.jobWorker.drain();
      const third = await post(body({ subject: 'Uma vez' }), headers);
      assert.equal(third.json().data.id, first.json().data.id);
      await ctx.app.jobWorker.drain();
      const rows = await db()
        .selectFrom('notifications')
        .select('id')
        .where('subject', '=', 'Uma vez')
        .execute();
      assert.equal(rows.length, 1);
      assert.deepEqual(await mailTo(Number(first.json().data.id)), emails('s1', 's7'));
      // The job ran again: nothing stored twice.
      await ctx.app.jobWorker.drain();
      assert.deepEqual(await mailTo(Number(first.json().data.id)), emails('s1', 's7'));
      // The key of another admin's request is another request.
      const bad = await post(body(), { ...h.admin, 'idempotency-key': 'tem espaço' });
      assert.equal(bad.statusCode, 400);
    });

    it('delivers through SMTP to exactly the right addresses, with an HTML part and one Message-ID each', async () => {
      const id = await sent({
        subject: 'Aviso HTML',
        message:
          '<p>Olá <strong>turma</strong></p><p>Fase <a href="https://olimpiada.dev">2</a></p><img src="x" onerror="alert(1)"><script>x()</script>',
        group: 'ranked_participants',
        exam: { id: fx.exam1 },
        target: { emails: ['professora@avisos.test'] },
      });
      await waitFor(() => sink.received.filter((m) => /Subject: Aviso HTML/.test(m.raw)).length >= 3);
      await new Promise((r) => setTimeout(r, 300));
      const got = sink.received.filter((m) => /Subject: Aviso HTML/.test(m.raw));
      assert.deepEqual(
        got.flatMap((m) => m.to).sort(),
        ['professora@avisos.test', ...emails('s1', 's7')].sort(),
      );
      const ids = got.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
      assert.equal(new Set(ids).size, 3);
      const parts = mimeParts(got[0]!.raw);
      const html = parts.find((p) => /text\/html/.test(p.headers['content-type'] ?? ''))!.body.toString();
      const text = fromQuotedPrintable(
        parts.find((p) => /text\/plain/.test(p.headers['content-type'] ?? ''))!.body.toString(),
      );
      assert.match(html, /<strong>turma<\/strong>/);
      assert.doesNotMatch(html, /script|onerror/);
      assert.equal(text.trim(), 'Olá turma\nFase 2');
      await waitFor(
        async () =>
          (
            await db()
              .selectFrom('mail_outbox')
              .select('id')
              .where('notification_id', '=', id)
              .where('sent_at', 'is', null)
              .execute()
          ).length === 0,
      );
    });

    it('a header injection through the extra addresses or the subject never reaches the mail', async () => {
      const res = await post(
        body({ subject: 'Oi', target: { emails: ['x@avisos.test\r\nBcc: todos@avisos.test'] } }),
      );
      assert.equal(res.statusCode, 422);
      const injected = await post(body({ subject: 'Oi\r\nBcc: todos@avisos.test' }));
      assert.equal(injected.statusCode, 422);
      await new Promise((r) => setTimeout(r, 200));
      assert.ok(!sink.received.some((m) => m.to.includes('todos@avisos.test') || /^Bcc:/im.test(m.raw)));
    });

    it('a refused recipient is retried with backoff, then stops as failed with the reason', async () => {
      const id = await sent({
        subject: 'Recusa',
        group: 'students',
        category: 'general',
        target: { emails: ['recusa@avisos.test'] },
      });
      await waitFor(async () => {
        const row = await db()
          .selectFrom('mail_outbox')
          .selectAll()
          .where('notification_id', '=', id)
          .where('to_address', '=', 'recusa@avisos.test')
          .executeTakeFirstOrThrow();
        return row.failed_at !== null;
      }, 20_000);
      const row = await db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('notification_id', '=', id)
        .where('to_address', '=', 'recusa@avisos.test')
        .executeTakeFirstOrThrow();
      assert.equal(row.attempts, MAX_ATTEMPTS);
      assert.equal(row.sent_at, null);
      assert.match(row.last_error ?? '', /550|unavailable/);
      // The admin's outbox shows it failed, with its reason and the notification it belongs to.
      const outbox = (await send('GET', '/mail_outbox?page[size]=100', h.admin)).json();
      const inOutbox = outbox.data.find((m: Json) => m.id === String(row.id));
      assert.ok(inOutbox.attributes.failed_at);
      assert.equal(inOutbox.attributes.notification_id, String(id));
      assert.match(inOutbox.attributes.last_error, /550|unavailable/);
      await waitFor(
        async () =>
          (
            await db()
              .selectFrom('mail_outbox')
              .select('id')
              .where('notification_id', '=', id)
              .where('sent_at', 'is', null)
              .where('failed_at', 'is', null)
              .execute()
          ).length === 0,
      );
      const list = await send('GET', `/notifications?filter[edition_id]=${fx.edition}&page[size]=1`, h.admin);
      const listed = list.json().data[0];
      assert.equal(Number(listed.id), id);
      assert.equal(listed.attributes.status, 'done');
      assert.deepEqual(listed.attributes.counts, { recipients: 6, delivered: 5, failed: 1, pending: 0 });
      assert.equal(listed.attributes.target.registered_emails, 5);
      const recipients = await send('GET', `/notifications/${id}/recipients`, h.admin);
      const failed = recipients.json().data.find((r: Json) => r.attributes.email === 'recusa@avisos.test');
      assert.equal(failed.attributes.status, 'failed');
      assert.match(failed.attributes.error, /550|unavailable/);
    });

    it('sends at the configured rate, several at once', async () => {
      const count = 50;
      const extra = Array.from({ length: count }, (_, i) => `ritmo${i}@avisos.test`);
      await sent({
        subject: 'Ritmo',
        group: 'participants',
        exam: { id: fx.exam2 },
        category: 'essential',
        target: { emails: extra },
      });
      await waitFor(
        () => sink.received.filter((m) => /Subject: Ritmo/.test(m.raw)).length >= count + 2,
        20_000,
      );
      const times = sink.received
        .filter((m) => /Subject: Ritmo/.test(m.raw))
        .map((m) => m.at)
        .sort((a, b) => a - b);
      const span = times.at(-1)! - times[0]!;
      // 52 mails at 20 a second: at least two full seconds of waiting.
      assert.ok(span >= 1800, `took ${span} ms`);
      assert.ok(sink.maxOpen() > 1, 'more than one connection at once');
    });

    it('lists newest first with paging and filters, and pages through the recipients', async () => {
      const all = await send('GET', `/notifications?filter[edition_id]=${fx.edition}`, h.admin);
      assert.equal(all.statusCode, 200);
      const doc = all.json();
      assert.equal(doc.data.length, 7);
      const total = doc.meta.total_count;
      assert.ok(total > 14);
      const ids = doc.data.map((d: Json) => Number(d.id));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
      );
      for (const d of doc.data) v.parse(NotificationSchema, d.attributes);
      const page2 = (
        await send(
          'GET',
          `/notifications?filter[edition_id]=${fx.edition}&sort=-id&page[number]=2&page[size]=7`,
          h.admin,
        )
      ).json();
      assert.ok(Number(page2.data[0].id) < ids.at(-1));
      const asc = (
        await send('GET', `/notifications?filter[edition_id]=${fx.edition}&sort=id&page[size]=14`, h.admin)
      ).json();
      assert.equal(asc.data.length, 14);
      assert.ok(Number(asc.data[0].id) < Number(asc.data[1].id));

      const byEmail = (
        await send(
          'GET',
          `/notifications?filter[edition_id]=${fx.edition}&filter[emails]=PROFESSORA@`,
          h.admin,
        )
      ).json();
      assert.equal(byEmail.meta.total_count, 1);
      assert.equal(byEmail.data[0].attributes.subject, 'Aviso HTML');
      const byStudent = (
        await send('GET', `/notifications?filter[edition_id]=${fx.edition}&filter[emails]=s6@avisos`, h.admin)
      ).json();
      // s6 has no e-mail for the e-mails; the app notifications that reached s6 list by the address of the account only.
      assert.equal(byStudent.meta.total_count, 0);
      const wildcard = (await send('GET', `/notifications?filter[emails]=%25`, h.admin)).json();
      assert.equal(wildcard.meta.total_count, 0);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      assert.equal(
        (
          await send(
            'GET',
            `/notifications?filter[edition_id]=${fx.edition}&filter[date_gt]=${tomorrow}`,
            h.admin,
          )
        ).json().meta.total_count,
        0,
      );
      assert.equal(
        (
          await send(
            'GET',
            `/notifications?filter[edition_id]=${fx.edition}&filter[date_lt]=${yesterday}`,
            h.admin,
          )
        ).json().meta.total_count,
        0,
      );
      assert.equal(
        (
          await send(
            'GET',
            `/notifications?filter[edition_id]=${fx.edition}&filter[date_gt]=${yesterday}&filter[date_lt]=${tomorrow}`,
            h.admin,
          )
        ).json().meta.total_count,
        total,
      );
      assert.equal((await send('GET', `/notifications?filter[date_gt]=ontem`, h.admin)).statusCode, 400);
      assert.equal((await send('GET', `/notifications?sort=subject`, h.admin)).statusCode, 400);

      const ritmo = (
        await send('GET', `/notifications?filter[edition_id]=${fx.edition}&filter[emails]=ritmo7@`, h.admin)
      ).json().data[0];
      const first = await send('GET', `/notifications/${ritmo.id}/recipients?page[size]=20`, h.admin);
      assert.equal(first.statusCode, 200);
      assert.equal(first.json().meta.total_count, 52);
      assert.equal(first.json().data.length, 20);
      for (const r of first.json().data) v.parse(NotificationRecipientSchema, r.attributes);
      const last = (
        await send('GET', `/notifications/${ritmo.id}/recipients?page[number]=3&page[size]=20`, h.admin)
      ).json();
      assert.equal(last.data.length, 12);
      const everyone = (await send('GET', `/notifications/${ritmo.id}/recipients`, h.admin)).json();
      assert.equal(everyone.meta.per_page, 2000);
      assert.deepEqual(
        everyone.data.map((r: Json) => r.attributes.email).sort(),
        [...emails('s1', 's7'), ...Array.from({ length: 50 }, (_, i) => `ritmo${i}@avisos.test`)].sort(),
      );
      assert.equal(
        everyone.data.find((r: Json) => r.attributes.email === 's1@avisos.test').attributes.name,
        'Aluno S1',
      );
      const app = (
        await send('GET', `/notifications?filter[edition_id]=${fx.edition}&page[size]=100`, h.admin)
      )
        .json()
        .data.find((d: Json) => d.attributes.destination === 'push' && d.attributes.group === 'students');
      const appRecipients = (await send('GET', `/notifications/${app.id}/recipients`, h.admin)).json();
      assert.equal(appRecipients.meta.total_count, 7);
      assert.ok(appRecipients.data.every((r: Json) => r.attributes.status === 'pending'));
      assert.equal((await send('GET', `/notifications/999999/recipients`, h.admin)).statusCode, 404);
      assert.equal((await send('GET', `/notifications/${ritmo.id}/recipients`, h.coord)).statusCode, 403);
    });
  });
}
