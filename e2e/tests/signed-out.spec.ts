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

test('the page has an icon, and /favicon.ico answers it instead of a 404', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await page.request.get(new URL(href!, page.url()).toString());
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const legacy = await page.request.get('/favicon.ico');
  expect(legacy.status()).toBe(200);
});
