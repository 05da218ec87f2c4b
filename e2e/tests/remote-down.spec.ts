import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { chooseOption } from './support/controls';
import { openUserMenu, signIn } from './support/sign-in';
import type { ConsoleErrors } from './support/test';

/** What a remote that cannot be fetched leaves in the console: the failed fetches and the shell's report. */
function expectRemoteDownErrors(consoleErrors: ConsoleErrors) {
  consoleErrors.allow(/net::ERR_FAILED \(\/remotes\/mfe-exam-taking\//);
  consoleErrors.allow(/Federation Runtime \]: Failed to get manifest/);
}

test('an unreachable remote shows its fallback while the shell keeps working', async ({
  page,
  consoleErrors,
}) => {
  expectRemoteDownErrors(consoleErrors);
  await signIn(page, accounts.student.email);

  // From now on the exam-taking remote cannot be fetched at all.
  await page.route('**/remotes/mfe-exam-taking/**', (route) => route.abort());
  await page.goto('/edicoes/ativas');

  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('active-editions')).toHaveCount(0);

  // The rest of the shell still works: header, user menu, language selector.
  const header = page.getByTestId('app-header');
  await expect(header).toBeVisible();
  const headerText = await header.innerText();
  await chooseOption(
    page.getByLabel('Idioma', { exact: true }).filter({ visible: true }).first(),
    'es',
    'Español',
  );
  await expect.poll(() => header.innerText()).not.toBe(headerText);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();

  await openUserMenu(page);
  await expect(
    page.getByText(accounts.student.email, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Once the remote is reachable again, the fallback's retry button brings the page back.
  await page.unroute('**/remotes/mfe-exam-taking/**');
  await page.getByTestId('remote-fallback').getByRole('button').click();
  await expect(page.getByTestId('active-editions')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('another remote still loads while exam-taking is down', async ({ page, consoleErrors }) => {
  expectRemoteDownErrors(consoleErrors);
  await signIn(page, accounts.admin.email);
  await page.route('**/remotes/mfe-exam-taking/**', (route) => route.abort());

  await page.goto('/edicoes/ativas');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 45_000 });

  await page.goto('/admin/edicoes');
  await expect(page.getByTestId('editions-table')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});
