import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts, editions } from './support/accounts';
import { credentials } from './support/api';
import { checkScreen } from './support/screen-checks';
import { signedIn } from './support/sign-in';
import { project47URL } from '../servers';

// The same build serves project 36 (the suite's base URL) and project 47, the teachers' olympiad
// (serve.mjs runs it with PROJECT_ID=47 on the server's port + 1). Project 47's registry names its own
// registration remote: a Preact single-spa parcel (sibling-47-registration); the rest is shared.
/** Project 47 beside the worker's server (servers.ts). */
const origin47 = () => project47URL(test.info().parallelIndex);
const TEACHER_EDITION = 'Olimpíada de Professores 2026';

test.beforeAll(async ({ request }) => {
  // serve.mjs starts project 47 once project 36 answers; on a busy machine its first start takes a while.
  test.setTimeout(180_000);
  await expect
    .poll(async () => (await request.get(`${origin47()}/api/health`).catch(() => null))?.ok() ?? false, {
      timeout: 170_000,
    })
    .toBe(true);
});

/** GET an API path of project 47's server as the signed-in teacher. */
async function api47(page: Page, path: string, headers: Record<string, string> = {}) {
  const creds = await credentials(page);
  const res = await page.request.get(`${origin47()}/api/${path}`, {
    headers: { 'access-token': creds.accessToken, uid: creds.uid, client: creds.client, ...headers },
  });
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as {
    data: { id: string; attributes: Record<string, unknown> } | null;
    included?: { type: string; attributes: Record<string, unknown> }[];
  };
}

const parcel = (page: Page) => page.getByTestId('parcel-47');

test('project 47: a teacher registers through the Preact parcel, with the shared schemas and API', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, accounts.educator.email, origin47());
  await expect(page).toHaveURL((url) => url.origin === origin47() && url.pathname === '/edicoes/ativas');

  // The shared participant remote lists project 47's edition; "Inscrever-se" opens the parcel.
  const row = page
    .getByTestId('active-editions')
    .getByTestId('edition-row')
    .filter({ hasText: TEACHER_EDITION });
  await row.getByRole('link', { name: 'Inscrever-se' }).click();
  await expect(page).toHaveURL(/\/inscricoes\/\d+\/estudante$/);
  const editionId = /\/inscricoes\/(\d+)\//.exec(page.url())![1]!;
  await expect(
    parcel(page).getByRole('heading', { name: `Inscrição de professor — ${TEACHER_EDITION}` }),
  ).toBeVisible();
  // Rendered by Preact into the shell's layout: the shell's header stays.
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.locator('[data-parcel="mfe_auth_registration"]')).toBeVisible();

  await checkScreen(page, {
    name: 'project 47 teacher registration (parcel)',
    ready: (p) => expect(parcel(p).getByRole('heading', { level: 1 })).toBeVisible(),
  });

  const form = parcel(page);
  // The personal data come from the demo teacher's stored data.
  await expect(form.getByLabel('Data de nascimento (DD/MM/AAAA)', { exact: true })).not.toHaveValue('');

  // Client validation with the shared valibot schemas, in pt-BR: an invalid count and missing fields.
  await form.getByLabel('Número de alunos no ensino médio', { exact: true }).fill('doze');
  await form.getByRole('button', { name: 'Revisar inscrição' }).click();
  await expect(form.getByText('Corrija os campos destacados.')).toBeVisible();
  const count = form.getByLabel('Número de alunos no ensino médio', { exact: true });
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await count.getAttribute('aria-describedby')}`)).toHaveText('Valor inválido');
  await expect(page.locator('#p47-directors_name-error')).toHaveText('Campo obrigatório');

  // Valid data.
  await form.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo' });
  await form.getByLabel('Buscar cidade pelo nome', { exact: true }).fill('São Paulo');
  await expect(
    form.getByLabel('Cidade', { exact: true }).getByRole('option', { name: 'São Paulo', exact: true }),
  ).toHaveCount(1);
  await form.getByLabel('Cidade', { exact: true }).selectOption({ label: 'São Paulo' });
  await form.getByLabel('Buscar escola pelo nome ou INEP', { exact: true }).fill('Caetano');
  const school = form.getByLabel('Escola onde leciona', { exact: true });
  await expect(school.getByRole('option', { name: /EE Caetano de Campos/ })).toHaveCount(1);
  await school.selectOption({ label: '35000012 - EE Caetano de Campos' });
  await form
    .getByLabel('Nome do diretor ou da diretora da escola', { exact: true })
    .fill('Marta Ribeiro Lopes');
  await form.getByLabel('Idade', { exact: true }).selectOption({ label: 'De 41 a 50 anos' });
  await form.getByLabel('Tempo de docência', { exact: true }).selectOption({ label: 'De 11 a 20 anos' });
  await form
    .getByLabel('Carga horária mensal', { exact: true })
    .selectOption({ label: 'De 120 a 160 horas' });
  await form.getByLabel('Ensino médio', { exact: true }).check();
  await form.getByLabel('Nota do IDEB — Ensino médio', { exact: true }).fill('4,8');
  await count.fill('120');
  await form.getByLabel('Número de alunos no ensino fundamental', { exact: true }).fill('0');
  await form.getByLabel('Alunos inscritos na OBMEP', { exact: true }).fill('35');
  await form.getByLabel('Alunos premiados na OBMEP', { exact: true }).fill('3');
  for (const [label, value] of [
    ['Ouro', '0'],
    ['Prata', '1'],
    ['Bronze', '2'],
    ['Menção honrosa', '4'],
  ] as const)
    await form.getByLabel(label, { exact: true }).fill(value);
  await form
    .getByRole('group', { name: 'Já recebeu prêmio da OBMEP como professor?' })
    .getByLabel('Não', { exact: true })
    .check();
  await form.getByRole('group', { name: 'Participou do PAPMEM?' }).getByLabel('Sim', { exact: true }).check();
  await form.getByLabel('Li e aceito os termos de uso', { exact: true }).check();
  await form.getByRole('button', { name: 'Revisar inscrição' }).click();

  // The confirmation step, then the shared API.
  await expect(form.getByRole('heading', { name: 'Confira seus dados' })).toBeVisible();
  await expect(form.getByText('De 41 a 50 anos')).toBeVisible();
  await form.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Inscrição realizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.origin === origin47() && url.pathname === '/edicoes/ativas');

  // The API holds the inscription with the teacher data.
  const doc = await api47(page, 'students/inscription?include=inscription', { edition: editionId });
  expect(doc.data).not.toBeNull();
  expect(doc.data!.attributes.teachers_data).toMatchObject({
    age: 'until_fifty',
    education_segment_ids: [4],
    ideb_score: [{ education_segment_id: 4, score: 4.8 }],
    students_on_high_school: 120,
    awards_quantity: { gold: 0, silver: 1, bronze: 2, honorable_mention: 4 },
    obmep_award: false,
    papmem: true,
    directors_name: 'Marta Ribeiro Lopes',
  });
  expect(doc.included?.find((r) => r.type === 'inscriptions')?.attributes.category).toBe('opened');
});

test('project 36 on the same build still shows the React registration', async ({ page }) => {
  await signedIn(page, accounts.newcomer.email);
  // By the edition's id, not by the list's "Inscrever-se": earlier specs of the suite may have registered this
  // student already (the row then offers "Acessar"; the form edits the registration, in the same React remote).
  const row = page
    .getByTestId('active-editions')
    .getByTestId('edition-row')
    .filter({ hasText: editions.open })
    .filter({ hasNotText: editions.junior });
  const href = await row
    .getByRole('link', { name: /^(Inscrever-se|Acessar)$/ })
    .first()
    .getAttribute('href');
  const id = /\/(\d+)/.exec(href ?? '')?.[1];
  await page.goto(`/inscricoes/${id}/estudante`);
  await expect(page).toHaveURL(/\/inscricoes\/\d+\/estudante$/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^(Editar inscrição|Inscrição): .*${editions.open}$`) }),
  ).toBeVisible();
  await expect(page.getByTestId('parcel-47')).toHaveCount(0);
  await expect(page.locator('[data-parcel]')).toHaveCount(0);
});
