import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { QUESTION_RULE_MESSAGES } from '../src/shared-rules.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { codes, pointers, sender, sessionHeaders } from './helpers/requests.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';

type Json = Record<string, any>;
const DAY = 24 * 3600_000;
const NOT_EDITABLE = 'Nao e possivel editar uma prova em andamento ou encerrada.';

const question = (attributes: Json, examId?: number, id?: number) => ({
  data: {
    type: 'questions',
    ...(id ? { id: String(id) } : {}),
    attributes,
    ...(examId ? { relationships: { exam: { data: { type: 'exams', id: String(examId) } } } } : {}),
  },
});
const choice = (statement = '<p>Quanto é 2 + 2?</p>') => ({
  statement,
  kind: 'multiple_choice',
  alternatives: [
    { description: '<p>3</p>', correct: false },
    { description: '<p>4</p>', correct: true },
    { description: '<p>5</p>', correct: false },
  ],
  resolution: { comment: '<p>Soma simples.</p>' },
});

for (const engine of engines()) {
  describe(`question authoring: create, edit, delete, reorder while upcoming (${engine.name})`, () => {
    let ctx: TestContext;
    const h: Record<'admin' | 'coord' | 'coordOther' | 'student', Record<string, string>> = {} as never;
    let obia: number;
    let upcoming: number;
    let running: number;
    let expired: number;
    let runningQuestion: number;
    const send = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;

    const newExam = async (phase: number, startDays: number, endDays: number) => {
      const now = Date.now();
      const row = await db()
        .insertInto('exams')
        .values({
          edition_id: obia,
          phase,
          kind: 'online',
          start_date: new Date(now + startDays * DAY),
          end_date: new Date(now + endDays * DAY),
          minimal_score: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const questionCount = async (examId: number) =>
      Number(
        (
          await db()
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('exam_id', '=', examId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const orderOf = async (examId: number) =>
      (
        await db()
          .selectFrom('exams')
          .select('questions_order')
          .where('id', '=', examId)
          .executeTakeFirstOrThrow()
      ).questions_order;
    const auditOf = async (id: string) =>
      (await send('GET', `/questions/${id}/audit_log`, h.coord)).json().data as Json[];

    before(async () => {
      ctx = await startApp(engine, { JOBS_POLL_MS: '3600000' });
      h.admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      h.coord = await sessionHeaders(db(), await userIdOf(db(), 'coordenador@olimpiada.dev'));
      h.coordOther = await sessionHeaders(db(), await userIdOf(db(), 'coordenador.sem@olimpiada.dev'));
      h.student = await sessionHeaders(db(), await userIdOf(db(), 'aluno@olimpiada.dev'));
      obia = await editionIdOf(db(), 'OBIA 2026');
      // coordenador.sem@ coordinates another edition, not OBIA 2026.
      await sql`insert into edition_coordinators (edition_id, user_id)
                select id, ${await userIdOf(db(), 'coordenador.sem@olimpiada.dev')} from editions
                where id <> ${obia} order by id limit 1`.execute(db());
      upcoming = await newExam(7, 10, 11);
      running = await newExam(8, -1, 1);
      expired = await newExam(9, -3, -2);
      runningQuestion = (
        await db()
          .insertInto('questions')
          .values({
            exam_id: running,
            statement: '<p>Já em andamento</p>',
            kind: 'multiple_choice',
            alternatives: JSON.stringify([{ id: '1', description: 'a' }]),
            resolution: JSON.stringify({ multiple_choice: ['1'] }),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });
    after(async () => ctx?.close());

    let first: Json;
    let second: Json;

    it('POST questions: stored with server ids, the key from `correct`, sanitised rich text and the defaults, last in the order', async () => {
      const res = await send(
        'POST',
        '/questions',
        h.coord,
        question(
          {
            ...choice('<p>Quanto é <strong>2 + 2</strong>?</p><script>alert(1)</script>'),
            character_limit: 300,
            alternatives: [
              { description: '<p onclick="x()">3</p>', correct: false },
              { id: 'abc', description: '<p>4</p>', correct: true },
            ],
          },
          upcoming,
        ),
      );
      assert.equal(res.statusCode, 201, res.body);
      const doc = res.json();
      assert.equal(doc.meta.message, 'Questao salva com sucesso.');
      first = doc.data;
      const a = first.attributes;
      assert.equal(a.statement, '<p>Quanto é <strong>2 + 2</strong>?</p>');
      assert.deepEqual(a.alternatives, [
        { id: '1', description: '<p>3</p>', correct: false },
        { id: '2', description: '<p>4</p>', correct: true },
      ]);
      assert.deepEqual(a.resolution, { comment: '<p>Soma simples.</p>', multiple_choice: ['2'] });
      assert.equal(a.style, 'alphabetic');
      assert.equal(a.education_subject_id, 20);
      assert.equal(a.weight, 1);
      assert.equal(a.character_limit, null, 'a character limit only for open-ended questions');
      assert.equal(a.status, 'active');

      const open = await send(
        'POST',
        '/questions',
        h.admin,
        question(
          {
            statement: '<p>Explique.</p>',
            kind: 'open_ended',
            character_limit: 500,
            style: 'numeric',
            weight: 2.5,
          },
          upcoming,
        ),
      );
      assert.equal(open.statusCode, 201, open.body);
      second = open.json().data;
      assert.equal(second.attributes.character_limit, 500);
      assert.equal(second.attributes.weight, 2.5);
      assert.deepEqual(second.attributes.alternatives, []);
      assert.deepEqual((await orderOf(upcoming)).map(String), [first.id, second.id]);
      const row = await db()
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', Number(first.id))
        .executeTakeFirstOrThrow();
      assert.equal(row.updated_by, await userIdOf(db(), 'coordenador@olimpiada.dev'));
    });

    it('each question rule is refused at its attribute, in the caller language, and nothing is stored', async () => {
      const before = await questionCount(upcoming);
      const cases: [Json, string, string][] = [
        [{ statement: '<p>x</p>' }, 'kindRequired', '/data/attributes/kind'],
        [{ ...choice('<p> </p>') }, 'statementRequired', '/data/attributes/statement'],
        [{ ...choice(), alternatives: [] }, 'tooFewAlternatives', '/data/attributes/alternatives'],
        [
          {
            ...choice(),
            alternatives: Array.from({ length: 11 }, (_, i) => ({
              description: `<p>${i}</p>`,
              correct: i === 0,
            })),
          },
          'tooManyAlternatives',
          '/data/attributes/alternatives',
        ],
        [
          {
            ...choice(),
            alternatives: [
              { description: '<p>a</p>', correct: true },
              { description: '<p><script>x</script></p>', correct: false },
            ],
          },
          'alternativeRequired',
          '/data/attributes/alternatives/1',
        ],
        [
          { ...choice(), alternatives: [{ description: '<p>a</p>', correct: false }] },
          'noCorrectAlternative',
          '/data/attributes/alternatives',
        ],
        [
          {
            ...choice(),
            alternatives: [
              { description: '<p>a</p>', correct: true },
              { description: '<p>b</p>', correct: true },
            ],
          },
          'manyCorrectAlternatives',
          '/data/attributes/alternatives',
        ],
        [
          { statement: '<p>x</p>', kind: 'open_ended', alternatives: [{ description: 'a', correct: true }] },
          'alternativesNotAllowed',
          '/data/attributes/alternatives',
        ],
      ];
      for (const [attributes, rule, pointer] of cases) {
        const res = await send('POST', '/questions', h.coord, question(attributes, upcoming));
        assert.equal(res.statusCode, 422, `${rule}: ${res.body}`);
        const error = res.json().errors.find((e: Json) => e.code === `question.rule.${rule}`);
        assert.ok(error, `${rule}: ${res.body}`);
        assert.equal(error.detail, QUESTION_RULE_MESSAGES[rule as keyof typeof QUESTION_RULE_MESSAGES]);
        assert.equal(error.source.pointer, pointer);
      }
      const es = await send(
        'POST',
        '/questions',
        { ...h.coord, 'accept-language': 'es' },
        question({ ...choice(), alternatives: [] }, upcoming),
      );
      assert.equal(es.json().errors[0].detail, 'La pregunta debe tener al menos una alternativa');
      const ptPT = await send(
        'POST',
        '/questions',
        { ...h.coord, 'accept-language': 'pt-PT' },
        question(
          { statement: '<p>x</p>', kind: 'open_ended', alternatives: [{ description: 'a', correct: true }] },
          upcoming,
        ),
      );
      assert.equal(ptPT.json().errors[0].detail, 'As questões abertas não têm alternativas');
      const badValues = await send(
        'POST',
        '/questions',
        h.coord,
        question({ ...choice(), style: 'roman', weight: -1, education_subject_id: 1_000_000_001 }, upcoming),
      );
      assert.equal(badValues.statusCode, 422);
      assert.deepEqual(pointers(badValues).sort(), [
        '/data/attributes/education_subject_id',
        '/data/attributes/style',
        '/data/attributes/weight',
      ]);
      assert.equal(await questionCount(upcoming), before);
    });

    it('PATCH questions/{id}: sent alternatives keep their ids, new ones get new ids; audited with the changed fields', async () => {
      const res = await send(
        'PATCH',
        `/questions/${first.id}`,
        h.coord,
        question(
          {
            alternatives: [
              { id: '2', description: '<p>4</p>', correct: false },
              { description: '<p>Quatro</p>', correct: false },
              { id: '99', description: '<p>IV</p>', correct: true },
            ],
          },
          undefined,
          Number(first.id),
        ),
      );
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.message, 'Questao salva com sucesso.');
      const a = res.json().data.attributes;
      assert.deepEqual(
        a.alternatives.map((x: Json) => x.id),
        ['2', '3', '4'],
        'the kept one keeps 2; an unknown id and a new one get fresh ids',
      );
      assert.deepEqual(a.resolution.multiple_choice, ['4']);
      assert.equal(
        a.statement,
        '<p>Quanto é <strong>2 + 2</strong>?</p>',
        'absent attributes keep their value',
      );
      const entry = (await auditOf(first.id))[0]!;
      assert.equal(entry.attributes.action, 'question.updated');
      assert.deepEqual(Object.keys(entry.attributes.changes).sort(), ['alternatives', 'resolution']);
      // The id in the body must be the URL's.
      const mismatch = await send('PATCH', `/questions/${first.id}`, h.coord, question({}, undefined, 1));
      assert.equal(mismatch.statusCode, 409);
      // A rule broken on edit.
      const broken = await send('PATCH', `/questions/${first.id}`, h.coord, question({ statement: '' }));
      assert.deepEqual(codes(broken), ['question.rule.statementRequired']);
    });

    it('GET questions/{id}: staff read the answer key and `correct`; a participant is still refused before the exam', async () => {
      const staff = await send('GET', `/questions/${first.id}`, h.coord);
      assert.equal(staff.statusCode, 200);
      const a = staff.json().data.attributes;
      assert.deepEqual(a.resolution.multiple_choice, ['4']);
      assert.equal(a.alternatives.find((x: Json) => x.id === '4').correct, true);
      assert.ok(a.updated_at);
      const student = await send('GET', `/questions/${first.id}`, h.student);
      assert.equal(student.statusCode, 422);
    });

    it('PUT exams/{id} (and exam/{id}) reorders with a permutation of the exam question ids only', async () => {
      const third = await send('POST', '/questions', h.coord, question(choice('<p>Terceira</p>'), upcoming));
      const ids = [first.id, second.id, third.json().data.id];
      const body = (order: unknown[]) => ({
        data: { type: 'exams', id: String(upcoming), attributes: { questions_order: order } },
      });
      const res = await send('PUT', `/exams/${upcoming}`, h.coord, body([ids[2], ids[0], ids[1]]));
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.message, 'Questão ordenada com sucesso.');
      assert.deepEqual(res.json().data.attributes.questions_order, [ids[2], ids[0], ids[1]]);
      const exam = await send('GET', `/exams/${upcoming}?include=questions`, h.coord);
      assert.deepEqual(exam.json().data.attributes.questions_order, [ids[2], ids[0], ids[1]]);
      const alias = await send('PUT', `/exam/${upcoming}`, h.admin, body(ids));
      assert.equal(alias.statusCode, 200, alias.body);
      for (const wrong of [
        [ids[0], ids[1]],
        [ids[0], ids[0], ids[1]],
        [...ids.slice(0, 2), String(runningQuestion)],
        'x',
      ]) {
        const bad = await send('PUT', `/exams/${upcoming}`, h.coord, body(wrong as unknown[]));
        assert.equal(bad.statusCode, 422, JSON.stringify(wrong));
        assert.deepEqual(pointers(bad), ['/data/attributes/questions_order']);
        if (Array.isArray(wrong)) assert.equal(bad.json().errors[0].code, 'question.error.notAPermutation');
      }
      assert.deepEqual((await orderOf(upcoming)).map(String), ids);
      const [entry] = (await send('GET', `/editions/${obia}/audit_log`, h.coord)).json().data;
      assert.equal(entry.attributes.action, 'exam.questions_reordered');
    });

    it('DELETE questions/{id}: removed and out of the order, audited', async () => {
      const res = await send('DELETE', `/questions/${second.id}`, h.coord);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.message, 'Questao removida com sucesso.');
      assert.equal(res.json().data, null);
      assert.ok(!(await orderOf(upcoming)).map(String).includes(second.id));
      const gone = await db()
        .selectFrom('questions')
        .select('id')
        .where('id', '=', Number(second.id))
        .executeTakeFirst();
      assert.equal(gone, undefined);
      const entry = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('subject_type', '=', 'questions')
        .where('subject_id', '=', second.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal(entry.action, 'question.deleted');
      assert.deepEqual(entry.changes.kind, ['open_ended', null]);
      assert.equal((await send('DELETE', `/questions/${second.id}`, h.coord)).statusCode, 404);
    });

    it('an exam in progress or expired: no create, edit, delete or reorder (422), in the caller language', async () => {
      for (const examId of [running, expired]) {
        const res = await send('POST', '/questions', h.coord, question(choice(), examId));
        assert.equal(res.statusCode, 422);
        assert.equal(res.json().errors[0].detail, NOT_EDITABLE);
      }
      const patch = await send(
        'PATCH',
        `/questions/${runningQuestion}`,
        h.coord,
        question({ statement: '<p>y</p>' }),
      );
      assert.equal(patch.statusCode, 422);
      assert.equal(patch.json().errors[0].detail, NOT_EDITABLE);
      const del = await send('DELETE', `/questions/${runningQuestion}`, {
        ...h.admin,
        'accept-language': 'es',
      });
      assert.equal(del.statusCode, 422);
      assert.equal(del.json().errors[0].detail, 'No es posible editar una prueba en curso o finalizada.');
      const order = await send('PUT', `/exams/${running}`, h.coord, {
        data: { type: 'exams', attributes: { questions_order: [String(runningQuestion)] } },
      });
      assert.equal(order.statusCode, 422);
      assert.equal(order.json().errors[0].code, 'question.error.notEditable');
      assert.equal(await questionCount(running), 1);
    });

    it('a coordinator of another edition and a student are refused every write and read of the staff', async () => {
      const before = await db()
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', Number(first.id))
        .executeTakeFirstOrThrow();
      const calls: [string, string, unknown?][] = [
        ['POST', '/questions', question(choice(), upcoming)],
        ['PATCH', `/questions/${first.id}`, question({ statement: '<p>hack</p>' })],
        ['DELETE', `/questions/${first.id}`],
        [
          'PUT',
          `/exams/${upcoming}`,
          { data: { type: 'exams', attributes: { questions_order: [first.id] } } },
        ],
        [
          'PUT',
          `/questions/${first.id}/status`,
          { data: { type: 'questions', attributes: { status: 'cancelled', resolution: { comment: 'x' } } } },
        ],
        ['GET', `/questions/${first.id}/audit_log`],
        ['GET', `/exams/${upcoming}/rescore`],
      ];
      for (const who of ['coordOther', 'student'] as const)
        for (const [method, url, body] of calls) {
          const res = await send(method as 'GET', url, h[who], body);
          assert.equal(res.statusCode, 403, `${who} ${method} ${url}: ${res.body}`);
        }
      const afterRow = await db()
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', Number(first.id))
        .executeTakeFirstOrThrow();
      assert.deepEqual(afterRow, before);
    });

    it('GET questions/{id}/audit_log: who did what, newest first', async () => {
      const entries = await auditOf(first.id);
      assert.deepEqual(
        entries.map((e) => e.attributes.action),
        ['question.updated', 'question.created'],
      );
      assert.equal(
        entries[1]!.attributes.actor_name,
        (
          await db()
            .selectFrom('users')
            .select('name')
            .where('email', '=', 'coordenador@olimpiada.dev')
            .executeTakeFirstOrThrow()
        ).name,
      );
      assert.deepEqual(entries[1]!.attributes.changes.kind, [null, 'multiple_choice']);
      assert.ok(entries.every((e) => e.attributes.created_at));
    });
  });
}
