import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { chooseOption, selectedValue } from './support/controls';
import { loginButton, signIn } from './support/sign-in';

const languageSelect = (page: Page) =>
  page.getByLabel('Idioma', { exact: true }).filter({ visible: true }).first();

/** What the user reads on the page: the header and the page content. */
const visibleText = (page: Page) => page.locator('body').innerText();

test('a signed-in user switches to Spanish and back; the choice survives a reload', async ({ page }) => {
  await signIn(page, accounts.student.email);
  await expect(page.getByTestId('active-editions')).toBeVisible();

  // Project 36 starts in pt-PT.
  expect(await selectedValue(languageSelect(page))).toMatch(/pt-PT|Portugu/);
  const portugueseText = await visibleText(page);

  await chooseOption(languageSelect(page), 'es', 'Español');
  await expect.poll(() => visibleText(page)).not.toBe(portugueseText);
  await expect(page.getByTestId('active-editions')).toBeVisible();
  const spanishText = await visibleText(page);

  await page.reload();
  await expect(page.getByTestId('active-editions')).toBeVisible();
  expect(await selectedValue(languageSelect(page))).toMatch(/^es$|Espa/);
  await expect.poll(() => visibleText(page)).toBe(spanishText);

  await chooseOption(languageSelect(page), 'pt-PT', 'Português (Portugal)');
  await expect.poll(() => visibleText(page)).toBe(portugueseText);
});

test('the login screen offers the language selector and translates itself', async ({ page }) => {
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  const portugueseText = await visibleText(page);

  await chooseOption(languageSelect(page), 'es', 'Español');
  await expect.poll(() => visibleText(page)).not.toBe(portugueseText);

  await page.reload();
  expect(await selectedValue(languageSelect(page))).toMatch(/^es$|Espa/);
});
