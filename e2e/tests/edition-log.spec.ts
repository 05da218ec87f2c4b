import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { activeEditionId, apiSend } from './support/api';
import { signedIn } from './support/sign-in';

// Issue 33, item 3: the edition's log of changes ("Histórico de alterações") shows each value as the
// screens do, in the reader's language (project 36 speaks pt-PT): fields by their form labels, dates as
// DD/MM/YYYY HH:mm in the edition's zone, statuses by their labels. Not the stored values
// (`status: pending → accepted`, `2027-01-07T18:00:00.000Z`).

const openEditionId = (page: Page) => activeEditionId(page, editions.open);

/** 'YYYY-MM-DDTHH:mm' (the form's input, in the edition's zone) → 'DD/MM/YYYY HH:mm'. */
const shown = (input: string) => {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(input)!;
  return `${d}/${mo}/${y} ${h}:${mi}`;
};

/** The same instant's input value a day later, at 18:30. */
const dayAfter = (input: string) => {
  const [y, mo, d] = input.slice(0, 10).split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, mo - 1, d + 1));
  return `${next.toISOString().slice(0, 10)}T18:30`;
};

const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true });
const endDate = (page: Page): Locator => page.getByTestId('field-end_registration').locator('input');

async function saveEndDate(page: Page, id: string, value: string) {
  await page.goto(`/edicoes/${id}/editar`);
  await expect(endDate(page)).not.toHaveValue('');
  await endDate(page).fill(value);
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText(/Edição guardada com sucesso!/)).toBeVisible();
}

test('the log of changes shows form labels, dates in the edition’s zone and status labels', async ({
  page,
}) => {
  await signedIn(page, accounts.admin.email);
  const id = await openEditionId(page);

  // A school request for the edition, approved: the log records its status and the school.
  const inep = String(35_990_000 + (Date.now() % 9_000));
  const created = await apiSend<{ data: { id: string } }>(page, 'POST', 'unit_requests', {
    data: {
      type: 'unit_requests',
      attributes: {
        name: 'Escola do Histórico',
        inep_code: inep,
        address_state_id: 35,
        address_city_id: 3550308,
        administration_type: 'municipal',
        edition_id: id,
      },
    },
  });
  expect(created.status).toBe(201);
  const approved = await apiSend(page, 'POST', `unit_requests/${created.json.data.id}/approve`, {
    description: 'Conferida no censo escolar.',
  });
  expect(approved.status).toBe(200);

  // The end of registration, moved a day through the edition's form (then put back).
  await page.goto(`/edicoes/${id}/editar`);
  await expect(endDate(page)).not.toHaveValue('');
  const before = await endDate(page).inputValue();
  const after = dayAfter(before);
  await saveEndDate(page, id, after);
  try {
    await page.goto(`/edicoes/${id}`);
    const log = page.getByTestId('edition-audit-log');
    await expect(log.getByRole('heading', { name: 'Histórico de alterações' })).toBeVisible();
    const entries = log.getByTestId('audit-entry');

    const dateChange = entries.filter({ hasText: 'Edição alterada' }).first();
    await expect(dateChange).toContainText(`Data de fim: ${shown(before)} → ${shown(after)}`);

    const approval = entries.filter({ hasText: 'Pedido de escola aprovado' }).first();
    await expect(approval).toContainText('Situação: Pendente → Aprovado');
    await expect(approval).toContainText(`Escola: Nenhum → ${inep} Escola do Histórico`);

    // No stored value shows: no ISO instant, no raw field name, no raw status.
    const text = (await log.textContent()) ?? '';
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(text).not.toMatch(/end_registration|status:|pending|accepted/);
  } finally {
    await saveEndDate(page, id, before);
  }
});
