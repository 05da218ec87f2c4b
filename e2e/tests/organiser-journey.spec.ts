import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { apiGet } from './support/api';
import { checkScreen } from './support/screen-checks';
import { signIn } from './support/sign-in';

// Issue 13's organiser journey, through the composed product: an admin creates an edition with two
// phases and an achievement and names a coordinator; the coordinator edits it; a student requests a
// missing school, the coordinator approves it and the student registers with it; the admin generates
// the certificates and anyone verifies one at its QR code's address.
// Each person has a browser of their own, in pt-BR (the project's default is pt-PT).

test.describe.configure({ timeout: 300_000 });

const LANGUAGE_KEY = 'olympiad:language';
const ZONE = 'America/Sao_Paulo';

/** Signs in in a fresh browser context and switches the screens to pt-BR. */
async function person(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await page.evaluate(([key]) => localStorage.setItem(key!, 'pt-BR'), [LANGUAGE_KEY]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  return page;
}

/** `YYYY-MM-DDTHH:mm` of a day `days` from today in the edition's zone, at `time`. */
function localInput(days: number, time: string): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(day);
  return `${ymd}T${time}`;
}

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`);

/** A remote select: opens it, types the search term, picks the option. */
async function pick(page: Page, name: string, term: string, option: string | RegExp) {
  const box = field(page, name).getByRole('combobox');
  await box.click();
  await box.fill(term);
  await page.getByRole('option', { name: option }).first().click();
}

/** The registration form's category and school place (state, then city). */
async function chooseSchoolPlace(page: Page) {
  await field(page, 'category').getByRole('combobox').selectOption({ label: 'Regular' });
  await pick(page, 'state_id', 'São Paulo', 'São Paulo');
  await pick(page, 'city_id', 'São Paulo', /^São Paulo$/);
}

const TEMPLATE = `<!doctype html><html><body style="font-family: sans-serif; text-align: center">
<h1>Certificado</h1><p><%= name %> participou da <%= edition %>.</p>
<p>Verifique em <%= verification_url %></p></body></html>`;

test('an organiser runs an edition: create, coordinate, review a school request, certify', async ({
  browser,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const description = `Olimpíada de Robótica ${suffix}`;
  const schoolName = `Escola Municipal Robótica ${suffix}`;

  // ── The admin creates the edition ─────────────────────────────────────────────────────────────
  const admin = await person(browser, accounts.admin.email);
  await admin.getByRole('link', { name: 'Criar Edição' }).first().click();
  await expect(admin).toHaveURL((url) => url.pathname === '/admin/edicoes/nova');
  await expect(admin.getByRole('heading', { name: 'Criar Edição' })).toBeVisible();

  // Saving is refused until the form holds an edition; a short description is flagged at its field.
  const save = admin.getByRole('button', { name: 'Salvar' });
  await field(admin, 'description').getByRole('textbox').fill('ab');
  await expect(
    field(admin, 'description').getByText('A descrição deve ter entre 3 e 100 caracteres'),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await field(admin, 'description').getByRole('textbox').fill(description);

  await admin.getByTestId('field-countries').getByText('Brasil', { exact: true }).click();
  await field(admin, 'time_zone').getByRole('combobox').selectOption(ZONE);
  // Registration opens today (at midnight in the edition's zone) so that the student can register now.
  await field(admin, 'start_registration').locator('input').fill(localInput(0, '00:00'));
  await field(admin, 'end_registration').locator('input').fill(localInput(30, '23:59'));
  // A result date within a day of the end is refused with the date it must follow.
  await field(admin, 'results_due').locator('input').fill(localInput(30, '23:59'));
  await expect(
    field(admin, 'results_due').getByText(/^Deve ser após a data \d\d\/\d\d\/\d{4}$/),
  ).toBeVisible();
  await field(admin, 'results_due').locator('input').fill(localInput(45, '12:00'));

  // The coordinator, by e-mail (admins only); the same e-mail twice is refused.
  const coordinatorEmail = field(admin, 'coordinator-email').getByRole('textbox');
  await coordinatorEmail.fill(accounts.coordinatorWithoutEdition.email);
  await admin.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(admin.getByTestId('coordinator-list')).toContainText(accounts.coordinatorWithoutEdition.email);
  await coordinatorEmail.fill(accounts.coordinatorWithoutEdition.email);
  await expect(
    admin.getByText('Este email já foi adicionado à lista de coordenadores para esta edição.'),
  ).toBeVisible();
  await coordinatorEmail.fill('');

  // Two phases: an individual one, then a group one with its member limit.
  await admin.getByRole('tab', { name: 'Fases' }).click();
  await admin.getByRole('button', { name: 'Adicionar fase' }).click();
  await admin.getByRole('button', { name: 'Adicionar fase' }).click();
  const phases = admin.getByTestId('phase-row');
  await expect(phases).toHaveCount(2);
  await phases.nth(0).getByText('Regular', { exact: true }).click();
  await phases.nth(1).getByText('Em grupo', { exact: true }).click();
  await phases.nth(1).getByLabel('Limite de membros por grupo').fill('3');

  // The certificate template, then an achievement.
  await admin.getByRole('tab', { name: 'Certificados' }).click();
  await admin
    .getByLabel('Modelo de certificado (.html.erb)')
    .setInputFiles({ name: 'certificado.html.erb', mimeType: 'text/html', buffer: Buffer.from(TEMPLATE) });
  await admin.getByRole('button', { name: 'Adicionar conquista' }).click();
  const achievement = admin.getByTestId('achievement-row').first();
  await achievement.getByLabel('Nome').fill('Participação');
  await achievement.getByLabel('Nota mínima').fill('0');
  await achievement.getByLabel('Nota máxima').fill('100');
  // Certificates are generated once an achievement has its template (spec 2 §2).
  await achievement
    .getByLabel('Modelo da conquista (.html.erb)')
    .setInputFiles({ name: 'participacao.html.erb', mimeType: 'text/html', buffer: Buffer.from(TEMPLATE) });

  await expect(save).toBeEnabled();
  await save.click();
  await expect(admin.getByText('Edição salva com sucesso!')).toBeVisible();
  // The new edition opens for editing on its phases tab.
  await expect(admin).toHaveURL(/\/edicoes\/\d+\/editar\?aba=1$/);
  const editionId = /\/edicoes\/(\d+)\//.exec(admin.url())![1]!;
  await expect(admin.getByRole('tab', { name: 'Fases' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByTestId('phase-row')).toHaveCount(2);
  await checkScreen(admin, {
    name: 'edition form',
    ready: async (p) => expect(p.getByTestId('edition-form')).toBeVisible(),
  });

  // ── The coordinator edits it ──────────────────────────────────────────────────────────────────
  const coordinator = await person(browser, accounts.coordinatorWithoutEdition.email);
  await expect(coordinator.getByText(description)).toBeVisible();
  await coordinator.goto(`/edicoes/${editionId}/editar`);
  await expect(coordinator.getByRole('heading', { name: 'Editar Edição' })).toBeVisible();
  // Only admins manage coordinators.
  await expect(field(coordinator, 'coordinator-email')).toHaveCount(0);
  const renamed = `${description} — Regional`;
  await field(coordinator, 'description').getByRole('textbox').fill(renamed);
  await coordinator.getByRole('button', { name: 'Salvar' }).click();
  await expect(coordinator.getByText('Edição salva com sucesso!')).toBeVisible();

  // ── A student asks for a school that is missing ───────────────────────────────────────────────
  const student = await person(browser, accounts.studentNotSubscribed.email);
  const row = student.getByTestId('edition-row').filter({ hasText: renamed });
  await row.getByRole('link', { name: 'Inscrever-se' }).click();
  await expect(student).toHaveURL(new RegExp(`/inscricoes/${editionId}/estudante$`));
  await chooseSchoolPlace(student);
  await field(student, 'school_id')
    .getByRole('button', { name: 'Não encontrou sua escola? Solicite o cadastro' })
    .click();
  const request = student.getByRole('dialog', { name: 'Solicitar cadastro de escola' });
  await request.getByLabel('Nome da escola').fill(schoolName);
  await request.getByLabel('Código INEP').fill(`97${suffix}`);
  await request.getByLabel('Dependência administrativa').selectOption({ label: 'Municipal' });
  await request.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(student.getByText('Solicitação enviada')).toBeVisible();

  // ── The coordinator approves it: the school becomes real ──────────────────────────────────────
  await coordinator.goto(`/edicoes/${editionId}`);
  await coordinator.getByRole('link', { name: 'Solicitações' }).click();
  await expect(coordinator).toHaveURL(`/edicoes/${editionId}/escolas/solicitacoes`);
  const requestRow = coordinator.getByRole('row').filter({ hasText: schoolName });
  await expect(requestRow.getByTestId('request-status')).toHaveText('Pendente');
  await requestRow.getByRole('button', { name: 'Aprovar' }).click();
  const approve = coordinator.getByRole('dialog', { name: 'Aprovar solicitação' });
  await approve.getByLabel('Descrição').fill('Conferida no censo escolar.');
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(approve.getByText('Solicitação aprovada com sucesso!')).toBeVisible();
  await approve.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(requestRow.getByTestId('request-status')).toHaveText('Aprovado');
  await checkScreen(coordinator, {
    name: 'school requests',
    ready: async (p) => expect(p.getByRole('row').filter({ hasText: schoolName })).toBeVisible(),
  });

  // ── The student registers with the approved school ────────────────────────────────────────────
  await student.reload();
  await chooseSchoolPlace(student);
  const school = field(student, 'school_id').getByRole('combobox');
  await school.click();
  await school.fill(schoolName.slice(0, 24));
  await student.getByRole('option', { name: new RegExp(schoolName) }).click();
  await field(student, 'grade_id').getByRole('combobox').selectOption({ index: 1 });
  await expect(field(student, 'accepted_terms').getByRole('checkbox')).toBeChecked();
  await student.getByRole('button', { name: 'Inscrever-se' }).click();
  const confirm = student.getByRole('dialog');
  await expect(confirm.getByText(schoolName)).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(student.getByText('Inscrição realizada com sucesso!')).toBeVisible();
  await expect(row.getByText('Sim', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Acessar' })).toBeVisible();

  // ── The admin generates the certificates; anyone verifies one ─────────────────────────────────
  await admin.goto(`/admin/edicoes/${editionId}`);
  // The detail's log tells who changed what.
  await expect(admin.getByText('Histórico de alterações')).toBeVisible();
  await expect(admin.getByTestId('edition-audit-log')).toContainText(
    accounts.coordinatorWithoutEdition.shortName,
  );
  const panel = admin.getByTestId('certificate-panel');
  await panel.getByRole('button', { name: 'Gerar' }).click();
  await expect(panel.getByText(/1 certificado gerado\./)).toBeVisible({ timeout: 90_000 });
  const listed = await apiGet<{ data: { id: string; attributes: { name: string } }[] }>(
    admin,
    `editions/${editionId}/certificates`,
  );
  expect(listed.data).toHaveLength(1);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/certificados/${listed.data[0]!.id}`);
  await expect(visitor.getByTestId('certificate-valid')).toBeVisible();
  await expect(visitor.getByText(listed.data[0]!.attributes.name)).toBeVisible();
  await expect(visitor.getByText(renamed)).toBeVisible();
});
