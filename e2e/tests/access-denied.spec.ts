import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signedIn } from './support/sign-in';

test('a coordinator opening /admin/edicoes sees access denied and can go back home', async ({ page }) => {
  await signedIn(page, accounts.coordinator.email);
  await page.goto('/admin/edicoes');

  const denied = page.getByTestId('access-denied');
  await expect(denied).toBeVisible();
  await expect(page.getByTestId('editions-table')).toHaveCount(0);
  await expect(page.getByTestId('app-header')).toBeVisible();

  // Its button leads back to the coordinator's default path.
  await denied.getByRole('button').or(denied.getByRole('link')).first().click();
  await expect(page).toHaveURL((url) => url.pathname === accounts.coordinator.landing);
  await expect(page.getByTestId('editions-table')).toBeVisible();
});

test('a student opening the coordinators\u2019 edition list sees access denied', async ({ page }) => {
  await signedIn(page, accounts.student.email);
  await page.goto('/edicoes');
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await expect(page.getByTestId('editions-table')).toHaveCount(0);
});
