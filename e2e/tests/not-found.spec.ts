import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signedIn } from './support/sign-in';

test('a signed-in user opening an unknown path sees Not Found', async ({ page }) => {
  await signedIn(page, accounts.student.email);
  await page.goto('/caminho/que/nao/existe');

  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/caminho/que/nao/existe');
});

test('a signed-out visitor opening an unknown path sees Not Found', async ({ page }) => {
  await page.goto('/isto-nao-existe');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
