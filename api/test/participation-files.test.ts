import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PrivateFileStore, privateFilesDir } from '../src/files/private-store.js';
import { seedDemo } from '../src/seed/demo.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';
import {
  closeExam,
  multipart,
  newPerson,
  PNG_BYTES,
  projectExam,
  samplePdf,
  type Part,
  type Person,
} from './helpers/project-phase.js';
import { codes, pointers, sender } from './helpers/requests.js';

type Json = Record<string, any>;

const csv = (rows: number, columns: number) =>
  Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => `${r * 10 + c}`).join(','),
  ).join('\n');

interface UploadOptions {
  category?: string;
  participation?: number | string;
  team?: number | string | null;
  videos?: unknown;
  files?: { name: string; bytes: Buffer; contentType?: string }[];
  data?: string | null;
}

for (const engine of engines()) {
  describe(`participation files (${engine.name})`, () => {
    let ctx: TestContext;
    let filesDir: string;
    let admin: AuthHeaders;
    let otherCoordinator: AuthHeaders;
    let pdf: Buffer;
    const send = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;

    /** Starts the caller's participation with the existing POST /participations. */
    const start = async (who: Person, examId: number) => {
      const res = await send('POST', '/participations', who.headers, {
        data: {
          type: 'participations',
          attributes: { answers: [] },
          relationships: { exam: { data: { type: 'exams', id: String(examId) } } },
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      return Number(res.json().data.id);
    };

    const upload = (headers: AuthHeaders, o: UploadOptions) => {
      const data =
        o.data !== undefined
          ? o.data
          : JSON.stringify({
              type: 'participation_files',
              attributes: { category: o.category ?? 'pre_project', video_urls: o.videos ?? [] },
              relationships: {
                participation: { data: { type: 'participations', id: String(o.participation) } },
                ...(o.team === undefined
                  ? {}
                  : { team: { data: o.team === null ? null : { type: 'teams', id: String(o.team) } } }),
              },
            });
      const parts: Part[] = [
        ...(data === null ? [] : [{ field: 'data', value: data }]),
        ...(o.files ?? []).map((f) => ({
          field: 'files[]',
          filename: f.name,
          bytes: f.bytes,
          contentType: f.contentType,
        })),
      ];
      const body = multipart(parts);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/participation_files',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };

    const createTeam = async (leader: Person, examId: number, members: Person[] = []) => {
      const res = await send('POST', '/teams', leader.headers, {
        data: {
          type: 'teams',
          attributes: { name: 'Equipe Arquivos', source: 'web' },
          relationships: { exam: { data: { type: 'exams', id: String(examId) } } },
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      const teamId = Number(res.json().data.id);
      for (const m of members) {
        const added = await send('POST', '/memberships', leader.headers, {
          data: {
            type: 'memberships',
            attributes: { role: 'member' },
            relationships: {
              team: { data: { type: 'teams', id: String(teamId) } },
              user: { data: { type: 'users', id: String(m.id) } },
            },
          },
        });
        assert.equal(added.statusCode, 201, added.body);
      }
      return teamId;
    };

    before(async () => {
      filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'participation-files-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir });
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      otherCoordinator = (await signIn(ctx.app, 'coordenador@olimpiada.dev')).headers;
      pdf = await samplePdf();
    });
    after(async () => {
      await ctx?.close();
      await fs.rm(filesDir, { recursive: true, force: true });
    });

    it('POST /participations starts a project exam (online, end date, no time limit) until its end date', async () => {
      const { editionId, examId } = await projectExam(db(), { end: 7 });
      const p = await newPerson(db(), { editions: [editionId] });
      const id = await start(p, examId);
      const row = await db()
        .selectFrom('participations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const exam = await db()
        .selectFrom('exams')
        .select('end_date')
        .where('id', '=', examId)
        .executeTakeFirstOrThrow();
      assert.equal(row.ends_at.getTime(), exam.end_date!.getTime());
    });

    it('a real PDF is stored privately; its owner and staff download it, a stranger gets 404', async () => {
      const { editionId, examId } = await projectExam(db());
      const p = await newPerson(db(), { editions: [editionId] });
      const participation = await start(p, examId);
      const res = await upload(p.headers, {
        participation,
        files: [{ name: 'Pré-projeto <final>.pdf', bytes: pdf, contentType: 'application/octet-stream' }],
      });
      assert.equal(res.statusCode, 201, res.body);
      const data = res.json().data;
      assert.equal(data.type, 'participation_files');
      assert.equal(data.attributes.category, 'pre_project');
      assert.deepEqual(data.attributes.video_urls, []);
      const [file] = data.attributes.file_urls;
      assert.equal(file.name, 'Pré-projeto final.pdf');
      assert.equal(file.content_type, 'application/pdf');
      assert.equal(file.size, pdf.length);
      assert.ok(file.url.endsWith(`/api/participation_files/${data.id}/files/0`), file.url);
      assert.deepEqual(data.relationships.participation.data, {
        type: 'participations',
        id: String(participation),
      });
      assert.equal(data.relationships.team.data, null);

      const url = new URL(file.url).pathname;
      const own = await ctx.app.inject({ method: 'GET', url, headers: p.headers });
      assert.equal(own.statusCode, 200);
      assert.ok(own.rawPayload.equals(pdf));
      assert.equal(own.headers['content-type'], 'application/pdf');
      assert.match(
        String(own.headers['content-disposition']),
        /^attachment; filename="Pre-projeto final.pdf"; filename\*=UTF-8''Pr%C3%A9-projeto%20final.pdf$/,
      );
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode, 200);
      const stranger = await newPerson(db(), { editions: [editionId] });
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: otherCoordinator })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 401);
      assert.equal(
        (await ctx.app.inject({ method: 'GET', url: url.replace(/0$/, '1'), headers: p.headers })).statusCode,
        404,
      );
      assert.equal(
        (await ctx.app.inject({ method: 'GET', url: url.replace(/0$/, 'x'), headers: p.headers })).statusCode,
        404,
      );

      // Stored under <FILES_DIR>/private, never served by the public /files route.
      const stored = await fs.readdir(path.join(filesDir, 'private'));
      const key = stored.find((k) => k.endsWith('.pdf'))!;
      assert.ok(key, 'the pdf is in the private folder');
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/files/private/${key}` })).statusCode, 404);
    });

    it('the content decides, not the name: renamed binaries, unknown types, empty or binary text are refused', async () => {
      const { editionId, examId } = await projectExam(db(), { categories: ['final_project'] });
      const p = await newPerson(db(), { editions: [editionId] });
      const participation = await start(p, examId);
      const attempt = (name: string, bytes: Buffer, headers = p.headers) =>
        upload(headers, { participation, category: 'final_project', files: [{ name, bytes }] });

      let res = await attempt('relatorio.pdf', PNG_BYTES);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['files.error.type']);
      assert.deepEqual(pointers(res), ['/data/attributes/files/0']);
      assert.equal(
        res.json().errors[0].detail,
        'Formato de arquivo não permitido. Formatos aceitos: PDF, PNG, JPG, JPEG, ZIP, DOCX, PPTX, XLSX, TXT, CSV, PY, IPYNB, MD',
      );
      res = await attempt('programa.exe', Buffer.from('MZ\x90\x00binary'), {
        ...p.headers,
        'accept-language': 'es',
      });
      assert.deepEqual(codes(res), ['files.error.type']);
      assert.match(res.json().errors[0].detail, /^Formato de archivo no permitido/);
      assert.deepEqual(codes(await attempt('texto.txt', Buffer.alloc(0))), ['files.error.empty']);
      assert.deepEqual(codes(await attempt('texto.txt', Buffer.from(' \n\t '))), ['files.error.empty']);
      assert.deepEqual(codes(await attempt('texto.txt', Buffer.from([0x61, 0x00, 0x62]))), [
        'files.error.type',
      ]);
      assert.deepEqual(codes(await attempt('texto.csv', Buffer.from([0xff, 0xfe, 0x41]))), [
        'files.error.type',
      ]);
      assert.deepEqual(codes(await attempt('doc.docx', Buffer.from('PK\x03\x04 not an office file'))), [
        'files.error.type',
      ]);
      assert.deepEqual(codes(await attempt('nb.ipynb', Buffer.from('print("x")'))), ['files.error.type']);
      assert.deepEqual(codes(await attempt('foto.png', pdf)), ['files.error.type']);
      assert.deepEqual(codes(await attempt('sem-extensao', pdf)), ['files.error.type']);
      const count = await db()
        .selectFrom('participation_files')
        .select('id')
        .where('participation_id', '=', participation)
        .execute();
      assert.equal(count.length, 0);

      res = await upload(p.headers, {
        participation,
        category: 'final_project',
        files: [
          { name: 'codigo.py', bytes: Buffer.from('print("olá")\n') },
          {
            name: 'doc.docx',
            bytes: Buffer.from('PK\x03\x04....[Content_Types].xml....word/document.xml....'),
          },
        ],
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.deepEqual(
        res.json().data.attributes.file_urls.map((f: Json) => f.content_type),
        [
          'text/x-python; charset=utf-8',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
      );
    });

    it('caps: 2 files per participation and category, 15 for the group', async () => {
      const { editionId, examId } = await projectExam(db());
      const p = await newPerson(db(), { editions: [editionId] });
      const participation = await start(p, examId);
      const txt = (i: number) => ({ name: `nota-${i}.txt`, bytes: Buffer.from(`nota ${i}`) });
      let res = await upload(p.headers, { participation, files: [txt(1), txt(2), txt(3)] });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['files.error.max']);
      assert.equal(res.json().errors[0].detail, 'Maximo de arquivos enviados!');
      assert.equal((await upload(p.headers, { participation, files: [txt(1)] })).statusCode, 201);
      assert.equal((await upload(p.headers, { participation, files: [txt(2)] })).statusCode, 201);
      res = await upload(p.headers, { participation, files: [txt(3)] });
      assert.deepEqual(codes(res), ['files.error.max']);
      // Video links do not count as files.
      res = await upload(p.headers, { participation, videos: ['https://vimeo.com/123'] });
      assert.equal(res.statusCode, 201, res.body);

      const teamId = await createTeam(p, examId);
      const many = Array.from({ length: 14 }, (_, i) => txt(i));
      assert.equal(
        (await upload(p.headers, { participation, category: 'in_group', team: teamId, files: many }))
          .statusCode,
        201,
      );
      res = await upload(p.headers, {
        participation,
        category: 'in_group',
        team: teamId,
        files: [txt(20), txt(21)],
      });
      assert.deepEqual(codes(res), ['files.error.max']);
      assert.equal(
        (await upload(p.headers, { participation, category: 'in_group', team: teamId, files: [txt(20)] }))
          .statusCode,
        201,
      );
      res = await upload(p.headers, {
        participation,
        category: 'in_group',
        team: teamId,
        files: Array.from({ length: 16 }, (_, i) => txt(i)),
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['files.error.max']);
    });

    it('an edition requiring a CSV shape refuses other shapes (2400 rows, 2 columns)', async () => {
      const { editionId, examId } = await projectExam(db(), {
        details: { csv_shape: { rows: 2400, columns: 2 } },
      });
      const p = await newPerson(db(), { editions: [editionId] });
      const participation = await start(p, examId);
      let res = await upload(p.headers, {
        participation,
        files: [{ name: 'dados.csv', bytes: Buffer.from(csv(10, 2)) }],
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['files.error.csvShape']);
      assert.equal(res.json().errors[0].detail, 'Erro. O arquivo deve ter 2400 linhas e 2 colunas');
      res = await upload(p.headers, {
        participation,
        files: [{ name: 'dados.csv', bytes: Buffer.from(csv(2400, 3)) }],
      });
      assert.deepEqual(codes(res), ['files.error.csvShape']);
      res = await upload(p.headers, {
        participation,
        files: [{ name: 'dados.csv', bytes: Buffer.from(`${csv(2400, 2)}\n`) }],
      });
      assert.equal(res.statusCode, 201, res.body);

      // Editions without the requirement take any CSV.
      const free = await projectExam(db());
      const q = await newPerson(db(), { editions: [free.editionId] });
      const other = await start(q, free.examId);
      res = await upload(q.headers, {
        participation: other,
        files: [{ name: 'dados.csv', bytes: Buffer.from(csv(10, 2)) }],
      });
      assert.equal(res.statusCode, 201, res.body);
    });

    it('oversized files get 413, and nothing is stored', async () => {
      const { editionId, examId } = await projectExam(db());
      const p = await newPerson(db(), { editions: [editionId] });
      const participation = await start(p, examId);
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
      const res = await upload(p.headers, { participation, files: [{ name: 'grande.pdf', bytes: big }] });
      assert.equal(res.statusCode, 413);
      assert.deepEqual(codes(res), ['files.error.size']);
      const exact = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 - 9)]);
      const ok = await upload(p.headers, { participation, files: [{ name: 'limite.pdf', bytes: exact }] });
      assert.equal(ok.statusCode, 201, ok.body);
      const rows = await db()
        .selectFrom('participation_files')
        .select('id')
        .where('participation_id', '=', participation)
        .execute();
      assert.equal(rows.length, 1);
    });

    it('group uploads: a team is required, members share them, outsiders and others’ participations are refused', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      const mate = await newPerson(db(), { editions: [editionId] });
      const outsider = await newPerson(db(), { editions: [editionId] });
      const participation = await start(leader, examId);
      const outsiderParticipation = await start(outsider, examId);
      let res = await upload(leader.headers, {
        participation,
        category: 'in_group',
        videos: ['https://youtu.be/abc'],
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.noTeam']);
      assert.equal(res.json().errors[0].detail, 'Por favor criar um time!');
      const teamId = await createTeam(leader, examId, [mate]);

      res = await upload(leader.headers, {
        participation,
        category: 'in_group',
        team: teamId,
        videos: ['javascript:alert(1)', 'https://youtu.be/abc'],
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.validation.videoUrl']);
      assert.deepEqual(pointers(res), ['/data/attributes/video_urls/0']);
      res = await upload(leader.headers, {
        participation,
        category: 'in_group',
        team: teamId,
        videos: [' https://youtu.be/abc '],
        files: [{ name: 'slides.pdf', bytes: pdf }],
      });
      assert.equal(res.statusCode, 201, res.body);
      const groupUpload = res.json().data;
      assert.deepEqual(groupUpload.attributes.video_urls, ['https://youtu.be/abc']);
      assert.equal(groupUpload.relationships.team.data.id, String(teamId));
      assert.equal(res.json().included[0].attributes.name, 'Equipe Arquivos');

      // The teammate sends on the team's behalf through the leader's participation, and reads it all.
      res = await upload(mate.headers, {
        participation,
        category: 'in_group',
        team: teamId,
        videos: ['https://vimeo.com/9'],
      });
      assert.equal(res.statusCode, 201, res.body);
      const download = new URL(groupUpload.attributes.file_urls[0].url).pathname;
      assert.equal(
        (await ctx.app.inject({ method: 'GET', url: download, headers: mate.headers })).statusCode,
        200,
      );
      assert.equal(
        (await ctx.app.inject({ method: 'GET', url: download, headers: outsider.headers })).statusCode,
        404,
      );
      let list = await send(
        'GET',
        `/participation_files?filter[exam_id]=${examId}&filter[user_id]=me&include=team`,
        mate.headers,
      );
      assert.equal(list.statusCode, 200, list.body);
      assert.equal(list.json().data.length, 2);
      assert.equal(list.json().meta.total_count, 2);
      assert.equal(list.json().included[0].type, 'teams');

      // Not somebody else's participation, nor a team one is not in.
      res = await upload(outsider.headers, { participation, files: [{ name: 'a.pdf', bytes: pdf }] });
      assert.equal(res.statusCode, 404);
      res = await upload(outsider.headers, {
        participation: outsiderParticipation,
        category: 'in_group',
        team: teamId,
        videos: ['https://vimeo.com/1'],
      });
      assert.equal(res.statusCode, 404);
      res = await upload(mate.headers, {
        participation: outsiderParticipation,
        category: 'in_group',
        team: teamId,
        videos: ['https://vimeo.com/1'],
      });
      assert.equal(res.statusCode, 404);

      // The list: participants see their own; staff see anyone's.
      list = await send(
        'GET',
        `/participation_files?filter[exam_id]=${examId}&filter[user_id]=${leader.id}`,
        outsider.headers,
      );
      assert.equal(list.statusCode, 403);
      list = await send('GET', `/participation_files?filter[exam_id]=${examId}`, outsider.headers);
      assert.equal(list.json().data.length, 0);
      list = await send(
        'GET',
        `/participation_files?filter[exam_id]=${examId}&filter[user_id]=${mate.id}&page[size]=15`,
        admin,
      );
      assert.equal(list.json().data.length, 2);
      list = await send('GET', `/participation_files?filter[exam_id]=${examId}`, otherCoordinator);
      assert.equal(list.statusCode, 403);
      assert.equal((await send('GET', '/participation_files', admin)).statusCode, 400);
      assert.equal(
        (await send('GET', `/participation_files?filter[exam_id]=${examId}&filter[user_id]=x`, admin))
          .statusCode,
        400,
      );
    });

    it('only ranked participants upload, only categories of the phase, only before the end date', async () => {
      const ranked = await projectExam(db(), { afterRegularPhase: true });
      const p = await newPerson(db(), { editions: [ranked.editionId] });
      const forced = await db()
        .insertInto('participations')
        .values({
          user_id: p.id,
          exam_id: ranked.examId,
          started_at: new Date(),
          ends_at: new Date(Date.now() + 86400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let res = await upload(p.headers, { participation: forced.id, files: [{ name: 'a.pdf', bytes: pdf }] });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.notRanked']);

      const only = await projectExam(db(), { categories: ['pre_project'] });
      const q = await newPerson(db(), { editions: [only.editionId] });
      const participation = await start(q, only.examId);
      res = await upload(q.headers, {
        participation,
        category: 'final_project',
        files: [{ name: 'a.pdf', bytes: pdf }],
      });
      assert.deepEqual(codes(res), ['files.error.category']);
      res = await upload(q.headers, {
        participation,
        category: 'bogus',
        files: [{ name: 'a.pdf', bytes: pdf }],
      });
      assert.deepEqual(pointers(res), ['/data/attributes/category']);
      res = await upload(q.headers, { participation });
      assert.deepEqual(codes(res), ['files.error.nothing']);

      await closeExam(db(), only.examId);
      res = await upload(q.headers, { participation, files: [{ name: 'a.pdf', bytes: pdf }] });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.closed']);
    });

    it('malformed uploads are 4xx, never 500', async () => {
      const { editionId, examId } = await projectExam(db());
      const p = await newPerson(db(), { editions: [editionId] });
      const participation = await start(p, examId);
      let res = await send('POST', '/participation_files', p.headers, {
        data: { type: 'participation_files' },
      });
      assert.equal(res.statusCode, 415);
      res = await upload(p.headers, { data: null, files: [{ name: 'a.pdf', bytes: pdf }] });
      assert.deepEqual(codes(res), ['files.error.malformed']);
      res = await upload(p.headers, { data: '{not json', files: [{ name: 'a.pdf', bytes: pdf }] });
      assert.deepEqual(codes(res), ['files.error.malformed']);
      res = await upload(p.headers, { data: '[1,2]' });
      assert.equal(res.statusCode, 422);
      res = await upload(p.headers, { participation: 'abc', files: [{ name: 'a.pdf', bytes: pdf }] });
      assert.equal(res.statusCode, 422);
      res = await upload(p.headers, { participation: '99999999', files: [{ name: 'a.pdf', bytes: pdf }] });
      assert.equal(res.statusCode, 404);
      res = await upload(p.headers, { participation, videos: 'https://youtu.be/x', team: 'zz' });
      assert.equal(res.statusCode, 422);
      res = await upload(p.headers, { participation, videos: { a: 1 } });
      assert.equal(res.statusCode, 422);
      res = await upload(p.headers, {
        data: JSON.stringify({ type: 'exams', attributes: {}, relationships: {} }),
      });
      assert.equal(res.statusCode, 409);
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/participation_files',
        headers: { ...p.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a"',
      });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
      for (const url of ['/participation_files/abc', '/participation_files/99999999999999999999']) {
        assert.equal((await send('DELETE', url, p.headers)).statusCode, 404);
        assert.equal((await send('GET', `${url}/files/0`, p.headers)).statusCode, 404);
      }
    });

    it('DELETE: the uploader, the team leader or staff, until the end date; the bytes go with the last record', async () => {
      const { editionId, examId } = await projectExam(db());
      const leader = await newPerson(db(), { editions: [editionId] });
      const mate = await newPerson(db(), { editions: [editionId] });
      const stranger = await newPerson(db(), { editions: [editionId] });
      const participation = await start(leader, examId);
      const teamId = await createTeam(leader, examId, [mate]);
      const unique = await samplePdf('um arquivo só deste teste');
      const mine = (
        await upload(leader.headers, {
          participation,
          category: 'in_group',
          team: teamId,
          files: [{ name: 'x.pdf', bytes: unique }],
        })
      ).json().data;
      const url = new URL(mine.attributes.file_urls[0].url).pathname;

      assert.equal(
        (await send('DELETE', `/participation_files/${mine.id}`, stranger.headers)).statusCode,
        404,
      );
      let res = await send('DELETE', `/participation_files/${mine.id}`, mate.headers);
      assert.equal(res.statusCode, 403);
      assert.deepEqual(codes(res), ['files.error.forbidden']);
      res = await send('DELETE', `/participation_files/${mine.id}`, leader.headers);
      assert.equal(res.statusCode, 204);
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: leader.headers })).statusCode, 404);
      const keys = await fs.readdir(path.join(filesDir, 'private'));
      assert.ok(!keys.includes(`${createHash('sha256').update(unique).digest('hex')}.pdf`));

      const mates = (
        await upload(mate.headers, {
          participation,
          category: 'in_group',
          team: teamId,
          videos: ['https://vimeo.com/5'],
        })
      ).json().data;
      assert.equal(
        (await send('DELETE', `/participation_files/${mates.id}`, leader.headers)).statusCode,
        204,
      );
      const again = (
        await upload(mate.headers, {
          participation,
          category: 'in_group',
          team: teamId,
          videos: ['https://vimeo.com/6'],
        })
      ).json().data;
      await closeExam(db(), examId);
      res = await send('DELETE', `/participation_files/${again.id}`, admin);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['teams.error.closed']);
      res = await send('DELETE', `/participation_files/${again.id}`, mate.headers);
      assert.deepEqual(codes(res), ['teams.error.closed']);
    });

    it('the demo: aluno@ sees the pre-project PDF and the group video of Equipe Aurora', async () => {
      const aluno = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
      const exam = await db()
        .selectFrom('exams')
        .innerJoin('editions', 'editions.id', 'exams.edition_id')
        .select('exams.id')
        .where('editions.description', '=', 'OBIA Projetos 2026')
        .executeTakeFirstOrThrow();
      const res = await send(
        'GET',
        `/participation_files?filter[exam_id]=${exam.id}&filter[user_id]=me&include=team`,
        aluno,
      );
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data;
      assert.deepEqual(
        data.map((d: Json) => d.attributes.category),
        ['pre_project', 'in_group'],
      );
      assert.equal(data[0].attributes.file_urls[0].content_type, 'application/pdf');
      assert.deepEqual(data[1].attributes.video_urls, ['https://www.youtube.com/watch?v=obia-equipe-aurora']);
      assert.equal(res.json().included[0].attributes.name, 'Equipe Aurora');
      // The server seeds with its private store (main.ts); a later start puts missing bytes back.
      const url = new URL(data[0].attributes.file_urls[0].url).pathname;
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: aluno })).statusCode, 404);
      const store = new PrivateFileStore(privateFilesDir(filesDir));
      assert.deepEqual(await seedDemo(db(), Date.now(), { privateFiles: store }), { seeded: false });
      const download = await ctx.app.inject({ method: 'GET', url, headers: aluno });
      assert.equal(download.statusCode, 200);
      assert.equal(download.rawPayload.subarray(0, 5).toString(), '%PDF-');
      assert.match(
        String(download.headers['content-disposition']),
        /Pr%C3%A9-projeto%20Equipe%20Aurora\.pdf/,
      );
    });
  });
}
