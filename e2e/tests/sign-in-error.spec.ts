import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { loginButton } from './support/sign-in';

test('a wrong password is refused by the identity provider with a readable message', async ({ page }) => {
  await page.goto('/');
  await loginButton(page).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));

  await page.getByLabel('E-mail', { exact: true }).fill(accounts.student.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/oidc'));
  await expect(page.getByTestId('app-header')).toHaveCount(0);
});
