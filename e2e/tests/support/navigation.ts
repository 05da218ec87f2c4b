import { expect, type Locator, type Page } from '@playwright/test';

/** From an edition's row of the active editions list, through the edition page, to its first ongoing exam. */
export async function openFirstOngoingExam(page: Page, row: Locator): Promise<void> {
  await row.getByRole('link', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/edicoes\/ativas\/\d+$/);
  await page
    .getByTestId('exams-ongoing')
    .getByTestId('exam-card')
    .first()
    .getByRole('link', { name: 'Acessar' })
    .click();
  await expect(page).toHaveURL(/\/edicoes\/ativas\/\d+\/fases\/\d+$/);
}
