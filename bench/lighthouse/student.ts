// Signs the demo student in through the real flow (login screen, identity provider's form) in the browser
// Lighthouse then drives, and finds the exam screen by clicking through as a student does. The identity
// provider's session cookie stays in the browser, so each audited load signs in silently, as a returning
// student's does.
import type { Page } from 'playwright-core';

export const STUDENT = { email: 'aluno@olimpiada.dev', password: 'demo1234' } as const;
/** The demo's exam under way (OBIA 2026, phase 1), not the junior edition's. */
const OPEN_EDITION = 'OBIA 2026';
const JUNIOR_EDITION = 'Júnior';

export async function signInStudent(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await page.getByLabel('E-mail', { exact: true }).fill(STUDENT.email);
  await page.getByLabel(/^(Senha|Palavra-passe|Contraseña)$/).fill(STUDENT.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByTestId('app-header').waitFor({ timeout: 30_000 });
  // A returning student: the demo's unseen-award modal (shown once, whenever its data arrives) is closed
  // as the student would close it, before any click it would cover.
  await page.addLocatorHandler(page.getByTestId('awards-modal'), async (modal) => {
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });
}

/** Starts (or resumes) the demo exam and returns the exam screen's address. */
export async function examScreenUrl(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/edicoes/ativas`);
  const row = page
    .getByTestId('active-editions')
    .getByTestId('edition-row')
    .filter({ hasText: OPEN_EDITION })
    .filter({ hasNotText: JUNIOR_EDITION });
  await row.getByRole('link', { name: 'Acessar' }).click();
  await page
    .getByTestId('exams-ongoing')
    .getByTestId('exam-card')
    .first()
    .getByRole('link', { name: 'Acessar' })
    .click();
  await page.waitForURL(/\/fases\/\d+$/);
  const start = page.getByRole('button', { name: /Iniciar prova|Continuar prova/ });
  await start.click();
  await page.waitForURL(/\/resolver\/\d+$/);
  await page.getByTestId('question').waitFor();
  return page.url();
}
