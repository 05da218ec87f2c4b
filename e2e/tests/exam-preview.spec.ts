import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { activeEditionId, apiGet } from './support/api';
import { signedIn } from './support/sign-in';

// Issue 33, item 4: "Pré-visualizar prova" clicked before the questions tab has loaded its questions opens
// a preview that reads the exam's questions itself, as when its address is opened directly (not "Esta
// prova ainda não tem questões."). Project 36 speaks pt-PT.

/** OBIA 2026's id and its phase-1 exam with its number of questions, read through the API as the admin. */
async function examWithQuestions(page: Page): Promise<{ editionId: string; examId: string; count: number }> {
  const editionId = await activeEditionId(page, editions.open);
  const { data: exams } = await apiGet<{ data: { id: string; attributes: { questions_count: number } }[] }>(
    page,
    `exams?filter[edition_id]=${editionId}`,
  );
  const exam = exams.find((e) => e.attributes.questions_count > 0);
  if (!exam) throw new Error(`no exam of ${editions.open} has questions`);
  return { editionId, examId: exam.id, count: exam.attributes.questions_count };
}

test('the preview opened before the questions tab has loaded shows the exam’s questions', async ({
  page,
}) => {
  await signedIn(page, accounts.admin.email);
  const { editionId, examId, count } = await examWithQuestions(page);

  // The questions tab's read of the exam's questions (the exam page's own read includes its edition too)
  // is held until the preview is open; later reads go through. Leaving the tab abandons the held read,
  // which logs nothing (a cancelled read is no failure; the console guard checks it).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => url.pathname === `/api/exams/${examId}` && url.searchParams.get('include') === 'questions',
    async (route) => {
      if (held++ === 0) await released;
      await route.continue().catch(() => undefined);
    },
  );

  await page.goto(`/edicoes/${editionId}/provas/${examId}?aba=1`);
  const tab = page.getByTestId('exam-questions-tab');
  await expect(tab).toBeVisible();
  await expect(page.getByTestId('question-row')).toHaveCount(0);
  await tab.getByRole('link', { name: 'Pré-visualizar prova' }).click();
  await expect(page).toHaveURL(`/edicoes/${editionId}/provas/${examId}/visualizar`);
  release();

  const preview = page.getByTestId('exam-preview');
  await expect(preview.getByTestId('preview-question')).toHaveCount(count);
  await expect(preview.getByText('Esta prova ainda não tem questões.')).toHaveCount(0);
});
