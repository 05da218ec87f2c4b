import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signedIn } from './support/sign-in';

// OBIA 2025 (an inactive edition) has a finished phase-1 exam with a published answer key and ranking:
// the demo student answered one question right, one wrong, one that was later cancelled, and an
// open-ended one graded 1.5; 14 of its 21 rated participants are classified.

async function openPastEdition(page: Page) {
  await signedIn(page, accounts.student.email);
  await page.getByTestId('nav-inactive').click();
  await page
    .getByTestId('inactive-editions')
    .getByTestId('edition-row')
    .filter({ hasText: 'OBIA 2025' })
    .getByRole('link', { name: 'Acessar' })
    .click();
  await expect(page).toHaveURL(/\/edicoes\/inativas\/\d+$/);
  return page.getByTestId('exams-finished').getByTestId('exam-card').first();
}

test('after the end, the answer key shows the answers, the key, the counters and a graded answer report', async ({
  page,
}) => {
  const card = await openPastEdition(page);
  // No exam detail in the inactive area: the answer key and the ranking only.
  await expect(card.getByRole('link', { name: 'Acessar' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Soluções' }).click();
  await expect(page).toHaveURL(/\/edicoes\/inativas\/\d+\/fases\/\d+\/gabarito$/);

  const review = page.getByTestId('answer-review');
  await expect(review).toBeVisible();
  const counters = page.getByTestId('review-counters');
  await expect(counters.getByTestId('counter-correct')).toContainText('1');
  await expect(counters.getByTestId('counter-wrong')).toContainText('1');
  await expect(counters.getByTestId('counter-cancelled')).toContainText('1');
  await expect(counters.getByTestId('counter-open')).toContainText('1');
  await expect(counters.getByTestId('counter-answered')).toContainText('3');
  await expect(counters.getByTestId('counter-gave_up')).toContainText('0');

  // The navigator reaches every question; the cancelled one says it does not count.
  const navigator = page.getByTestId('question-navigator');
  await expect(navigator.getByRole('button')).toHaveCount(4);
  await expect(navigator.getByRole('button', { name: /^Pergunta 1: / })).toHaveAccessibleName(/Certa/);
  await navigator.getByRole('button', { name: /^Pergunta 3: / }).click();
  await expect(page.getByTestId('cancelled-note')).toBeVisible();

  // The graded open answer: the text, the score, the grader's comment and its two reports.
  await navigator.getByRole('button', { name: /^Pergunta 4: / }).click();
  await expect(page.getByTestId('open-answer-text')).toContainText('consentimento');
  await expect(page.getByTestId('open-answer-score')).toContainText('1,5');
  await expect(page.getByTestId('grader-comment')).toContainText('faltou falar de vieses');
  const reports = page.getByTestId('report-buttons');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reports.getByRole('button').first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await download.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      }),
  );
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('after the end, the ranking shows the student classified and the general table in pages of 7', async ({
  page,
}) => {
  const card = await openPastEdition(page);
  await card.getByRole('link', { name: 'Classificação' }).click();
  await expect(page).toHaveURL(/\/edicoes\/inativas\/\d+\/fases\/\d+\/classificados$/);
  await expect(page.getByRole('heading', { name: 'Fase 1 > Classificação' })).toBeVisible();

  const own = page.getByTestId('own-rating');
  await expect(own.getByTestId('own-rating-name')).toHaveText('Bruno Aluno Pereira');
  await expect(own.getByTestId('own-rating-status')).toContainText('Apurado');
  await expect(own.getByTestId('own-rating-score')).toContainText('2,5');

  const table = page.getByTestId('general-ranking');
  const rows = table.getByRole('row');
  // A header row and 7 participants on page 1; 14 classified in all.
  await expect(rows).toHaveCount(1 + 7);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(rows).toHaveCount(1 + 7);
  await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
});
