import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signedIn } from './support/sign-in';

// Issue 14: cancelling a question of a ranked exam rescores everyone and recomputes the ranking. OBIA
// 2025's finished phase-1 exam scores a cancelled question by the `drop` policy (it counts for nothing);
// the demo student answered its question 1 right and holds 2.5 points, classified (minimal score 2).
// Cancelling question 1 takes its point away (1.5: not classified); restoring it gives it back, so the
// demo data is as it was for the other tests.

test.describe.configure({ timeout: 180_000 });

/** The student's ranking page of OBIA 2025's phase 1; its edition and exam ids. */
async function openRanking(page: Page): Promise<{ editionId: string; examId: string }> {
  await page.getByTestId('nav-inactive').click();
  await page
    .getByTestId('inactive-editions')
    .getByTestId('edition-row')
    .filter({ hasText: 'OBIA 2025' })
    .getByRole('link', { name: 'Acessar' })
    .click();
  await page
    .getByTestId('exams-finished')
    .getByTestId('exam-card')
    .first()
    .getByRole('link', { name: 'Classificação' })
    .click();
  await expect(page).toHaveURL(/\/edicoes\/inativas\/\d+\/fases\/\d+\/classificados$/);
  const [, editionId, examId] = /\/inativas\/(\d+)\/fases\/(\d+)\//.exec(page.url())!;
  return { editionId: editionId!, examId: examId! };
}

/** Cancels or restores question 1 through its dialog (comment, then confirmation) and waits for the rescore. */
async function toggleFirstQuestion(admin: Page, action: 'Anular' | 'Desanular', status: string) {
  const row = admin.getByTestId('question-row').first();
  await row.getByRole('button', { name: action, exact: true }).click();
  const dialog = admin.getByTestId('status-dialog');
  await dialog.getByRole('textbox', { name: 'Comentário da resolução' }).fill('Revisão da banca.');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Sim, confirmar' }).click();
  await expect(row.getByTestId('question-status')).toHaveText(status);
  await expect(admin.getByTestId('rescore-progress')).toContainText(
    /Notas recalculadas: \d+ participações\./,
    {
      timeout: 90_000,
    },
  );
}

test('cancelling a question of a ranked exam changes the score and the classification by its policy; restoring it brings them back', async ({
  browser,
}) => {
  const student = await (await browser.newContext()).newPage();
  await signedIn(student, accounts.student.email);
  const { editionId, examId } = await openRanking(student);
  const own = student.getByTestId('own-rating');
  await expect(own.getByTestId('own-rating-score')).toContainText('2,5');
  await expect(own.getByTestId('own-rating-status')).toHaveText(/(^|\W)Apurado$/);

  const admin = await (await browser.newContext()).newPage();
  await signedIn(admin, accounts.admin.email);
  await admin.goto(`/edicoes/${editionId}/provas/${examId}?aba=1`);
  // The exam is over: its data are read-only, its questions can still be cancelled.
  await expect(admin.getByTestId('exam-questions-tab')).toBeVisible();
  await expect(admin.getByTestId('questions-locked')).toBeVisible();
  await expect(admin.getByTestId('question-row')).toHaveCount(4);

  try {
    await toggleFirstQuestion(admin, 'Anular', 'Anulada');
    await student.reload();
    await expect(own.getByTestId('own-rating-score')).toContainText('1,5');
    await expect(own.getByTestId('own-rating-status')).toHaveText(/Não apurado$/);
  } finally {
    await toggleFirstQuestion(admin, 'Desanular', 'Ativa');
  }
  await student.reload();
  await expect(own.getByTestId('own-rating-score')).toContainText('2,5');
  await expect(own.getByTestId('own-rating-status')).toHaveText(/(^|\W)Apurado$/);
});
