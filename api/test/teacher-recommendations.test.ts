import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { editionIdOf, examIdOf, participationIdOf } from './helpers/demo-ids.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { newPerson } from './helpers/project-phase.js';
import { codes, sender } from './helpers/requests.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';

type Json = Record<string, any>;

for (const engine of engines()) {
  describe(`teacher recommendations (${engine.name})`, () => {
    let ctx: TestContext;
    let aluno: AuthHeaders;
    let other: AuthHeaders;
    /** aluno@'s finished OBIA 2025 participation, and one they start in OBIA 2026 phase 1. */
    let pastParticipation: string;
    let currentParticipation: string;
    let otherParticipation: string;
    let pastExam: number;
    let exam1: number;
    let created: string;

    const send = sender(() => ctx.app);
    const create = (headers: Record<string, string>, attributes: Json) =>
      send('POST', '/teacher_recommendation', headers, {
        data: { type: 'teacher_recommendations', attributes },
      });
    const update = (
      headers: Record<string, string>,
      id: string,
      attributes: Json,
      type = 'teacher_recommendations',
    ) => send('PUT', `/teacher_recommendation/${id}`, headers, { data: { type, id, attributes } });
    const stored = () =>
      ctx.dbHandle.db.selectFrom('teacher_recommendations').selectAll().orderBy('id').execute();
    const startExam = async (headers: AuthHeaders, examId: number) => {
      const res = await send('POST', '/participations', headers, {
        data: {
          type: 'participations',
          attributes: { answers: [] },
          relationships: { exam: { data: { type: 'exams', id: String(examId) } } },
        },
      });
      assert.ok(res.statusCode === 201 || res.statusCode === 200, res.body);
      return String(res.json().data.id);
    };

    before(async () => {
      ctx = await startApp(engine);
      const db = ctx.dbHandle.db;
      const edition = (description: string) => editionIdOf(db, description);
      const examOf = (editionId: number) => examIdOf(db, editionId, 1);
      const obia = await edition('OBIA 2026');
      exam1 = await examOf(obia);
      pastExam = await examOf(await edition('OBIA 2025'));
      const a = await signIn(ctx.app, 'aluno@olimpiada.dev');
      aluno = a.headers;
      pastParticipation = String(await participationIdOf(db, a.userId, pastExam));
      currentParticipation = await startExam(aluno, exam1);

      // Another student of OBIA 2026 with an attempt of their own.
      other = (await newPerson(db, { editions: [obia], name: 'Outra Estudante' })).headers;
      otherParticipation = await startExam(other, exam1);
    });
    after(async () => {
      await ctx?.close();
    });

    it('asks for authentication', async () => {
      const res = await send('GET', `/teacher_recommendation?filter[participation]=${pastParticipation}`, {});
      assert.equal(res.statusCode, 401);
    });

    it("refuses a short name and an invalid e-mail with the spec's messages, in the caller's language", async () => {
      const bad = {
        teacher_name: '  Jo ',
        teacher_email: 'professor@escola',
        participation_id: pastParticipation,
      };
      const pt = await create(aluno, bad);
      assert.equal(pt.statusCode, 422, pt.body);
      const errors = pt.json().errors;
      assert.deepEqual(
        errors.map((e: Json) => [e.code, e.source.pointer, e.detail]),
        [
          [
            'recommendation.validation.nameMinLength',
            '/data/attributes/teacher_name',
            'O nome precisa ter ao menos 3 caracteres',
          ],
          [
            'recommendation.validation.invalidEmail',
            '/data/attributes/teacher_email',
            'O email deve ser um endereço válido',
          ],
        ],
      );
      const es = await create({ ...aluno, 'accept-language': 'es-AR,es;q=0.9' }, bad);
      assert.deepEqual(
        es.json().errors.map((e: Json) => e.detail),
        ['El nombre debe tener al menos 3 caracteres', 'El correo electrónico debe ser una dirección válida'],
      );
      const ptPT = await create({ ...aluno, 'accept-language': 'pt-PT' }, bad);
      assert.deepEqual(
        ptPT.json().errors.map((e: Json) => e.detail),
        ['O nome tem de ter pelo menos 3 caracteres', 'O e-mail tem de ser um endereço válido'],
      );
      const missing = await create(aluno, {
        teacher_name: 'Maria Professora',
        teacher_email: 'maria@escola.br',
      });
      assert.equal(missing.statusCode, 422);
      assert.deepEqual(codes(missing), ['recommendation.validation.participationRequired']);
      assert.equal(missing.json().errors[0].source.pointer, '/data/attributes/participation_id');
      const wrongSource = await create(aluno, {
        teacher_name: 'Maria Professora',
        teacher_email: 'maria@escola.br',
        source: 'fax',
        participation_id: pastParticipation,
      });
      assert.deepEqual(codes(wrongSource), ['recommendation.validation.invalidSource']);
      const notJson = await send('POST', '/teacher_recommendation', aluno, {
        data: { type: 'users', attributes: {} },
      });
      assert.equal(notJson.statusCode, 409);
      assert.deepEqual(await stored(), []);
    });

    it("another user's participation is not found, and nothing is stored", async () => {
      const res = await create(other, {
        teacher_name: 'Maria Professora',
        teacher_email: 'maria@escola.br',
        participation_id: pastParticipation,
      });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(codes(res), ['recommendation.error.participationNotFound']);
      assert.equal(res.json().errors[0].detail, 'Participação não encontrada.');
      const read = await send(
        'GET',
        `/teacher_recommendation?filter[participation]=${pastParticipation}`,
        other,
      );
      assert.equal(read.statusCode, 404);
      const unknown = await create(aluno, {
        teacher_name: 'Maria Professora',
        teacher_email: 'maria@escola.br',
        participation_id: '999999',
      });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(await stored(), []);
    });

    it('creates one recommendation per participation (trimmed, e-mail lowercased); a second is refused', async () => {
      const res = await create(aluno, {
        teacher_name: '  Maria da Silva ',
        teacher_email: ' Maria.Silva@Escola.EDU.br',
        source: 'web',
        participation_id: pastParticipation,
      });
      assert.equal(res.statusCode, 201, res.body);
      const data = res.json().data;
      assert.equal(data.type, 'teacher_recommendations');
      assert.deepEqual(data.attributes, {
        teacher_name: 'Maria da Silva',
        teacher_email: 'maria.silva@escola.edu.br',
        source: 'web',
        participation_id: pastParticipation,
      });
      created = data.id;

      const again = await create(aluno, {
        teacher_name: 'João Souza',
        teacher_email: 'joao@escola.br',
        participation_id: Number(pastParticipation),
      });
      assert.equal(again.statusCode, 422);
      assert.deepEqual(codes(again), ['recommendation.error.exists']);
      assert.equal(again.json().errors[0].detail, 'Já existe uma indicação para esta participação.');
      const rows = await stored();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.teacher_name, 'Maria da Silva');
    });

    it('lists the recommendation of a participation (0 or 1) for its owner only', async () => {
      const one = await send(
        'GET',
        `/teacher_recommendation?filter[participation]=${pastParticipation}`,
        aluno,
      );
      assert.equal(one.statusCode, 200, one.body);
      assert.deepEqual(
        one.json().data.map((r: Json) => [r.id, r.attributes.teacher_email]),
        [[created, 'maria.silva@escola.edu.br']],
      );
      const none = await send(
        'GET',
        `/teacher_recommendation?filter[participation]=${currentParticipation}`,
        aluno,
      );
      assert.deepEqual(none.json().data, []);
      const mine = await send('GET', '/teacher_recommendation', other);
      assert.deepEqual(mine.json().data, [], "without the filter: the caller's own only");
      const bad = await send('GET', '/teacher_recommendation?filter[participation]=abc', aluno);
      assert.equal(bad.statusCode, 400);
      const unknownFilter = await send('GET', '/teacher_recommendation?filter[user]=1', aluno);
      assert.equal(unknownFilter.statusCode, 400);
    });

    it('updates it for the owner; another user, bad input and a mismatched id leave it intact', async () => {
      const res = await update(aluno, created, {
        teacher_name: 'Maria Aparecida da Silva',
        teacher_email: 'MARIA@escola.br',
        source: 'web',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.teacher_name, 'Maria Aparecida da Silva');
      assert.equal(res.json().data.attributes.teacher_email, 'maria@escola.br');
      assert.equal(res.json().data.attributes.participation_id, pastParticipation);

      const stolen = await update(other, created, { teacher_name: 'Intrusa', teacher_email: 'x@y.com' });
      assert.equal(stolen.statusCode, 404);
      assert.deepEqual(codes(stolen), ['recommendation.error.notFound']);
      const invalid = await update({ ...aluno, 'accept-language': 'es' }, created, {
        teacher_name: 'Ma',
        teacher_email: 'maria@escola.br',
      });
      assert.equal(invalid.statusCode, 422);
      assert.deepEqual(codes(invalid), ['recommendation.validation.nameMinLength']);
      assert.equal(invalid.json().errors[0].detail, 'El nombre debe tener al menos 3 caracteres');
      const mismatch = await send('PUT', `/teacher_recommendation/${created}`, aluno, {
        data: { type: 'teacher_recommendations', id: '12345', attributes: { teacher_name: 'Outra Pessoa' } },
      });
      assert.equal(mismatch.statusCode, 409);
      const wrongType = await update(aluno, created, { teacher_name: 'Outra Pessoa' }, 'users');
      assert.equal(wrongType.statusCode, 409);
      const unknown = await update(aluno, '987654', {
        teacher_name: 'Outra Pessoa',
        teacher_email: 'a@b.co',
      });
      assert.equal(unknown.statusCode, 404);
      const garbage = await update(aluno, 'abc', { teacher_name: 'Outra Pessoa', teacher_email: 'a@b.co' });
      assert.equal(garbage.statusCode, 404);
      // The teacher's name is plain text: a control character is refused, in Portuguese.
      const control = await update(aluno, created, {
        teacher_name: 'Maria\u0000 Silva',
        teacher_email: 'maria@escola.br',
      });
      assert.equal(control.statusCode, 422, control.body);
      assert.deepEqual(codes(control), ['validation.controlCharacters']);
      assert.equal(control.json().errors[0].source.pointer, '/data/attributes/teacher_name');
      const created2 = await create(other, {
        teacher_name: 'Prof\nOutro',
        teacher_email: 'p@e.br',
        source: 'web',
        participation_id: otherParticipation,
      });
      assert.equal(created2.statusCode, 422, created2.body);
      assert.deepEqual(codes(created2), ['validation.controlCharacters']);

      const rows = await stored();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.teacher_name, 'Maria Aparecida da Silva');
      assert.equal(rows[0]!.teacher_email, 'maria@escola.br');
    });

    it('the participation carries its recommendation relationship (null without one)', async () => {
      const list = await send('GET', `/participations?filter[exam_id]=${pastExam}`, aluno);
      assert.equal(list.statusCode, 200, list.body);
      assert.deepEqual(list.json().data[0].relationships.recommendation, {
        data: { type: 'teacher_recommendations', id: created },
      });
      const current = await send('GET', `/participations?filter[exam_id]=${exam1}`, aluno);
      assert.deepEqual(current.json().data[0].relationships.recommendation, { data: null });

      // The other student recommends; the start answer (the existing attempt) shows it too.
      const theirs = await create(other, {
        teacher_name: 'Paulo Santos',
        teacher_email: 'paulo@escola.br',
        participation_id: otherParticipation,
      });
      assert.equal(theirs.statusCode, 201, theirs.body);
      const restart = await send('POST', '/participations', other, {
        data: {
          type: 'participations',
          attributes: { answers: [] },
          relationships: { exam: { data: { type: 'exams', id: String(exam1) } } },
        },
      });
      assert.equal(restart.json().data.relationships.recommendation.data.id, theirs.json().data.id);
      const sparse = await send(
        'GET',
        `/participations?filter[exam_id]=${exam1}&fields[participations]=status,recommendation`,
        other,
      );
      assert.equal(sparse.statusCode, 200, sparse.body);
      assert.deepEqual(Object.keys(sparse.json().data[0].relationships), ['recommendation']);
      assert.equal(sparse.json().data[0].relationships.recommendation.data.id, theirs.json().data.id);
    });
  });
}
