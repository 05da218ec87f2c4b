import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../src/db/schema.js';
import {
  CorrectionAssignmentSchema,
  CorrectionSheetSchema,
  MyCorrectionSchema,
  StaffParticipationRowSchema,
} from '../src/shared-rules.js';
import { splitAmong } from '../src/features/grading/assignment.js';
import { settle } from '../src/features/grading/marks.js';
import { startApp, type TestContext } from './helpers/app.js';
import { userIdOf } from './helpers/demo-ids.js';
import { engines } from './helpers/engines.js';
import { newPerson, projectExam, type Person } from './helpers/project-phase.js';
import { codes, sender, sessionHeaders } from './helpers/requests.js';

type Json = Record<string, any>;
const DAY = 24 * 3600_000;

describe('grading rules', () => {
  it('settles two blind marks: the mean within the threshold, a third decision beyond it, the third final', () => {
    const m = (round: 1 | 2 | 3, score: number | null, comment: string | null = null) => ({
      round,
      corrector_id: round,
      score,
      comment,
    });
    assert.deepEqual(settle([m(1, 7, 'Bom'), m(2, 8.5, 'Ótimo')], 1.5), {
      final: 7.75,
      comment: 'Bom\n\nÓtimo',
      third: false,
    });
    assert.equal(settle([m(1, 1), m(2, 1.25)], 1).final, 1.13, 'two decimals');
    assert.deepEqual(settle([m(1, 2), m(2, 5)], 1), { final: null, comment: null, third: true });
    assert.equal(settle([m(1, 2), m(2, 5), m(3, 4)], 1).final, 4);
    assert.equal(settle([m(1, 2), m(2, null)], 1).final, null, 'waits for the second blind mark');
  });

  it('splits rounds among correctors, balanced, never twice the same corrector on one answer', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ participation_id: i + 1, question_id: 1 }));
    const load = new Map<number, number>();
    const slots = splitAmong(items, new Map(), [7, 8, 9], [1, 2], load);
    assert.equal(slots.length, 20);
    const counts = [...load.values()];
    assert.ok(Math.max(...counts) - Math.min(...counts) <= 1, `balanced: ${counts}`);
    for (const item of items) {
      const on = slots.filter((s) => s.participation_id === item.participation_id).map((s) => s.corrector_id);
      assert.equal(new Set(on).size, 2);
    }
  });
});

/** An edition of the served project with an exam, open questions and finished participations. */
async function gradedExam(
  db: Kysely<Database>,
  projectId: number,
  opts: { people: Person[]; end: number; blankFor?: Set<number> },
) {
  const now = Date.now();
  const edition = await db
    .insertInto('editions')
    .values({
      project_id: projectId,
      description: `Correção ${Math.random().toString(36).slice(2, 8)}`,
      year: 2026,
      start_registration: new Date(now - 10 * DAY),
      end_registration: new Date(now + 10 * DAY),
      active: true,
      time_zone: 'America/Sao_Paulo',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const exam = await db
    .insertInto('exams')
    .values({
      edition_id: edition.id,
      phase: 1,
      kind: 'online',
      start_date: new Date(now - 3 * DAY),
      end_date: new Date(now + opts.end * DAY),
      minimal_score: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = async (
    position: number,
    kind: 'multiple_choice' | 'open_ended',
    weight: number,
    status = 'active',
  ) =>
    (
      await db
        .insertInto('questions')
        .values({
          exam_id: exam.id,
          position,
          statement: `<p>Questão ${position}</p>`,
          kind,
          weight,
          status: status as 'active',
          alternatives: JSON.stringify(
            kind === 'multiple_choice'
              ? [
                  { id: '1', description: 'a' },
                  { id: '2', description: 'b' },
                ]
              : [],
          ),
          resolution: JSON.stringify({ comment: `<p>Esperado ${position}</p>`, multiple_choice: ['1'] }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const q1 = await question(1, 'multiple_choice', 1);
  const q2 = await question(2, 'open_ended', 2);
  const q3 = await question(3, 'open_ended', 3);
  const q4 = await question(4, 'open_ended', 1, 'cancelled');
  const participations = new Map<number, number>();
  for (const person of opts.people) {
    await db
      .insertInto('inscriptions')
      .values({
        edition_id: edition.id,
        user_id: person.id,
        category: 'regular',
        registrable_type: 'Core::Student',
        address_state_id: 35,
        address_city_id: 3550308,
        education_grade_id: 11,
      })
      .execute();
    const p = await db
      .insertInto('participations')
      .values({
        user_id: person.id,
        exam_id: exam.id,
        started_at: new Date(now - 2 * DAY),
        ends_at: new Date(now - 2 * DAY + 3600_000),
        finished_at: new Date(now - 2 * DAY + 1800_000),
        score: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    participations.set(person.id, p.id);
    await db
      .insertInto('answers')
      .values([
        { participation_id: p.id, question_id: q1, user_answer: '1' },
        {
          participation_id: p.id,
          question_id: q2,
          user_answer: opts.blankFor?.has(person.id) ? '<p>&nbsp;</p>' : `<p>Resposta de ${person.name}</p>`,
        },
        { participation_id: p.id, question_id: q3, user_answer: '<p>Outra resposta</p>' },
      ])
      .execute();
  }
  return { editionId: edition.id, examId: exam.id, q1, q2, q3, q4, participations };
}

for (const engine of engines()) {
  describe(`grading (${engine.name})`, () => {
    let ctx: TestContext;
    const send = sender(() => ctx.app);
    let admin: Record<string, string>;
    let coordA: Person;
    let coordB: Person;
    let coordC: Person;
    let coordOther: Person;
    let students: Person[];
    let single: Awaited<ReturnType<typeof gradedExam>>;
    let running: Awaited<ReturnType<typeof gradedExam>>;
    let double: Awaited<ReturnType<typeof gradedExam>>;
    const db = () => ctx.dbHandle.db;
    const es = (h: Record<string, string>) => ({ ...h, 'accept-language': 'es' });
    const score = (
      headers: Record<string, string>,
      participation: number,
      question: number,
      value: number,
      comment?: string,
    ) =>
      send('PUT', '/score', headers, {
        id: String(participation),
        answer: {
          question_id: String(question),
          open_ended_score: value,
          open_ended_comment: comment ?? null,
        },
      });
    const answerRow = (participation: number, question: number) =>
      db()
        .selectFrom('answers')
        .selectAll()
        .where('participation_id', '=', participation)
        .where('question_id', '=', question)
        .executeTakeFirst();
    const participationRow = (id: number) =>
      db().selectFrom('participations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    before(async () => {
      ctx = await startApp(engine);
      admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      coordA = await newPerson(db(), { role: 'coordinator', name: 'Corretora Alfa' });
      coordB = await newPerson(db(), { role: 'coordinator', name: 'Corretor Beta' });
      coordC = await newPerson(db(), { role: 'coordinator', name: 'Corretor Gama' });
      coordOther = await newPerson(db(), { role: 'coordinator', name: 'Coordenador de Outra' });
      students = [];
      for (const name of ['Ana Júlia Souza', 'Bruno Lima', 'Cecília Ávila', 'Davi Rocha'])
        students.push(await newPerson(db(), { name }));
      const davi = students[3]!;
      single = await gradedExam(db(), ctx.config.projectId, {
        people: students,
        end: -1,
        blankFor: new Set([davi.id]),
      });
      running = await gradedExam(db(), ctx.config.projectId, { people: students.slice(0, 1), end: 2 });
      const more: Person[] = [];
      for (let i = 0; i < 5; i++) more.push(await newPerson(db(), { name: `Dupla ${i}` }));
      double = await gradedExam(db(), ctx.config.projectId, { people: more, end: -1 });
      for (const editionId of [single.editionId, running.editionId, double.editionId])
        for (const c of [coordA, coordB, coordC])
          await db()
            .insertInto('edition_coordinators')
            .values({ edition_id: editionId, user_id: c.id })
            .execute();
    });
    after(async () => {
      await ctx?.close();
    });

    it("lists the exam's participants for its staff: 7 a page, correction status, score and e-mail", async () => {
      const res = await send(
        'GET',
        `/participations?filter[exam_id]=${single.examId}&include=user&sort=user.name&page[size]=7`,
        coordA.headers,
      );
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(
        body.data.map(
          (p: Json) => body.included.find((u: Json) => u.id === p.relationships.user.data.id).attributes.name,
        ),
        ['Ana Júlia Souza', 'Bruno Lima', 'Cecília Ávila', 'Davi Rocha'],
      );
      assert.ok(body.data.every((p: Json) => p.attributes.correction_status === 'pending'));
      for (const row of body.data) v.parse(StaffParticipationRowSchema, row.attributes);
      assert.equal(body.data[0].attributes.score, 1);
      assert.equal(body.included[0].attributes.email, students[0]!.email);
    });

    it('searches by name or e-mail, ignoring case and accents', async () => {
      const names = async (term: string) => {
        const res = await send(
          'GET',
          `/participations?filter[exam_id]=${single.examId}&filter[search]=${encodeURIComponent(term)}&include=user`,
          admin,
        );
        assert.equal(res.statusCode, 200, res.body);
        return res.json().included.map((u: Json) => u.attributes.name);
      };
      assert.deepEqual(await names('CECILIA'), ['Cecília Ávila']);
      assert.deepEqual(await names('ávila'), ['Cecília Ávila']);
      assert.deepEqual(await names('julia sou'), ['Ana Júlia Souza']);
      assert.deepEqual(await names(students[1]!.email.slice(0, 12)), ['Bruno Lima']);
      assert.deepEqual(await names('ninguém'), []);
    });

    it("keeps the participant's own view: no correction status, no e-mail", async () => {
      const res = await send(
        'GET',
        `/participations?filter[user_id]=${students[0]!.id}&include=user`,
        students[0]!.headers,
      );
      assert.equal(res.statusCode, 200, res.body);
      const row = res
        .json()
        .data.find((p: Json) => p.id === String(single.participations.get(students[0]!.id)));
      assert.equal(row.attributes.correction_status, undefined);
      assert.equal(res.json().included[0].attributes.email, undefined);
    });

    it('shows one participation to its staff and its participant only', async () => {
      const id = single.participations.get(students[0]!.id)!;
      const own = await send('GET', `/participation/${id}`, students[0]!.headers);
      assert.equal(own.statusCode, 200, own.body);
      assert.equal(own.json().data.attributes.correction_status, undefined);
      const staff = await send('GET', `/participation/${id}`, coordB.headers);
      assert.equal(staff.statusCode, 200);
      assert.equal(staff.json().data.attributes.correction_status, 'pending');
      assert.equal(staff.json().included[0].attributes.email, students[0]!.email);
      assert.equal((await send('GET', `/participation/${id}`, students[1]!.headers)).statusCode, 403);
      assert.equal((await send('GET', `/participation/${id}`, coordOther.headers)).statusCode, 403);
      assert.equal((await send('GET', '/participation/999999999', admin)).statusCode, 404);
    });

    it('gives the correction sheet: active open questions in order, with the answer and the expected one', async () => {
      const davi = single.participations.get(students[3]!.id)!;
      const res = await send('GET', `/participations/${davi}/correction`, coordA.headers);
      assert.equal(res.statusCode, 200, res.body);
      const sheet = v.parse(CorrectionSheetSchema, res.json().data);
      assert.equal(sheet.exam.status, 'expired');
      assert.equal(sheet.user.name, 'Davi Rocha');
      assert.deepEqual(
        sheet.items.map((i: Json) => [i.question_id, i.number, i.weight, i.round]),
        [
          [String(single.q2), 2, 2, 'final'],
          [String(single.q3), 3, 3, 'final'],
        ],
        'the multiple-choice and the cancelled question are left out',
      );
      assert.equal(sheet.items[0]!.answer, null, 'left blank');
      assert.equal(sheet.items[1]!.answer, '<p>Outra resposta</p>');
      assert.equal(sheet.items[1]!.resolution, '<p>Esperado 3</p>');
      assert.equal(
        (await send('GET', `/participations/${davi}/correction`, coordOther.headers)).statusCode,
        403,
      );
      assert.equal(
        (await send('GET', `/participations/${davi}/correction`, students[3]!.headers)).statusCode,
        403,
      );
    });

    it("refuses a score while the exam runs ('Prova em Andamento'), above the weight, or on another question", async () => {
      const mine = running.participations.get(students[0]!.id)!;
      let res = await score(admin, mine, running.q2, 1);
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().errors[0].detail, 'Prova em Andamento');
      res = await score(es(admin), mine, running.q2, 1);
      assert.equal(res.json().errors[0].detail, 'Prueba en curso');

      const ana = single.participations.get(students[0]!.id)!;
      res = await score(coordA.headers, ana, single.q2, 2.5);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['grading.error.scoreRange']);
      assert.equal(res.json().errors[0].detail, 'A nota deve estar entre 0 e 2.');
      assert.equal(res.json().errors[0].source.pointer, '/answer/open_ended_score');
      res = await score(es(coordA.headers), ana, single.q2, 2.5);
      assert.equal(res.json().errors[0].detail, 'La nota debe estar entre 0 y 2.');
      for (const q of [single.q1, single.q4, running.q2]) {
        res = await score(coordA.headers, ana, q, 1);
        assert.deepEqual(codes(res), ['grading.error.notOpenQuestion'], `question ${q}`);
      }
      res = await score(coordA.headers, ana, single.q2, -1);
      assert.equal(res.statusCode, 422);
      assert.equal((await answerRow(ana, single.q2))!.open_ended_score, null, 'nothing stored');
      assert.equal((await score(coordOther.headers, ana, single.q2, 1)).statusCode, 403);
      assert.equal((await score(students[0]!.headers, ana, single.q2, 1)).statusCode, 403);
    });

    it("marks an answer (single marking) and recomputes the participation's score with the one rule", async () => {
      const ana = single.participations.get(students[0]!.id)!;
      let res = await score(coordA.headers, ana, single.q2, 1.5, ' Faltou a conclusão ');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.message, 'Nota atribuída com sucesso');
      assert.equal(res.json().data.attributes.correction_status, 'pending', 'question 3 still waits');
      res = await score(coordB.headers, ana, single.q3, 3);
      assert.equal(res.json().data.attributes.correction_status, 'corrected');
      // q1 right (1) + q2 1.5 + q3 3 + the cancelled q4 credited to all (1).
      assert.equal((await participationRow(ana)).score, 6.5);
      assert.equal(res.json().data.attributes.score, 6.5);
      assert.equal((await answerRow(ana, single.q2))!.open_ended_comment, 'Faltou a conclusão');
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'grading.scored')
        .where('subject_id', '=', String(ana))
        .execute();
      assert.equal(audit.length, 2);

      // Davi left question 2 blank: it scores 0 by itself and is not pending; a mark may still be given.
      const davi = single.participations.get(students[3]!.id)!;
      res = await score(admin, davi, single.q3, 2);
      assert.equal(res.json().data.attributes.correction_status, 'corrected');
      res = await score(admin, davi, single.q2, 0.5);
      assert.equal(res.statusCode, 200);
      assert.equal((await participationRow(davi)).score, 1 + 0.5 + 2 + 1);
    });

    it('gives a file phase its score (step 0.1) until the ranking is published', async () => {
      const { examId } = await projectExam(db(), { projectId: ctx.config.projectId, end: -1 });
      const exam = await db()
        .selectFrom('exams')
        .select('edition_id')
        .where('id', '=', examId)
        .executeTakeFirstOrThrow();
      const coordinator = await newPerson(db(), { role: 'coordinator' });
      await db()
        .insertInto('edition_coordinators')
        .values({ edition_id: exam.edition_id, user_id: coordinator.id })
        .execute();
      const author = await newPerson(db(), { editions: [exam.edition_id], name: 'Autora do Projeto' });
      const p = await db()
        .insertInto('participations')
        .values({
          user_id: author.id,
          exam_id: examId,
          started_at: new Date(),
          ends_at: new Date(),
          finished_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const put = (headers: Record<string, string>, result_score: number | null, id = p.id) =>
        send('PUT', '/project_score', headers, { id: String(id), result_score });

      let list = await send('GET', `/participations?filter[exam_id]=${examId}`, coordinator.headers);
      assert.equal(list.json().data[0].attributes.correction_status, 'pending');
      let res = await put(coordinator.headers, 7.25);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['grading.error.scoreStep']);
      res = await put(coordinator.headers, 7.3);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.score, 7.3);
      const row = await participationRow(p.id);
      assert.deepEqual([row.result_score, row.score], [7.3, 7.3]);
      list = await send('GET', `/participations?filter[exam_id]=${examId}`, coordinator.headers);
      assert.equal(list.json().data[0].attributes.correction_status, 'corrected');
      assert.equal(list.json().data[0].attributes.score, 7.3);

      assert.equal((await put(coordOther.headers, 5)).statusCode, 403);
      assert.equal((await put(author.headers, 10)).statusCode, 403);
      res = await put(admin, 5, single.participations.get(students[0]!.id)!);
      assert.deepEqual(codes(res), ['grading.error.notFilePhase']);

      await db()
        .updateTable('exams')
        .set({ ranking_available_at: new Date() })
        .where('id', '=', examId)
        .execute();
      res = await put(coordinator.headers, 8);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['grading.error.rankingPublished']);
      assert.equal((await participationRow(p.id)).result_score, 7.3, 'read-only once published');
    });

    it('refuses a corrector list that is too short, unknown or not of the edition', async () => {
      const put = (body: Json, headers = admin) =>
        send('PUT', `/exams/${double.examId}/correction_assignments`, headers, body);
      let res = await put({ double_marking: true, marking_threshold: 1, corrector_ids: [coordA.id] });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['grading.error.twoCorrectors']);
      res = await put({
        double_marking: true,
        marking_threshold: 1,
        corrector_ids: [coordA.id, coordOther.id],
      });
      assert.deepEqual(codes(res), ['grading.error.ineligibleCorrector']);
      assert.equal(res.json().errors[0].source.pointer, '/corrector_ids/1');
      res = await put({
        double_marking: true,
        marking_threshold: 1,
        corrector_ids: [coordA.id, students[0]!.id],
      });
      assert.deepEqual(codes(res), ['grading.error.ineligibleCorrector']);
      res = await put({ double_marking: true, marking_threshold: 1, corrector_ids: [coordA.id, coordA.id] });
      assert.deepEqual(codes(res), ['grading.error.repeatedCorrector']);
      res = await put({ double_marking: false, marking_threshold: 1, corrector_ids: [] }, coordOther.headers);
      assert.equal(res.statusCode, 403);
      const count = await db()
        .selectFrom('corrections')
        .select(db().fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(count.n), 0, 'nothing stored');
      const exam = await db()
        .selectFrom('exams')
        .selectAll()
        .where('id', '=', double.examId)
        .executeTakeFirstOrThrow();
      assert.equal(exam.double_marking, false);
    });

    it('splits the answers among the correctors for blind double marking, balanced', async () => {
      const res = await send('PUT', `/exams/${double.examId}/correction_assignments`, coordA.headers, {
        double_marking: true,
        marking_threshold: 1,
        corrector_ids: [coordA.id, coordB.id, String(coordC.id)],
      });
      assert.equal(res.statusCode, 200, res.body);
      const summary = v.parse(CorrectionAssignmentSchema, res.json().data);
      assert.equal(summary.double_marking, true);
      assert.equal(
        summary.total_answers,
        10,
        '5 participations × 2 open questions (the cancelled one is left out)',
      );
      assert.equal(summary.unassigned, 0);
      assert.deepEqual(
        summary.correctors.map((c: Json) => [c.name, c.done]),
        [
          ['Corretor Beta', 0],
          ['Corretor Gama', 0],
          ['Corretora Alfa', 0],
        ],
      );
      const assigned = summary.correctors.map((c: Json) => c.assigned);
      assert.equal(
        assigned.reduce((a: number, b: number) => a + b, 0),
        20,
      );
      assert.ok(Math.max(...assigned) - Math.min(...assigned) <= 1, `balanced: ${assigned}`);
      assert.ok(summary.candidates.some((c: Json) => c.id === String(coordC.id)));
      assert.ok(!summary.candidates.some((c: Json) => c.id === String(coordOther.id)));

      const rows = await db().selectFrom('corrections').selectAll().execute();
      const byItem = new Map<string, number[]>();
      for (const r of rows)
        byItem.set(`${r.participation_id}:${r.question_id}`, [
          ...(byItem.get(`${r.participation_id}:${r.question_id}`) ?? []),
          r.corrector_id!,
        ]);
      for (const [item, on] of byItem)
        assert.equal(new Set(on).size, 2, `two different correctors on ${item}`);

      const again = await send('GET', `/exams/${double.examId}/correction_assignments`, coordB.headers);
      assert.deepEqual(again.json().data, summary);
    });

    /** The item's two correctors, as people. */
    const correctorsOf = async (participation: number, question: number) => {
      const rows = await db()
        .selectFrom('corrections')
        .selectAll()
        .where('participation_id', '=', participation)
        .where('question_id', '=', question)
        .orderBy('round')
        .execute();
      const people = [coordA, coordB, coordC];
      return rows.map((r) => ({ round: r.round, person: people.find((p) => p.id === r.corrector_id)! }));
    };

    it('keeps the marks blind: each corrector sees only their own; within the threshold the mean is final', async () => {
      const p = [...double.participations.values()][0]!;
      const [first, second] = await correctorsOf(p, double.q3);
      const item = async (who: Person) =>
        (await send('GET', `/participations/${p}/correction`, who.headers))
          .json()
          .data.items.find((i: Json) => i.question_id === String(double.q3));
      let res = await score(first!.person.headers, p, double.q3, 2, 'Bem argumentado');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(
        (await answerRow(p, double.q3))!.open_ended_score,
        null,
        'one blind mark is no final score',
      );
      const seen = await item(second!.person);
      assert.equal(seen.round, second!.round);
      assert.equal(seen.score, null, "never the other corrector's mark");
      assert.equal(seen.marks, undefined);
      assert.equal((await item(first!.person)).score, 2);

      res = await score(second!.person.headers, p, double.q3, 2.5);
      assert.equal(res.statusCode, 200, res.body);
      const final = await answerRow(p, double.q3);
      assert.equal(final!.open_ended_score, 2.25, 'the mean of 2 and 2.5');
      assert.equal(final!.open_ended_comment, 'Bem argumentado');
      assert.equal((await participationRow(p)).score, 1 + 2.25 + 1);

      // The third coordinator has no part in this answer: it stays hidden from them, and their mark is refused.
      const third = [coordA, coordB, coordC].find((c) => c !== first!.person && c !== second!.person)!;
      assert.equal(await item(third), undefined);
      res = await score(third.headers, p, double.q3, 1);
      assert.deepEqual(codes(res), ['grading.error.blindPending']);
    });

    it('settles the blind pair when both correctors mark at the same moment', async () => {
      const p = [...double.participations.values()][2]!;
      const [first, second] = await correctorsOf(p, double.q3);
      const both = await Promise.all([
        score(first!.person.headers, p, double.q3, 1),
        score(second!.person.headers, p, double.q3, 1.5),
      ]);
      assert.deepEqual(
        both.map((r) => r.statusCode),
        [200, 200],
      );
      assert.equal((await answerRow(p, double.q3))!.open_ended_score, 1.25);
      assert.equal((await participationRow(p)).score, 1 + 1.25 + 1);
    });

    it('sends a discrepancy to a third decision, which an admin who gave neither mark settles', async () => {
      const p = [...double.participations.values()][1]!;
      const [first, second] = await correctorsOf(p, double.q2);
      await score(first!.person.headers, p, double.q2, 0);
      await score(second!.person.headers, p, double.q2, 2);
      assert.equal(
        (await answerRow(p, double.q2))!.open_ended_score,
        null,
        'the marks disagree: no final score',
      );
      let summary = (await send('GET', `/exams/${double.examId}/correction_assignments`, admin)).json().data;
      assert.equal(summary.third_decisions_pending, 1);

      const firstView = (await send('GET', `/participations/${p}/correction`, first!.person.headers)).json()
        .data;
      const mine = firstView.items.find((i: Json) => i.question_id === String(double.q2));
      assert.equal(mine.round, first!.round, 'a blind corrector keeps their own round, never the third');
      assert.equal(mine.marks, undefined);

      const adminView = (await send('GET', `/participations/${p}/correction`, admin)).json().data;
      const decision = adminView.items.find((i: Json) => i.question_id === String(double.q2));
      assert.equal(decision.round, 3);
      assert.deepEqual(decision.marks, [
        { round: 1, score: first!.round === 1 ? 0 : 2 },
        { round: 2, score: first!.round === 2 ? 0 : 2 },
      ]);
      const res = await score(admin, p, double.q2, 1.5, 'Terceira correção');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await answerRow(p, double.q2))!.open_ended_score, 1.5, 'the third decision is final');
      summary = (await send('GET', `/exams/${double.examId}/correction_assignments`, admin)).json().data;
      assert.equal(summary.third_decisions_pending, 0);
    });

    it("lists each corrector's queue with its progress, and a new split keeps the marks given", async () => {
      const queue = async (who: Person) =>
        v.parse(
          v.array(MyCorrectionSchema),
          (await send('GET', `/exams/${double.examId}/my_corrections`, who.headers)).json().data,
        );
      const before = await Promise.all([coordA, coordB, coordC].map(queue));
      const done = before.flat().reduce((n, r) => n + r.done, 0);
      assert.equal(done, 6, 'the six blind marks given so far');
      assert.ok(before.every((q) => q.length > 0));

      const scored = await db()
        .selectFrom('corrections')
        .selectAll()
        .where('score', 'is not', null)
        .orderBy('id')
        .execute();
      const res = await send('PUT', `/exams/${double.examId}/correction_assignments`, admin, {
        double_marking: true,
        marking_threshold: 1,
        corrector_ids: [coordA.id, coordB.id],
      });
      assert.equal(res.statusCode, 200, res.body);
      const kept = await db()
        .selectFrom('corrections')
        .selectAll()
        .where('score', 'is not', null)
        .orderBy('id')
        .execute();
      assert.deepEqual(
        kept.map((r) => [r.participation_id, r.question_id, r.round, r.corrector_id, r.score]),
        scored.map((r) => [r.participation_id, r.question_id, r.round, r.corrector_id, r.score]),
      );
      const unscored = await db().selectFrom('corrections').selectAll().where('score', 'is', null).execute();
      assert.ok(unscored.every((r) => r.corrector_id === coordA.id || r.corrector_id === coordB.id));
      assert.equal(res.json().data.unassigned, 0);
      const gama = await queue(coordC);
      assert.ok(
        gama.every((r) => r.assigned === r.done),
        'the third coordinator keeps only what they marked',
      );
      assert.equal(
        (await send('GET', `/exams/${double.examId}/my_corrections`, coordOther.headers)).statusCode,
        403,
      );
    });
  });
}
