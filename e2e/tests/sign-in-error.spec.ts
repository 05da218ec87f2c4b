import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { loginButton, PASSWORD_LABEL } from './support/sign-in';

test('a wrong password is refused by the identity provider with a readable message', async ({
  page,
  consoleErrors,
}) => {
  // The refusal is a 401 answer to the form's post, which the browser reports in the console.
  consoleErrors.allow(/status of 401 \(Unauthorized\) \(\/oidc\/interaction\//);
  await page.goto('/');
  await loginButton(page).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));

  await page.getByLabel('E-mail', { exact: true }).fill(accounts.student.email);
  await page.getByLabel(PASSWORD_LABEL).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('E-mail ou palavra-passe inválidos');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/oidc'));
  await expect(page.getByTestId('app-header')).toHaveCount(0);
});
