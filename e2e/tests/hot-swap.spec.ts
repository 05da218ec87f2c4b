import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { serverParticipation } from './support/api';
import { openEditionRow, openFirstOngoingExam } from './support/navigation';
import { keepPublished, release, releasesDir, rollback, servedRegistry } from './support/releases';
import { signIn } from './support/sign-in';

// Issue 17: one remote released on its own (`pnpm release`), picked up by a reload, never under a running
// exam, and rolled back (`pnpm rollback`). The versions are the suite's own build of mfe-exam-taking
// published under three version names; which one a page runs is told by the addresses it fetched.

const PROJECT = 36;
const FOLDER = 'mfe-exam-taking';
const [A, B, C] = ['1.0.0-hotswap.a', '1.0.0-hotswap.b', '1.0.0-hotswap.c'];
type RegistryJson = { remotes: Record<string, { entry: string }> };
const entryOf = (version: string) => `/remotes/${FOLDER}/${version}/mf-manifest.json`;

/** The registry's entries of every remote but exam-taking: no release of exam-taking may touch them. */
const otherEntries = () => {
  const { remotes } = servedRegistry(PROJECT);
  return Object.fromEntries(Object.entries(remotes).filter(([name]) => name !== 'mfe_exam_taking'));
};

/** Records the exam-taking remote's files the page fetches: `versions()` names the versions they came from. */
function watchExamTaking(page: Page) {
  let paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/remotes/${FOLDER}/`)) paths.push(pathname);
  });
  return {
    versions: () => [...new Set(paths.map((p) => p.split('/')[3]))],
    scripts: () => paths.filter((p) => p.endsWith('.js')),
    forget: () => (paths = []),
  };
}

/** Marks the current document: the mark is gone once the browser loaded the page anew. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-h2-doc', '1'));
const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-h2-doc') === '1');

const field = (page: Page, path: string) => page.getByTestId(`field-${path}`);

/** Beatriz (subscribed to nothing in the demo) registers for OBIA 2026, whose phase 1 exam is under way. */
async function subscribeToOpenEdition(page: Page) {
  // The list's rows come after the list itself: wait for the row's action before reading which it is.
  await expect(openEditionRow(page).getByRole('link', { name: /^(Inscrever-se|Acessar)$/ })).toBeVisible();
  if ((await openEditionRow(page).getByRole('link', { name: 'Inscrever-se' }).count()) === 0) return;
  await openEditionRow(page).getByRole('link', { name: 'Inscrever-se' }).click();
  await expect(page).toHaveURL(/\/inscricoes\/\d+\/estudante$/);
  await field(page, 'countryId').getByRole('combobox').selectOption({ label: 'Brasil' });
  await field(page, 'category').getByRole('combobox').selectOption({ label: 'Regular' });
  await field(page, 'address.zipcode').getByRole('textbox').fill('01001000');
  await expect(field(page, 'city_id').getByRole('combobox')).toHaveValue('São Paulo');
  await field(page, 'address.number').getByRole('textbox').fill('100');
  const school = field(page, 'school_id').getByRole('combobox');
  await school.click();
  await school.fill('Caetano');
  await page.getByRole('option', { name: '35000012 - EE Caetano de Campos', exact: true }).click();
  await field(page, 'grade_id').getByRole('combobox').selectOption({ label: '8º ano' });
  // Beatriz accepted the terms before: the box may be ticked already.
  await field(page, 'accepted_terms').getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme os seus dados' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Inscrição efetuada com sucesso!')).toBeVisible();
  await expect(openEditionRow(page).getByRole('link', { name: 'Acessar' })).toBeVisible();
}

const question = (page: Page) => page.getByTestId('question');
const saved = (page: Page) =>
  expect(
    question(page)
      .getByRole('status')
      .filter({ hasText: /Resposta|guardar/ }),
  ).toHaveText('Resposta guardada');

let restoreRegistry: () => void = () => undefined;
test.beforeAll(() => {
  restoreRegistry = keepPublished(PROJECT);
});
test.afterAll(() => restoreRegistry());

test('a released exam-taking version reaches the next page load, a running exam keeps its version until the student leaves it, and rollback goes back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const others = otherEntries();
  const loaded = watchExamTaking(page);
  let lastRegistryRead = Date.now();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === `/projects/${PROJECT}.json`) lastRegistryRead = Date.now();
  });

  // Version A is released: the student's page runs it, every file from its versioned folder.
  expect(release(FOLDER, A, PROJECT)).toContain(`project ${PROJECT}: mfe_exam_taking`);
  expect(servedRegistry(PROJECT).remotes.mfe_exam_taking?.entry).toBe(entryOf(A));
  await signIn(page, accounts.studentNotSubscribed.email);
  await expect(page.getByTestId('active-editions')).toBeVisible();
  expect(loaded.versions()).toEqual([A]);
  expect(loaded.scripts()).toContain(`/remotes/${FOLDER}/${A}/remoteEntry.js`);
  expect(loaded.scripts().length).toBeGreaterThan(1); // chunks too, next to the entry
  await subscribeToOpenEdition(page);

  // Version B is released: a reload runs B.
  release(FOLDER, B, PROJECT);
  expect(otherEntries()).toEqual(others);
  loaded.forget();
  await page.reload();
  await expect(page.getByTestId('active-editions')).toBeVisible();
  expect(loaded.versions()).toEqual([B]);

  // Inside the exam (on B), version C is released.
  await openFirstOngoingExam(page, openEditionRow(page));
  const examId = /\/fases\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  await page.getByRole('button', { name: /^(Iniciar|Continuar) prova$/ }).click();
  await expect(page).toHaveURL(/\/resolver\/\d+$/);
  await expect(question(page)).toBeVisible();
  await markDocument(page);
  release(FOLDER, C, PROJECT);
  expect(otherEntries()).toEqual(others);

  await question(page).getByRole('radio').nth(0).check({ force: true });
  await saved(page);
  // The shell looks at the registry at most every 30 s: wait for the next look to be due, then move to
  // the next question. The look sees C; the exam goes on without a page load.
  await page.waitForTimeout(Math.max(0, lastRegistryRead + 31_000 - Date.now()));
  const look = page.waitForResponse((r) => new URL(r.url()).pathname === `/projects/${PROJECT}.json`);
  await page.getByRole('button', { name: 'Próxima' }).click();
  expect(((await (await look).json()) as RegistryJson).remotes.mfe_exam_taking?.entry).toBe(entryOf(C));
  await expect(page.getByRole('heading', { name: /^Pergunta 2 de \d+$/ })).toBeVisible();
  await question(page).getByRole('radio').nth(1).check({ force: true });
  await saved(page);
  await expect
    .poll(async () => (await serverParticipation(page, examId))?.answers.length ?? 0)
    .toBeGreaterThanOrEqual(2);
  expect(await sameDocument(page)).toBe(true);
  expect(loaded.versions()).toEqual([B]);

  // Leaving the exam (the header's link to the editions, confirmed) is a full page load, which runs C.
  loaded.forget();
  await page.getByTestId('nav-home').click();
  // The shell shows the list, then loads the page anew: wait for that load, not for the first paint.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Sair e terminar' })
    .click();
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes/ativas');
  await expect(page.getByTestId('active-editions')).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  expect(loaded.versions()).toEqual([C]);

  // Rollback: the registry names B again, and a reload runs B.
  expect(rollback(FOLDER, PROJECT)).toContain(`${entryOf(C)} → ${entryOf(B)} (rolled back)`);
  expect(servedRegistry(PROJECT).remotes.mfe_exam_taking?.entry).toBe(entryOf(B));
  expect(otherEntries()).toEqual(others);
  loaded.forget();
  await page.reload();
  await expect(page.getByTestId('active-editions')).toBeVisible();
  expect(loaded.versions()).toEqual([B]);
  // What the API serves is the registry the rollback wrote.
  const served = (await (await page.request.get(`/projects/${PROJECT}.json`)).json()) as RegistryJson;
  expect(served.remotes.mfe_exam_taking?.entry).toBe(entryOf(B));
});

test('a registry naming a version that was never published shows the readable fallback, and the rest of the site works', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.allow(/Federation Runtime \]: (Failed to get manifest|The manifest is not a valid)/);
  await signIn(page, accounts.student.email);
  release(FOLDER, A, PROJECT);
  const published = path.join(releasesDir(), 'projects', `${PROJECT}.json`);
  const registry = JSON.parse(readFileSync(published, 'utf8')) as RegistryJson;
  registry.remotes.mfe_exam_taking = { ...registry.remotes.mfe_exam_taking, entry: entryOf('9.9.9-never') };
  writeFileSync(published, JSON.stringify(registry));

  await page.goto('/edicoes/ativas');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.getByTestId('active-editions')).toHaveCount(0);
  // The rest of the site works: another remote's page loads in the same tab.
  await page.goto('/suporte');
  await expect(page.getByTestId('support-page')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});
