import { expect, type Locator, type Page } from '@playwright/test';
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

/** Asserts the login screen is shown (and no signed-in layout). */
export async function expectLoginScreen(page: Page): Promise<void> {
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

/** Opens the header's user menu. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
}
