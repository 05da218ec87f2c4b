import { expect, test, type Locator, type Page } from '@playwright/test';
import { serverURL } from '../../servers';
import { DEMO_PASSWORD } from './accounts';

/**
 * The identity provider's password field: its page speaks the app's language (project 36: pt-PT,
 * "Palavra-passe"; pt-BR "Senha"; es "Contraseña").
 */
export const PASSWORD_LABEL = /^(Senha|Palavra-passe|Contraseña)$/;

/** The login screen's button that starts the OIDC sign-in. */
export function loginButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Entrar', exact: true });
}

/**
 * Signs in through the real flow: the shell's login screen, then the built-in OIDC
 * provider's form, then back to the app, which lands on the user's default path. `site`: the app's
 * origin when it is not the base URL (a project's host name, or project 47's server in the sibling-olympiad
 * suite; the provider stays on the base URL).
 */
export async function signIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  site?: string,
): Promise<void> {
  await page.goto(site ? `${site}/` : '/');
  const origin = new URL(page.url()).origin;
  await loginButton(page).click();

  // The identity provider's own page.
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  // Back on the app origin, past the OIDC callback on `/`, on the default landing path.
  await page.waitForURL(
    (url) => url.origin === origin && !url.pathname.startsWith('/oidc') && url.pathname !== '/',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('app-header')).toBeVisible();
}

/** The session each demo user signed in with, per site, in this worker (see `signedIn`). */
const sessions = new Map<string, string>();
const AUTH_KEY = 'olympiad:auth';
const SIGNED_IN_HINT = 'olympiad_signed_in';

/**
 * A page signed in as `email` (demo password), on the user's landing path, as after `signIn`. The first
 * time in a worker it signs in through the real flow; later it opens the app with that session, as a
 * browser that signed in before does (the auth store in local storage and the signed-in cookie), after
 * checking with the API that the session still holds (a test may have ended it). For tests whose subject is
 * not the sign-in itself; those call `signIn`.
 */
export async function signedIn(page: Page, email: string, site?: string): Promise<void> {
  const origin = site ?? serverURL(test.info().parallelIndex);
  const key = `${origin} ${email}`;
  const auth = sessions.get(key);
  if (auth && (await sessionHolds(page, origin, auth))) {
    await page.context().addCookies([{ name: SIGNED_IN_HINT, value: '1', url: origin }]);
    // A page of the site (the API's small health answer) to write the site's local storage from.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(([name, value]) => localStorage.setItem(name!, value!), [AUTH_KEY, auth]);
    await page.goto(`${origin}/`);
    await page.waitForURL((url) => url.origin === origin && url.pathname !== '/');
    await expect(page.getByTestId('app-header')).toBeVisible();
    return;
  }
  await signIn(page, email, DEMO_PASSWORD, site);
  const saved = await page.evaluate((name) => localStorage.getItem(name), AUTH_KEY);
  if (saved) sessions.set(key, saved);
}

/** Whether the API still takes the saved session (the user's own profile answers 200). */
async function sessionHolds(page: Page, origin: string, auth: string): Promise<boolean> {
  const credentials = (JSON.parse(auth) as { state?: { credentials?: Record<string, string> } }).state
    ?.credentials;
  if (!credentials) return false;
  const res = await page.request.get(`${origin}/api/users/${credentials.uid}`, {
    headers: { 'access-token': credentials.accessToken!, uid: credentials.uid!, client: credentials.client! },
  });
  return res.ok();
}

/** Asserts the login screen is shown (and no signed-in layout). */
export async function expectLoginScreen(page: Page): Promise<void> {
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

/** Opens the header's user menu. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
}
