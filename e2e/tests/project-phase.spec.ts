import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { openFirstOngoingExam } from './support/navigation';
import { signedIn } from './support/sign-in';

// 'OBIA Projetos 2026' has a project phase under way (pre-project, group and final project) in which the
// demo student leads 'Equipe Aurora': two students and an external teacher, a pre-project PDF already sent.

async function openProjectPhase(page: Page) {
  await signedIn(page, accounts.student.email);
  await openFirstOngoingExam(
    page,
    page.getByTestId('active-editions').getByTestId('edition-row').filter({ hasText: 'OBIA Projetos 2026' }),
  );
  await expect(page.getByTestId('project-phase')).toBeVisible();
}

test('a team leader sees the team and the sections of the project phase and sends a file', async ({
  page,
}) => {
  await openProjectPhase(page);
  for (const category of ['pre_project', 'in_group', 'final_project'])
    await expect(page.getByTestId(`section-${category}`)).toBeVisible();

  // The team, its leader, two students and the teacher; room for one more of the five.
  const team = page.getByTestId('team');
  await expect(team).toContainText('Equipa: Equipe Aurora');
  const members = page.getByTestId('members-table');
  await expect(members.getByRole('row')).toHaveCount(1 + 4);
  await expect(members).toContainText('Líder');
  await expect(members).toContainText('Professor');
  await expect(team).toContainText('4 de 5 membros');
  await expect(page.getByTestId('teacher-required')).toHaveCount(0);

  // A final-project file: a real (tiny) PDF goes through the content check and shows in the list.
  // The picker opens from a button in the app's language (pt-PT here), not the browser's native control.
  const upload = page.getByTestId('upload-final_project');
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Escolher ficheiros' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'relatorio-final.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  });
  await expect(upload.getByTestId('picked-final_project')).toHaveText('1 ficheiro escolhido');
  await upload.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Ficheiro enviado com sucesso!').first()).toBeVisible();
  await expect(page.getByTestId('section-final_project')).toContainText('relatorio-final.pdf');
});
