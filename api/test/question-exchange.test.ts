import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { sessionHeaders } from './helpers/requests.js';
import { editionIdOf, examIdOf, userIdOf } from './helpers/demo-ids.js';
import { multipart, type Part } from './helpers/project-phase.js';

type Json = Record<string, any>;
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'question-exchange');
const DAY = 24 * 3600_000;
/** A 1×1 PNG (the image the fixtures embed). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The QTI 3.0 fixture package: the folder's files zipped as an authoring tool ships them, with the
 * image the choice item shows.
 */
async function qtiFixture(): Promise<Buffer> {
  const root = path.join(FIXTURES, 'qti3-package');
  const files: Record<string, Uint8Array> = { 'images/folha.png': Buffer.from(PNG_BASE64, 'base64') };
  for (const name of await readdir(root, { recursive: true })) {
    if (name.endsWith('.xml')) files[name.split(path.sep).join('/')] = await readFile(path.join(root, name));
  }
  return Buffer.from(zipSync(files));
}

/** The questions one round trip must keep: every kind, both styles, both statuses, rich text. */
const ORIGINAL = {
  format: 'olympiad-questions',
  version: 1,
  questions: [
    {
      statement:
        '<p>Quanto é 2 + 2?<br>Escolha&nbsp;uma.</p><p><img src="https://cdn.example.org/soma.png" alt="Soma"></p>',
      kind: 'multiple_choice',
      style: 'alphabetic',
      status: 'active',
      alternatives: [
        { description: '<p>3</p>', correct: false },
        { description: '<p><strong>4</strong> &amp; nada mais</p>', correct: true },
        { description: '<p>5 &lt; 6</p>', correct: false },
      ],
      resolution: { comment: '<p>Aritmética <em>básica</em>.</p>' },
      education_subject_id: 7,
      character_limit: null,
      weight: 2.5,
    },
    {
      statement: '<ol start="3"><li>Item</li></ol><p>Qual a cor do céu?</p>',
      kind: 'multiple_choice',
      style: 'numeric',
      status: 'cancelled',
      alternatives: [
        { description: 'Azul', correct: true },
        { description: 'Verde', correct: false },
      ],
      resolution: { comment: null },
      education_subject_id: 20,
      character_limit: null,
      weight: 1,
    },
    {
      statement: '<p>Descreva a fotossíntese.</p>',
      kind: 'open_ended',
      style: 'alphabetic',
      status: 'active',
      alternatives: [],
      resolution: { comment: '<p>Luz, água e CO<sub>2</sub>.</p>' },
      education_subject_id: 3,
      character_limit: 800,
      weight: 3,
    },
  ],
};

for (const engine of engines()) {
  describe(`question exchange: export and import in JSON, QTI 3.0 and Moodle XML (${engine.name})`, () => {
    let ctx: TestContext;
    let filesDir: string;
    const h: Record<'admin' | 'coord' | 'coordOther', Record<string, string>> = {} as never;
    let obia: number;
    let inProgress: number;
    let examCount = 0;
    const db = () => ctx.dbHandle.db;

    /** A fresh upcoming online exam of OBIA 2026 (no questions). */
    const upcomingExam = async () => {
      examCount += 1;
      const row = await db()
        .insertInto('exams')
        .values({
          edition_id: obia,
          phase: 10 + examCount,
          kind: 'online',
          description: `Troca ${examCount}`,
          start_date: new Date(Date.now() + 10 * DAY),
          end_date: new Date(Date.now() + 11 * DAY),
          time_limit: 60,
          minimal_score: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
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
    const importFile = (
      examId: number,
      bytes: Buffer,
      opts: { preview?: boolean; headers?: Record<string, string>; field?: string; lang?: string } = {},
    ) => {
      const parts: Part[] = [
        { field: 'data[id]', value: String(examId) },
        { field: 'data[type]', value: 'exams' },
        { field: opts.field ?? 'file', filename: 'upload', bytes, contentType: 'application/octet-stream' },
      ];
      if (opts.preview) parts.push({ field: 'preview', value: 'true' });
      const body = multipart(parts);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/exams/${examId}/import_questions`,
        headers: {
          ...(opts.headers ?? h.admin),
          'accept-language': opts.lang ?? 'pt-BR',
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
    };
    const exportQuestions = (
      examId: number,
      ids: unknown,
      format?: string,
      headers: Record<string, string> = h.admin,
      lang = 'pt-BR',
    ) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/exams/${examId}/export`,
        headers: { ...headers, 'accept-language': lang, 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify({
          data: {
            type: 'exams',
            id: String(examId),
            attributes: { question_ids: ids, ...(format ? { format } : {}) },
          },
        }),
      });
    /** The staff attributes of the exam's questions, in order, without ids, positions and times. */
    const staffQuestions = (doc: Json) => {
      const byId = new Map(
        (doc.included ?? []).filter((r: Json) => r.type === 'questions').map((r: Json) => [r.id, r]),
      );
      return doc.data.relationships.questions.data.map((ref: Json) => {
        const {
          position: _p,
          updated_at: _u,
          alternatives,
          resolution,
          ...rest
        } = (byId.get(ref.id) as Json).attributes;
        const correct = new Set(resolution.multiple_choice);
        return {
          ...rest,
          alternatives: alternatives.map((a: Json) => ({ description: a.description, correct: a.correct })),
          comment: resolution.comment,
          key: alternatives.flatMap((a: Json, i: number) => (correct.has(a.id) ? [i] : [])),
        };
      });
    };

    before(async () => {
      filesDir = await mkdtemp(path.join(tmpdir(), 'question-exchange-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir });
      h.admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      h.coord = await sessionHeaders(db(), await userIdOf(db(), 'coordenador@olimpiada.dev'));
      h.coordOther = await sessionHeaders(db(), await userIdOf(db(), 'coordenador.sem@olimpiada.dev'));
      obia = await editionIdOf(db(), 'OBIA 2026');
      inProgress = await examIdOf(db(), obia, 1);
    });
    after(async () => {
      await ctx?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it('export → import gives identical questions in each of the three formats', async () => {
      const source = await upcomingExam();
      const seeded = await importFile(source, Buffer.from(JSON.stringify(ORIGINAL)));
      assert.equal(seeded.statusCode, 200, seeded.body);
      assert.equal(seeded.json().meta.imported, 3);
      const expected = staffQuestions(seeded.json());
      assert.deepEqual(
        expected.map((q: Json) => [
          q.kind,
          q.style,
          q.status,
          q.weight,
          q.education_subject_id,
          q.character_limit,
        ]),
        [
          ['multiple_choice', 'alphabetic', 'active', 2.5, 7, null],
          ['multiple_choice', 'numeric', 'cancelled', 1, 20, null],
          ['open_ended', 'alphabetic', 'active', 3, 3, 800],
        ],
      );
      const ids = seeded.json().data.relationships.questions.data.map((r: Json) => r.id);
      for (const [format, file, type] of [
        ['json', 'questions.json', 'application/json'],
        ['qti', 'questions-qti3.zip', 'application/zip'],
        ['moodle', 'questions-moodle.xml', 'application/xml'],
      ] as const) {
        const res = await exportQuestions(source, ids, format);
        assert.equal(res.statusCode, 200, `${format}: ${res.body}`);
        assert.equal(res.headers['content-disposition'], `attachment; filename="${file}"`);
        assert.ok(String(res.headers['content-type']).includes(type), String(res.headers['content-type']));
        const target = await upcomingExam();
        const back = await importFile(target, res.rawPayload);
        assert.equal(back.statusCode, 200, `${format}: ${back.body}`);
        assert.equal(back.json().meta.preview.format, format);
        assert.deepEqual(back.json().meta.preview.skipped, [], format);
        assert.deepEqual(staffQuestions(back.json()), expected, format);
      }
    });

    it('writes QTI 3.0 the standard way: a manifest of item resources, choice and extended-text items', async () => {
      const source = await upcomingExam();
      const seeded = (await importFile(source, Buffer.from(JSON.stringify(ORIGINAL)))).json();
      const ids = seeded.data.relationships.questions.data.map((r: Json) => r.id);
      const zip = unzipSync((await exportQuestions(source, ids, 'qti')).rawPayload);
      const manifest = strFromU8(zip['imsmanifest.xml']!);
      assert.match(manifest, /xmlns="http:\/\/www\.imsglobal\.org\/xsd\/qti\/qtiv3p0\/imscp_v1p1"/);
      assert.equal(manifest.match(/type="imsqti_item_xmlv3p0"/g)?.length, 3);
      const choice = strFromU8(zip['items/q-001.xml']!);
      assert.match(choice, /<qti-assessment-item xmlns="http:\/\/www\.imsglobal\.org\/xsd\/imsqtiasi_v3p0"/);
      assert.match(choice, /<qti-correct-response><qti-value>choice-2<\/qti-value><\/qti-correct-response>/);
      assert.match(choice, /normal-maximum="2.5"/);
      assert.match(choice, /<qti-choice-interaction [^>]*class="qti-labels-upper-alpha/);
      assert.match(choice, /rptemplates\/match_correct\.xml/);
      assert.match(choice, /<qti-rubric-block use="scoring" view="scorer">/);
      const essay = strFromU8(zip['items/q-003.xml']!);
      assert.match(essay, /<qti-extended-text-interaction [^>]*expected-length="800"/);
      const moodle = (await exportQuestions(source, ids, 'moodle')).body;
      assert.match(moodle, /<question type="multichoice">/);
      assert.match(moodle, /<question type="essay">/);
      assert.match(moodle, /<single>true<\/single>/);
      assert.match(moodle, /<answer fraction="100" format="html">/);
      assert.match(moodle, /<defaultgrade>2.5<\/defaultgrade>/);
      assert.match(moodle, /<!\[CDATA\[<p><strong>4<\/strong> &amp; nada mais<\/p>\]\]>/);
    });

    /*
     * The Moodle fixture follows Moodle 4.x's question/format/xml export (checked against Moodle's
     * format.php writer and public exports found with the search tool): a category record first, then
     * <question type> with <name><text>, questiontext format="html" with CDATA and <file name path
     * encoding="base64"> for @@PLUGINFILE@@ images, generalfeedback, defaultgrade, penalty, hidden,
     * idnumber, multichoice's single/shuffleanswers/answernumbering and <answer fraction format>, the
     * essay's responseformat/responsefieldlines/graderinfo, and <tags>.
     */
    it('imports a Moodle 4.x export: multichoice, essay and truefalse mapped; shortanswer, matching and multi-answer skipped', async () => {
      const exam = await upcomingExam();
      const xml = await readFile(path.join(FIXTURES, 'moodle-4x-quiz.xml'));
      const res = await importFile(exam, xml, { preview: true });
      assert.equal(res.statusCode, 200, res.body);
      const preview = res.json().meta.preview;
      assert.equal(preview.format, 'moodle');
      assert.deepEqual(
        preview.items.map((i: Json) => [i.source, i.kind]),
        [
          ['Fotossíntese (imagem) (#2)', 'multiple_choice'],
          ['Potências (#3)', 'multiple_choice'],
          ['Redação: ética em IA (#4)', 'open_ended'],
          ['Água ferve a 100 °C (#7)', 'multiple_choice'],
        ],
      );
      assert.deepEqual(preview.skipped, [
        {
          source: 'Capital (#5)',
          reason: 'Tipo de questão não suportado: shortanswer (só múltipla escolha e dissertativa).',
        },
        {
          source: 'Associe os biomas (#6)',
          reason: 'Tipo de questão não suportado: matching (só múltipla escolha e dissertativa).',
        },
        { source: 'Números primos (#8)', reason: 'A questão aceita mais de uma resposta correta.' },
      ]);
      const [photo, powers, , truth] = preview.items;
      // The embedded image is served from the file store; Moodle's style attribute is dropped.
      assert.match(
        photo.statement,
        /^<p>Observe a figura e responda: qual organela realiza a <strong>fotossíntese<\/strong>\?<\/p><p><img src="http:\/\/localhost:8080\/files\/[0-9a-f]{64}\.png" alt="Célula vegetal" width="120" height="90"><\/p>$/,
      );
      assert.deepEqual(
        photo.alternatives.map((a: Json) => a.correct),
        [false, true, false],
      );
      // Sanitised on the way in: no script, no event handler.
      assert.equal(powers.statement, '<p>Quanto vale 2<sup>10</sup>?</p>');
      assert.equal(powers.alternatives[1].description, '2048');
      assert.deepEqual(truth.alternatives, [
        { description: '<p>Verdadeiro</p>', correct: true },
        { description: '<p>Falso</p>', correct: false },
      ]);
      assert.equal(await questionCount(exam), 0, 'a preview stores nothing');

      const es = (await importFile(exam, xml, { preview: true, lang: 'es' })).json().meta.preview;
      assert.equal(es.skipped[2].reason, 'La pregunta acepta más de una respuesta correcta.');

      const stored = await importFile(exam, xml);
      assert.equal(stored.statusCode, 200, stored.body);
      assert.equal(stored.json().meta.imported, 4);
      const questions = staffQuestions(stored.json());
      assert.equal(questions[0].weight, 2);
      assert.equal(questions[0].comment, '<p>O <em>cloroplasto</em> contém clorofila.</p>');
      assert.equal(questions[1].style, 'numeric');
      assert.equal(questions[2].comment, '<p>Espera-se: consentimento, privacidade e vieses.</p>');
      assert.equal(questions[2].weight, 3);
      const image = photo.statement.match(/files\/([0-9a-f]{64}\.png)/)[1];
      const served = await ctx.app.inject({ method: 'GET', url: `/files/${image}` });
      assert.equal(served.statusCode, 200, 'the embedded image is stored with the questions');
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'exam.questions_imported')
        .where('subject_id', '=', String(exam))
        .execute();
      assert.equal(audit.length, 1);
    });

    /*
     * The QTI fixture follows the 1EdTech QTI 3.0 examples (qti-examples/qtiv3-examples/packaging:
     * the BBQsTest manifest and its choice and essay items, checked with the search tool): the manifest
     * in the qtiv3p0 imscp_v1p1 namespace with LOM and imsqti_metadata_v3p0 metadata, a test resource
     * (imsqti_test_xmlv3p0) besides the item resources (imsqti_item_xmlv3p0) and a webcontent image;
     * items in the imsqtiasi_v3p0 namespace with qti-response-declaration/qti-correct-response,
     * the SCORE outcome's normal-maximum, qti-prompt inside the interaction, shared-vocabulary label
     * classes, qti-feedback-inline, qti-modal-feedback, a scorer rubric block and the match_correct
     * template; a match interaction (qti-simple-match-set) and a multiple-cardinality choice.
     */
    it('imports a QTI 3.0 package: the choice and extended-text items mapped, the rest skipped with reasons', async () => {
      const exam = await upcomingExam();
      const zip = await qtiFixture();
      const res = await importFile(exam, zip, { preview: true, lang: 'pt-PT' });
      assert.equal(res.statusCode, 200, res.body);
      const preview = res.json().meta.preview;
      assert.equal(preview.format, 'qti');
      assert.deepEqual(
        preview.items.map((i: Json) => [i.source, i.kind]),
        [
          ['ITEM-fotossintese', 'multiple_choice'],
          ['ITEM-etica', 'open_ended'],
        ],
      );
      assert.deepEqual(preview.skipped, [
        {
          source: 'ITEM-biomas',
          reason: 'Interação não suportada: qti-match-interaction (só escolha simples e texto livre).',
        },
        { source: 'ITEM-primos', reason: 'A questão aceita mais do que uma resposta correta.' },
        { source: 'ITEM-ausente', reason: 'O ficheiro do item não está no pacote: items/ausente.xml' },
      ]);
      const [choice, essay] = preview.items;
      assert.match(
        choice.statement,
        /^<p>Observe a folha: <img src="http:\/\/localhost:8080\/files\/[0-9a-f]{64}\.png" alt="Folha" width="120" height="90"><\/p>Qual organela realiza a <strong>fotossíntese<\/strong>\?$/,
      );
      assert.deepEqual(choice.alternatives, [
        { description: 'Mitocôndria', correct: false },
        { description: 'Ribossomo', correct: false },
        { description: 'Cloroplasto', correct: true },
        { description: 'Lisossomo', correct: false },
      ]);
      assert.equal(
        essay.statement,
        '<p>Leia o trecho abaixo.</p><blockquote><p>Câmeras com reconhecimento facial foram instaladas na escola.</p></blockquote>Explique um risco ético dessa decisão.',
      );
      assert.equal(await questionCount(exam), 0);

      const stored = await importFile(exam, zip, { field: 'data[attributes][file]' });
      assert.equal(stored.statusCode, 200, stored.body);
      const [q1, q2] = staffQuestions(stored.json());
      assert.equal(q1.weight, 2);
      assert.equal(q1.comment, '<p>O <em>cloroplasto</em> contém a clorofila.</p>');
      assert.deepEqual(q1.key, [2]);
      assert.equal(q2.character_limit, 600);
      assert.equal(q2.weight, 3);
      assert.equal(q2.comment, null);
    });

    it('appends imported questions after the existing ones, in order', async () => {
      const exam = await upcomingExam();
      await importFile(exam, Buffer.from(JSON.stringify(ORIGINAL)));
      const second = await importFile(exam, Buffer.from(JSON.stringify([ORIGINAL.questions[2]])));
      assert.equal(second.statusCode, 200, second.body);
      const doc = second.json();
      assert.equal(doc.data.attributes.questions_order.length, 4);
      assert.deepEqual(
        staffQuestions(doc).map((q: Json) => q.kind),
        ['multiple_choice', 'multiple_choice', 'open_ended', 'open_ended'],
      );
    });

    it('sanitises imported rich text: scripts and event handlers are gone', async () => {
      const exam = await upcomingExam();
      const file = [
        {
          statement:
            '<p onclick="x()">Oi<script>alert(1)</script><img src="https://x.example/a.png" onerror="steal()"></p>',
          kind: 'multiple_choice',
          alternatives: [
            { description: '<b onmouseover="y()">Sim</b>', correct: true },
            { description: '<a href="javascript:alert(1)">Não</a>', correct: false },
          ],
          resolution: { comment: '<iframe src="https://evil.example"></iframe><p>Ok</p>' },
        },
      ];
      const res = await importFile(exam, Buffer.from(JSON.stringify(file)));
      assert.equal(res.statusCode, 200, res.body);
      const [q] = staffQuestions(res.json());
      assert.equal(q.statement, '<p>Oi<img src="https://x.example/a.png"></p>');
      assert.deepEqual(
        q.alternatives.map((a: Json) => a.description),
        ['<b>Sim</b>', '<a>Não</a>'],
      );
      assert.equal(q.comment, '<p>Ok</p>');
      assert.doesNotMatch(res.body, /<script|onerror|onclick|javascript:/);
    });

    it('lists questions that break the question rules as skipped, and stores none when nothing maps', async () => {
      const exam = await upcomingExam();
      const file = [
        { statement: '<p></p>', kind: 'open_ended' },
        {
          statement: 'Duas certas',
          kind: 'multiple_choice',
          alternatives: [
            { description: 'a', correct: true },
            { description: 'b', correct: true },
          ],
        },
        { statement: 'Sem tipo', kind: 'true_false' },
        'não é questão',
      ];
      const preview = (await importFile(exam, Buffer.from(JSON.stringify(file)), { preview: true })).json()
        .meta.preview;
      assert.deepEqual(preview.items, []);
      assert.deepEqual(preview.skipped, [
        { source: '#4', reason: 'O registro não é uma questão.' },
        { source: '#1', reason: 'Enunciado: Campo Obrigatorio' },
        { source: '#2', reason: 'A questao deve ter apenas uma alternativa correta' },
        { source: '#3', reason: 'Tipo de questão: Campo Obrigatorio' },
      ]);
      const res = await importFile(exam, Buffer.from(JSON.stringify(file)));
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().errors[0].detail, 'Nenhuma questão do arquivo pode ser importada.');
      assert.equal(await questionCount(exam), 0);
    });

    it('export: no question chosen, or one of another exam, is refused in the caller language', async () => {
      const exam = await upcomingExam();
      for (const ids of [[], undefined, null]) {
        const res = await exportQuestions(exam, ids);
        assert.equal(res.statusCode, 422);
        assert.equal(res.json().errors[0].detail, 'Nenhuma questao foi selecionada!');
      }
      assert.equal(
        (await exportQuestions(exam, [], 'json', h.admin, 'es')).json().errors[0].detail,
        '¡No se seleccionó ninguna pregunta!',
      );
      assert.equal(
        (await exportQuestions(exam, [], 'json', h.admin, 'pt-PT')).json().errors[0].detail,
        'Nenhuma questão foi selecionada!',
      );
      const other = await db()
        .selectFrom('questions')
        .select('id')
        .where('exam_id', '=', inProgress)
        .executeTakeFirstOrThrow();
      const res = await exportQuestions(exam, [String(other.id)]);
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().errors[0].source.pointer, '/data/attributes/question_ids');
      assert.equal((await exportQuestions(exam, ['1'], 'pdf')).statusCode, 422);
      assert.equal((await exportQuestions(exam, [{ id: 1 }])).statusCode, 422);
    });

    it('only the staff of the exam edition export and import', async () => {
      const questions = await db()
        .selectFrom('questions')
        .select('id')
        .where('exam_id', '=', inProgress)
        .execute();
      const ids = questions.map((q) => String(q.id));
      assert.equal((await exportQuestions(inProgress, ids, 'moodle', h.coord)).statusCode, 200);
      assert.equal((await exportQuestions(inProgress, ids, 'json', h.coordOther)).statusCode, 403);
      const exam = await upcomingExam();
      const res = await importFile(exam, Buffer.from(JSON.stringify(ORIGINAL)), { headers: h.coordOther });
      assert.equal(res.statusCode, 403);
      assert.equal(await questionCount(exam), 0);
      assert.equal((await exportQuestions(999999, ids)).statusCode, 404);
    });

    it('an exam in progress takes no import (a dry run still reads the file)', async () => {
      const before = await questionCount(inProgress);
      const res = await importFile(inProgress, Buffer.from(JSON.stringify(ORIGINAL)), { headers: h.coord });
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().errors[0].detail, 'Nao e possivel editar uma prova em andamento ou encerrada.');
      const es = await importFile(inProgress, Buffer.from(JSON.stringify(ORIGINAL)), { lang: 'es' });
      assert.equal(es.json().errors[0].detail, 'No es posible editar una prueba en curso o finalizada.');
      const dry = await importFile(inProgress, Buffer.from(JSON.stringify(ORIGINAL)), { preview: true });
      assert.equal(dry.statusCode, 200);
      assert.equal(dry.json().meta.preview.items.length, 3);
      assert.equal(await questionCount(inProgress), before);
    });

    it('refuses oversized files, zip bombs, entity expansion and unknown or broken files with 413 or 422', async () => {
      const exam = await upcomingExam();
      const big = await importFile(exam, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20));
      assert.equal(big.statusCode, 413);
      assert.equal(big.json().errors[0].detail, 'O arquivo excede o limite de 5 MB.');
      // 30 MB of zeros compress to a few KB: refused from the zip's directory, before inflating.
      const bomb = Buffer.from(
        zipSync({
          'imsmanifest.xml': strToU8('<manifest/>'),
          'items/zeros.xml': new Uint8Array(30 * 1024 * 1024),
        }),
      );
      assert.ok(bomb.length < 100_000);
      const bombed = await importFile(exam, bomb);
      assert.equal(bombed.statusCode, 413, bombed.body);
      const many: Record<string, Uint8Array> = {};
      for (let i = 0; i < 600; i++) many[`f${i}.txt`] = strToU8('x');
      assert.equal((await importFile(exam, Buffer.from(zipSync(many)))).statusCode, 413);
      const laughs = Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><quiz><question type="essay"><questiontext><text>&b;</text></questiontext></question></quiz>',
      );
      const refused = await importFile(exam, laughs);
      assert.equal(refused.statusCode, 422);
      assert.match(refused.json().errors[0].detail, /DOCTYPE/);
      const unknown = await importFile(exam, Buffer.from('name;score\nana;10\n'));
      assert.equal(unknown.statusCode, 422);
      assert.match(unknown.json().errors[0].detail, /^Formato de arquivo não reconhecido/);
      for (const broken of ['{"questions": [', '<quiz><question></quiz>', 'PK\u0003\u0004garbage']) {
        const res = await importFile(exam, Buffer.from(broken, 'latin1'));
        assert.equal(res.statusCode, 422, `${broken}: ${res.body}`);
      }
      const noFile = multipart([{ field: 'data[type]', value: 'exams' }]);
      const missing = await ctx.app.inject({
        method: 'POST',
        url: `/api/exams/${exam}/import_questions`,
        headers: { ...h.admin, 'content-type': noFile.contentType },
        payload: noFile.payload,
      });
      assert.equal(missing.statusCode, 422);
      assert.equal(await questionCount(exam), 0);
    });
  });
}
