import { expect, test } from '../tests/support/test';
import { accounts } from '../tests/support/accounts';
import { signIn } from '../tests/support/sign-in';
import { SERVER_COUNT, serverURL } from '../servers';

// Runs before the main suite (project "first-visit"): the demo student's silver medal of OBIA 2025 is
// still unseen only until someone closes the modal. The suite runs on one server per worker (servers.ts), so
// the student's first visit happens on each: in full on this worker's, closed at once on the others'.

test('a student with an unseen award gets the voucher and its six-step tutorial once', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.student.email);
  const modal = page.getByTestId('awards-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Parabéns pelo seu prémio!' })).toBeVisible();
  await expect(modal.getByTestId('award')).toContainText('Medalha de prata — OBIA 2025');
  await expect(modal.getByTestId('award')).toContainText('OBIA25-PRATA-7K4Q');

  // Six steps, forwards and back.
  await expect(modal.getByText('Passo 1 de 6')).toBeVisible();
  await expect(modal.getByText('Copie o código do voucher')).toBeVisible();
  for (let step = 2; step <= 6; step++) {
    await modal.getByRole('button', { name: 'Seguinte' }).click();
    await expect(modal.getByText(`Passo ${step} de 6`)).toBeVisible();
  }
  await expect(modal.getByText('Conclua e guarde o comprovativo')).toBeVisible();
  await modal.getByRole('button', { name: 'Voltar' }).click();
  await expect(modal.getByText('Passo 5 de 6')).toBeVisible();
  await modal.getByRole('button', { name: 'Seguinte' }).click();
  await modal.getByRole('button', { name: 'Concluir' }).click();
  await expect(modal).toBeHidden();

  // Seen: it does not come back.
  await page.reload();
  await expect(page.getByTestId('active-editions')).toBeVisible();
  await expect(page.getByTestId('edition-row').first()).toBeVisible();
  await expect(page.getByTestId('awards-modal')).toHaveCount(0);

  for (let index = 0; index < SERVER_COUNT; index++) {
    if (index === test.info().parallelIndex) continue;
    const context = await browser.newContext({ baseURL: serverURL(index) });
    const other = await context.newPage();
    await signIn(other, accounts.student.email);
    await expect(other.getByTestId('awards-modal')).toBeVisible();
    await other.keyboard.press('Escape');
    await expect(other.getByTestId('awards-modal')).toBeHidden();
    await context.close();
  }
});
