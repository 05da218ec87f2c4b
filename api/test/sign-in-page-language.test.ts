// The built-in identity provider's sign-in page speaks the language the app asks for (`ui_locales`): the
// shell sends the language its own screens are in, so a student who chose Spanish signs in in Spanish.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { CookieJar, loginPageUrl, step } from './helpers/sign-in.js';

/** The provider's sign-in page reached as the app's redirect reaches it, with `ui_locales` when given. */
async function signInPage(ctx: TestContext, uiLocales?: string) {
  const jar = new CookieJar();
  const auth = await step(ctx.app, jar, 'GET', loginPageUrl(uiLocales));
  assert.equal(auth.statusCode, 303, auth.body);
  const page = await step(ctx.app, jar, 'GET', String(auth.headers.location));
  assert.equal(page.statusCode, 200);
  const action = /action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
  const refused = await step(ctx.app, jar, 'POST', action, {
    email: 'aluno@olimpiada.dev',
    password: 'errada',
  });
  return { page: page.body, refused };
}

for (const engine of engines()) {
  describe(`the identity provider's sign-in page language (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine);
    });
    after(async () => {
      await ctx?.close();
    });

    it('speaks Spanish when the app asks for es, refusals included', async () => {
      const { page, refused } = await signInPage(ctx, 'es');
      assert.match(page, /<html lang="es">/);
      assert.match(page, /<label for="password">Contraseña<\/label>/);
      assert.match(page, /<button type="submit">Iniciar sesión<\/button>/);
      assert.equal(refused.statusCode, 401);
      assert.match(refused.body, /Correo electrónico o contraseña no válidos/);
    });

    it('speaks European Portuguese for pt-PT, and Brazilian Portuguese when nothing (or an unknown language) is asked', async () => {
      const pt = await signInPage(ctx, 'pt-PT');
      assert.match(pt.page, /<html lang="pt-PT">/);
      assert.match(pt.page, /Palavra-passe/);
      assert.match(pt.refused.body, /E-mail ou palavra-passe inválidos/);
      for (const asked of [undefined, 'de fr']) {
        const br = await signInPage(ctx, asked);
        assert.match(br.page, /<html lang="pt-BR">/);
        assert.match(br.page, /<label for="password">Senha<\/label>/);
        assert.match(br.refused.body, /E-mail ou senha inválidos/);
      }
    });
  });
}
