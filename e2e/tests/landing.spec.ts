import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { expectLoginScreen, loginButton, signIn } from './support/sign-in';

// The signed-out landing (`/`) is a page of its own (shell/src/landing): the server sends it for a plain `/`
// to a browser without the signed-in cookie the app sets, and the app's page to every other request.

const SIGNED_IN_COOKIE = 'olympiad_signed_in';

test('a signed-out visit to / downloads the landing, none of the app, and signs in from it', async ({
  page,
}) => {
  const scripts: string[] = [];
  const requested: string[] = [];
  page.on('request', (request) => {
    requested.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expectLoginScreen(page);
  await expect(page).toHaveTitle('Olimpíada Brasileira de Inteligência Artificial');
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    requested.filter((path) => /^\/main\./.test(path)),
    'the app, before the click',
  ).toEqual([]);
  expect(
    scripts.filter((src) => !/^\/landing[.-]/.test(src)),
    "the app's scripts",
  ).toEqual([]);

  // "Entrar" loads the sign-in on the click; back from the identity provider the app takes over.
  await loginButton(page).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  expect(scripts.some((src) => src.startsWith('/landing-oidc-client-ts.'))).toBe(true);
  // The app's start-up scripts download only now, while the visitor is at the identity provider.
  const appEntry = /^\/main\.[0-9a-f]{8}\.js$/;
  await expect.poll(() => requested.some((path) => appEntry.test(path))).toBe(true);
});

test('signed in, / is the app (the cookie says so); signed out again, it is the landing', async ({
  page,
}) => {
  await signIn(page, accounts.student.email);
  const cookie = async () =>
    (await page.context().cookies()).find((c) => c.name === SIGNED_IN_COOKIE)?.value ?? null;
  expect(await cookie()).toBe('1');

  await page.goto('/');
  await page.waitForURL((url) => url.pathname === accounts.student.landing);
  await expect(page.getByTestId('app-header')).toBeVisible();

  // A signed-in browser whose cookie is gone (cleared, expired) still reaches the app from /.
  await page.context().clearCookies({ name: SIGNED_IN_COOKIE });
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === accounts.student.landing);
  await expect(page.getByTestId('app-header')).toBeVisible();
  expect(await cookie()).toBe('1');

  // The session ends (the store is cleared, as at logout or on a 401): the cookie goes with it.
  await page.evaluate(() => localStorage.removeItem('olympiad:auth'));
  await page.goto('/edicoes/ativas');
  await expectLoginScreen(page);
  await expect.poll(cookie).toBe(null);
  await page.goto('/');
  await expectLoginScreen(page);
  await expect(page.locator('script[src^="/landing."]')).toHaveCount(1);
});
