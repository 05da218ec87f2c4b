import { expect, type Locator, type Page } from '@playwright/test';
import { editions } from './accounts';

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

/** The row of the demo's open edition (OBIA 2026, not OBIA Júnior 2026) in the active editions list. */
export const openEditionRow = (page: Page): Locator =>
  page
    .getByTestId('active-editions')
    .getByTestId('edition-row')
    .filter({ hasText: editions.open })
    .filter({ hasNotText: editions.junior });
