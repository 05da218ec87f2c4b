import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { activeEditionId } from './support/api';
import { signedIn } from './support/sign-in';

// Issue 33, item 2: an edition already under way (its start date before today, as OBIA 2026's) can be
// saved: the start-date rule judges only a start date the user changed. Whenever Guardar is disabled the
// form says why, next to the button. Project 36 speaks pt-PT.

/** OBIA 2026's id, read through the API as the signed-in admin. */
const openEditionId = (page: Page) => activeEditionId(page, editions.open);

const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true });
const description = (page: Page) => page.getByTestId('field-description').getByRole('textbox');

test('an edition under way saves a changed description; a disabled Guardar says why', async ({ page }) => {
  await signedIn(page, accounts.admin.email);
  const id = await openEditionId(page);
  await page.goto(`/edicoes/${id}/editar`);
  await expect(description(page)).toHaveValue(editions.open);
  // Its start date is in the past: nothing blocks a save until the user changes something wrong.
  await expect(page.getByTestId('field-start_registration').locator('input')).not.toHaveValue('');
  await expect(page.getByTestId('save-blockers')).toHaveCount(0);

  const changed = `${editions.open} (revista)`;
  await description(page).fill(changed);
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText(/Edição guardada com sucesso!/)).toBeVisible();
  await page.reload();
  await expect(description(page)).toHaveValue(changed);

  try {
    // A start date moved before today blocks the save: the button is disabled and the form says why.
    await page.getByTestId('field-start_registration').locator('input').fill('2020-01-01T10:00');
    await expect(saveButton(page)).toBeDisabled();
    const blockers = page.getByTestId('save-blockers');
    await expect(blockers).toBeVisible();
    await expect(blockers).toContainText('Data de início');
    const describedBy = await saveButton(page).getAttribute('aria-describedby');
    expect(describedBy?.split(' ')).toContain(await blockers.getAttribute('id'));
  } finally {
    // The demo data as it was for the other tests: Cancelar forgets the unsaved draft, then the stored
    // edition's form saves the original description.
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await page.goto(`/edicoes/${id}/editar`);
    await expect(description(page)).toHaveValue(changed);
    await description(page).fill(editions.open);
    await saveButton(page).click();
    await expect(page.getByText(/Edição guardada com sucesso!/)).toBeVisible();
  }
  await page.reload();
  await expect(description(page)).toHaveValue(editions.open);
});
