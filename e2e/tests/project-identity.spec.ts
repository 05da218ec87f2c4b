import type { Browser, Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { checkScreen } from './support/screen-checks';
import { loginButton, signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { serverPort } from '../servers';

/**
 * Issue 17: one build, one server, two projects side by side, each chosen by the host name it is opened
 * on (PROJECT_HOSTS, set by scripts/serve.mjs), each with its own name, logo, icon, footer and colours.
 */
/** A project's site on the worker's server (servers.ts). */
const site = (project: { host: string }) => `http://${project.host}:${serverPort(test.info().parallelIndex)}`;

const PROJECTS = [
  {
    id: 36,
    host: 'obia.localhost',
    name: 'Olimpíada Brasileira de Inteligência Artificial',
    primary: 'rgb(28, 67, 116)', // #1c4374
    favicon: '/favicon.svg',
    footerImage: 'Sociedade Brasileira de Computação',
  },
  {
    id: 47,
    host: 'professores.localhost',
    name: 'Olimpíada de Professores',
    primary: 'rgb(138, 43, 15)', // #8a2b0f
    favicon: '/projects/assets/47/favicon.svg',
    footerImage: 'Olimpíada de Professores',
  },
] as const;

type Project = (typeof PROJECTS)[number];

const background = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);

/** A fresh browser (no provider session shared between the two sites' sign-ins). */
async function freshPage(browser: Browser, options: { userAgent?: string } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';

async function expectOwnLandingIdentity(page: Page, project: Project) {
  await page.goto(`${site(project)}/`);
  await expect(loginButton(page)).toBeVisible();
  await expect(page).toHaveTitle(project.name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(project.name);
  // The icon the tab shows is the project's own, and it is served.
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute('href', project.favicon);
  const iconType = await page.evaluate(async (href) => {
    const answer = await fetch(href);
    return answer.ok ? answer.headers.get('content-type') : `HTTP ${answer.status}`;
  }, project.favicon);
  expect(iconType).toMatch(/^image\/svg\+xml/);
  // The primary action wears the project's colour; the footer shows the project's logos.
  expect(await loginButton(page).evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(project.primary);
  const footer = page.getByTestId('app-footer');
  const logo = footer.getByAltText(project.footerImage);
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('each project its own identity, chosen by host name', () => {
  // Two sign-ins, or axe at two sizes and three languages, in one test.
  test.describe.configure({ timeout: 180_000 });

  for (const project of PROJECTS) {
    test(`project ${project.id} on ${project.host}: its name, icon, colour and footer; a demo account signs in`, async ({
      browser,
    }) => {
      const page = await freshPage(browser);
      await expectOwnLandingIdentity(page, project);

      // Not the demo student, whose unseen award greets them in a dialog over the page.
      const student = accounts.studentNotSubscribed;
      await signIn(page, student.email, undefined, site(project));
      expect(new URL(page.url()).origin).toBe(site(project));
      await expect(page).toHaveURL(`${site(project)}${student.landing}`);
      expect(await background(page, 'app-header')).toBe(project.primary);
      // A remote's screen (exam-taking's active editions) is drawn in the project's colours too.
      const access = page.getByRole('link', { name: 'Inscrever-se', exact: true }).first();
      await expect(access).toBeVisible();
      // (an outline button: its text is the project's colour)
      expect(await access.evaluate((a) => getComputedStyle(a).color)).toBe(project.primary);
      await page.context().close();
    });
  }

  test("project 47's footer links and its store links; its landing passes axe in three languages", async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    const teachers = PROJECTS[1];
    await page.goto(`${site(teachers)}/`);
    const footerLinks = page.getByRole('navigation', { name: 'Links da olimpíada' });
    await expect(footerLinks.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/suporte');
    await expect(page.getByTestId('project-logo')).toHaveAttribute('src', '/projects/assets/47/logo.svg');
    await checkScreen(page, {
      name: "project 47's landing",
      ready: (p) => expect(loginButton(p)).toBeVisible(),
    });
    await page.context().close();

    // On a phone, the invitation to the app leads to the project's own store pages.
    const phone = await freshPage(browser, { userAgent: PHONE });
    await phone.goto(`${site(teachers)}/`);
    const invitation = phone.getByTestId('mobile-app-dialog');
    await expect(invitation.getByRole('link', { name: 'Baixar no Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=br.org.olimpiadadeprofessores.app',
    );
    await phone.context().close();
  });

  test('the address without a project host name keeps the default project', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(PROJECTS[0].name);
    expect(await loginButton(page).evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      PROJECTS[0].primary,
    );
  });
});
