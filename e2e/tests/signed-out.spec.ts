import { expect, test } from './support/test';
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

test('the footer logos are part of the page itself, so they still show offline', async ({ page }) => {
  await page.goto('/');
  const logos = page.getByRole('contentinfo').getByRole('img');
  await expect(logos).toHaveCount(3);
  const shown = await logos.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({ src: img.src.slice(0, 26), width: img.naturalWidth })),
  );
  for (const logo of shown) {
    expect(logo.src).toBe('data:image/svg+xml;base64,');
    expect(logo.width).toBeGreaterThan(0);
  }
});
