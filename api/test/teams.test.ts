import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';
import { closeExam, newPerson, projectExam, yearsAgo, type Person } from './helpers/project-phase.js';
import { codes, pointers, sender } from './helpers/requests.js';

type Json = Record<string, any>;

const byPointer = (res: LightMyRequestResponse) =>
  Object.fromEntries(res.json().errors.map((e: Json) => [e.source?.pointer, e.code]));

const teamBody = (examId: number | string, name: unknown) => ({
  data: {
    type: 'teams',
    attributes: { name, source: 'web' },
    relationships: { exam: { data: { type: 'exams', id: String(examId) } } },
  },
});

const memberBody = (teamId: number | string, attributes: Json, userId?: number | null) => ({
  data: {
    type: 'memberships',
    attributes,
    relationships: {
      team: { data: { type: 'teams', id: String(teamId) } },
      ...(userId === undefined
        ? {}
        : { user: { data: userId === null ? null : { type: 'users', id: String(userId) } } }),
    },
  },
});

/** A complete external teacher, as the member form sends it. */
const teacher = (extra: Json = {}): Json => ({
  role: 'teacher',
  external: true,
  name: 'Marcos Professor Lima',
  email: 'Marcos.Lima@Escola.BR',
  phone: '(11) 98888-7777',
  birthdate: '12/04/1980',
  cpf: '529.982.247-25',
  address_state_id: 35,
  address_city_id: 3550308,
  school_unit_id: 1,
  education_grade_id: 11,
  ...extra,
});

for (const engine of engines()) {
  describe(`teams, memberships and participant search (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: AuthHeaders;
    let otherCoordinator: AuthHeaders;
    let aluno: AuthHeaders;
    let alunoId: number;
    const send = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;

    /** A team created through the API by `leader`, with its id. */
    const createTeam = async (leader: Person, examId: number, name = 'Equipe Teste') => {
      const res = await send('POST', '/teams', leader.headers, teamBody(examId, name));
      assert.equal(res.statusCode, 201, res.body);
      return Number(res.json().data.id);
    };

    before(async () => {
      ctx = await startApp(engine);
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      otherCoordinator = (await signIn(ctx.app, 'coordenador@olimpiada.dev')).headers;
      const a = await signIn(ctx.app, 'aluno@olimpiada.dev');
      aluno = a.headers;
      alunoId = a.userId;
    });
    after(async () => {
      await ctx?.close();
    });

    it('the demo: aluno@ leads Equipe Aurora in OBIA Projetos 2026 with two members and an external teacher', async () => {
      const edition = await db()
        .selectFrom('editions')
        .select('id')
        .where('description', '=', 'OBIA Projetos 2026')
        .executeTakeFirstOrThrow();
      const exam = await db()
        .selectFrom('exams')
        .selectAll()
        .where('edition_id', '=', edition.id)
        .executeTakeFirstOrThrow();
      assert.equal(exam.time_limit, null);
      assert.equal(exam.description, 'Projeto — Fase 1');
      const res = await send('GET', `/teams?filter[exam_id]=${exam.id}&include=memberships`, aluno);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.data.length, 1);
      assert.equal(body.data[0].attributes.name, 'Equipe Aurora');
      assert.equal(body.data[0].attributes.member_limit, 5);
      const members = body.included.filter((r: Json) => r.type === 'memberships');
      assert.deepEqual(members.map((m: Json) => m.attributes.role).sort(), [
        'leader',
        'member',
        'member',
        'teacher',
      ]);
      const leader = members.find((m: Json) => m.attributes.role === 'leader');
      assert.equal(leader.relationships.user.data.id, String(alunoId));
      const external = members.find((m: Json) => m.attributes.role === 'teacher');
      assert.equal(external.attributes.external, true);
      assert.match(external.attributes.cpf, /^\d{11}$/);
      // The unsubscribed demo accounts stay unsubscribed.
      const others = await db()
        .selectFrom('inscriptions')
        .innerJoin('users', 'users.id', 'inscriptions.user_id')
        .select('users.email')
        .where('inscriptions.edition_id', '=', edition.id)
        .execute();
      const emails = others.map((o) => o.email);
      for (const email of ['aluna@olimpiada.dev', 'professor@olimpiada.dev', 'estudante.novo@olimpiada.dev'])
        assert.ok(!emails.includes(email), email);
    });

    it('POST /teams: the name is required and has at least 3 characters, in the request language', async () => {
      const { editionId, examId } = await projectExam(db());
      const p = await newPerson(db(), { editions: [editionId] });
      let res = await send('POST', '/teams', p.headers, teamBody(examId, '   '));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.validation.required']);
      assert.deepEqual(pointers(res), ['/data/attributes/name']);
      res = await send('POST', '/teams', { ...p.headers, 'accept-language': 'es' }, teamBody(examId, 'ab'));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.validation.teamNameMinLength3']);
      assert.equal(res.json().errors[0].detail, 'El nombre del equipo debe tener al menos 3 caracteres');
      res = await send('POST', '/teams', p.headers, teamBody(examId, 'ab'));
      assert.equal(res.json().errors[0].detail, 'O nome do time precisa ter ao menos 3 caracteres');
      const count = await db().selectFrom('teams').select('id').where('exam_id', '=', examId).execute();
      assert.equal(count.length, 0);
    });

    it('team and member names are plain text: a control character → 422 at the field, nothing stored', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      for (const name of ['Equipe\u0000Zero', 'Equipe\nDois', 'Equipe\u001b[31m']) {
        const res = await send('POST', '/teams', leader.headers, teamBody(examId, name));
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(codes(res), ['validation.controlCharacters']);
        assert.deepEqual(pointers(res), ['/data/attributes/name']);
      }
      assert.equal(
        (await db().selectFrom('teams').select('id').where('exam_id', '=', examId).execute()).length,
        0,
      );
      const teamId = await createTeam(leader, examId, 'Equipe <b>Ok</b> & cia');
      const team = await db()
        .selectFrom('teams')
        .select('name')
        .where('id', '=', teamId)
        .executeTakeFirstOrThrow();
      assert.equal(team.name, 'Equipe <b>Ok</b> & cia', 'stored as text, as sent');
      let res = await send('PATCH', `/teams/${teamId}`, leader.headers, {
        data: { type: 'teams', id: String(teamId), attributes: { name: 'Novo\tnome' } },
      });
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(pointers(res), ['/data/attributes/name']);

      res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, teacher({ name: 'Marcos\u0008 Lima', degree_of_kinship: 'tio\n' }), null),
      );
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(byPointer(res), {
        '/data/attributes/name': 'validation.controlCharacters',
        '/data/attributes/degree_of_kinship': 'validation.controlCharacters',
      });
      const members = await db()
        .selectFrom('memberships')
        .select('id')
        .where('team_id', '=', teamId)
        .execute();
      assert.equal(members.length, 1, 'only the leader');
    });

    it('POST /teams: the creator leads the new team with their own data; one team per exam', async () => {
      const { editionId, examId } = await projectExam(db());
      const p = await newPerson(db(), {
        editions: [editionId],
        name: 'Helena Criadora Souza',
        phone: '(21) 99876-5432',
        cpf: '529.982.247-25',
        birthday: '2001-02-03',
      });
      const res = await send('POST', '/teams', p.headers, teamBody(examId, '  Equipe Sol  '));
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.equal(body.data.type, 'teams');
      assert.equal(body.data.attributes.name, 'Equipe Sol');
      assert.equal(body.data.attributes.exam_id, examId);
      assert.equal(body.data.attributes.source, 'web');
      const [leader] = body.included;
      assert.equal(leader.type, 'memberships');
      assert.equal(leader.attributes.role, 'leader');
      assert.equal(leader.attributes.name, 'Helena Criadora Souza');
      assert.equal(leader.attributes.email, p.email);
      assert.equal(leader.attributes.phone, '21998765432');
      assert.equal(leader.attributes.cpf, '52998224725');
      assert.equal(leader.attributes.birthdate, '2001-02-03');
      assert.equal(leader.attributes.address_city_id, 3550308);
      assert.equal(leader.relationships.user.data.id, String(p.id));

      const again = await send('POST', '/teams', p.headers, teamBody(examId, 'Outra Equipe'));
      assert.equal(again.statusCode, 422);
      assert.deepEqual(codes(again), ['teams.error.alreadyInTeam']);
      // A member added by someone else's team also has a team already.
      const q = await newPerson(db(), { editions: [editionId] });
      const otherTeam = await createTeam(q, examId, 'Equipe Lua');
      const r = await newPerson(db(), { editions: [editionId] });
      const added = await send(
        'POST',
        '/memberships',
        q.headers,
        memberBody(otherTeam, { role: 'member' }, r.id),
      );
      assert.equal(added.statusCode, 201, added.body);
      const third = await send('POST', '/teams', r.headers, teamBody(examId, 'Equipe Três'));
      assert.deepEqual(codes(third), ['teams.error.alreadyInTeam']);
    });

    it('POST /teams: only ranked participants, only project phases, not after the end date', async () => {
      const ranked = await projectExam(db(), { afterRegularPhase: true });
      const unranked = await newPerson(db(), { editions: [ranked.editionId] });
      let res = await send('POST', '/teams', unranked.headers, teamBody(ranked.examId, 'Equipe Fora'));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.notRanked']);
      await db()
        .insertInto('ratings')
        .values({ exam_id: ranked.regularExamId!, user_id: unranked.id, is_ranked: true })
        .execute();
      res = await send('POST', '/teams', unranked.headers, teamBody(ranked.examId, 'Equipe Dentro'));
      assert.equal(res.statusCode, 201, res.body);

      const stranger = await newPerson(db());
      res = await send('POST', '/teams', stranger.headers, teamBody(ranked.examId, 'Equipe Fora'));
      assert.deepEqual(codes(res), ['teams.error.notRanked']);

      const regularExam = await db()
        .selectFrom('exams')
        .innerJoin('editions', 'editions.id', 'exams.edition_id')
        .select('exams.id')
        .where('editions.description', '=', 'OBIA 2026')
        .where('exams.phase', '=', 1)
        .executeTakeFirstOrThrow();
      res = await send('POST', '/teams', aluno, teamBody(regularExam.id, 'Equipe Errada'));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.notProjectPhase']);

      const over = await projectExam(db(), { start: -10, end: -1 });
      const late = await newPerson(db(), { editions: [over.editionId] });
      res = await send('POST', '/teams', late.headers, teamBody(over.examId, 'Equipe Tarde'));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.closed']);
    });

    it('POST /teams: malformed bodies and ids are 4xx, never 500', async () => {
      const cases: [unknown, number][] = [
        [{}, 422],
        [{ data: [] }, 422],
        [{ data: { type: 'exams', attributes: { name: 'Equipe' } } }, 409],
        [teamBody('abc', 'Equipe X'), 422],
        [teamBody('999999999', 'Equipe X'), 404],
        [{ data: { type: 'teams', attributes: { name: 'Equipe X' } } }, 422],
        [
          {
            data: { type: 'teams', attributes: { name: 42 }, relationships: { exam: { data: { id: '1' } } } },
          },
          422,
        ],
        [{ data: { type: 'teams', attributes: 'x', relationships: { exam: null } } }, 422],
        [
          { data: { type: 'teams', attributes: { name: 'Equipe X' }, relationships: { exam: { data: 5 } } } },
          422,
        ],
      ];
      for (const [body, status] of cases) {
        const res = await send('POST', '/teams', aluno, body as Json);
        assert.equal(res.statusCode, status, `${JSON.stringify(body)} → ${res.body}`);
      }
      const res = await send('POST', '/teams', aluno, '{"data": ');
      assert.equal(res.statusCode, 400);
      for (const url of ['/teams/abc', '/teams/99999999999999999999', '/teams/-1']) {
        const r = await send('GET', url, aluno);
        assert.equal(r.statusCode, 404, url);
      }
      assert.equal((await send('GET', '/teams?filter[exam_id]=x', aluno)).statusCode, 400);
      assert.equal((await send('GET', '/memberships', aluno)).statusCode, 400);
      assert.equal((await send('GET', '/memberships?filter[team_id]=x', aluno)).statusCode, 400);
      assert.equal(
        (await send('PATCH', '/memberships/abc', aluno, { data: { type: 'memberships' } })).statusCode,
        404,
      );
      assert.equal((await send('DELETE', '/memberships/99999999999999999999', aluno)).statusCode, 404);
    });

    it('members: a listed participant keeps the data of their account; an external one needs every field', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      const teamId = await createTeam(leader, examId);
      const listed = await newPerson(db(), {
        editions: [editionId],
        name: 'Caio Listado Reis',
        phone: '11 97777-6666',
        cpf: '111.444.777-35',
        birthday: '2003-08-09',
      });
      let res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, { role: 'member' }, listed.id),
      );
      assert.equal(res.statusCode, 201, res.body);
      let m = res.json().data;
      assert.equal(m.attributes.name, 'Caio Listado Reis');
      assert.equal(m.attributes.phone, '11977776666');
      assert.equal(m.attributes.cpf, '11144477735');
      assert.equal(m.attributes.external, false);
      assert.equal(m.relationships.user.data.id, String(listed.id));

      res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, { role: 'teacher', external: true }, null),
      );
      assert.equal(res.statusCode, 422);
      assert.deepEqual(byPointer(res), {
        '/data/attributes/email': 'teams.validation.required',
        '/data/attributes/name': 'teams.validation.required',
        '/data/attributes/phone': 'teams.validation.required',
        '/data/attributes/birthdate': 'teams.validation.required',
        '/data/attributes/cpf': 'teams.validation.required',
        '/data/attributes/address_state_id': 'teams.validation.selectOne',
        '/data/attributes/address_city_id': 'teams.validation.selectOne',
        '/data/attributes/school_unit_id': 'teams.validation.selectOne',
        '/data/attributes/education_grade_id': 'teams.validation.selectOne',
      });
      res = await send(
        'POST',
        '/memberships',
        { ...leader.headers, 'accept-language': 'pt-PT' },
        memberBody(
          teamId,
          teacher({ email: 'marcos@', name: 'Ma', cpf: '123.456.789-00', birthdate: '31/02/1980' }),
          null,
        ),
      );
      assert.equal(res.statusCode, 422);
      assert.deepEqual(byPointer(res), {
        '/data/attributes/email': 'teams.validation.invalidEmail',
        '/data/attributes/name': 'teams.validation.minLength3',
        '/data/attributes/cpf': 'teams.validation.invalidCpf',
        '/data/attributes/birthdate': 'teams.validation.invalidDate',
      });
      assert.ok(
        res.json().errors.some((e: Json) => e.detail === 'O nome tem de ter pelo menos 3 caracteres'),
      );

      res = await send('POST', '/memberships', leader.headers, memberBody(teamId, teacher(), null));
      assert.equal(res.statusCode, 201, res.body);
      m = res.json().data;
      assert.equal(m.attributes.role, 'teacher');
      assert.equal(m.attributes.external, true);
      assert.equal(m.attributes.email, 'marcos.lima@escola.br');
      assert.equal(m.attributes.phone, '11988887777');
      assert.equal(m.attributes.cpf, '52998224725');
      assert.equal(m.attributes.birthdate, '1980-04-12');
      assert.equal(m.relationships.user.data, null);

      // The same person twice, by account or by e-mail.
      res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, { role: 'member' }, listed.id),
      );
      assert.deepEqual(codes(res), ['teams.error.alreadyMember']);
      res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, teacher({ role: 'member' }), null),
      );
      assert.deepEqual(codes(res), ['teams.error.alreadyMember']);
      // Nobody becomes a second leader; outsiders of the edition cannot be listed.
      res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, teacher({ role: 'leader', email: 'x@y.com' }), null),
      );
      assert.deepEqual(codes(res), ['teams.error.leaderRole']);
      const outsider = await newPerson(db());
      res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, { role: 'member' }, outsider.id),
      );
      assert.deepEqual(codes(res), ['teams.error.notParticipant']);
      assert.deepEqual(pointers(res), ['/data/relationships/user/data/id']);

      const list = await send('GET', `/memberships?filter[team_id]=${teamId}`, leader.headers);
      assert.equal(list.statusCode, 200);
      assert.equal(list.json().data.length, 3);
      assert.equal(list.json().meta.member_limit, 5);
    });

    it('members: a listed participant already in another team of the exam cannot join a second one', async () => {
      const { editionId, examId } = await projectExam(db());
      const a = await newPerson(db(), { editions: [editionId] });
      const b = await newPerson(db(), { editions: [editionId] });
      const teamA = await createTeam(a, examId, 'Equipe A');
      await createTeam(b, examId, 'Equipe B');
      const res = await send('POST', '/memberships', a.headers, memberBody(teamA, { role: 'member' }, b.id));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.memberInOtherTeam']);
    });

    it('members under 18 need their guardian; an under-18 leader adds a guardian before adding members', async () => {
      const { editionId, examId } = await projectExam(db());
      const young = await newPerson(db(), { editions: [editionId], birthday: yearsAgo(15) });
      const teamId = await createTeam(young, examId, 'Equipe Jovem');
      const minorBirth = yearsAgo(16).split('-').reverse().join('/');
      const student = teacher({
        role: 'member',
        email: 'julia@exemplo.test',
        birthdate: minorBirth,
        cpf: '111.444.777-35',
      });
      let res = await send('POST', '/memberships', young.headers, memberBody(teamId, student, null));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.guardianFirst']);

      const leaderRow = (await send('GET', `/memberships?filter[team_id]=${teamId}`, young.headers)).json()
        .data[0];
      res = await send('PATCH', `/memberships/${leaderRow.id}`, young.headers, {
        data: {
          type: 'memberships',
          id: leaderRow.id,
          attributes: { legal_guardian_name: 'Ro', legal_guardian_email: 'x' },
        },
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(byPointer(res), {
        '/data/attributes/legal_guardian_name': 'teams.validation.minLength3',
        '/data/attributes/legal_guardian_email': 'teams.validation.invalidEmail',
        '/data/attributes/degree_of_kinship': 'teams.validation.required',
      });
      res = await send('PATCH', `/memberships/${leaderRow.id}`, young.headers, {
        data: {
          type: 'memberships',
          id: leaderRow.id,
          attributes: {
            legal_guardian_name: 'Rosa Responsável',
            legal_guardian_email: 'Rosa@Exemplo.Test',
            degree_of_kinship: 'Mãe',
          },
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.legal_guardian_email, 'rosa@exemplo.test');
      assert.equal(res.json().data.attributes.role, 'leader');

      res = await send('POST', '/memberships', young.headers, memberBody(teamId, student, null));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(byPointer(res), {
        '/data/attributes/legal_guardian_name': 'teams.validation.required',
        '/data/attributes/legal_guardian_email': 'teams.validation.required',
        '/data/attributes/degree_of_kinship': 'teams.validation.required',
      });
      res = await send(
        'POST',
        '/memberships',
        young.headers,
        memberBody(
          teamId,
          {
            ...student,
            legal_guardian_name: 'Pedro Pai',
            legal_guardian_email: 'pedro@exemplo.test',
            degree_of_kinship: 'Pai',
          },
          null,
        ),
      );
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().data.attributes.legal_guardian_name, 'Pedro Pai');
    });

    it('members: the limit of the phase, and the last place kept for the teacher', async () => {
      const { editionId, examId } = await projectExam(db(), { memberLimit: 3 });
      const leader = await newPerson(db(), { editions: [editionId] });
      const teamId = await createTeam(leader, examId);
      const [b, c, d] = [
        await newPerson(db(), { editions: [editionId] }),
        await newPerson(db(), { editions: [editionId] }),
        await newPerson(db(), { editions: [editionId] }),
      ];
      let res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, { role: 'member' }, b.id),
      );
      assert.equal(res.statusCode, 201, res.body);
      const memberId = res.json().data.id;
      res = await send('POST', '/memberships', leader.headers, memberBody(teamId, { role: 'member' }, c.id));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.teacherRequired']);
      assert.equal(
        res.json().errors[0].detail,
        'Professor (Tutor) e um membro obrigatorio, favor adicionar!',
      );
      res = await send('POST', '/memberships', leader.headers, memberBody(teamId, teacher(), null));
      assert.equal(res.statusCode, 201, res.body);
      const teacherId = res.json().data.id;
      res = await send('POST', '/memberships', leader.headers, memberBody(teamId, { role: 'teacher' }, d.id));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.limit']);
      assert.equal(res.json().errors[0].detail, 'Limite de membros atingido');
      // The only teacher of a full team stays a teacher.
      res = await send('PATCH', `/memberships/${teacherId}`, leader.headers, {
        data: { type: 'memberships', id: teacherId, attributes: { role: 'member' } },
      });
      assert.deepEqual(codes(res), ['teams.error.teacherRequired']);
      res = await send('PATCH', `/memberships/${memberId}`, leader.headers, {
        data: { type: 'memberships', id: memberId, attributes: { role: 'teacher' } },
      });
      assert.equal(res.statusCode, 200, res.body);
      const rows = await db()
        .selectFrom('memberships')
        .select('role')
        .where('team_id', '=', teamId)
        .execute();
      assert.deepEqual(rows.map((r) => r.role).sort(), ['leader', 'teacher', 'teacher']);
    });

    it('members: only the leader and staff change them; the leader is never removed nor edited by others', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      const teamId = await createTeam(leader, examId);
      const member = await newPerson(db(), { editions: [editionId] });
      await send('POST', '/memberships', leader.headers, memberBody(teamId, { role: 'member' }, member.id));
      const ext = (
        await send('POST', '/memberships', leader.headers, memberBody(teamId, teacher(), null))
      ).json().data;
      const list = (await send('GET', `/memberships?filter[team_id]=${teamId}`, member.headers)).json().data;
      const leaderRow = list.find((m: Json) => m.attributes.role === 'leader');
      // A plain member sees names, roles and e-mails, not the others' private fields.
      const seenExt = list.find((m: Json) => m.id === ext.id);
      assert.equal(seenExt.attributes.email, 'marcos.lima@escola.br');
      assert.equal(seenExt.attributes.cpf, null);
      assert.equal(seenExt.attributes.phone, null);

      let res = await send('PATCH', `/memberships/${ext.id}`, member.headers, {
        data: { type: 'memberships', attributes: { name: 'Outro Nome' } },
      });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(codes(res), ['teams.error.notLeader']);
      res = await send('DELETE', `/memberships/${ext.id}`, member.headers);
      assert.equal(res.statusCode, 403);
      res = await send(
        'POST',
        '/memberships',
        member.headers,
        memberBody(teamId, teacher({ email: 'n@e.com' }), null),
      );
      assert.equal(res.statusCode, 403);
      res = await send('PATCH', `/memberships/${leaderRow.id}`, member.headers, {
        data: { type: 'memberships', attributes: { legal_guardian_name: 'Alguém' } },
      });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(codes(res), ['teams.error.leaderLocked']);
      res = await send('PATCH', `/memberships/${leaderRow.id}`, admin, {
        data: { type: 'memberships', attributes: { legal_guardian_name: 'Alguém' } },
      });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(codes(res), ['teams.error.leaderLocked']);
      res = await send('DELETE', `/memberships/${leaderRow.id}`, admin);
      assert.equal(res.statusCode, 403);
      res = await send('DELETE', `/memberships/${leaderRow.id}`, leader.headers);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.leaderLocked']);
      res = await send('PATCH', `/memberships/${leaderRow.id}`, leader.headers, {
        data: { type: 'memberships', attributes: { role: 'member' } },
      });
      assert.deepEqual(codes(res), ['teams.error.leaderRole']);

      // The leader edits an external member (partial update), staff remove one.
      res = await send('PATCH', `/memberships/${ext.id}`, leader.headers, {
        data: { type: 'memberships', id: ext.id, attributes: { phone: '(11) 3333-4444' } },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.phone, '1133334444');
      assert.equal(res.json().data.attributes.name, 'Marcos Professor Lima');
      res = await send('PATCH', `/memberships/${ext.id}`, leader.headers, {
        data: { type: 'memberships', id: '1', attributes: { phone: '(11) 3333-4444' } },
      });
      assert.equal(res.statusCode, 409);
      res = await send('DELETE', `/memberships/${ext.id}`, admin);
      assert.equal(res.statusCode, 204);
      const left = await db().selectFrom('memberships').select('id').where('team_id', '=', teamId).execute();
      assert.equal(left.length, 2);
    });

    it('teams and members are for the team and the exam staff: others get 404, other editions’ staff 403', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      const teamId = await createTeam(leader, examId);
      const neighbour = await newPerson(db(), { editions: [editionId] });
      for (const url of [`/memberships?filter[team_id]=${teamId}`, `/teams/${teamId}`]) {
        assert.equal((await send('GET', url, neighbour.headers)).statusCode, 404, url);
        const other = await send('GET', url, otherCoordinator);
        assert.equal(other.statusCode, 403, url);
        assert.equal((await send('GET', url, admin)).statusCode, 200, url);
      }
      const ownCoordinator = await newPerson(db(), { role: 'coordinator' });
      await db()
        .insertInto('edition_coordinators')
        .values({ edition_id: editionId, user_id: ownCoordinator.id })
        .execute();
      assert.equal(
        (await send('GET', `/teams/${teamId}?include=memberships`, ownCoordinator.headers)).statusCode,
        200,
      );

      // The list: own teams for participants, all for staff, 403 for the unsubscribed.
      await createTeam(neighbour, examId, 'Equipe Vizinha');
      let res = await send('GET', `/teams?filter[exam_id]=${examId}`, neighbour.headers);
      assert.deepEqual(
        res.json().data.map((t: Json) => t.attributes.name),
        ['Equipe Vizinha'],
      );
      res = await send('GET', `/teams?filter[exam_id]=${examId}`, ownCoordinator.headers);
      assert.equal(res.json().meta.total_count, 2);
      res = await send('GET', `/teams?filter[exam_id]=${examId}`, otherCoordinator);
      assert.equal(res.statusCode, 403);
      const member = await send(
        'POST',
        '/memberships',
        neighbour.headers,
        memberBody(teamId, teacher(), null),
      );
      assert.equal(member.statusCode, 404);
      const patch = await send('PATCH', `/teams/${teamId}`, neighbour.headers, {
        data: { type: 'teams', attributes: { name: 'Invasão' } },
      });
      assert.equal(patch.statusCode, 404);
    });

    it('PATCH /teams/{id}: the leader renames the team; members and staff cannot', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      const member = await newPerson(db(), { editions: [editionId] });
      const teamId = await createTeam(leader, examId);
      await send('POST', '/memberships', leader.headers, memberBody(teamId, { role: 'member' }, member.id));
      const rename = (headers: AuthHeaders, name: unknown) =>
        send('PATCH', `/teams/${teamId}`, headers, {
          data: { type: 'teams', id: String(teamId), attributes: { name } },
        });
      assert.equal((await rename(member.headers, 'Equipe Nova')).statusCode, 403);
      assert.equal((await rename(admin, 'Equipe Nova')).statusCode, 403);
      let res = await rename(leader.headers, 'x');
      assert.deepEqual(codes(res), ['teams.validation.teamNameMinLength3']);
      res = await rename(leader.headers, 'Equipe Nova');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.name, 'Equipe Nova');
    });

    it('nothing changes after the exam end date', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      const teamId = await createTeam(leader, examId);
      const ext = (
        await send('POST', '/memberships', leader.headers, memberBody(teamId, teacher(), null))
      ).json().data;
      await closeExam(db(), examId);
      let res = await send(
        'POST',
        '/memberships',
        leader.headers,
        memberBody(teamId, teacher({ email: 'b@c.com' }), null),
      );
      assert.deepEqual(codes(res), ['teams.error.closed']);
      res = await send('PATCH', `/memberships/${ext.id}`, leader.headers, {
        data: { type: 'memberships', attributes: { name: 'Novo Nome' } },
      });
      assert.deepEqual(codes(res), ['teams.error.closed']);
      res = await send('DELETE', `/memberships/${ext.id}`, leader.headers);
      assert.deepEqual(codes(res), ['teams.error.closed']);
      res = await send('PATCH', `/teams/${teamId}`, leader.headers, {
        data: { type: 'teams', attributes: { name: 'Novo Nome' } },
      });
      assert.deepEqual(codes(res), ['teams.error.closed']);
      const rows = await db()
        .selectFrom('memberships')
        .select('name')
        .where('team_id', '=', teamId)
        .execute();
      assert.ok(rows.some((r) => r.name === 'Marcos Professor Lima'));
      assert.equal(
        (await send('GET', `/memberships?filter[team_id]=${teamId}`, leader.headers)).statusCode,
        200,
      );
    });

    it('participant search: accent- and case-insensitive, only the edition’s participants, 10 a page, no private fields', async () => {
      const { editionId, examId } = await projectExam(db());
      const me = await newPerson(db(), { editions: [editionId], name: 'Júlia Quem Procura' });
      const ana = await newPerson(db(), {
        editions: [editionId],
        name: 'Ána Júlia Araújo',
        cpf: '52998224725',
        phone: '11987654321',
        birthday: yearsAgo(15),
      });
      await newPerson(db(), { name: 'Julia De Outra Edicao' });
      for (let i = 0; i < 11; i += 1)
        await newPerson(db(), { editions: [editionId], name: `Julião Número ${String(i).padStart(2, '0')}` });

      let res = await send(
        'GET',
        `/participants/search?filter[name]=ANA%20JULIA&filter[exam_id]=${examId}`,
        me.headers,
      );
      assert.equal(res.statusCode, 200, res.body);
      let body = res.json();
      assert.deepEqual(body.data, [
        {
          type: 'participants',
          id: String(ana.id),
          // Only what the member form needs: never the birthday (most are minors), e-mail, phone or cpf.
          attributes: { name: 'Ána Júlia Araújo', minor: true },
        },
      ]);
      res = await send(
        'GET',
        `/participants/search?filter[name]=araujo&filter[exam_id]=${examId}`,
        me.headers,
      );
      assert.deepEqual(
        res.json().data.map((p: Json) => p.id),
        [String(ana.id)],
      );

      res = await send('GET', `/participants/search?filter[name]=juli&filter[exam_id]=${examId}`, me.headers);
      body = res.json();
      assert.equal(body.meta.total_count, 12);
      assert.equal(body.data.length, 10);
      const names = body.data.map((p: Json) => p.attributes.name);
      for (const p of body.data) assert.deepEqual(Object.keys(p.attributes).sort(), ['minor', 'name']);
      // newPerson's birthday is 2000-01-15: an adult.
      assert.ok(
        body.data
          .filter((p: Json) => p.id !== String(ana.id))
          .every((p: Json) => p.attributes.minor === false),
      );
      assert.ok(!names.includes('Julia De Outra Edicao'));
      assert.ok(!names.includes('Júlia Quem Procura'));
      res = await send(
        'GET',
        `/participants/search?filter[name]=juli&filter[exam_id]=${examId}&page[number]=2`,
        me.headers,
      );
      assert.equal(res.json().data.length, 2);

      res = await send('GET', `/participants/search?filter[name]=&filter[exam_id]=${examId}`, me.headers);
      assert.deepEqual(res.json().data, []);
      const stranger = await newPerson(db());
      res = await send(
        'GET',
        `/participants/search?filter[name]=ana&filter[exam_id]=${examId}`,
        stranger.headers,
      );
      assert.equal(res.statusCode, 403);
      assert.deepEqual(codes(res), ['teams.error.notSubscribed']);
      res = await send(
        'GET',
        `/participants/search?filter[name]=ana&filter[exam_id]=${examId}`,
        otherCoordinator,
      );
      assert.equal(res.statusCode, 403);
      res = await send('GET', `/participants/search?filter[name]=ana&filter[exam_id]=${examId}`, admin);
      assert.equal(res.statusCode, 200);
      assert.equal((await send('GET', '/participants/search?filter[name]=ana', me.headers)).statusCode, 400);
      assert.equal(
        (await send('GET', '/participants/search?filter[name]=ana&filter[exam_id]=1x', me.headers))
          .statusCode,
        400,
      );
      assert.equal(
        (await send('GET', '/participants/search?filter[name]=ana&filter[exam_id]=99999999', me.headers))
          .statusCode,
        404,
      );
      res = await send('GET', `/participants/search?filter[name]=%25&filter[exam_id]=${examId}`, me.headers);
      assert.deepEqual(res.json().data, []);
    });
  });
}
