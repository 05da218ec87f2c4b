import { expect, test } from '@playwright/test';
import { expectLoginScreen } from './support/sign-in';

for (const path of ['/edicoes/ativas', '/admin/edicoes', '/edicoes']) {
  test(`a signed-out visit to ${path} shows the login screen`, async ({ page }) => {
    await page.goto(path);
    await expectLoginScreen(page);
    await expect(page.getByTestId('active-editions')).toHaveCount(0);
    await expect(page.getByTestId('editions-table')).toHaveCount(0);
  });
}
