import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { apiGet } from './support/api';
import { signedIn } from './support/sign-in';
import { caughtMails } from './support/stand-ins';

// 'OBIA Projetos 2026' has a file (project) phase under way in which the demo student leads 'Equipe
// Aurora' (two students and an external teacher) and has sent a pre-project. Project 36 speaks pt-PT.

type Listed = { data: { id: string; attributes: Record<string, unknown> }[] };

/** A caught mail's Subject header as text (its RFC 2047 encoded-words, Q or B, decoded). */
function subjectText(header: string): string {
  const unfolded = header.replace(/\r?\n[ \t]+/g, ' ').replace(/\?=\s+=\?/g, '?==?');
  return unfolded.replace(/(=\?utf-8\?[qb]\?[^?]*\?=)+/gi, (words) => {
    const bytes = [...words.matchAll(/=\?utf-8\?([qb])\?([^?]*)\?=/gi)].map(([, enc, text]) =>
      enc!.toLowerCase() === 'b'
        ? Buffer.from(text!, 'base64')
        : Buffer.from(
            text!
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** The participants list of the project phase, opened by the admin. */
async function openProjectParticipants(page: Page): Promise<{ editionId: string; examId: string }> {
  await signedIn(page, accounts.admin.email);
  const editions = await apiGet<Listed>(page, 'editions?filter[active]=true&page[size]=100');
  const editionId = editions.data.find((e) => e.attributes.description === 'OBIA Projetos 2026')!.id;
  const exams = await apiGet<Listed>(page, `exams?filter[edition_id]=${editionId}`);
  const examId = exams.data[0]!.id;
  await page.goto(`/edicoes/${editionId}/provas/${examId}/participantes`);
  await expect(page.getByTestId('participant-row').first()).toBeVisible();
  return { editionId, examId };
}

test("the admin opens a team leader's files and sees the team's members", async ({ page }) => {
  const { editionId, examId } = await openProjectParticipants(page);
  await page
    .getByTestId('participant-row')
    .getByRole('link', { name: /^(Gerir ficheiros|Gerenciar Arquivos)/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/edicoes/${editionId}/provas/${examId}/participantes/\\d+/arquivos$`),
  );

  const section = page.getByTestId('section-members');
  await expect(section).toContainText('Membros da equipa');
  await expect(section).toContainText('Equipe Aurora');
  // The leader, two students and the teacher: name, role and e-mail of each.
  const members = section.getByTestId('members-table');
  await expect(members.getByRole('row')).toHaveCount(1 + 4);
  await expect(members.getByRole('columnheader')).toHaveText(['Nome', 'Função', 'E-mail']);
  await expect(members).toContainText('Líder');
  await expect(members).toContainText('Professor');
  await expect(members.getByRole('row').filter({ hasText: 'Lívia Martins Rocha' })).toContainText(
    'livia.rocha@exemplo.olimpiada.dev',
  );
  await expect(section.getByText('Não foi possível carregar os dados.')).toHaveCount(0);
});

test('Exportar participações of a file phase mails the participation files report to the admin', async ({
  page,
}) => {
  const { examId } = await openProjectParticipants(page);
  const before = (await caughtMails()).length;
  const requested = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && r.url().endsWith(`/api/exams/${examId}/participation_files_report`),
  );
  await page.getByRole('button', { name: /^Exportar participações$/i }).click();
  expect((await requested).status()).toBe(202);
  await expect(page.getByText('O relatório será enviado para o e-mail!')).toBeVisible();

  // The job builds the report and the mail reaches the admin, with the report's name in pt-PT.
  await expect
    .poll(
      async () =>
        (await caughtMails())
          .slice(before)
          .filter((m) => m.to.includes(accounts.admin.email))
          .map((m) => subjectText(m.subject)),
      { timeout: 90_000, intervals: [2_000] },
    )
    .toContainEqual(expect.stringContaining('Ficheiros das participações'));
});
