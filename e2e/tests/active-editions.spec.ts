import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { signedIn } from './support/sign-in';

const editionRow = (page: Page, name: string) => {
  const rows = page.getByTestId('active-editions').getByTestId('edition-row').filter({ hasText: name });
  // Keep "OBIA 2026" from ever matching the "OBIA Júnior 2026" row.
  return name === editions.open ? rows.filter({ hasNotText: editions.junior }) : rows;
};

test('a subscribed student sees both demo editions and an "Acessar" button on OBIA 2026', async ({
  page,
}) => {
  await signedIn(page, accounts.student.email);
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes/ativas');

  const open = editionRow(page, editions.open);
  await expect(open).toHaveCount(1);
  await expect(editionRow(page, editions.junior)).toHaveCount(1);

  await expect(open.getByRole('link', { name: 'Inscrever-se' })).toHaveCount(0);
  const access = open.getByRole('link', { name: 'Acessar' });
  await expect(access).toBeVisible();
  await expect(access).toHaveAttribute('href', /\/edicoes\/ativas\/[^/]+$/);

  await access.click();
  await expect(page).toHaveURL(/\/edicoes\/ativas\/[^/]+$/);
});

test('a student subscribed to nothing can subscribe to OBIA 2026 but not yet to OBIA Júnior 2026', async ({
  page,
}) => {
  await signedIn(page, accounts.studentNotSubscribed.email);

  const open = editionRow(page, editions.open);
  const junior = editionRow(page, editions.junior);
  await expect(open).toHaveCount(1);
  await expect(junior).toHaveCount(1);

  const subscribe = open.getByRole('link', { name: 'Inscrever-se' });
  await expect(subscribe).toBeVisible();
  await expect(subscribe).toHaveAttribute('href', /\/inscricoes\/[^/]+\/estudante$/);

  // Registration for the junior edition opens in the future: no subscribe link.
  await expect(junior.getByRole('link', { name: 'Inscrever-se' })).toHaveCount(0);

  await subscribe.click();
  await expect(page).toHaveURL(/\/inscricoes\/[^/]+\/estudante$/);
});

test('an educator sees the active editions list', async ({ page }) => {
  await signedIn(page, accounts.educator.email);
  await expect(editionRow(page, editions.open)).toHaveCount(1);
  await expect(editionRow(page, editions.junior)).toHaveCount(1);
});
