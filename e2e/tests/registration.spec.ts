import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { requiredMarkGaps } from './support/controls';
import { openEditionRow } from './support/navigation';
import { signedIn } from './support/sign-in';

// Project 36 shows every screen in pt-PT (spec 1 §2: the project forces its language).

const field = (page: Page, path: string) => page.getByTestId(`field-${path}`);

/** A remote select: opens it, types the search term, picks the option. */
async function pick(page: Page, path: string, term: string, option: string) {
  const box = field(page, path).getByRole('combobox');
  await box.click();
  await box.fill(term);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

async function confirmAndExpectToast(page: Page, toast: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirme os seus dados' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes/ativas');
}

test('a new student registers for the open edition, edits the registration and requests a missing school', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, accounts.newcomer.email);
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes/ativas');

  // Not subscribed yet: "Inscrever-se" leads to the registration form.
  await expect(openEditionRow(page).getByText('Não', { exact: true })).toBeVisible();
  await openEditionRow(page).getByRole('link', { name: 'Inscrever-se' }).click();
  await expect(page).toHaveURL(/\/inscricoes\/\d+\/estudante$/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Inscrição: .*${editions.open}$`) }),
  ).toBeVisible();

  // Submitting the empty form shows the rules' messages under the fields and sends nothing.
  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(field(page, 'birthday').getByText('Campo obrigatório')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await field(page, 'countryId').getByRole('combobox').selectOption({ label: 'Brasil' });
  await field(page, 'category').getByRole('combobox').selectOption({ label: 'Regular' });
  await field(page, 'birthday').getByRole('textbox').fill('15032010');
  await expect(field(page, 'birthday').getByRole('textbox')).toHaveValue('15/03/2010');
  await field(page, 'gender').getByRole('combobox').selectOption({ label: 'Feminino' });

  const cpf = field(page, 'taxpayer_number').getByRole('textbox');
  await cpf.fill('12345678900');
  await cpf.blur();
  await expect(field(page, 'taxpayer_number').getByText('CPF inválido')).toBeVisible();
  await cpf.fill('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await field(page, 'phone').getByRole('textbox').fill('11987654321');

  // The postal code fills the address, state and city; every field stays editable.
  await field(page, 'address.zipcode').getByRole('textbox').fill('01001000');
  await expect(field(page, 'address.street').getByRole('textbox')).toHaveValue('Praça da Sé');
  await expect(field(page, 'address.neighborhood').getByRole('textbox')).toHaveValue('Sé');
  await expect(field(page, 'state_id').getByRole('combobox')).toHaveValue('São Paulo');
  await expect(field(page, 'city_id').getByRole('combobox')).toHaveValue('São Paulo');
  await field(page, 'address.number').getByRole('textbox').fill('100');

  await pick(page, 'school_id', 'Caetano', '35000012 - EE Caetano de Campos');
  await field(page, 'grade_id').getByRole('combobox').selectOption({ label: '8º ano' });
  await field(page, 'accepted_terms').getByText('Li e aceito').click();

  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  const summary = page.getByTestId('registration-summary');
  await expect(summary.getByText('EE Caetano de Campos', { exact: false })).toBeVisible();
  await expect(summary.getByText('8º ano')).toBeVisible();
  await confirmAndExpectToast(page, 'Inscrição efetuada com sucesso!');

  // The list now shows the subscription.
  await expect(openEditionRow(page).getByText('Sim', { exact: true })).toBeVisible();
  await expect(openEditionRow(page).getByRole('link', { name: 'Acessar' })).toBeVisible();
  await expect(openEditionRow(page).getByRole('link', { name: 'Inscrever-se' })).toHaveCount(0);

  // Editing: the form opens with what was registered, and saves with PUT.
  await openEditionRow(page).getByRole('link', { name: 'Editar inscrição' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Editar inscrição: .*${editions.open}$`) }),
  ).toBeVisible();
  await expect(field(page, 'school_id').getByRole('combobox')).toHaveValue('35000012 - EE Caetano de Campos');
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(field(page, 'birthday').getByRole('textbox')).toHaveValue('15/03/2010');
  await field(page, 'grade_id').getByRole('combobox').selectOption({ label: '9º ano' });

  // A school missing from the picker is requested from the picker itself.
  await field(page, 'school_id')
    .getByRole('button', { name: 'Não encontrou a sua escola? Peça o registo' })
    .click();
  const request = page.getByRole('dialog', { name: 'Pedir o registo de uma escola' });
  await expect(request).toBeVisible();
  // Every required mark stands at the same distance from its label, whatever the kind of field.
  const gaps = await requiredMarkGaps(request);
  expect(gaps.length).toBeGreaterThanOrEqual(4);
  expect(new Set(gaps).size, `gaps ${gaps.join(', ')}`).toBe(1);
  // Sent empty: every required field is flagged, the administration type included.
  await request.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(request.getByLabel('Tipo de administração')).toHaveAttribute('aria-invalid', 'true');
  await expect(request.getByText('Escolha uma opção')).toBeVisible();
  const name = request.getByLabel('Nome da escola');
  await name.fill('escola municipal do amanhã');
  await expect(name).toHaveValue('Escola Municipal do Amanhã');
  await request.getByLabel('Código INEP').fill('9988-7766');
  await expect(request.getByLabel('Código INEP')).toHaveValue('99887766');
  await request.getByLabel('Tipo de administração').selectOption({ label: 'Municipal' });
  await request.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Pedido enviado')).toBeVisible();
  await expect(request).toHaveCount(0);

  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  await confirmAndExpectToast(page, 'Inscrição atualizada com sucesso!');

  // Opening the form again by its address shows the saved grade.
  await openEditionRow(page).getByRole('link', { name: 'Editar inscrição' }).click();
  await expect(field(page, 'grade_id').getByRole('combobox')).toHaveValue(/\d+/);
  await expect(field(page, 'grade_id').getByRole('combobox').locator('option:checked')).toHaveText('9º ano');
});

test('the enrollment confirmation page without a token says the token is invalid', async ({ page }) => {
  await page.goto('/inscricoes/estudante/confirmar');
  await expect(page.getByText('Token de confirmação inválido ou inexistente.')).toBeVisible();
});

test('the support form sends a message (its menu link is hidden for project 36, the page still works)', async ({
  page,
}) => {
  await signedIn(page, accounts.student.email);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-content')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Apoio' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/suporte');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
  await page.getByLabel('Assunto').fill('Não consigo ver a prova');
  const message = page.getByLabel('Mensagem');
  await expect(message).toHaveAttribute('rows', '8');
  await message.fill('A página da fase 1 não abre no meu computador.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada')).toBeVisible();
  await expect(page.getByLabel('Assunto')).toHaveValue('');
});
