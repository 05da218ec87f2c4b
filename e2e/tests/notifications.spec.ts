import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { apiGet, apiSend } from './support/api';
import { chooseOption } from './support/controls';
import { checkScreen } from './support/screen-checks';
import { signedIn } from './support/sign-in';
import { caughtMails, pushDevice, pushesReceived } from './support/stand-ins';

// Issue 16 through the composed product: an admin e-mails the ranked participants of a phase (the mail
// reaches the SMTP catcher for exactly them) and sends an app message to an edition's students (it shows
// in a student's inbox, and a push reaches her device at the push service stand-in).

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const LANGUAGE_KEY = 'olympiad:language';

async function person(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, email);
  await page.evaluate(([key]) => localStorage.setItem(key!, 'pt-BR'), [LANGUAGE_KEY]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  return page;
}

interface Listed {
  data: {
    id: string;
    attributes: Record<string, unknown>;
    relationships?: Record<string, { data?: { id: string } | null }>;
  }[];
  included?: { id: string; type: string; attributes: Record<string, unknown> }[];
}

/** The id of the demo edition with that description (active or not). */
async function editionId(admin: Page, description: string): Promise<string> {
  for (const active of ['true', 'false']) {
    const { data } = await apiGet<Listed>(admin, `editions?filter[active]=${active}&page[size]=100`);
    const found = data.find((e) => e.attributes.description === description);
    if (found) return found.id;
  }
  throw new Error(`no edition ${description}`);
}

/** The e-mails of the ranked participants of the edition's phase (read through the staff API). */
async function rankedEmails(admin: Page, examId: string): Promise<string[]> {
  const ratings = await apiGet<Listed>(
    admin,
    `ratings?filter[exam]=${examId}&filter[is_ranked]=true&page[size]=100`,
  );
  const ranked = new Set(ratings.data.map((r) => String(r.relationships?.user?.data?.id)));
  const list = await apiGet<Listed>(
    admin,
    `participations?filter[exam_id]=${examId}&include=user&page[size]=100`,
  );
  const emails = (list.included ?? [])
    .filter((u) => u.type === 'users' && ranked.has(u.id))
    .map((u) => String(u.attributes.email).toLowerCase());
  expect(emails.length).toBe(ranked.size);
  return emails.sort();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('an admin e-mails the ranked participants of phase 1 and one more address: exactly they receive it', async ({
  browser,
}) => {
  const admin = await person(browser, accounts.admin.email);
  const edition = await editionId(admin, 'OBIA 2025');
  const exams = await apiGet<Listed>(admin, `exams?filter[edition_id]=${edition}`);
  const phase1 = exams.data.find((e) => e.attributes.phase === 1)!;
  const expected = [...(await rankedEmails(admin, phase1.id)), 'convidada@exemplo.org'].sort();
  expect(expected.length).toBeGreaterThan(5);

  await admin.goto(`/admin/edicoes/${edition}/notificacoes`);
  await expect(admin.getByRole('heading', { name: 'Notificações' })).toBeVisible();

  const subject = `Resultado da fase 1 ${Date.now()}`;
  const form = admin.getByTestId('email-form');
  const extra = form.getByLabel('E-mails adicionais');
  await extra.fill('Convidada@Exemplo.org');
  await extra.press('Enter');
  await expect(form.getByText('convidada@exemplo.org')).toBeVisible();
  await form.getByLabel('Assunto').fill(subject);
  await form
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Parabéns pela classificação! A fase 2 abre amanhã.');
  await chooseOption(form.getByLabel('Grupo'), 'ranked_participants', 'Classificados');
  await expect(form.getByText('A fase não pode ficar em branco!')).toBeVisible();
  await chooseOption(form.getByLabel('Fase'), phase1.id, 'Fase 1');
  await form.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(admin.getByText('E-mail enviado com sucesso!')).toBeVisible();

  // The sent list shows it, and its deliveries reach everyone.
  await tab(admin, 'Notificações enviadas').click();
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${expected.length} entregues`, { timeout: 60_000 });

  const mails = (await caughtMails()).filter((m) => m.subject.includes(subject));
  const recipients = mails.flatMap((m) => m.to).sort();
  expect(recipients).toEqual(expected);
});

test("an admin sends an app message to the students of OBIA 2026: it is in a student's inbox and a push reaches her device", async ({
  browser,
}) => {
  // The student's device subscribes at the push service (headless Chromium has no push service of its
  // own here) and is registered through the API, as the browser's opt-in does.
  const student = await person(browser, accounts.student.email);
  const prefs = await apiGet<{ data: { attributes: { vapid_public_key: string } } }>(
    student,
    'notification_preferences',
  );
  const device = await pushDevice(prefs.data.attributes.vapid_public_key);
  const registered = await apiSend(student, 'POST', 'push_subscriptions', {
    endpoint: device.endpoint,
    keys: device.keys,
  });
  expect(registered.status).toBe(201);

  const admin = await person(browser, accounts.admin.email);
  const edition = await editionId(admin, 'OBIA 2026');
  await admin.goto(`/admin/edicoes/${edition}/notificacoes`);
  await tab(admin, 'Notificar app').click();
  const text = `A fase 2 abre amanhã às 9h ${Date.now()}`;
  const form = admin.getByTestId('app-form');
  const message = form.getByRole('textbox', { name: 'Mensagem' });
  await message.fill(text);
  await expect(form.getByText(`${text.length} de 500 caracteres`)).toBeVisible();
  await form.getByRole('button', { name: 'Inserir emoji' }).click();
  const picker = admin.getByTestId('emoji-panel');
  await picker.getByRole('textbox', { name: 'Buscar emoji' }).fill('foguete');
  await picker.getByLabel('foguete').first().click();
  await expect(message).toHaveValue(/🚀/);
  await chooseOption(form.getByLabel('Grupo'), 'students', 'Inscritos');
  await form.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(admin.getByText('Notificação enviada com sucesso!')).toBeVisible();

  // The push reaches the device.
  await expect
    .poll(async () => (await pushesReceived(device.clientHash)).some((m) => m.includes(text)), {
      timeout: 60_000,
    })
    .toBe(true);

  // The student's bell counts it; her inbox lists it, unread, until she opens it.
  await student.reload();
  const bell = student.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const item = student.getByTestId('inbox-item').filter({ hasText: text });
  await expect(item).toBeVisible();
  // The open inbox, as every student meets it: axe at both sizes, no untranslated text in any language.
  await checkScreen(student, {
    name: 'inbox',
    ready: (p) => expect(p.getByTestId('inbox-item').filter({ hasText: text })).toBeVisible(),
    open: async (p, url) => {
      await p.goto(url);
      await p.getByTestId('inbox-bell').click();
    },
  });
});
