import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { openUserMenu, signIn } from './support/sign-in';

for (const [role, account] of Object.entries(accounts)) {
  test(`${role} (${account.email}) signs in and lands on ${account.landing}`, async ({ page }) => {
    await signIn(page, account.email);

    await expect(page).toHaveURL((url) => url.pathname === account.landing);
    await expect(page.getByTestId('app-header')).toBeVisible();

    // The user menu shows initials, the first two words of the name, the fractal_id and the e-mail.
    await openUserMenu(page);
    const shown = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true }).first();
    await expect(shown(account.shortName)).toBeVisible();
    await expect(shown(account.initials)).toBeVisible();
    await expect(shown(account.email)).toBeVisible();
    await expect(
      page
        .getByText(/^ID: \S+$/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });
}
