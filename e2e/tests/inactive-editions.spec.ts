import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { signedIn } from './support/sign-in';

const INACTIVE_PAGE_SIZE = 7;

const table = (page: Page) => page.getByTestId('inactive-editions');
const rows = (page: Page) => table(page).getByTestId('edition-row');
// "OBIA 2025" never matches another seeded name ("… 2024", "OBIA Piloto 2018", …).
const editionRow = (page: Page, name: string) => rows(page).filter({ hasText: name });

test('a student reaches the inactive editions from the header, "Acessar" only where subscribed, two pages', async ({
  page,
}) => {
  await signedIn(page, accounts.student.email);
  await page.getByTestId('nav-inactive').click();
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes/inativas');
  await expect(page.getByRole('heading', { name: 'Edições inativas' })).toBeVisible();

  // Newest results first: OBIA 2025 (the student is subscribed) heads page 1.
  await expect(rows(page)).toHaveCount(INACTIVE_PAGE_SIZE);
  await expect(rows(page).first()).toContainText('OBIA 2025');
  const obia2025 = editionRow(page, 'OBIA 2025');
  await expect(obia2025).toHaveCount(1);
  const access = obia2025.getByRole('link', { name: 'Acessar' });
  await expect(access).toBeVisible();
  await expect(access).toHaveAttribute('href', /\/edicoes\/inativas\/[^/]+$/);

  // Another past edition the student never subscribed to: no link.
  const obia2024 = editionRow(page, 'OBIA 2024');
  await expect(obia2024).toHaveCount(1);
  await expect(obia2024.getByRole('link', { name: 'Acessar' })).toHaveCount(0);
  await expect(obia2024).toContainText('Não realizada');

  // 8 inactive editions at 7 per page: the second page holds the oldest one.
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(rows(page)).toHaveCount(editions.inactiveCount - INACTIVE_PAGE_SIZE);
  await expect(editionRow(page, 'OBIA Piloto 2018')).toHaveCount(1);
  await expect(editionRow(page, 'OBIA 2025')).toHaveCount(0);
});
