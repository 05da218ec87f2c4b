import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { expectLoginScreen, loginButton, openUserMenu, signIn, PASSWORD_LABEL } from './support/sign-in';

test('logging out from the user menu says "Saindo..." and returns to the login screen', async ({ page }) => {
  await signIn(page, accounts.student.email);

  // Hold the server's sign-out answer a moment so the logout screen can be read.
  await page.route('**/api/auth/sign_out', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await openUserMenu(page);
  // "Terminar sessão" in pt-PT (project 36's language), "Sair" in pt-BR.
  await page.getByRole('menuitem', { name: /^(Terminar sessão|Sair)$/ }).click();
  await expect(page.getByText('Saindo...')).toBeVisible();

  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  await expectLoginScreen(page);

  // The session is really gone: a protected page now asks to sign in again.
  await page.goto('/edicoes/ativas');
  await expectLoginScreen(page);
  await expect(page.getByTestId('active-editions')).toHaveCount(0);
});

test('visiting /logout signs out and shows the login screen', async ({ page }) => {
  await signIn(page, accounts.admin.email);

  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  await expectLoginScreen(page);

  await page.goto('/admin/edicoes');
  await expectLoginScreen(page);
  await expect(page.getByTestId('editions-table')).toHaveCount(0);
});

test('after logout, signing in again asks for the credentials', async ({ page }) => {
  await signIn(page, accounts.admin.email);
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });

  await loginButton(page).click();
  await expect(page.getByLabel(PASSWORD_LABEL)).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);
});
