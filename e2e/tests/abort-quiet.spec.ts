import type { Route } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { activeEditionId, apiGet } from './support/api';
import { signedIn } from './support/sign-in';

// Issue 33, item 5: leaving the exam's Questões tab while its questions load cancels their request; a
// cancelled request is not a failure, so nothing is logged ("[exam-questions] load failed AbortError:
// signal is aborted without reason" was). The console-error guard of support/test.ts fails the test on
// any console error.

type Resource = { id: string; attributes: Record<string, unknown> };

test('leaving the questions tab while its questions load logs no error', async ({ page }) => {
  await signedIn(page, accounts.admin.email);
  const editionId = await activeEditionId(page, editions.open);
  const { data: exams } = await apiGet<{ data: Resource[] }>(page, `exams?filter[edition_id]=${editionId}`);
  const examId = exams[0]!.id;

  // The questions' request (GET exams/{id}?include=questions) is held until the screen is left.
  let held: Route | undefined;
  let hit!: () => void;
  const requested = new Promise<void>((resolve) => (hit = resolve));
  await page.route(
    (url) => url.pathname === `/api/exams/${examId}` && url.searchParams.get('include') === 'questions',
    (route) => {
      held = route;
      hit();
    },
  );

  await page.goto(`/edicoes/${editionId}/provas/${examId}?aba=1`);
  await expect(page.getByTestId('exam-questions-tab')).toBeVisible();
  await requested;
  const cancelled = page.waitForEvent('requestfailed', (request) =>
    request.url().includes(`/api/exams/${examId}?include=questions`),
  );

  // Back to the exams list inside the app (no page load): the tab unmounts and its query is cancelled.
  await page.locator(`a[href="/edicoes/${editionId}/provas"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/edicoes/${editionId}/provas$`));
  await cancelled;
  await expect(page.getByTestId('exams-table')).toBeVisible();
  // One more round trip to the page, so every console message it wrote has arrived.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await held?.continue().catch(() => undefined);
});
