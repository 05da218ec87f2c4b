import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_MESSAGE_MAX_CHARACTERS } from '../src/shared-rules.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { userIdOf } from './helpers/demo-ids.js';
import { sender, sessionHeaders } from './helpers/requests.js';

// Issue 33, item 10: the app message's limit is in characters as a person sees them (an emoji is one),
// the rule the form's counter uses (countCharacters from shared-contracts), not UTF-16 code units.
for (const engine of engines()) {
  describe(`app message length (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: Record<string, string>;
    let editionId: number;
    const send = sender(() => ctx.app);

    before(async () => {
      ctx = await startApp(engine, { PUSH_POLL_MS: '3600000' });
      const db = ctx.dbHandle.db;
      admin = await sessionHeaders(db, await userIdOf(db, 'admin@olimpiada.dev'));
      editionId = (
        await db
          .selectFrom('editions')
          .select('id')
          .where('description', '=', 'OBIA 2026')
          .executeTakeFirstOrThrow()
      ).id;
    });
    after(async () => {
      await ctx?.close();
    });

    const push = (message: string, lang = 'pt-BR') =>
      send(
        'POST',
        '/notification',
        { ...admin, 'accept-language': lang },
        { destination: 'push', edition: { id: editionId }, group: 'students', message },
      );
    const stored = async () =>
      (await ctx.dbHandle.db.selectFrom('notifications').select('message').execute()).map((r) => r.message);

    it('accepts exactly the limit in emoji, flags and ZWJ families', async () => {
      assert.equal(APP_MESSAGE_MAX_CHARACTERS, 500);
      const emoji = '🎉'.repeat(APP_MESSAGE_MAX_CHARACTERS);
      const res = await push(emoji);
      assert.equal(res.statusCode, 202, res.body);
      const mixed = '🇧🇷👨‍👩‍👧‍👦'.repeat(APP_MESSAGE_MAX_CHARACTERS / 2);
      assert.equal((await push(mixed)).statusCode, 202);
      assert.deepEqual((await stored()).sort(), [emoji, mixed].sort());
    });

    it('refuses one character more with the message of the rule, in the caller language', async () => {
      const before = await stored();
      const over = '🎉'.repeat(APP_MESSAGE_MAX_CHARACTERS + 1);
      for (const [lang, detail] of [
        ['pt-BR', 'A mensagem do app pode ter no máximo 500 caracteres.'],
        ['es', 'El mensaje de la app puede tener como máximo 500 caracteres.'],
        ['pt-PT', 'A mensagem da aplicação pode ter no máximo 500 caracteres.'],
      ] as const) {
        const res = await push(over, lang);
        assert.equal(res.statusCode, 422, res.body);
        const error = res
          .json()
          .errors.find((e: { source?: { pointer?: string } }) => e.source?.pointer === '/message');
        assert.ok(error, res.body);
        assert.equal(error.detail, detail);
      }
      assert.equal((await push(`${'x'.repeat(APP_MESSAGE_MAX_CHARACTERS)}!`)).statusCode, 422);
      assert.deepEqual(await stored(), before);
    });
  });
}
