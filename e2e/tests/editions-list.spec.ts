import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { chooseOption, selectedValue } from './support/controls';
import { signedIn } from './support/sign-in';

const rows = (page: Page) => page.getByTestId('editions-table').getByTestId('edition-row');
const rowMenu = (scope: Page | Locator) => scope.getByRole('button', { name: 'Ações' });
const rowNamed = (page: Page, name: string, not?: string) => {
  const r = rows(page).filter({ hasText: name });
  return not ? r.filter({ hasNotText: not }) : r;
};

/** The edition detail: its title ("2026 - OBIA 2026") and its three seeded phases. */
async function expectDetailOf(page: Page, description: string) {
  const detail = page.getByTestId('edition-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`2026 - ${description}`);
  await expect(detail.getByTestId('edition-phase')).toHaveCount(3);
  await expect(detail.getByTestId('edition-phase').first()).toContainText('Fase 1');
}

test('admin pages through the inactive editions 7 at a time', async ({ page }) => {
  await signedIn(page, accounts.admin.email);
  await page.goto('/admin/edicoes/inativas');

  const pageSize = page.getByLabel('Itens por página', { exact: true });
  await expect(rows(page)).toHaveCount(7);
  expect(await selectedValue(pageSize)).toBe('7');
  const firstPage = await rows(page).allInnerTexts();

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(rows(page)).toHaveCount(editions.inactiveCount - 7);
  const secondPage = await rows(page).allInnerTexts();
  for (const row of secondPage) expect(firstPage).not.toContain(row);

  await chooseOption(pageSize, '14');
  await expect(rows(page)).toHaveCount(editions.inactiveCount);
});

test('admin sees a row menu offering deletion on every inactive edition', async ({ page }) => {
  await signedIn(page, accounts.admin.email);
  await page.goto('/admin/edicoes/inativas');

  await expect(rows(page)).toHaveCount(7);
  await expect(rowMenu(page.getByTestId('editions-table'))).toHaveCount(7);

  await rowMenu(rows(page).first()).click();
  // "Eliminar" in pt-PT (project 36's language), "Excluir" in pt-BR. Not clicked: the data stays.
  await expect(page.getByRole('menuitem', { name: /^(Eliminar|Excluir)$/ })).toBeVisible();
});

test('admin sees the row menu on every edition, with Ver and Editar', async ({ page }) => {
  await signedIn(page, accounts.admin.email);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/edicoes');

  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(rowMenu(page.getByTestId('editions-table'))).toHaveCount(count);

  await rowMenu(rowNamed(page, editions.open, editions.junior)).click();
  await expect(page.getByRole('menuitem', { name: 'Ver' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toHaveAttribute(
    'href',
    /^\/edicoes\/\d+\/editar$/,
  );

  await page.getByRole('menuitem', { name: 'Ver' }).click();
  await expect(page).toHaveURL(/\/edicoes\/[^/]+$/);
  await expectDetailOf(page, editions.open);
});

test('a coordinator sees the row menu only on the edition they coordinate', async ({ page }) => {
  await signedIn(page, accounts.coordinator.email);
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes');

  const open = rowNamed(page, editions.open, editions.junior);
  const junior = rowNamed(page, editions.junior);
  await expect(open).toHaveCount(1);
  await expect(junior).toHaveCount(1);

  await expect(rowMenu(page.getByTestId('editions-table'))).toHaveCount(1);
  await expect(rowMenu(open)).toBeVisible();
  await expect(rowMenu(junior)).toHaveCount(0);

  await rowMenu(open).click();
  await page.getByRole('menuitem', { name: 'Ver' }).click();
  await expect(page).toHaveURL(/\/edicoes\/[^/]+$/);
  await expectDetailOf(page, editions.open);
});

test('a coordinator of no edition sees the editions without any row menu', async ({ page }) => {
  await signedIn(page, accounts.coordinatorWithoutEdition.email);
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes');

  await expect(rowNamed(page, editions.open, editions.junior)).toHaveCount(1);
  await expect(rowMenu(page.getByTestId('editions-table'))).toHaveCount(0);
});

test('a coordinator of no edition who opens an edition directly is not authorized', async ({ page }) => {
  // The id of OBIA 2026, as the admin's row menu links to it.
  await signedIn(page, accounts.admin.email);
  await rowMenu(rowNamed(page, editions.open, editions.junior)).click();
  const href = await page.getByRole('menuitem', { name: 'Ver' }).getAttribute('href');
  expect(href).toMatch(/^\/edicoes\/[^/]+$/);
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });

  await signedIn(page, accounts.coordinatorWithoutEdition.email);
  await page.goto(href!);
  // "Não tem autorização." in pt-PT (project 36's language), the spec's text in pt-BR.
  await expect(page.getByText(/^(Você não possui autorização|Não tem autorização)\.$/)).toBeVisible();
  await expect(page.getByTestId('edition-detail')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '/edicoes');
});
