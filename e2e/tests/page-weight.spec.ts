import { type Browser, type BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { EDITOR_CHUNK, JS_BUDGETS } from './support/js-budgets';
import { kb, measureJs, type JsWeight } from './support/page-weight';
import { loginButton, signIn } from './support/sign-in';

// The size budget: what a first visit downloads as JavaScript, compressed as served (the build's brotli
// copies), must stay within budget. A fresh browser context per measure: nothing comes from the cache.

function report(name: string, weight: JsWeight) {
  const parts = Object.entries(weight.byPackage).map(([pkg, bytes]) => `${pkg} ${kb(bytes)} KB`);
  console.log(`JS ${name}: ${kb(weight.total)} KB (${parts.join(', ')})`);
}

async function freshPage(browser: Browser, signedIn?: BrowserContext) {
  const context = await browser.newContext(signedIn ? { storageState: await signedIn.storageState() } : {});
  return { context, page: await context.newPage() };
}

test('the signed-out landing stays within its JavaScript budget', async ({ browser }) => {
  const { context, page } = await freshPage(browser);
  const weight = await measureJs(page, async () => {
    await page.goto('/');
    await expect(loginButton(page)).toBeVisible();
  });
  report('landing', weight);
  expect(
    weight.urls.every((url) => !url.includes('/remotes/')),
    'no remote code before sign-in',
  ).toBe(true);
  expect(kb(weight.total)).toBeLessThanOrEqual(JS_BUDGETS.landing.budgetKb);
  await context.close();
});

test("a student's editions list stays within its budget, the remote's own code too, without the editor", async ({
  browser,
  page,
  context,
}) => {
  await signIn(page, accounts.student.email);
  const fresh = await freshPage(browser, context);
  const weight = await measureJs(fresh.page, async () => {
    await fresh.page.goto('/edicoes/ativas');
    await expect(fresh.page.getByTestId('active-editions')).toBeVisible();
  });
  report('/edicoes/ativas', weight);
  expect(kb(weight.total)).toBeLessThanOrEqual(JS_BUDGETS.activeEditions.budgetKb);
  expect(kb(weight.byPackage['mfe-exam-taking'] ?? 0)).toBeGreaterThan(0);
  expect(kb(weight.byPackage['mfe-exam-taking'] ?? 0)).toBeLessThanOrEqual(
    JS_BUDGETS.remoteFirstRoute.budgetKb,
  );
  expect(weight.urls.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);
  await fresh.context.close();
});
