import '../fastify-augment.js';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { loginLocale, loginPage } from './login-page.js';
import { verifyPassword } from './passwords.js';
import { localSub, OIDC_PREFIX } from './provider.js';
import { loginSucceeded, takeLoginAttempt } from './login-throttle.js';
import { passwordLocale, passwordPage } from './password-page.js';
import { MIN_PASSWORD_LENGTH, peekPasswordToken, usePasswordToken } from './password-tokens.js';

interface Deps {
  provider: Provider;
  db: Kysely<Database>;
  config: Config;
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Finds a local account by e-mail and checks its password (constant work when the account is missing). */
async function authenticate(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<number | undefined> {
  const account = await db
    .selectFrom('local_accounts')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  const ok = await verifyPassword(
    password,
    account?.password_hash ??
      'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  );
  return ok && account ? account.id : undefined;
}

/** Our own interaction pages: login form (e-mail + senha); consent is automatic for the first-party client. */
async function interactionRoutes(app: FastifyInstance, { provider, db, config }: Deps) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const showError = (reply: FastifyReply, err: unknown) => {
    app.log.info({ err }, 'oidc interaction failed');
    return sendHtml(
      reply,
      '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Sessão expirada</title><body><p>A sessão de login expirou. Volte ao aplicativo e tente novamente.</p></body></html>',
      400,
    );
  };

  app.get<{ Params: { uid: string } }>(
    '/interaction/:uid',
    { schema: { hide: true } },
    async (req, reply) => {
      let details;
      try {
        details = await provider.interactionDetails(req.raw, reply.raw);
      } catch (err) {
        return showError(reply, err);
      }
      if (details.prompt.name === 'login') {
        return sendHtml(
          reply,
          loginPage({
            action: `${OIDC_PREFIX}/interaction/${details.uid}/login`,
            locale: loginLocale(details.params.ui_locales),
          }),
        );
      }
      // consent (should not happen: loadExistingGrant grants it) — grant what was asked and continue.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session?.accountId ?? '',
            clientId: String(details.params.client_id),
          });
      if (!grant) return showError(reply, new Error('grant not found'));
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        req.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    '/interaction/:uid/login',
    {
      schema: { hide: true },
      config: { rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      let details;
      try {
        details = await provider.interactionDetails(req.raw, reply.raw);
      } catch (err) {
        return showError(reply, err);
      }
      const email = typeof req.body?.email === 'string' ? req.body.email : '';
      const password = typeof req.body?.password === 'string' ? req.body.password : '';
      // Per account (known or not), on top of the per-IP limit: see login-throttle.ts.
      const attempt = email && password ? await takeLoginAttempt(db, email) : { allowed: true as const };
      if (!attempt.allowed) {
        req.log.info('provider login refused: too many failed passwords for this e-mail');
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        return sendHtml(
          reply,
          loginPage({
            action: `${OIDC_PREFIX}/interaction/${details.uid}/login`,
            email,
            lockedSeconds: attempt.retryAfterSeconds,
            locale: loginLocale(details.params.ui_locales),
          }),
          429,
        );
      }
      const accountId = email && password ? await authenticate(db, email, password) : undefined;
      if (accountId !== undefined) await loginSucceeded(db, email);
      if (accountId === undefined) {
        return sendHtml(
          reply,
          loginPage({
            action: `${OIDC_PREFIX}/interaction/${details.uid}/login`,
            email,
            invalid: true,
            locale: loginLocale(details.params.ui_locales),
          }),
          401,
        );
      }
      const returnTo = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId: localSub(accountId) } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}

/**
 * The set-password page of an invitation (a new coordinator's account): GET shows the form while the
 * link is usable (48 h, once), POST saves the password (scrypt) and spends the link.
 */
async function passwordRoutes(app: FastifyInstance, { db, config }: Deps) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const appUrl = `${config.publicUrl}/`;
  const action = (token: string, lang: string) =>
    `${OIDC_PREFIX}/password/${encodeURIComponent(token)}?lang=${encodeURIComponent(lang)}`;

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/password/:token',
    { schema: { hide: true } },
    async (req, reply) => {
      const locale = passwordLocale(req.query.lang);
      const found = await peekPasswordToken(db, req.params.token);
      if (!found) return sendHtml(reply, passwordPage({ locale, state: 'invalid', appUrl }), 404);
      return sendHtml(
        reply,
        passwordPage({
          locale,
          state: 'form',
          email: found.email,
          action: action(req.params.token, locale),
          appUrl,
        }),
      );
    },
  );

  app.post<{
    Params: { token: string };
    Querystring: { lang?: string };
    Body: Record<string, string> | undefined;
  }>(
    '/password/:token',
    {
      schema: { hide: true },
      config: { rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const locale = passwordLocale(req.query.lang);
      const found = await peekPasswordToken(db, req.params.token);
      if (!found) return sendHtml(reply, passwordPage({ locale, state: 'invalid', appUrl }), 404);
      const password = typeof req.body?.password === 'string' ? req.body.password : '';
      const confirm = typeof req.body?.confirm === 'string' ? req.body.confirm : '';
      const error =
        password.length < MIN_PASSWORD_LENGTH || password.length > 200
          ? ('tooShort' as const)
          : password !== confirm
            ? ('mismatch' as const)
            : undefined;
      const form = { locale, email: found.email, action: action(req.params.token, locale), appUrl };
      if (error) return sendHtml(reply, passwordPage({ ...form, state: 'form', error }), 422);
      if (!(await usePasswordToken(db, req.params.token, password)))
        return sendHtml(reply, passwordPage({ locale, state: 'invalid', appUrl }), 404);
      return sendHtml(reply, passwordPage({ locale, state: 'done', appUrl }));
    },
  );
}

/** Everything else under /oidc goes to the provider's Koa app, with the prefix stripped. */
async function providerMount(app: FastifyInstance, { provider }: Deps) {
  // Leave request bodies unread: the provider parses them itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  const callback = provider.callback();

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = req.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_PREFIX.length) || '/';
    if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
    await callback(raw, reply.raw);
  };
  app.all('/', { schema: { hide: true } }, handler);
  app.all('/*', { schema: { hide: true } }, handler);
}

export async function registerOidcRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => interactionRoutes(scope, deps), { prefix: OIDC_PREFIX });
  await app.register(async (scope) => passwordRoutes(scope, deps), { prefix: OIDC_PREFIX });
  await app.register(async (scope) => providerMount(scope, deps), { prefix: OIDC_PREFIX });
}
