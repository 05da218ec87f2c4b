import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { apiGet } from './support/api';
import { checkScreen } from './support/screen-checks';
import { signedIn } from './support/sign-in';

// Issue 13's organiser journey, through the composed product: an admin creates an edition with two
// phases and an achievement and names a coordinator; the coordinator edits it; a student requests a
// missing school, the coordinator approves it and the student registers with it; the admin generates
// the certificates and anyone verifies one at its QR code's address.
// Each person has a browser of their own, in pt-BR (the project's default is pt-PT).

// The tests run in order and share the edition the first one builds.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** The edition the journey creates (set by the first test). */
const journey = { editionId: '', description: '', examId: '' };

const LANGUAGE_KEY = 'olympiad:language';
const ZONE = 'America/Sao_Paulo';

/** Signs in in a fresh browser context and switches the screens to pt-BR. */
async function person(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, email);
  await inBrazilianPortuguese(page);
  return page;
}

/** Switches the screens to pt-BR (checkScreen leaves them in the project's default, pt-PT). */
async function inBrazilianPortuguese(page: Page) {
  await page.evaluate(([key]) => localStorage.setItem(key!, 'pt-BR'), [LANGUAGE_KEY]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
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
  journey.editionId = editionId;
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
  journey.description = renamed;
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

/** `YYYY-MM-DDTHH:mm` in the edition's zone, `minutes` from now. */
function localAt(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(at);
  const hm = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${ymd}T${hm}`;
}

/**
 * How long the online exam stays open once the student may start it (minutes): the student's part takes
 * under a minute, and the correction test waits for the end.
 */
const EXAM_MINUTES = 3;

interface DraftQuestion {
  statement: string;
  /** Multiple choice: the alternatives and the correct one's index; none: open-ended. */
  alternatives?: string[];
  correct?: number;
}

/** Adds a question through the drawer and waits for it in the list. */
async function addQuestion(page: Page, q: DraftQuestion, count: number) {
  await page.getByRole('button', { name: 'Nova questão' }).click();
  const drawer = page.getByTestId('question-drawer');
  await drawer.locator('select[name="kind"]').selectOption(q.alternatives ? 'multiple_choice' : 'open_ended');
  await drawer.getByRole('textbox', { name: 'Enunciado' }).fill(q.statement);
  for (const [i, text] of (q.alternatives ?? []).entries()) {
    const marker = String.fromCharCode(65 + i);
    if ((await drawer.getByRole('textbox', { name: `Alternativa ${marker}` }).count()) === 0)
      await drawer.getByRole('button', { name: 'Adicionar alternativa' }).click();
    await drawer.getByRole('textbox', { name: `Alternativa ${marker}` }).fill(text);
  }
  if (q.alternatives) await drawer.getByText(`Correta: ${String.fromCharCode(65 + q.correct!)}`).click();
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('question-row')).toHaveCount(count);
}

/** The statements of the questions tab's rows, in order. */
const listedStatements = (page: Page) =>
  page.getByTestId('question-row').getByTestId('question-statement').allInnerTexts();

/** The student's score in an exam, as its staff read it (GET participations through the real API). */
async function scoreOf(staff: Page, examId: string, name: string): Promise<number | null> {
  const { data, included } = await apiGet<{
    data: { attributes: { score: number | null }; relationships: { user: { data: { id: string } } } }[];
    included?: { id: string; type: string; attributes: { name: string } }[];
  }>(staff, `participations?filter[exam_id]=${examId}&include=user&page[size]=50`);
  const user = included?.find((u) => u.type === 'users' && u.attributes.name.startsWith(name));
  const row = data.find((p) => p.relationships.user.data.id === user?.id);
  return row ? row.attributes.score : null;
}

const QUESTIONS: DraftQuestion[] = [
  {
    statement: 'Q-A: Qual é o nome do teste proposto por Alan Turing?',
    alternatives: ['Teste de Turing', 'Teste de Ada'],
    correct: 0,
  },
  { statement: 'Q-B: Quantas camadas tem um perceptron simples?', alternatives: ['Uma', 'Três'], correct: 0 },
  {
    statement: 'Q-C: Qual destes é um algoritmo de agrupamento?',
    alternatives: ['k-means', 'Regressão linear'],
    correct: 0,
  },
  {
    statement: 'Q-D: O que um modelo de linguagem prevê?',
    alternatives: ['A próxima palavra', 'A temperatura'],
    correct: 0,
  },
  { statement: 'Q-E: Explique o que é sobreajuste (overfitting).' },
];

test('an organiser builds an online exam of five questions, reorders and previews it, a student takes it, and a cancelled question rescores', async ({
  browser,
}) => {
  const { editionId, description } = journey;
  const coordinator = await person(browser, accounts.coordinatorWithoutEdition.email);
  await coordinator.goto(`/edicoes/${editionId}`);
  await coordinator.getByRole('link', { name: 'Provas' }).first().click();
  await expect(coordinator).toHaveURL(`/edicoes/${editionId}/provas`);
  await coordinator.getByRole('link', { name: 'Criar Prova' }).click();
  await expect(coordinator.getByRole('heading', { name: 'Criar Prova' })).toBeVisible();
  await coordinator.getByTestId('kind-online').click();

  // Phase 1, tomorrow: upcoming, so everything can be edited. An end before the start is refused.
  await field(coordinator, 'phase').getByRole('combobox').selectOption('1');
  await field(coordinator, 'start_date').locator('input').fill(localInput(1, '08:00'));
  await field(coordinator, 'end_date').locator('input').fill(localInput(1, '07:00'));
  await field(coordinator, 'minimal_score').locator('input').fill('2');
  await field(coordinator, 'description').getByRole('textbox').fill('Primeira fase da olimpíada.');
  await coordinator.getByRole('button', { name: 'Salvar' }).click();
  await expect(field(coordinator, 'end_date').getByText(/^Data de término inválida/)).toBeVisible();
  await field(coordinator, 'end_date').locator('input').fill(localInput(3, '23:00'));
  await coordinator.getByRole('button', { name: 'Salvar' }).click();
  await expect(coordinator.getByText('A prova foi salva com sucesso.')).toBeVisible();
  // The URL names the new exam and the questions tab is open.
  await expect(coordinator).toHaveURL(new RegExp(`/edicoes/${editionId}/provas/\\d+\\?aba=1$`));
  const examId = /\/provas\/(\d+)/.exec(coordinator.url())![1]!;
  await expect(coordinator.getByRole('tab', { name: 'Questoes' })).toHaveAttribute('aria-selected', 'true');

  // Five questions, one open-ended; a multiple-choice question needs its correct alternative.
  await coordinator.getByRole('button', { name: 'Nova questão' }).click();
  const drawer = coordinator.getByTestId('question-drawer');
  await drawer.locator('select[name="kind"]').selectOption('multiple_choice');
  await drawer.getByRole('textbox', { name: 'Enunciado' }).fill('Rascunho');
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(drawer.getByText('A questao deve ter pelo menos uma alternativa')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await expect(drawer).toBeHidden();
  for (const [i, q] of QUESTIONS.entries()) await addQuestion(coordinator, q, i + 1);
  expect((await listedStatements(coordinator)).map((t) => t.slice(0, 3))).toEqual([
    'Q-A',
    'Q-B',
    'Q-C',
    'Q-D',
    'Q-E',
  ]);

  // Reordered by keyboard: the open question goes up one place (Space, ArrowUp, Space on its handle).
  // The screen reader hears each step (dnd-kit's live region).
  const announced = (text: string) =>
    expect(coordinator.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await coordinator.getByRole('button', { name: 'Arrastar a questão 5' }).focus();
  await coordinator.keyboard.press('Space');
  // Picked up ("selecionada"), at once over its own place ("movida para a posição 5").
  await announced('Questão 5 movida para a posição 5 de 5.');
  await coordinator.keyboard.press('ArrowUp');
  await announced('Questão 5 movida para a posição 4 de 5.');
  await coordinator.keyboard.press('Space');
  await announced('Questão 5 solta na posição 4 de 5.');
  await expect(coordinator.getByText('Questão ordenada com sucesso.').first()).toBeVisible();
  await expect
    .poll(async () => (await listedStatements(coordinator)).map((t) => t.slice(0, 3)))
    .toEqual(['Q-A', 'Q-B', 'Q-C', 'Q-E', 'Q-D']);
  // And by position: question 1 to a position beyond the last is clamped to 5.
  await coordinator.getByRole('button', { name: 'Mover a questão 1' }).click();
  const position = coordinator.getByRole('spinbutton', { name: /^Posição \(1 a 5\)/ });
  await position.fill('9');
  await position.blur();
  await expect(position).toHaveValue('5');
  await coordinator.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect
    .poll(async () => (await listedStatements(coordinator)).map((t) => t.slice(0, 3)))
    .toEqual(['Q-B', 'Q-C', 'Q-E', 'Q-D', 'Q-A']);
  // The order is the server's.
  await coordinator.reload();
  await expect
    .poll(async () => (await listedStatements(coordinator)).map((t) => t.slice(0, 3)))
    .toEqual(['Q-B', 'Q-C', 'Q-E', 'Q-D', 'Q-A']);
  await checkScreen(coordinator, {
    name: 'exam questions',
    ready: async (p) => expect(p.getByTestId('question-row')).toHaveCount(5),
  });
  await inBrazilianPortuguese(coordinator);

  // The preview shows the five questions in order, the correct alternatives marked.
  await coordinator.getByRole('link', { name: 'Visualizar prova' }).click();
  await expect(coordinator).toHaveURL(`/edicoes/${editionId}/provas/${examId}/visualizar`);
  const previewed = coordinator.getByTestId('preview-question');
  await expect(previewed).toHaveCount(5);
  await expect(previewed.nth(2)).toContainText('Q-E');
  await expect(previewed.nth(2)).toContainText('Dissertativa');
  const marked = coordinator.locator('[data-testid="preview-alternative"][data-correct="true"]');
  await expect(marked).toHaveCount(4);
  await expect(marked.first()).toContainText('Correta');
  await expect(coordinator.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await checkScreen(coordinator, {
    name: 'exam preview',
    ready: async (p) => expect(p.getByTestId('preview-question')).toHaveCount(5),
  });
  await inBrazilianPortuguese(coordinator);

  // It opens now and closes in a few minutes, so that the grading test can correct it once it is over:
  // the start moves to this minute and the end close after it (still allowed while the exam is upcoming).
  await coordinator.goto(`/edicoes/${editionId}/provas/${examId}`);
  await field(coordinator, 'start_date').locator('input').fill(localAt(-1));
  await field(coordinator, 'end_date').locator('input').fill(localAt(EXAM_MINUTES));
  journey.examId = examId;
  await coordinator.getByRole('button', { name: 'Salvar' }).click();
  await expect(coordinator.getByText('A prova foi salva com sucesso.')).toBeVisible();
  await coordinator.reload();
  await expect(coordinator.getByTestId('exam-status-warning')).toBeVisible();
  await expect(field(coordinator, 'start_date').locator('input')).toBeDisabled();
  await checkScreen(coordinator, {
    name: 'exam form',
    ready: async (p) => expect(p.getByTestId('exam-form')).toBeVisible(),
  });
  await inBrazilianPortuguese(coordinator);

  // ── The student takes it (in pt-PT, the project's language) ───────────────────────────────────
  const student = await (await browser.newContext()).newPage();
  await signedIn(student, accounts.studentNotSubscribed.email);
  await student
    .getByTestId('active-editions')
    .getByTestId('edition-row')
    .filter({ hasText: description })
    .getByRole('link', { name: 'Acessar' })
    .click();
  await student
    .getByTestId('exams-ongoing')
    .getByTestId('exam-card')
    .first()
    .getByRole('link', { name: 'Acessar' })
    .click();
  await student.getByRole('button', { name: 'Iniciar prova' }).click();
  await expect(student.getByRole('heading', { name: 'Pergunta 1 de 5' })).toBeVisible();
  // The order the organiser set: Q-B, Q-C, Q-E, Q-D, Q-A. Right, wrong, an answer, right, right.
  const shown = student.getByTestId('question');
  const choose = async (index: number) => {
    await shown.getByRole('radio').nth(index).check({ force: true });
    await student.getByRole('button', { name: 'Próxima' }).click();
  };
  await expect(shown).toContainText('Q-B');
  await choose(0);
  await expect(shown).toContainText('Q-C');
  await choose(1);
  await expect(shown).toContainText('Q-E');
  await shown.getByRole('textbox', { name: 'A sua resposta' }).click();
  await student.keyboard.type('O modelo decora os dados de treino e generaliza mal.');
  await student.getByRole('button', { name: 'Próxima' }).click();
  await expect(shown).toContainText('Q-D');
  await choose(0);
  await expect(shown).toContainText('Q-A');
  await shown.getByRole('radio').nth(0).check({ force: true });
  await student.getByRole('button', { name: 'Terminar prova' }).click();
  await student.getByRole('alertdialog').getByRole('button', { name: 'Terminar', exact: true }).click();
  const recommendation = student.getByRole('dialog', { name: 'Indicação de professor' });
  await expect(recommendation).toBeVisible();
  await recommendation.getByRole('button', { name: 'Agora não' }).click();
  await expect(student.getByRole('heading', { name: 'Prova terminada!' })).toBeVisible();

  // Three right answers (the open one is not graded yet).
  const studentName = 'Beatriz';
  await expect.poll(() => scoreOf(coordinator, examId, studentName)).toBe(3);

  // ── The organiser cancels the question the student got wrong: by the default policy it counts as
  // correct for everyone, so her score goes up by its weight. ─────────────────────────────────────
  await coordinator.reload();
  await coordinator.getByRole('tab', { name: 'Questoes' }).click();
  const qc = coordinator.getByTestId('question-row').filter({ hasText: 'Q-C' });
  await qc.getByRole('button', { name: 'Anular' }).click();
  const dialog = coordinator.getByTestId('status-dialog');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Campo Obrigatorio')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comentário da resolução' }).fill('Enunciado ambíguo.');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Tem certeza?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim, confirmar' }).click();
  await expect(coordinator.getByText('Questão atualizada!')).toBeVisible();
  await expect(qc.getByTestId('question-status')).toHaveText('Anulada');
  await expect(coordinator.getByTestId('rescore-progress')).toContainText(
    /Nota recalculada: 1 participação\./,
    {
      timeout: 60_000,
    },
  );
  expect(await scoreOf(coordinator, examId, studentName)).toBe(4);
});

test('a presential exam: a scores file with errors is shown and stores nothing; a valid one imports', async ({
  browser,
}) => {
  const { editionId } = journey;
  const coordinator = await person(browser, accounts.coordinatorWithoutEdition.email);
  await coordinator.goto(`/edicoes/${editionId}/provas/nova`);
  await coordinator.getByTestId('kind-presential').click();
  await field(coordinator, 'phase').getByRole('combobox').selectOption('2');
  // After the phase-1 exam ends.
  await field(coordinator, 'start_date').locator('input').fill(localInput(4, '09:00'));
  await field(coordinator, 'end_date').locator('input').fill(localInput(4, '12:00'));
  await field(coordinator, 'minimal_score').locator('input').fill('5');
  await coordinator.getByRole('button', { name: 'Salvar' }).click();
  await expect(coordinator.getByText('A prova foi salva com sucesso.')).toBeVisible();
  await expect(coordinator.getByRole('tab', { name: 'Importar notas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const upload = coordinator.getByLabel('Arquivo de notas (.csv)');
  const csv = (text: string) => ({ name: 'notas.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  const withErrors = csv(
    `email,nota\n${accounts.studentNotSubscribed.email},8.5\nninguem@olimpiada.dev,7\n${accounts.studentNotSubscribed.email},abc\n`,
  );
  await upload.setInputFiles(withErrors);
  const errors = coordinator.getByTestId('scores-errors');
  await expect(errors).toBeVisible();
  // An unknown e-mail, a score that is no number, the same participant twice.
  await expect(errors.getByRole('row')).toHaveCount(1 + 3);
  await expect(coordinator.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await expect(coordinator.getByText('Nenhuma nota foi importada ainda.')).toBeVisible();
  await checkScreen(coordinator, {
    name: 'scores import',
    ready: async (p) => expect(p.getByTestId('scores-errors')).toBeVisible(),
    // A chosen file does not survive a reload: choose it again in each language.
    open: async (p, url) => {
      await p.goto(url);
      await p.locator('input[name="csv_file"]').setInputFiles(withErrors);
    },
  });
  await inBrazilianPortuguese(coordinator);

  await upload.setInputFiles(csv(`${accounts.studentNotSubscribed.email};8,5\n`));
  const rows = coordinator.getByTestId('scores-rows');
  await expect(rows.getByRole('row')).toHaveCount(1 + 1);
  await expect(rows).toContainText('8,5');
  await coordinator.getByRole('button', { name: 'Importar', exact: true }).click();
  // The message says how many scores were stored (issue 33, item 6).
  await expect(coordinator.getByText('1 nota importada.')).toBeVisible();
  await expect(coordinator.getByTestId('scores-imported')).not.toContainText('Nenhuma nota');

  // The exam list shows both exams; only upcoming ones can be deleted.
  await coordinator.goto(`/edicoes/${editionId}/provas`);
  await expect(coordinator.getByTestId('exams-table').getByRole('row')).toHaveCount(1 + 2);
  await checkScreen(coordinator, {
    name: 'exam list',
    ready: async (p) => expect(p.getByTestId('exams-table')).toBeVisible(),
  });
  await inBrazilianPortuguese(coordinator);
});

test('the organiser corrects the open answer, generates the answer key, classification and ranking; the student sees her key and position; the ranking report arrives by mail', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const { editionId, examId } = journey;
  const coordinator = await person(browser, accounts.coordinatorWithoutEdition.email);
  // The online exam closes EXAM_MINUTES after it opened; correction waits for its end.
  await expect
    .poll(
      async () =>
        (await apiGet<{ data: { attributes: { status: string } } }>(coordinator, `exams/${examId}`)).data
          .attributes.status,
      { timeout: (EXAM_MINUTES + 2) * 60_000, intervals: [5_000] },
    )
    .toBe('expired');

  // ── The coordinator finds Beatriz pending and marks her open answer from the keyboard ─────────
  await coordinator.goto(`/edicoes/${editionId}/provas?modo=participantes`);
  await coordinator.getByRole('link', { name: 'Ver participantes' }).first().click();
  await expect(coordinator).toHaveURL(`/edicoes/${editionId}/provas/${examId}/participantes`);
  const row = coordinator.getByTestId('participants-table').getByRole('row').filter({ hasText: 'Beatriz' });
  await expect(row).toContainText('Pendente');
  await checkScreen(coordinator, {
    name: 'participants',
    ready: async (p) => expect(p.getByTestId('participants-table').getByRole('row')).toHaveCount(2),
  });
  await inBrazilianPortuguese(coordinator);
  await row.getByRole('link', { name: /^CORRIGIR QUESTÕES/ }).click();
  await expect(coordinator).toHaveURL(new RegExp(`/participantes/\\d+/correcao$`));
  await expect(coordinator.getByTestId('correction-answer')).toContainText('O modelo decora os dados');
  await expect(coordinator.getByTestId('correction-position')).toContainText('Questão 1 de 1');
  await checkScreen(coordinator, {
    name: 'correction',
    ready: async (p) => expect(p.getByTestId('correction-answer')).toBeVisible(),
  });
  await inBrazilianPortuguese(coordinator);
  // A digit typed outside a text field goes to the score; Enter saves.
  await coordinator.getByTestId('correction-statement').click();
  await coordinator.keyboard.press('1');
  const score = coordinator.getByLabel(/^Nota \(0 a 1\)/);
  await expect(score).toHaveValue('1');
  await score.press('Enter');
  await expect(coordinator.getByText('Nota atribuída com sucesso').first()).toBeVisible();
  await coordinator.getByRole('link', { name: 'Voltar para os participantes' }).click();
  await expect(row).toContainText('Corrigida');
  // Four before (the cancelled question counts for everyone), plus the open answer's point.
  expect(await scoreOf(coordinator, examId, 'Beatriz')).toBe(5);

  await row.getByRole('link', { name: /^VER PROVA/ }).click();
  await expect(coordinator.getByTestId('exam-participant')).toContainText('Beatriz');
  await expect(coordinator.getByTestId('exam-score')).toContainText('5');
  await checkScreen(coordinator, {
    name: 'participant exam',
    ready: async (p) => expect(p.getByTestId('exam-score')).toBeVisible(),
  });

  // ── The admin generates the answer key, classifies, ranks and publishes ───────────────────────
  const admin = await person(browser, accounts.admin.email);
  await admin.goto(`/admin/edicoes/${editionId}/resultados/gerar`);
  const card = admin.getByTestId(`phase-${examId}`);
  await card.getByRole('button', { name: 'Gerar gabarito' }).click();
  await expect(admin.getByText('O resultado será gerado!')).toBeVisible();
  await expect(card.getByText(/^Gabarito disponível desde/)).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Classificar' }).click();
  await expect(admin.getByText('Participantes classificados com sucesso!')).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Gerar ranking' }).click();
  await expect(admin.getByText('Ranking dos participantes será atualizado!')).toBeVisible();
  await expect(card.getByText(/^Ranking provisório/)).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Publicar ranking' }).click();
  const publish = admin.getByRole('alertdialog', { name: /^Publicar ranking da fase/ });
  await publish.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(card.getByText(/^Ranking publicado em/)).toBeVisible();
  await checkScreen(admin, {
    name: 'generate results',
    ready: async (p) => expect(p.getByTestId(`phase-${examId}`)).toBeVisible(),
  });
  await inBrazilianPortuguese(admin);

  // ── Beatriz sees her answer key with the graded answer, and her position ─────────────────────
  const student = await person(browser, accounts.studentNotSubscribed.email);
  await student.goto(`/edicoes/ativas/${editionId}/fases/${examId}/gabarito`);
  await expect(student.getByTestId('answer-review')).toBeVisible();
  await expect(student.getByTestId('review-counters').getByTestId('counter-open')).toContainText('1');
  await student.goto(`/edicoes/ativas/${editionId}/fases/${examId}/classificados`);
  const own = student.getByTestId('own-rating');
  await expect(own.getByTestId('own-rating-status')).toContainText('Classificado');
  await expect(own.getByTestId('own-rating-position')).toHaveText('1º lugar na sua categoria');

  // ── The admin asks for the ranking report: it arrives in the outbox with the file attached ────
  await admin.goto(`/admin/edicoes/${editionId}/relatorios`);
  await admin.getByRole('tab', { name: 'Ranking' }).click();
  await admin
    .getByTestId('ranking-table')
    .getByRole('button', { name: /^Exportar ranking/ })
    .first()
    .click();
  await expect(admin.getByText('O relatório será enviado para o e-mail cadastrado.').first()).toBeVisible();
  await checkScreen(admin, {
    name: 'reports',
    ready: async (p) => expect(p.getByRole('tab', { name: /^(Ranking|Classificação)$/ })).toBeVisible(),
  });
  type Outbox = {
    data: {
      attributes: { to_address: string; subject: string; attachments: { filename: string; size: number }[] };
    }[];
  };
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<Outbox>(admin, 'mail_outbox?page[size]=50');
        const mail = data.find(
          (m) => m.attributes.to_address === accounts.admin.email && m.attributes.attachments.length > 0,
        );
        return mail?.attributes.attachments[0]?.filename ?? '';
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    // The report's name in the admin's language, then the edition and the exam's description as text.
    .toMatch(/^classificacao-olimpiada-de-robotica-\d+-regional-primeira-fase-da-[a-z]*\.xlsx$/);
});
