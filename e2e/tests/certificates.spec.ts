import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { apiGet } from './support/api';
import { checkScreen } from './support/screen-checks';
import { signedIn } from './support/sign-in';

test.describe.configure({ timeout: 240_000 });

type Row = { id: string; attributes: { description: string } };

test('an admin generates the certificates of an edition, and anyone verifies one by its QR code address', async ({
  page,
  browser,
}) => {
  await signedIn(page, accounts.admin.email);
  const { data } = await apiGet<{ data: Row[] }>(page, 'editions?per=100');
  const edition = data.find((e) => e.attributes.description === editions.open);
  expect(edition, `${editions.open} in the demo data`).toBeTruthy();

  await page.goto(`/admin/edicoes/${edition!.id}`);
  const panel = page.getByTestId('certificate-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /^(Gerar|Atualizar)$/ }).click();
  // The server's message, in the language of the screens (project 36 speaks pt-PT), not the browser's.
  await expect(page.getByText('O trabalho de gerar os certificados será executado.')).toBeVisible();
  // The job runs in the background; the panel follows its progress until it is done.
  await expect(panel.getByText(/certificados? gerados?\./)).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
  await checkScreen(page, {
    name: 'edition detail with certificates',
    ready: async (p) => expect(p.getByTestId('certificate-panel').getByRole('button')).toBeEnabled(),
  });

  const listed = await apiGet<{ data: { id: string; attributes: { name: string } }[] }>(
    page,
    `editions/${edition!.id}/certificates`,
  );
  const [first] = listed.data;
  expect(first, 'a certificate was generated').toBeTruthy();

  // Signed out, in a fresh browser: the QR code's address shows whose certificate it is.
  const visitor = await browser.newContext();
  const anyone = await visitor.newPage();
  await anyone.goto(`/certificados/${first!.id}`);
  await expect(anyone.getByTestId('certificate-valid')).toBeVisible();
  await expect(anyone.getByText(first!.attributes.name)).toBeVisible();
  await checkScreen(anyone, {
    name: 'certificate verification',
    ready: async (p) => expect(p.getByTestId('certificate-valid')).toBeVisible(),
  });
  await anyone.goto('/certificados/NAOEXISTE1');
  await expect(anyone.getByTestId('certificate-not-found')).toBeVisible();
  await visitor.close();
});
