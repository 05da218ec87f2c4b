import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type UpdateObject } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../src/db/schema.js';
import { rankedExamIds } from '../src/features/exams/ranked-exams.js';
import { editionIdOf, examIdOf, participationIdOf, userIdOf } from './helpers/demo-ids.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { codes, sender, sessionHeaders } from './helpers/requests.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';
import { pdfText } from './helpers/pdf-text.js';

type Json = Record<string, any>;

describe('ranked exams of an edition, decided at once', () => {
  const exams = [
    { id: 10, phase: 1 },
    { id: 11, phase: 2 },
    { id: 12, phase: 3 },
  ];
  it('the first phase for every subscriber; later phases for those classified in the phase before', () => {
    assert.deepEqual([...rankedExamIds(exams, true, new Set())], [10]);
    assert.deepEqual([...rankedExamIds(exams, true, new Set([10]))].sort(), [10, 11]);
    assert.deepEqual([...rankedExamIds(exams, true, new Set([10, 11]))].sort(), [10, 11, 12]);
    assert.deepEqual([...rankedExamIds(exams, true, new Set([11]))].sort(), [10, 12]);
    assert.deepEqual([...rankedExamIds(exams, false, new Set([10, 11]))], []);
  });
});

for (const engine of engines()) {
  describe(`answer review, reports and ranking (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: AuthHeaders;
    let coordinator: AuthHeaders;
    let coordinatorWithout: AuthHeaders;
    let aluno: AuthHeaders;
    let aluna: AuthHeaders;
    let ana: AuthHeaders;
    let alunoId: number;
    let anaId: number;
    let obia: number;
    let exam1: number;
    let exam2: number;
    let pastExam: number;
    /** The 2025 exam's questions in order: right, wrong, cancelled, open (all answered by aluno@). */
    let pastQ: number[];
    let exam1Q: number[];
    let exam2Q: number[];
    let alunoP: number;
    let anaP: number;

    const send = (url: string, headers: Record<string, string> = {}) =>
      sender(() => ctx.app)('GET', url, headers);
    const db = () => ctx.dbHandle.db;
    const session = (userId: number) => sessionHeaders(db(), userId);
    const questionsOf = async (examId: number) =>
      (
        await db()
          .selectFrom('questions')
          .select('id')
          .where('exam_id', '=', examId)
          .orderBy('position')
          .execute()
      ).map((r) => r.id);
    /** Runs `body` with the 2025 exam's dates changed, then restores them. */
    const withPastExam = async (change: UpdateObject<Database, 'exams'>, body: () => Promise<void>) => {
      const original = await db()
        .selectFrom('exams')
        .select([
          'start_date',
          'end_date',
          'result_available_at',
          'classification_available_at',
          'ranking_available_at',
        ])
        .where('id', '=', pastExam)
        .executeTakeFirstOrThrow();
      await db().updateTable('exams').set(change).where('id', '=', pastExam).execute();
      try {
        await body();
      } finally {
        await db().updateTable('exams').set(original).where('id', '=', pastExam).execute();
      }
    };
    const results = (query: string, headers: AuthHeaders) => send(`/results?${query}`, headers);

    before(async () => {
      ctx = await startApp(engine);
      const editionId = (description: string) => editionIdOf(db(), description);
      obia = await editionId('OBIA 2026');
      const past = await editionId('OBIA 2025');
      const examId = (edition: number, phase: number) => examIdOf(db(), edition, phase);
      exam1 = await examId(obia, 1);
      exam2 = await examId(obia, 2);
      pastExam = await examId(past, 1);
      pastQ = await questionsOf(pastExam);
      exam1Q = await questionsOf(exam1);
      exam2Q = await questionsOf(exam2);
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      coordinator = (await signIn(ctx.app, 'coordenador@olimpiada.dev')).headers;
      coordinatorWithout = (await signIn(ctx.app, 'coordenador.sem@olimpiada.dev')).headers;
      const a = await signIn(ctx.app, 'aluno@olimpiada.dev');
      aluno = a.headers;
      alunoId = a.userId;
      aluna = (await signIn(ctx.app, 'aluna@olimpiada.dev')).headers;
      anaId = await userIdOf(db(), 'ana.ribeiro@exemplo.olimpiada.dev');
      ana = await session(anaId);
      alunoP = await participationIdOf(db(), alunoId, pastExam);
      anaP = await participationIdOf(db(), anaId, pastExam);
    });
    after(async () => {
      await ctx?.close();
    });

    it('the demo ranking: 20 more finished participants of OBIA 2025, rated by score and category', async () => {
      const ratings = await db().selectFrom('ratings').selectAll().where('exam_id', '=', pastExam).execute();
      assert.equal(ratings.length, 21);
      const exam = await db()
        .selectFrom('exams')
        .selectAll()
        .where('id', '=', pastExam)
        .executeTakeFirstOrThrow();
      for (const r of ratings) {
        assert.ok(r.category === 'regular' || r.category === 'opened');
        assert.equal(r.is_ranked, Number(r.score) >= Number(exam.minimal_score));
        const better = ratings.filter((o) => o.category === r.category && Number(o.score) > Number(r.score));
        assert.equal(r.category_position, better.length + 1, 'position by score within the category');
      }
      const participations = await db()
        .selectFrom('participations')
        .selectAll()
        .where('exam_id', '=', pastExam)
        .execute();
      assert.equal(participations.length, 21);
      assert.ok(participations.every((p) => p.finished_at !== null && p.score !== null));
      const alunoRating = ratings.find((r) => r.user_id === alunoId)!;
      assert.equal(alunoRating.score, 2.5);
      assert.equal(alunoRating.is_ranked, true);
    });

    it("GET /results: aluno's answer key after the exam, with the cancelled question counted apart", async () => {
      const res = await results(
        `filter[exam_id]=${pastExam}&filter[participation_id]=${alunoP}&page[size]=1`,
        aluno,
      );
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.data.length, 1);
      const result = doc.data[0];
      assert.equal(result.type, 'results');
      assert.equal(result.id, String(alunoP));
      assert.equal(result.attributes.score, 2.5);
      assert.deepEqual(result.attributes.counters, {
        correct: 1,
        wrong: 1,
        open: 1,
        cancelled: 1,
        answered: 3,
        gave_up: 0,
      });
      const sheet = result.attributes.answer_sheet;
      const [right, wrong, cancelled, open] = pastQ.map((id) => sheet[String(id)]);
      assert.deepEqual(Object.keys(sheet).sort(), pastQ.map(String).sort());
      assert.equal(right.correct, true);
      assert.deepEqual(right.multiple_choice, [right.user_answer]);
      assert.equal(right.kind, 'multiple_choice');
      assert.ok(right.comment.length > 0);
      assert.equal(wrong.correct, false);
      assert.notDeepEqual(wrong.multiple_choice, [wrong.user_answer]);
      assert.equal(cancelled.status, 'cancelled');
      assert.equal(cancelled.correct, null);
      assert.equal(open.kind, 'open_ended');
      assert.equal(open.open_ended_evaluation_id, `${alunoP}-${pastQ[3]}`);
      assert.equal(open.open_ended_score, 1.5);
      assert.equal(open.open_ended_comment, 'Boa resposta; faltou falar de vieses.');
      assert.equal(right.open_ended_evaluation_id, null);
      assert.deepEqual(result.relationships.participation.data, {
        type: 'participations',
        id: String(alunoP),
      });
      assert.deepEqual(result.relationships.exam.data, { type: 'exams', id: String(pastExam) });
      assert.equal(doc.meta.total_count, 1);
      assert.equal(doc.meta.page_count, 1);
    });

    it('GET /results: by participation alone, by exam alone (own only), or neither (own results)', async () => {
      const byParticipation = await results(`filter[participation_id]=${alunoP}`, aluno);
      assert.equal(byParticipation.statusCode, 200, byParticipation.body);
      assert.equal(byParticipation.json().data[0].id, String(alunoP));

      const byExam = await results(`filter[exam_id]=${pastExam}`, aluno);
      assert.equal(byExam.statusCode, 200, byExam.body);
      assert.deepEqual(
        byExam.json().data.map((r: Json) => r.id),
        [String(alunoP)],
        "a participant never sees other participants' answer keys",
      );

      const own = await results('', aluno);
      assert.equal(own.statusCode, 200, own.body);
      assert.deepEqual(
        own.json().data.map((r: Json) => r.id),
        [String(alunoP)],
      );
      assert.equal(own.headers['x-total-count'], '1');
    });

    it('GET /results: another user’s participation is 404, never revealed', async () => {
      for (const headers of [ana, aluna]) {
        const res = await results(`filter[participation_id]=${alunoP}`, headers);
        assert.equal(res.statusCode, 404, res.body);
        assert.deepEqual(codes(res), ['results.error.participationNotFound']);
        assert.ok(!res.body.includes('"score"'));
      }
      const wrongExam = await results(`filter[exam_id]=${exam1}&filter[participation_id]=${alunoP}`, aluno);
      assert.equal(wrongExam.statusCode, 404, 'the participation is not of that exam');
      const missing = await results('filter[participation_id]=987654321', aluno);
      assert.equal(missing.statusCode, 404);
    });

    it('GET /results: admins and the edition’s coordinators read any participation; other coordinators cannot', async () => {
      for (const headers of [admin, coordinator]) {
        const one = await results(`filter[participation_id]=${anaP}`, headers);
        assert.equal(one.statusCode, 200, one.body);
        assert.equal(one.json().data[0].id, String(anaP));
        const all = await results(`filter[exam_id]=${pastExam}&page[size]=5`, headers);
        assert.equal(all.statusCode, 200, all.body);
        assert.equal(all.json().data.length, 5);
        assert.equal(all.json().meta.total_count, 21);
        assert.equal(all.headers['x-total-count'], '21');
        assert.equal(all.headers['x-total-pages'], '5');
      }
      // A coordinator of OBIA 2026 only.
      await db()
        .insertInto('edition_coordinators')
        .values({ edition_id: obia, user_id: Number(coordinatorWithout.uid) })
        .execute();
      try {
        const one = await results(`filter[participation_id]=${alunoP}`, coordinatorWithout);
        assert.equal(one.statusCode, 404, one.body);
        const all = await results(`filter[exam_id]=${pastExam}`, coordinatorWithout);
        assert.equal(all.statusCode, 403, all.body);
        assert.deepEqual(codes(all), ['exam.error.notSubscribed']);
        const evaluation = await send(`/open_ended_evaluations/${alunoP}-${pastQ[3]}`, coordinatorWithout);
        assert.equal(evaluation.statusCode, 404);
        const ratings = await send(`/ratings?filter[exam]=${pastExam}`, coordinatorWithout);
        assert.equal(ratings.statusCode, 403);
      } finally {
        await db()
          .deleteFrom('edition_coordinators')
          .where('edition_id', '=', obia)
          .where('user_id', '=', Number(coordinatorWithout.uid))
          .execute();
      }
    });

    it('answer key, evaluations and reports are refused before the exam ends and before result_available_at', async () => {
      const evaluation = `${alunoP}-${pastQ[3]}`;
      const refused = async () => {
        for (const url of [
          `/results?filter[exam_id]=${pastExam}&filter[participation_id]=${alunoP}&page[size]=1`,
          `/results?filter[exam_id]=${pastExam}`,
          `/open_ended_evaluations/${evaluation}`,
          `/open_ended_evaluations/${evaluation}/score_details.pdf`,
          `/open_ended_evaluations/${evaluation}/text_analysis.pdf`,
        ]) {
          const res = await send(url, aluno);
          assert.equal(res.statusCode, 422, `${url}: ${res.body}`);
          assert.deepEqual(codes(res), ['results.error.notAvailable']);
          assert.equal(res.json().errors[0].detail, 'O gabarito ainda não está disponível.');
        }
        // Neither filter: the unavailable result is simply not listed.
        const own = await results('', aluno);
        assert.equal(own.statusCode, 200);
        assert.equal(own.json().data.length, 0);
        // Staff read at any time.
        for (const headers of [admin, coordinator]) {
          const res = await results(`filter[participation_id]=${alunoP}`, headers);
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.json().data[0].attributes.counters.correct, 1);
          const pdf = await send(`/open_ended_evaluations/${evaluation}/score_details.pdf`, headers);
          assert.equal(pdf.statusCode, 200);
        }
      };
      // The exam still in progress.
      await withPastExam(
        { start_date: sql`now() - interval '1 day'`, end_date: sql`now() + interval '1 day'` },
        refused,
      );
      // Over, but the results are published tomorrow.
      await withPastExam({ result_available_at: sql`now() + interval '1 day'` }, refused);
      // Published: allowed again.
      const res = await results(`filter[participation_id]=${alunoP}`, aluno);
      assert.equal(res.statusCode, 200);
    });

    it('GET /questions/{id}: one question, its resolution only after the exam expired', async () => {
      const running = await send(`/questions/${exam1Q[0]}`, aluno);
      assert.equal(running.statusCode, 200, running.body);
      const doc = running.json();
      assert.equal(doc.data.type, 'questions');
      assert.equal(doc.data.id, String(exam1Q[0]));
      assert.ok(doc.data.attributes.statement.includes('supervisionado'));
      assert.equal(doc.data.attributes.alternatives.length, 4);
      assert.ok(!('resolution' in doc.data.attributes), 'no answer key while in progress');
      assert.ok(!running.body.includes('resolution'));

      const staffView = await send(`/questions/${exam1Q[0]}`, coordinator);
      assert.equal(staffView.statusCode, 200);
      // The exam's staff read it as they write it (staffQuestionResource, issue 14): the key always.
      const staffAttributes = staffView.json().data.attributes;
      assert.ok(Array.isArray(staffAttributes.resolution.multiple_choice), 'staff read the answer key');
      assert.equal(staffAttributes.alternatives.filter((a: { correct: boolean }) => a.correct).length, 1);

      const expired = await send(`/questions/${pastQ[0]}`, aluno);
      assert.equal(expired.statusCode, 200, expired.body);
      const resolution = expired.json().data.attributes.resolution;
      assert.deepEqual(resolution.multiple_choice, ['1']);
      assert.ok(resolution.comment.includes('rótulos'));

      const sparse = await send(`/questions/${pastQ[0]}?fields[questions]=statement,kind`, aluno);
      assert.deepEqual(Object.keys(sparse.json().data.attributes).sort(), ['kind', 'statement']);

      const upcoming = await send(`/questions/${exam2Q[0]}`, aluno);
      assert.equal(upcoming.statusCode, 422, upcoming.body);
      assert.deepEqual(codes(upcoming), ['exam.error.notStarted']);
      const upcomingStaff = await send(`/questions/${exam2Q[0]}`, admin);
      assert.equal(upcomingStaff.statusCode, 200);

      const notSubscribed = await send(`/questions/${exam1Q[0]}`, aluna);
      assert.equal(notSubscribed.statusCode, 403);
      assert.deepEqual(codes(notSubscribed), ['exam.error.notSubscribed']);
    });

    it('GET /open_ended_evaluations/{id}: the grade, comments and the URLs of both reports', async () => {
      const id = `${alunoP}-${pastQ[3]}`;
      const res = await send(`/open_ended_evaluations/${id}`, aluno);
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data;
      assert.equal(data.type, 'open_ended_evaluations');
      assert.equal(data.id, id);
      assert.equal(data.attributes.score, 1.5);
      assert.equal(data.attributes.comments, 'Boa resposta; faltou falar de vieses.');
      assert.equal(data.attributes.score_details_url, `/api/open_ended_evaluations/${id}/score_details.pdf`);
      assert.equal(data.attributes.text_analysis_url, `/api/open_ended_evaluations/${id}/text_analysis.pdf`);
      assert.deepEqual(data.relationships.question.data, { type: 'questions', id: String(pastQ[3]) });
      assert.deepEqual(data.relationships.participation.data, { type: 'participations', id: String(alunoP) });
      const alias = await send(`/open_ended_evaluation/${id}`, aluno);
      assert.equal(alias.statusCode, 200);
      assert.equal(alias.json().data.id, id);
    });

    it('score_details.pdf mirrors the grading; text_analysis.pdf analyses the answer', async () => {
      const id = `${alunoP}-${pastQ[3]}`;
      const details = await send(`/open_ended_evaluations/${id}/score_details.pdf`, aluno);
      assert.equal(details.statusCode, 200, details.body);
      assert.equal(details.headers['content-type'], 'application/pdf');
      assert.match(
        String(details.headers['content-disposition']),
        /^attachment; filename="espelho-de-correcao-/,
      );
      assert.equal(details.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.equal((await PDFDocument.load(details.rawPayload)).getPageCount(), 1);
      const text = pdfText(details.rawPayload);
      for (const expected of [
        'Espelho de correção',
        'Bruno Aluno Pereira',
        'Cite dois cuidados éticos ao usar reconhecimento facial em escolas.',
        'Pedir o consentimento dos estudantes e responsáveis',
        '1,5',
        'Boa resposta; faltou falar de vieses.',
        'Consentimento, privacidade, vieses e finalidade.',
      ])
        assert.ok(text.includes(expected), `${expected} in\n${text}`);

      const analysis = await send(`/open_ended_evaluations/${id}/text_analysis.pdf`, aluno);
      assert.equal(analysis.statusCode, 200, analysis.body);
      assert.equal(analysis.headers['content-type'], 'application/pdf');
      assert.equal(analysis.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      const analysed = pdfText(analysis.rawPayload);
      for (const expected of [
        'Análise automática do texto',
        'Palavras',
        'Diversidade lexical',
        'consentimento: 1 ocorrência',
        'Índice de Flesch adaptado para o português',
      ])
        assert.ok(analysed.includes(expected), `${expected} in\n${analysed}`);
      // "Pedir o consentimento dos estudantes e responsáveis e proteger as imagens coletadas." — 12 words.
      assert.match(analysed, /Palavras\n12\n/);

      const spanish = await send(`/open_ended_evaluations/${id}/text_analysis.pdf?locale=es`, aluno);
      assert.ok(pdfText(spanish.rawPayload).includes('Análisis automático del texto'));
      const european = await send(`/open_ended_evaluations/${id}/score_details.pdf`, {
        ...aluno,
        'accept-language': 'pt-PT,pt;q=0.9',
      });
      assert.ok(pdfText(european.rawPayload).includes('Detalhe da correção'));
      const badLocale = await send(`/open_ended_evaluations/${id}/score_details.pdf?locale=xx`, aluno);
      assert.equal(badLocale.statusCode, 400);
    });

    it('evaluations: 404 for an ungraded or missing answer, a choice question, or someone else’s', async () => {
      const [pending] = await db()
        .selectFrom('answers')
        .innerJoin('participations', 'participations.id', 'answers.participation_id')
        .select(['answers.participation_id', 'answers.question_id'])
        .where('participations.exam_id', '=', pastExam)
        .where('answers.question_id', '=', pastQ[3]!)
        .where('answers.open_ended_score', 'is', null)
        .execute();
      assert.ok(pending, 'the demo has an open answer still to be graded');
      for (const id of [
        `${pending.participation_id}-${pending.question_id}`,
        `${alunoP}-${pastQ[0]}`,
        `${alunoP}-987654321`,
      ]) {
        for (const suffix of ['', '/score_details.pdf', '/text_analysis.pdf']) {
          const res = await send(`/open_ended_evaluations/${id}${suffix}`, admin);
          assert.equal(res.statusCode, 404, `${id}${suffix}: ${res.body}`);
          assert.deepEqual(codes(res), ['results.error.evaluationNotFound']);
        }
      }
      for (const suffix of ['', '/score_details.pdf', '/text_analysis.pdf']) {
        const res = await send(`/open_ended_evaluations/${alunoP}-${pastQ[3]}${suffix}`, ana);
        assert.equal(res.statusCode, 404, `someone else's${suffix}`);
      }
      const mine = await send(`/open_ended_evaluations/${anaP}-${pastQ[3]}`, ana);
      assert.equal(mine.statusCode, 200, mine.body);
    });

    it('a graded but empty answer has the grading mirror and no text analysis', async () => {
      const original = await db()
        .selectFrom('answers')
        .selectAll()
        .where('participation_id', '=', anaP)
        .where('question_id', '=', pastQ[3]!)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('answers')
        .set({ user_answer: '<p>&nbsp;</p>', open_ended_score: 0 })
        .where('participation_id', '=', anaP)
        .where('question_id', '=', pastQ[3]!)
        .execute();
      try {
        const id = `${anaP}-${pastQ[3]}`;
        const res = await send(`/open_ended_evaluations/${id}`, ana);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data.attributes.text_analysis_url, null);
        assert.equal(res.json().data.attributes.score, 0);
        const details = await send(`/open_ended_evaluations/${id}/score_details.pdf`, ana);
        assert.equal(details.statusCode, 200);
        assert.ok(pdfText(details.rawPayload).includes('Sem resposta.'));
        const analysis = await send(`/open_ended_evaluations/${id}/text_analysis.pdf`, ana);
        assert.equal(analysis.statusCode, 404);
        assert.deepEqual(codes(analysis), ['results.error.reportNotAvailable']);
      } finally {
        await db()
          .updateTable('answers')
          .set({ user_answer: original.user_answer, open_ended_score: original.open_ended_score })
          .where('participation_id', '=', anaP)
          .where('question_id', '=', pastQ[3]!)
          .execute();
      }
    });

    it('GET /ratings: the general ranking in pages of 7, by name, scores only in one’s own rating', async () => {
      const res = await send(`/ratings?filter[exam]=${pastExam}`, aluno);
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.data.length, 7);
      assert.equal(doc.meta.total_count, 21);
      assert.equal(doc.meta.page_count, 3);
      assert.equal(doc.meta.available, true);
      assert.equal(res.headers['x-total-count'], '21');
      assert.equal(res.headers['x-total-pages'], '3');
      const names: string[] = [];
      const ids = new Set<string>();
      for (const page of [1, 2, 3]) {
        const p = await send(`/ratings?filter[exam]=${pastExam}&page[number]=${page}`, aluno);
        for (const r of p.json().data) {
          names.push(r.attributes.participant);
          ids.add(r.id);
          assert.equal(r.type, 'ratings');
          assert.deepEqual(r.relationships.exam.data, { type: 'exams', id: String(pastExam) });
          const own = r.relationships.user.data.id === String(alunoId);
          assert.equal(
            'score' in r.attributes,
            own,
            `score only in one's own rating (${r.attributes.participant})`,
          );
        }
      }
      assert.equal(ids.size, 21);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => a.localeCompare(b, 'pt-BR')),
      );
      const beyond = await send(`/ratings?filter[exam]=${pastExam}&page[number]=4`, aluno);
      assert.equal(beyond.json().data.length, 0);

      const forAdmin = await send(`/ratings?filter[exam]=${pastExam}&page[size]=50`, admin);
      assert.equal(forAdmin.json().data.length, 21);
      assert.ok(forAdmin.json().data.every((r: Json) => typeof r.attributes.score === 'number'));
    });

    it('GET /ratings: own rating with score; filters by ranked and category; sorts', async () => {
      for (const user of [String(alunoId), 'me']) {
        const own = await send(
          `/ratings?filter[exam]=${pastExam}&filter[user]=${user}&fields[ratings]=is_ranked,participant,category,score`,
          aluno,
        );
        assert.equal(own.statusCode, 200, own.body);
        assert.equal(own.json().data.length, 1);
        assert.deepEqual(own.json().data[0].attributes, {
          participant: 'Bruno Aluno Pereira',
          is_ranked: true,
          category: 'regular',
          score: 2.5,
        });
      }

      const all = await db().selectFrom('ratings').selectAll().where('exam_id', '=', pastExam).execute();
      const ranked = await send(
        `/ratings?filter[exam]=${pastExam}&filter[is_ranked]=true&page[size]=50`,
        aluno,
      );
      assert.equal(ranked.json().meta.total_count, all.filter((r) => r.is_ranked).length);
      assert.ok(ranked.json().data.every((r: Json) => r.attributes.is_ranked === true));
      const notRanked = await send(`/ratings?filter[exam]=${pastExam}&filter[is_ranked]=false`, aluno);
      assert.equal(notRanked.json().meta.total_count, all.filter((r) => !r.is_ranked).length);
      assert.ok(notRanked.json().meta.total_count > 0);

      const opened = await send(`/ratings?filter[exam]=${pastExam}&filter[category]=opened`, aluno);
      assert.equal(opened.json().meta.total_count, all.filter((r) => r.category === 'opened').length);
      assert.ok(opened.json().data.every((r: Json) => r.attributes.category === 'opened'));

      const byScore = await send(`/ratings?filter[exam]=${pastExam}&sort=-score&page[size]=50`, admin);
      const scores = byScore.json().data.map((r: Json) => r.attributes.score);
      assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
      );
      const byPosition = await send(
        `/ratings?filter[exam]=${pastExam}&filter[category]=regular&sort=category_position&page[size]=50`,
        aluno,
      );
      const positions = byPosition.json().data.map((r: Json) => r.attributes.category_position);
      assert.equal(positions[0], 1);
      assert.deepEqual(
        positions,
        [...positions].sort((a, b) => a - b),
      );
    });

    it('GET /ratings: others’ ratings and other editions are forbidden to participants', async () => {
      const other = await send(`/ratings?filter[exam]=${pastExam}&filter[user]=${anaId}`, aluno);
      assert.equal(other.statusCode, 403, other.body);
      assert.deepEqual(codes(other), ['ratings.error.otherUser']);
      const staff = await send(`/ratings?filter[exam]=${pastExam}&filter[user]=${anaId}`, coordinator);
      assert.equal(staff.statusCode, 200);
      assert.equal(staff.json().data[0].attributes.participant, 'Ana Clara Ribeiro');

      const notSubscribed = await send(`/ratings?filter[exam]=${pastExam}`, aluna);
      assert.equal(notSubscribed.statusCode, 403, notSubscribed.body);
      assert.deepEqual(codes(notSubscribed), ['exam.error.notSubscribed']);
      const unknown = await send('/ratings?filter[exam]=987654321', aluno);
      assert.equal(unknown.statusCode, 404);
    });

    it('GET /ratings: an empty list with meta.available=false before the ranking is published', async () => {
      await withPastExam({ ranking_available_at: sql`now() + interval '1 day'` }, async () => {
        const general = await send(`/ratings?filter[exam]=${pastExam}`, aluno);
        assert.equal(general.statusCode, 200, general.body);
        assert.deepEqual(general.json().data, []);
        assert.equal(general.json().meta.available, false);
        assert.equal(general.json().meta.total_count, 0);
        assert.equal(general.headers['x-total-count'], '0');
        // The classification is already out: one's own rating is there.
        const own = await send(`/ratings?filter[exam]=${pastExam}&filter[user]=me`, aluno);
        assert.equal(own.json().meta.available, true);
        assert.equal(own.json().data[0].attributes.score, 2.5);
        const staff = await send(`/ratings?filter[exam]=${pastExam}`, coordinator);
        assert.equal(staff.json().meta.total_count, 21);
        assert.equal(staff.json().meta.available, true);
      });
      await withPastExam(
        {
          ranking_available_at: sql`now() + interval '1 day'`,
          classification_available_at: sql`now() + interval '1 day'`,
        },
        async () => {
          const own = await send(`/ratings?filter[exam]=${pastExam}&filter[user]=me`, aluno);
          assert.deepEqual(own.json().data, []);
          assert.equal(own.json().meta.available, false);
        },
      );
      // Without dates, nothing before the exam's end.
      await withPastExam(
        {
          ranking_available_at: null,
          classification_available_at: null,
          start_date: sql`now() - interval '1 day'`,
          end_date: sql`now() + interval '1 day'`,
        },
        async () => {
          const running = await send(`/ratings?filter[exam]=${pastExam}`, aluno);
          assert.equal(running.json().meta.available, false);
        },
      );
      // The exam's end alone publishes nothing (issue 15): no classification or ranking instant, no list.
      await withPastExam({ ranking_available_at: null, classification_available_at: null }, async () => {
        const over = await send(`/ratings?filter[exam]=${pastExam}`, aluno);
        assert.equal(over.json().meta.available, false);
        assert.deepEqual(over.json().data, []);
        const own = await send(`/ratings?filter[exam]=${pastExam}&filter[user]=me`, aluno);
        assert.equal(own.json().meta.available, false);
        const staff = await send(`/ratings?filter[exam]=${pastExam}`, coordinator);
        assert.equal(staff.json().meta.total_count, 21);
      });
    });

    it('GET /edition/{id}?include=exams: each exam says whether the reader is ranked for it', async () => {
      const rankedOf = async (headers: AuthHeaders, path = 'edition') => {
        const res = await send(`/${path}/${obia}?include=exams`, headers);
        assert.equal(res.statusCode, 200, res.body);
        const exams = res.json().included.filter((r: Json) => r.type === 'exams');
        return Object.fromEntries(exams.map((e: Json) => [e.attributes.phase, e.attributes.ranked_user]));
      };
      assert.deepEqual(await rankedOf(aluno), { 1: true, 2: false, 3: false });
      assert.deepEqual(await rankedOf(aluna), { 1: false, 2: false, 3: false }, 'not subscribed');
      await db()
        .insertInto('ratings')
        .values({ exam_id: exam1, user_id: alunoId, category: 'regular', is_ranked: true, score: 8 })
        .execute();
      try {
        assert.deepEqual(await rankedOf(aluno, 'editions'), { 1: true, 2: true, 3: false });
        // The same answer as the exam itself gives.
        const exam = await send(`/exams/${exam2}`, aluno);
        assert.equal(exam.json().data.attributes.ranked_user, true);
        const sparse = await send(`/edition/${obia}?include=exams&fields[exams]=phase,ranked_user`, aluno);
        assert.equal(sparse.statusCode, 200, sparse.body);
      } finally {
        await db()
          .deleteFrom('ratings')
          .where('exam_id', '=', exam1)
          .where('user_id', '=', alunoId)
          .execute();
      }
    });

    it('malformed ids, filters and parameters: 400 or 404, never 500', async () => {
      const cases: [string, number][] = [
        ['/results?filter[exam_id]=abc', 400],
        ['/results?filter[participation_id]=1e3', 400],
        ['/results?filter[participation_id]=-1', 400],
        ['/results?filter[user_id]=1', 400],
        ['/results?page[size]=0', 400],
        ['/results?fields[results]=password', 400],
        ['/results?filter[exam_id]=987654321', 404],
        ['/questions/abc', 404],
        ['/questions/1.5', 404],
        ['/questions/99999999999999999999', 404],
        ['/questions/987654321', 404],
        ['/questions/1?fields[questions]=secret', 400],
        ['/open_ended_evaluations/abc', 404],
        ['/open_ended_evaluations/1-2-3', 404],
        ['/open_ended_evaluations/99999999999999999999-1', 404],
        ['/open_ended_evaluations/%00/score_details.pdf', 404],
        ['/ratings', 400],
        ['/ratings?filter[exam]=x', 400],
        [`/ratings?filter[exam]=${pastExam}&filter[user]=x`, 400],
        [`/ratings?filter[exam]=${pastExam}&filter[is_ranked]=maybe`, 400],
        [`/ratings?filter[exam]=${pastExam}&sort=password`, 400],
        [`/ratings?filter[exam]=${pastExam}&page[number]=0`, 400],
        [`/ratings?filter[exam]=${pastExam}&filter[category]=${'x'.repeat(60)}`, 400],
        [`/ratings?filter[exam]=${pastExam}&fields[ratings]=email`, 400],
      ];
      for (const [url, status] of cases) {
        const res = await send(url, aluno);
        assert.equal(res.statusCode, status, `${url}: ${res.body}`);
        assert.ok(Array.isArray(res.json().errors), url);
      }
      const missingExam = await send('/ratings', aluno);
      assert.deepEqual(codes(missingExam), ['ratings.error.examRequired']);
      for (const url of [
        '/results',
        '/ratings?filter[exam]=1',
        '/questions/1',
        '/open_ended_evaluations/1-1',
      ])
        assert.equal((await send(url)).statusCode, 401, url);
    });
  });
}
