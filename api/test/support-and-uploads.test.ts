import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { loadConfig } from '../src/config.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';

// ---- image bytes built here -------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A valid 1×1 RGB PNG of the given colour. */
function tinyPng(r: number, g: number, b: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, r, g, b]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
/** The classic 1×1 transparent GIF. */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A JPEG start (SOI + JFIF APP0) and end marker: enough for the magic-byte check. */
const TINY_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const supportBody = (attributes: Record<string, unknown>, type = 'fractal-support') =>
  JSON.stringify({ data: { type, attributes } });

describe('mail and files configuration', () => {
  it('has defaults', () => {
    const c = loadConfig({});
    assert.equal(c.mail.smtpUrl, undefined);
    assert.equal(c.mail.supportEmail, 'suporte@olimpiada.dev');
    assert.match(c.files.dir, /\.data\/files$/);
    assert.equal(c.files.publicUrl, 'http://localhost:8080/files');
    const d = loadConfig({ PUBLIC_URL: 'https://o.example', FILES_PUBLIC_URL: 'https://cdn.example/f/' });
    assert.equal(d.files.publicUrl, 'https://cdn.example/f');
  });
});

for (const engine of engines()) {
  describe(`support messages, mail outbox and image uploads (${engine.name})`, () => {
    let ctx: TestContext;
    let filesDir: string;
    let admin: AuthHeaders;
    let student: AuthHeaders;

    const postSupport = (headers: Record<string, string>, body: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/fractal-support',
        headers: { ...headers, 'content-type': 'application/vnd.api+json' },
        payload: body,
      });
    const upload = (
      headers: AuthHeaders,
      bytes: Buffer,
      opts: { field?: string; filename?: string; type?: string } = {},
    ) => {
      const mp = multipartBody(
        opts.field ?? 'attachment',
        opts.filename ?? 'image.png',
        opts.type ?? 'image/png',
        bytes,
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/images/upload',
        headers: { ...headers, ...mp.headers },
        payload: mp.payload,
      });
    };

    before(async () => {
      filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'olympiad-files-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir, SUPPORT_EMAIL: 'help@example.test' });
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      student = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
    });
    after(async () => {
      await ctx?.close();
      if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
    });

    it('POST /api/fractal-support stores the message and queues a mail naming the user', async () => {
      const res = await postSupport(
        student,
        supportBody({ subject: '  Não consigo me inscrever ', message: 'O botão não responde.\nAjuda!' }),
      );
      assert.equal(res.statusCode, 201, res.body);
      const doc = res.json();
      assert.equal(doc.data.type, 'fractal-support');
      assert.equal(doc.data.attributes.subject, 'Não consigo me inscrever');
      assert.equal(doc.data.attributes.message, 'O botão não responde.\nAjuda!');
      assert.equal(doc.data.relationships.user.data.id, student.uid);

      const stored = await ctx.dbHandle.db
        .selectFrom('support_messages')
        .selectAll()
        .where('id', '=', Number(doc.data.id))
        .executeTakeFirstOrThrow();
      assert.equal(stored.user_id, Number(student.uid));

      const user = await ctx.dbHandle.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', Number(student.uid))
        .executeTakeFirstOrThrow();
      const mail = await ctx.dbHandle.db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal(mail.to_address, 'help@example.test');
      assert.equal(mail.subject, '[Suporte] Não consigo me inscrever');
      assert.equal(mail.reply_to, 'aluno@olimpiada.dev');
      assert.equal(mail.sent_at, null);
      assert.equal(mail.attempts, 0);
      assert.ok(mail.body_text.includes('aluno@olimpiada.dev'), mail.body_text);
      assert.ok(mail.body_text.includes(String(user.name)), mail.body_text);
      assert.ok(mail.body_text.includes(String(user.fractal_id)), mail.body_text);
      assert.ok(mail.body_text.includes('O botão não responde.'), mail.body_text);
    });

    it('accepts the support_messages type too', async () => {
      const res = await postSupport(student, supportBody({ subject: 'a', message: 'b' }, 'support_messages'));
      assert.equal(res.statusCode, 201, res.body);
    });

    it('empty or missing fields → 422 with the pointer and the Portuguese detail', async () => {
      let res = await postSupport(student, supportBody({ subject: 'Assunto', message: '   ' }));
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(
        res.json().errors.map((e: any) => [e.source.pointer, e.detail]),
        [['/data/attributes/message', 'Campo obrigatório']],
      );
      res = await postSupport(student, supportBody({}));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(
        res.json().errors.map((e: any) => e.source.pointer),
        ['/data/attributes/subject', '/data/attributes/message'],
      );
      res = await postSupport(student, supportBody({ subject: 'x'.repeat(201), message: 'y'.repeat(5001) }));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(
        res.json().errors.map((e: any) => e.detail),
        [
          'Este campo suporta no máximo até 200 caracteres',
          'Este campo suporta no máximo até 5000 caracteres',
        ],
      );
      res = await postSupport(student, supportBody({ subject: 'a', message: 'b' }, 'users'));
      assert.equal(res.statusCode, 409);
      res = await postSupport(student, JSON.stringify({}));
      assert.equal(res.statusCode, 422);
    });

    it('401 without credentials', async () => {
      const res = await postSupport({}, supportBody({ subject: 'a', message: 'b' }));
      assert.equal(res.statusCode, 401);
      const up = await ctx.app.inject({
        method: 'POST',
        url: '/api/images/upload',
        ...multipartBody('attachment', 'a.png', 'image/png', tinyPng(1, 2, 3)),
      });
      assert.equal(up.statusCode, 401);
    });

    it('GET /api/mail_outbox: admin reads it newest first and paged; others 403', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/mail_outbox?page[size]=1',
        headers: admin,
      });
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.data.length, 1);
      assert.equal(doc.data[0].type, 'mail_outbox');
      assert.equal(doc.data[0].attributes.subject, '[Suporte] a', 'newest first');
      assert.ok(doc.meta.total_count >= 2);
      assert.equal(res.headers['x-total-count'], String(doc.meta.total_count));
      const denied = await ctx.app.inject({ method: 'GET', url: '/api/mail_outbox', headers: student });
      assert.equal(denied.statusCode, 403);
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/mail_outbox' });
      assert.equal(anonymous.statusCode, 401);
    });

    it('plain text: a control character → 422 in Portuguese, nothing stored; the message keeps newlines and tabs', async () => {
      const db = ctx.dbHandle.db;
      const count = async () =>
        Number(
          (
            await db
              .selectFrom('support_messages')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      for (const [attributes, pointer] of [
        [{ subject: 'Assunto\u0007', message: 'Mensagem' }, '/data/attributes/subject'],
        [{ subject: 'Assunto\nnovo', message: 'Mensagem' }, '/data/attributes/subject'],
        [{ subject: 'Assunto', message: 'linha\u0000' }, '/data/attributes/message'],
        [{ subject: 'Assunto', message: 'apaga\u001b[2J' }, '/data/attributes/message'],
        [{ subject: 'Assunto', message: 'volta\rao início' }, '/data/attributes/message'],
      ] as const) {
        const res = await postSupport(student, supportBody(attributes));
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(
          res.json().errors.map((e: any) => [e.source.pointer, e.code]),
          [[pointer, 'validation.controlCharacters']],
        );
        assert.match(res.json().errors[0].detail, /^Este campo não pode conter caracteres de controle/);
      }
      assert.equal(await count(), before);
      const message = 'Olá,\n\tminha prova travou.\r\nObrigado <b>!</b>';
      const res = await postSupport(student, supportBody({ subject: 'Prova <travada>', message }));
      assert.equal(res.statusCode, 201, res.body);
      const row = await db
        .selectFrom('support_messages')
        .select(['subject', 'message'])
        .where('id', '=', Number(res.json().data.id))
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, { subject: 'Prova <travada>', message });
    });

    it('uploads a PNG; the url serves the same bytes, immutable; same bytes → same url', async () => {
      const png = tinyPng(200, 30, 40);
      const res = await upload(student, png, { type: 'application/octet-stream', filename: 'x.bin' });
      assert.equal(res.statusCode, 201, res.body);
      const doc = res.json();
      const key = `${createHash('sha256').update(png).digest('hex')}.png`;
      assert.equal(doc.data.type, 'images');
      assert.equal(doc.data.id, key);
      assert.equal(doc.data.url, `http://localhost:8080/files/${key}`);
      assert.equal(doc.data.attributes.url, doc.data.url);

      const file = await ctx.app.inject({ method: 'GET', url: new URL(doc.data.url).pathname });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'image/png');
      assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.ok(file.rawPayload.equals(png));

      const again = await upload(admin, png);
      assert.equal(again.statusCode, 201);
      assert.equal(again.json().data.url, doc.data.url);
      assert.deepEqual(await fs.readdir(filesDir), [key]);
    });

    it('uploads a GIF and a JPEG by their magic bytes', async () => {
      const gif = await upload(student, TINY_GIF, { filename: 'a.png', type: 'image/png' });
      assert.equal(gif.statusCode, 201, gif.body);
      assert.match(gif.json().data.id, /\.gif$/);
      let file = await ctx.app.inject({ method: 'GET', url: new URL(gif.json().data.url).pathname });
      assert.equal(file.headers['content-type'], 'image/gif');
      assert.ok(file.rawPayload.equals(TINY_GIF));

      const jpeg = await upload(student, TINY_JPEG, { filename: 'photo.jpeg', type: 'image/jpeg' });
      assert.equal(jpeg.statusCode, 201, jpeg.body);
      assert.match(jpeg.json().data.id, /\.jpg$/);
      file = await ctx.app.inject({ method: 'GET', url: new URL(jpeg.json().data.url).pathname });
      assert.equal(file.headers['content-type'], 'image/jpeg');
      assert.ok(file.rawPayload.equals(TINY_JPEG));
    });

    it('rejects a text file named .png, an oversized PNG, a missing file and a JSON body', async () => {
      let res = await upload(student, Buffer.from('just some text, not an image'), {
        filename: 'fake.png',
        type: 'image/png',
      });
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().errors[0].detail, 'Apenas imagens PNG, JPEG ou GIF são aceitas.');

      const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(300 * 1024 - 8, 7)]);
      res = await upload(student, big);
      assert.equal(res.statusCode, 413, res.body);
      assert.equal(res.json().errors[0].detail, 'A imagem deve ter até 200KB.');

      const hugeGif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(1024 * 1024 + 10, 1)]);
      res = await upload(student, hugeGif, { filename: 'a.gif', type: 'image/gif' });
      assert.equal(res.statusCode, 413, res.body);
      assert.equal(res.json().errors[0].detail, 'A imagem GIF deve ter até 1MB.');

      res = await upload(student, tinyPng(1, 1, 1), { field: 'other' });
      assert.equal(res.statusCode, 422, res.body);

      const boundary = '----empty';
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/images/upload',
        headers: { ...student, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().errors[0].source.parameter, 'attachment');

      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/images/upload',
        headers: { ...student, 'content-type': 'application/json' },
        payload: JSON.stringify({ attachment: 'x' }),
      });
      assert.equal(res.statusCode, 415, res.body);

      const files = await fs.readdir(filesDir);
      assert.ok(files.every((f) => !f.endsWith('.tmp')));
      assert.equal(files.filter((f) => f.endsWith('.png')).length, 1, 'nothing rejected was stored');
    });

    it('GET /files/<key>: unknown or malformed keys → 404', async () => {
      let res = await ctx.app.inject({ method: 'GET', url: `/files/${'0'.repeat(64)}.png` });
      assert.equal(res.statusCode, 404);
      res = await ctx.app.inject({ method: 'GET', url: '/files/..%2F..%2Fetc%2Fpasswd' });
      assert.equal(res.statusCode, 404);
    });
  });
}
