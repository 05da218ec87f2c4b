import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { achievementsOf, matchAchievement } from '../src/features/certificates/achievement.js';
import { DEMO_VOUCHER } from '../src/seed/demo-awards.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { codes, sender, sessionHeaders } from './helpers/requests.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';

type Json = Record<string, any>;

/** The text lines drawn on the PDF's first page (pdf-lib writes each line as one hex string). */
async function pdfLines(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const lines: string[] = [];
  for (const stream of streams) {
    const raw = stream as PDFRawStream;
    const data = raw.dict.get(PDFName.of('Filter')) ? inflateSync(raw.contents) : raw.contents;
    const text = Buffer.from(data).toString('latin1');
    for (const m of text.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  }
  return lines;
}

describe('certificate achievements', () => {
  it('reads well-formed achievements only and matches a score by its range, highest minimum first', () => {
    const list = achievementsOf({
      achievements: [
        { name: 'Bronze', min_score: 0, max_score: 5 },
        { name: 'Prata', min_score: '5', max_score: '8' },
        { name: 'Ouro', min_score: 8, max_score: 10 },
        { name: '', min_score: 0, max_score: 10 },
        { name: 'Invertida', min_score: 9, max_score: 1 },
        'lixo',
      ],
    });
    assert.deepEqual(
      list.map((a) => a.name),
      ['Bronze', 'Prata', 'Ouro'],
    );
    assert.equal(matchAchievement(list, 8)?.name, 'Ouro');
    assert.equal(matchAchievement(list, 5)?.name, 'Prata');
    assert.equal(matchAchievement(list, 0)?.name, 'Bronze');
    assert.equal(matchAchievement(list, 10.5), null);
    assert.equal(matchAchievement(list, null), null);
    assert.deepEqual(achievementsOf({ achievements: 'nada' }), []);
    assert.deepEqual(achievementsOf(null), []);
  });
});

for (const engine of engines()) {
  describe(`awards and certificates (${engine.name})`, () => {
    let ctx: TestContext;
    let aluno: AuthHeaders;
    let aluna: AuthHeaders;
    let alunoId: number;
    let alunaId: number;
    let professorId: number;
    let past: number;
    let current: number;
    let pastExam: number;
    let foreignEdition: number;

    const send = sender(() => ctx.app);
    const awards = (headers: Record<string, string>, query = '') =>
      send('GET', `/participation_award${query}`, headers);
    const session = (userId: number) => sessionHeaders(ctx.dbHandle.db, userId);
    const today = (zone: string) => DateTime.now().setZone(zone).toFormat('dd/MM/yyyy');

    before(async () => {
      ctx = await startApp(engine);
      const db = ctx.dbHandle.db;
      const edition = (description: string) => editionIdOf(db, description);
      const userId = (email: string) => userIdOf(db, email);
      past = await edition('OBIA 2025');
      current = await edition('OBIA 2026');
      pastExam = (
        await db.selectFrom('exams').select('id').where('edition_id', '=', past).executeTakeFirstOrThrow()
      ).id;
      const a = await signIn(ctx.app, 'aluno@olimpiada.dev');
      aluno = a.headers;
      alunoId = a.userId;
      alunaId = await userId('aluna@olimpiada.dev');
      professorId = await userId('professor@olimpiada.dev');
      aluna = await session(alunaId);

      // Another olympiad's edition, certificate available, with aluno@ subscribed and an award.
      await db.insertInto('projects').values({ id: 77, name: 'Outra olimpíada', slug: 'outra' }).execute();
      foreignEdition = (
        await db
          .insertInto('editions')
          .values({ project_id: 77, description: 'Outra 2025', year: 2025, certificate_available: true })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await db
        .insertInto('inscriptions')
        .values({
          edition_id: foreignEdition,
          user_id: alunoId,
          category: 'regular',
          registrable_type: 'Core::Student',
        })
        .execute();
      await db
        .insertInto('participation_awards')
        .values({
          user_id: alunoId,
          edition_id: foreignEdition,
          description: 'Ouro — Outra 2025',
          voucher: 'X-1',
        })
        .execute();
    });
    after(async () => {
      await ctx?.close();
    });

    describe('awards', () => {
      it('asks for authentication', async () => {
        assert.equal((await awards({}, '?filter[visualized]=false')).statusCode, 401);
        assert.equal((await send('PUT', '/confirm-awards', {})).statusCode, 401);
      });

      it("lists the caller's unseen awards: the demo silver medal of OBIA 2025 with its voucher", async () => {
        const res = await awards(aluno, '?filter[visualized]=false');
        assert.equal(res.statusCode, 200, res.body);
        const data = res.json().data;
        assert.equal(data.length, 1, 'the other olympiad’s award is not listed');
        assert.equal(data[0].type, 'participation_awards');
        assert.deepEqual(data[0].attributes, {
          description: 'Medalha de prata — OBIA 2025',
          voucher: DEMO_VOUCHER,
          visualized: false,
          medal: 'silver',
          edition_id: String(past),
        });
        assert.deepEqual((await awards(aluno, '?filter[visualized]=true')).json().data, []);
        assert.deepEqual((await awards(aluna)).json().data, [], 'another student has none');
        assert.equal((await awards(aluno, '?filter[visualized]=talvez')).statusCode, 400);
        assert.equal((await awards(aluno, '?filter[user_id]=1')).statusCode, 400);
      });

      it('confirming marks only the caller’s awards as seen, and is idempotent', async () => {
        const db = ctx.dbHandle.db;
        await db
          .insertInto('participation_awards')
          .values({
            user_id: alunaId,
            edition_id: past,
            medal: 'bronze',
            description: 'Medalha de bronze',
            voucher: 'B-2',
          })
          .execute();

        const first = await send('PUT', '/confirm-awards', aluno);
        assert.equal(first.statusCode, 200, first.body);
        assert.deepEqual(first.json().meta, { confirmed: 1 });
        const again = await send('PUT', '/confirm-awards', aluno);
        assert.deepEqual(again.json().meta, { confirmed: 0 });

        assert.deepEqual((await awards(aluno, '?filter[visualized]=false')).json().data, []);
        const all = (await awards(aluno)).json().data;
        assert.equal(all.length, 1);
        assert.equal(all[0].attributes.visualized, true);
        const foreign = await db
          .selectFrom('participation_awards')
          .select('visualized')
          .where('edition_id', '=', foreignEdition)
          .executeTakeFirstOrThrow();
        assert.equal(foreign.visualized, false, 'the other olympiad’s award is left alone');

        const hers = await awards(aluna, '?filter[visualized]=false');
        assert.deepEqual(
          hers.json().data.map((a: Json) => a.attributes.description),
          ['Medalha de bronze'],
        );
        assert.deepEqual((await send('PUT', '/confirm-awards', aluna)).json().meta, { confirmed: 1 });
      });
    });

    describe('certificates', () => {
      const certificate = (headers: Record<string, string>, editionId: number | string) =>
        send('GET', `/editions/${editionId}/certificate`, headers);

      it('gives a subscribed participant their certificate of an edition whose certificate is available', async () => {
        const res = await certificate(aluno, past);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['content-type'], 'application/pdf');
        assert.equal(res.headers['content-disposition'], 'attachment; filename="certificado.pdf"');
        const bytes = res.rawPayload;
        assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
        const doc = await PDFDocument.load(bytes);
        assert.equal(doc.getPageCount(), 1);
        const { width, height } = doc.getPage(0).getSize();
        assert.ok(width > height, 'landscape');
        assert.equal(doc.getTitle(), 'Certificado — Bruno Aluno Pereira');
        const lines = await pdfLines(bytes);
        assert.ok(lines.includes('CERTIFICADO'), lines.join(' | '));
        assert.ok(lines.includes('Bruno Aluno Pereira'));
        assert.ok(lines.includes('participou da OBIA 2025.'));
        assert.ok(lines.includes('O B I A   2 0 2 5'), 'the edition name and year');
        const dates = [today('America/Sao_Paulo')];
        assert.ok(
          lines.some((l) => dates.some((d) => l === `Emitido em ${d}`)),
          `issue date in São Paulo: ${lines.join(' | ')}`,
        );
        assert.ok(!lines.some((l) => l.startsWith('Conquista')), 'no achievements in this edition');
      });

      it("names the achievement the participant's best score reaches, in the caller's language", async () => {
        const db = ctx.dbHandle.db;
        const { score } = await db
          .selectFrom('participations')
          .select('score')
          .where('user_id', '=', alunoId)
          .where('exam_id', '=', pastExam)
          .executeTakeFirstOrThrow();
        assert.ok(score !== null && score > 1);
        const achievements = [
          { name: 'Medalha de ouro', min_score: score + 1, max_score: 100 },
          { name: 'Medalha de prata', min_score: score - 0.5, max_score: score + 0.5 },
          { name: 'Menção honrosa', min_score: 0, max_score: score - 0.6 },
        ];
        await db
          .updateTable('editions')
          .set({ details: JSON.stringify({ achievements }), time_zone: 'Europe/Lisbon' })
          .where('id', '=', past)
          .execute();
        try {
          const res = await certificate({ ...aluno, 'accept-language': 'es' }, past);
          assert.equal(res.statusCode, 200, res.body);
          const lines = await pdfLines(res.rawPayload);
          assert.ok(lines.includes('participó en la OBIA 2025.'), lines.join(' | '));
          assert.ok(lines.includes('Logro: ') && lines.includes('Medalha de prata'), lines.join(' | '));
          assert.ok(lines.includes(`Emitido el ${today('Europe/Lisbon')}`), lines.join(' | '));
        } finally {
          await db
            .updateTable('editions')
            .set({ details: '{}', time_zone: 'America/Sao_Paulo' })
            .where('id', '=', past)
            .execute();
        }
        // Malformed achievements never break the certificate.
        await db
          .updateTable('editions')
          .set({ details: '{"achievements":"x"}' })
          .where('id', '=', past)
          .execute();
        try {
          assert.equal((await certificate(aluno, past)).statusCode, 200);
        } finally {
          await db.updateTable('editions').set({ details: '{}' }).where('id', '=', past).execute();
        }
      });

      it('refuses while not available, when not subscribed, and for unknown editions', async () => {
        const notYet = await certificate(aluno, current);
        assert.equal(notYet.statusCode, 422);
        assert.deepEqual(codes(notYet), ['certificate.error.notAvailable']);
        assert.equal(notYet.json().errors[0].detail, 'Certificado ainda não disponível.');
        const ptPT = await certificate({ ...aluno, 'accept-language': 'pt-PT' }, current);
        assert.equal(ptPT.json().errors[0].detail, 'Certificado ainda não disponível.');

        const notSubscribed = await certificate(aluna, past);
        assert.equal(notSubscribed.statusCode, 403);
        assert.deepEqual(codes(notSubscribed), ['certificate.error.notSubscribed']);

        for (const id of ['999999', 'abc', String(foreignEdition)]) {
          const res = await certificate(aluno, id);
          assert.equal(res.statusCode, 404, id);
          assert.deepEqual(codes(res), ['certificate.error.editionNotFound']);
        }
        assert.equal((await certificate({}, past)).statusCode, 401);
      });

      describe('membership certificates (group editions)', () => {
        let outsider: AuthHeaders;
        const membership = (headers: Record<string, string>, email: string, editionId: number = past) =>
          send('GET', `/editions/${editionId}/membership_certificate/${encodeURIComponent(email)}`, headers);

        before(async () => {
          const db = ctx.dbHandle.db;
          const team = async (name: string) =>
            (
              await db
                .insertInto('teams')
                .values({ name, exam_id: pastExam, edition_id: past, created_by: alunoId })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
          const alfa = await team('Time Alfa');
          const beta = await team('Time Beta');
          await sql`insert into memberships (team_id, user_id, role, name, email) values
            (${alfa}, ${alunoId}, 'leader', 'Bruno Aluno Pereira', 'aluno@olimpiada.dev'),
            (${alfa}, null, 'member', 'Carla Externa', 'Carla.Externa@Escola.br'),
            (${alfa}, ${professorId}, 'teacher', 'Paulo Professor Santos', null),
            (${beta}, null, 'leader', 'Zeca Beta', 'zeca@beta.br')`.execute(db);
          const user = await db
            .insertInto('users')
            .values({ name: 'Fora do Time', email: 'fora@olimpiada.test' })
            .returning('id')
            .executeTakeFirstOrThrow();
          outsider = await session(user.id);
        });

        it("gives the certificate of a member of the caller's team by e-mail, case-insensitively", async () => {
          const carla = await membership(aluno, 'CARLA.externa@escola.BR');
          assert.equal(carla.statusCode, 200, carla.body);
          assert.equal(carla.headers['content-type'], 'application/pdf');
          assert.equal(carla.headers['content-disposition'], 'attachment; filename="certificado.pdf"');
          const lines = await pdfLines(carla.rawPayload);
          assert.ok(lines.includes('Carla Externa'), lines.join(' | '));
          assert.ok(
            lines.some((l) => l.includes('como integrante da equipe') && l.includes('Time Alfa')),
            lines.join(' | '),
          );

          // A listed member is found by their account's e-mail.
          const teacher = await pdfLines((await membership(aluno, 'professor@olimpiada.dev')).rawPayload);
          assert.ok(teacher.includes('Paulo Professor Santos'), teacher.join(' | '));
          assert.ok(
            teacher.some((l) => l.includes('professor(a) orientador(a)')),
            teacher.join(' | '),
          );

          // The caller's own e-mail gives their own membership.
          const own = await pdfLines((await membership(aluno, 'aluno@olimpiada.dev')).rawPayload);
          assert.ok(own.includes('Bruno Aluno Pereira'));
          assert.ok(
            own.some((l) => l.includes('como líder da equipe')),
            own.join(' | '),
          );
        });

        it('refuses e-mails outside the caller’s teams, callers without a team, and unavailable certificates', async () => {
          for (const email of ['zeca@beta.br', 'ninguem@escola.br', 'não é e-mail', ' ']) {
            const res = await membership(aluno, email);
            assert.equal(res.statusCode, 422, email);
            assert.deepEqual(codes(res), ['certificate.error.notMember']);
            assert.equal(
              res.json().errors[0].detail,
              'Não é possível baixar o certificado! Utilize o email de um membro do grupo.',
            );
          }
          const es = await membership({ ...outsider, 'accept-language': 'es' }, 'carla.externa@escola.br');
          assert.equal(es.statusCode, 422);
          assert.equal(
            es.json().errors[0].detail,
            '¡No es posible descargar el certificado! Utiliza el correo electrónico de un miembro del grupo.',
          );
          const notYet = await membership(aluno, 'carla.externa@escola.br', current);
          assert.deepEqual(codes(notYet), ['certificate.error.notAvailable']);
          const unknown = await membership(aluno, 'carla.externa@escola.br', 999999);
          assert.equal(unknown.statusCode, 404);
          assert.equal((await membership({}, 'carla.externa@escola.br')).statusCode, 401);
        });
      });
    });
  });
}
