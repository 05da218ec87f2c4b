import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { serverParticipation } from './support/api';
import { openEditionRow, openFirstOngoingExam } from './support/navigation';
import { EDITOR_CHUNK, JS_BUDGETS } from './support/js-budgets';
import { kb, measureJs } from './support/page-weight';
import { checkScreen, seriousViolations } from './support/screen-checks';
import { signedIn } from './support/sign-in';

// Project 36 shows every screen in pt-PT (spec 1 §2). The demo's OBIA 2026 phase 1 exam is under way:
// four multiple-choice questions (A–D) and two open-ended ones, in that order.

const question = (page: Page) => page.getByTestId('question');
/** The exam screen shows a question (in any language) and its timer. */
const examQuestionShown = async (page: Page) => {
  await expect(question(page)).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
};
/** The question's save-state badge ('Resposta guardada', 'A aguardar ligação para guardar'…). */
const badge = (page: Page) =>
  question(page)
    .getByRole('status')
    .filter({ hasText: /Resposta|guardar/ });

/** Picks the n-th alternative (0-based): markers are A)… or 1)… by the question's style. */
async function choose(page: Page, index: number) {
  await question(page).getByRole('radio').nth(index).check({ force: true });
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Próxima' }).click();
}

/** The open-answer editor of the question shown. */
const editor = (page: Page) => question(page).getByRole('textbox', { name: 'A sua resposta' });

/** From the editions list to the exam's detail page. */
const openExamDetail = (page: Page) => openFirstOngoingExam(page, openEditionRow(page));

test('a student takes the demo exam from start to finish, offline midway, and every answer reaches the server', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, accounts.student.email);
  await openExamDetail(page);
  const examId = /\/fases\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  await expect(page.getByTestId('exam-fact-questions')).toContainText('6');
  await page.getByRole('button', { name: 'Iniciar prova' }).click();
  await expect(page).toHaveURL(/\/resolver\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pergunta 1 de 6' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  // The size budget of the exam screen: a first visit (fresh context, same session) stays within budget,
  // and the open questions' editor is fetched once the page is idle, before the connection can drop.
  const fresh = await page
    .context()
    .browser()!
    .newContext({ storageState: await context.storageState() });
  const freshPage = await fresh.newPage();
  const examUrl = page.url();
  const weight = await measureJs(freshPage, async () => {
    const editorFetched = freshPage.waitForResponse((response) => EDITOR_CHUNK.test(response.url()));
    await freshPage.goto(examUrl);
    await expect(freshPage.getByRole('heading', { name: 'Pergunta 1 de 6' })).toBeVisible();
    await editorFetched;
  });
  const remoteKb = kb(weight.byPackage['mfe-exam-taking'] ?? 0);
  console.log(`JS exam screen: ${kb(weight.total)} KB (mfe-exam-taking ${remoteKb} KB, editor included)`);
  expect(kb(weight.total)).toBeLessThanOrEqual(JS_BUDGETS.examScreen.budgetKb);
  expect(remoteKb).toBeLessThanOrEqual(JS_BUDGETS.examScreenRemote.budgetKb);
  await fresh.close();

  // The exam screen as every student meets it: axe at desktop and phone sizes, and every text in the
  // three languages (each loaded afresh: the exam resumes where it was).
  await checkScreen(page, { name: 'exam screen, a multiple-choice question', ready: examQuestionShown });

  // Online: a choice is saved on selection.
  await choose(page, 0);
  await expect(badge(page)).toHaveText('Resposta guardada');
  await next(page);
  await choose(page, 1);
  await expect(badge(page)).toHaveText('Resposta guardada');

  // The connection drops: answers keep being recorded on the device, marked as waiting.
  await context.setOffline(true);
  // What fails while offline says so in the console: requests, and the question timers the session
  // retries once the connection is back.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
  consoleErrors.allow(/\[exam-session\] could not save the time of a question TypeError: Failed to fetch/);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await next(page);
  await choose(page, 2);
  await expect(badge(page)).toHaveText('A aguardar ligação para guardar');
  await next(page);
  await choose(page, 2);
  await next(page);
  await editor(page).click();
  await page.keyboard.type('Viés é quando os dados não representam a população.');
  // Leaving the question records the text at once.
  await next(page);
  await expect(page.getByRole('heading', { name: 'Pergunta 6 de 6' })).toBeVisible();

  // Still offline: the spec's redirect to the editions list, with the connection notice and, politely
  // announced, where the answers are.
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes/ativas', { timeout: 30_000 });
  await expect(page.getByTestId('connection-lost')).toBeVisible();
  const kept = page.getByText(/^Está offline\. As suas respostas foram guardadas neste dispositivo/);
  await expect(kept).toBeVisible();
  expect(await seriousViolations(page), 'axe on the editions list, offline').toEqual([]);

  // Back online (the browser itself): the queued answers go to the server from wherever the student is,
  // the notice saying so while they go (the saves are held until it is seen), then gone once all are in.
  let releaseSaves = () => {};
  const savesHeld = new Promise<void>((resolve) => (releaseSaves = resolve));
  await page.route('**/api/participations/*/answers/*', async (route) => {
    if (route.request().method() === 'PUT') await savesHeld;
    await route.fallback();
  });
  await context.setOffline(false);
  await expect(kept).toBeHidden();
  const sending = page.getByText('A enviar…', { exact: true });
  await expect(sending).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'A enviar…' })).toBeVisible();
  await expect(page.getByTestId('connection-lost')).toBeHidden();
  expect(await seriousViolations(page), 'axe on the editions list, sending').toEqual([]);
  releaseSaves();
  await expect
    .poll(async () => (await serverParticipation(page, examId))?.answers.length ?? 0, { timeout: 30_000 })
    .toBe(5);
  await expect(sending).toBeHidden({ timeout: 2_000 });
  await expect(kept).toBeHidden();
  await page.unroute('**/api/participations/*/answers/*');

  // Back to the exam: "Continuar prova", the answers are there, the last question is answered.
  await openExamDetail(page);
  await page.getByRole('button', { name: 'Continuar prova' }).click();
  await expect(page.getByRole('heading', { name: 'Pergunta 1 de 6' })).toBeVisible();
  await expect(question(page).getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: /^Perguntas/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Pergunta 6/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Pergunta 6 de 6' })).toBeVisible();
  await checkScreen(page, {
    name: 'exam screen, an open question (the editor)',
    ready: async (p) => {
      await examQuestionShown(p);
      await expect(p.getByTestId('question').getByRole('textbox')).toBeVisible();
    },
  });
  await editor(page).click();
  await page.keyboard.type('Prever a evasão escolar com dados de frequência e notas.');

  // Finishing records the text, sends everything and closes the attempt.
  await page.getByRole('button', { name: 'Terminar prova' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terminar', exact: true }).click();

  // Finished. The exam has open questions and no recommendation yet: who recommended the olympiad?
  const recommendation = page.getByRole('dialog', { name: 'Indicação de professor' });
  await expect(recommendation).toBeVisible();
  const send = recommendation.getByRole('button', { name: 'Enviar indicação' });
  await recommendation.getByLabel('Nome do professor').fill('Jo');
  await recommendation.getByLabel('E-mail do professor').fill('marta.lima@escola');
  await expect(send).toBeDisabled();
  await recommendation.getByLabel('Nome do professor').fill('Marta Lima');
  await recommendation.getByLabel('E-mail do professor').fill('Marta.Lima@Escola.edu.br');
  await send.click();
  await expect(page.getByText('A sua indicação foi registada com sucesso!')).toBeVisible();
  await expect(recommendation).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Prova terminada!' })).toBeVisible();
  // Then the satisfaction survey (the exam has a survey address).
  await expect(page.getByText('Gostaria de responder a um inquérito de satisfação?')).toBeVisible();
  await page.getByRole('button', { name: 'Não', exact: true }).click();

  const stored = await serverParticipation(page, examId);
  expect(stored?.status).toBe('finished');
  expect(stored?.answers).toHaveLength(6);
  const texts = stored!.answers.filter((a) => (a.user_answer ?? '').startsWith('<'));
  expect(texts.map((a) => a.user_answer).join(' ')).toContain('Viés é quando os dados');
  expect(texts.map((a) => a.user_answer).join(' ')).toContain('Prever a evasão escolar');

  // While the exam is under way neither the answer key nor the ranking is out.
  const detail = new URL(page.url()).pathname.replace(/\/resolver\/\d+$/, '');
  await page.goto(`${detail}/gabarito`);
  await expect(page.getByRole('heading', { name: 'As soluções ainda não estão disponíveis.' })).toBeVisible();
  await page.goto(`${detail}/classificados`);
  await expect(page.getByTestId('ranking-unavailable')).toBeVisible();
});
