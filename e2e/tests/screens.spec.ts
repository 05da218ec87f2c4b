import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { openFirstOngoingExam } from './support/navigation';
import { checkScreen, type Screen } from './support/screen-checks';
import { loginButton, signIn } from './support/sign-in';

// Every screen a student or a signed-out visitor meets (the exam screen itself is checked in
// exam-taking.spec.ts, where the exam is under way): axe at desktop and phone sizes, and no English text
// or message id in pt-BR, es and pt-PT. Each screen is reached once by clicking, as a user does; the
// checks then load its address afresh per language.

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};
const heading = (name: RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

const activeRow = (page: Page, name: string) =>
  page
    .getByTestId('active-editions')
    .getByTestId('edition-row')
    .filter({ hasText: name })
    .filter({ hasNotText: editions.junior });

test.describe.configure({ timeout: 180_000 });

test('signed-out screens: the login screen, the identity provider, the confirmation link, Not Found', async ({
  page,
}) => {
  await page.goto('/');
  await checkScreen(page, { name: 'login', ready: async (p) => expect(loginButton(p)).toBeVisible() });

  await page.goto('/inscricoes/estudante/confirmar');
  await checkScreen(page, { name: 'enrollment confirmation without a token', ready: heading(/./) });

  await page.goto('/');
  await loginButton(page).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  const identityProvider: Screen = {
    name: "the identity provider's sign-in",
    // The provider's page speaks the language the app asked for when the sign-in started.
    open: async (p) => {
      await p.goto('/');
      await loginButton(p).click();
      await p.waitForURL((url) => url.pathname.startsWith('/oidc'));
    },
    ready: async (p) => expect(p.getByRole('button', { name: /Entrar|Iniciar sesión/ })).toBeVisible(),
  };
  await identityProvider.ready(page);
  await checkScreen(page, identityProvider);
});

test("a student's screens: editions, edition, exam, project phase, past editions, answer key, ranking, support", async ({
  page,
}) => {
  test.setTimeout(400_000);
  await signIn(page, accounts.student.email);
  const editionsList = visible('edition-row');
  await checkScreen(page, { name: 'active editions', ready: editionsList });

  await openFirstOngoingExam(page, activeRow(page, editions.open));
  await checkScreen(page, { name: 'exam detail', ready: visible('exam-fact-questions') });
  await page.goBack();
  await checkScreen(page, { name: 'edition area', ready: visible('exam-card') });

  await page.goto('/edicoes/ativas');
  await openFirstOngoingExam(page, activeRow(page, 'OBIA Projetos 2026'));
  await checkScreen(page, { name: 'project phase', ready: visible('project-phase') });

  await page.getByTestId('nav-inactive').click();
  await expect(page).toHaveURL((url) => url.pathname === '/edicoes/inativas');
  await checkScreen(page, { name: 'inactive editions', ready: visible('edition-row') });
  const past = page
    .getByTestId('inactive-editions')
    .getByTestId('edition-row')
    .filter({ hasText: 'OBIA 2025' });
  await past.getByRole('link', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/edicoes\/inativas\/\d+$/);
  await checkScreen(page, { name: 'inactive edition area', ready: visible('exam-card') });
  const area = new URL(page.url()).pathname;

  const finishedCard = () => page.getByTestId('exams-finished').getByTestId('exam-card').first();
  await finishedCard().getByRole('link', { name: 'Soluções' }).click();
  await expect(page).toHaveURL(/\/gabarito$/);
  await checkScreen(page, { name: 'answer review', ready: visible('answer-review') });

  await page.goto(area);
  await finishedCard().getByRole('link', { name: 'Classificação' }).click();
  await expect(page).toHaveURL(/\/classificados$/);
  await checkScreen(page, { name: 'ranking', ready: visible('general-ranking') });

  await page.goto('/suporte');
  await checkScreen(page, { name: 'support', ready: heading(/./) });

  await page.goto('/caminho/que/nao/existe');
  await checkScreen(page, { name: 'not found', ready: visible('not-found') });
});
