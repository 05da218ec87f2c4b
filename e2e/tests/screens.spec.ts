import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { openFirstOngoingExam } from './support/navigation';
import { checkScreen, type Screen } from './support/screen-checks';
import { loginButton, signedIn } from './support/sign-in';

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
  await signedIn(page, accounts.student.email);
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

test("an organiser's screens: the edition lists, the edition form, a new coordinator, the detail, school requests, notifications", async ({
  page,
}) => {
  test.setTimeout(400_000);
  await signedIn(page, accounts.admin.email);
  await checkScreen(page, { name: 'editions (admin)', ready: visible('editions-table') });

  await page.goto('/admin/edicoes/inativas');
  await checkScreen(page, { name: 'inactive editions (admin)', ready: visible('editions-table') });

  await page.goto('/admin/edicoes/nova');
  await checkScreen(page, { name: 'new edition form', ready: visible('edition-form') });

  await page.goto('/admin/coordenadores/nova');
  await checkScreen(page, { name: 'new coordinator', ready: heading(/./) });

  // The demo edition, complete: every section of its form is filled.
  await page.goto('/admin/edicoes');
  await page
    .getByTestId('edition-row')
    .filter({ hasText: editions.open })
    .first()
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('menuitem', { name: /^(Editar)$/ }).click();
  await expect(page).toHaveURL(/\/edicoes\/\d+\/editar$/);
  await checkScreen(page, { name: 'edition form (OBIA 2026)', ready: visible('edition-form') });
  const id = /\/edicoes\/(\d+)\//.exec(page.url())![1]!;

  await page.goto(`/edicoes/${id}/escolas/solicitacoes`);
  await checkScreen(page, { name: 'school requests (demo)', ready: visible('request-status') });

  // Notifications (issue 16): each tab at its own address (`?aba=`).
  for (const [tab, testId] of [
    ['', 'email-form'],
    ['?aba=app', 'app-form'],
    ['?aba=enviadas', 'notifications-table'],
  ] as const) {
    await page.goto(`/admin/edicoes/${id}/notificacoes${tab}`);
    await checkScreen(page, { name: `notifications ${tab || '(e-mail)'}`, ready: visible(testId) });
  }
});
