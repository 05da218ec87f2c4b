import { type Page } from '@playwright/test';
import { expect, test } from '../tests/support/test';
import { accounts } from '../tests/support/accounts';
import { serverParticipation } from '../tests/support/api';
import { openEditionRow, openFirstOngoingExam } from '../tests/support/navigation';
import { signIn } from '../tests/support/sign-in';
import { previousMinorOfCurrent, releasedVersion } from '../scripts/previous-minor.mjs';

// Issue 17: shared-contracts follows semver, so a remote built against the previous minor still works in
// today's shell. This run's server publishes mfe-exam-taking as built at that release
// (scripts/previous-minor.mjs serve) and project 36's registry names it; the shell is today's build.

interface SharedCopy {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/**
 * The copies of shared-contracts' shared entries the page's federation runtime knows (one row per entry,
 * version and provider, whichever instance lists it), and who uses them.
 */
function sharedContracts(page: Page): Promise<SharedCopy[]> {
  return page.evaluate(() => {
    type Info = { from?: string; loaded?: boolean; useIn?: string[] };
    type Scopes = Record<string, Record<string, Record<string, Info>>>;
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } })
      .__FEDERATION__;
    const copies = new Map<string, SharedCopy>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          if (name.startsWith('shared-contracts'))
            for (const [version, info] of Object.entries(versions)) {
              const key = `${name}@${version}@${info.from ?? ''}`;
              const copy = copies.get(key) ?? {
                name,
                version,
                from: info.from ?? '',
                loaded: false,
                useIn: [],
              };
              copy.loaded ||= !!info.loaded;
              copy.useIn = [...new Set([...copy.useIn, ...(info.useIn ?? [])])];
              copies.set(key, copy);
            }
    return [...copies.values()].sort((a, b) => a.name.localeCompare(b.name));
  });
}

test('the exam remote built against the previous minor of shared-contracts runs an exam in the current shell, and the answer reaches the server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { current, previous } = previousMinorOfCurrent();
  if (!previous)
    throw new Error('this run needs a previous minor (scripts/previous-minor.mjs test checks first)');
  const released = `/remotes/mfe-exam-taking/${releasedVersion(previous.commit, previous.version)}/`;

  // What the shell will read: the registry names the released build, whose manifest says it was built
  // with the old shared-contracts.
  const registry = (await (await page.request.get('/projects/36.json')).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  expect(registry.remotes.mfe_exam_taking!.entry).toBe(`${released}mf-manifest.json`);
  const manifest = (await (await page.request.get(`${released}mf-manifest.json`)).json()) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  const built = manifest.shared
    .filter((s) => s.name.startsWith('shared-contracts/'))
    .sort((a, b) => a.name.localeCompare(b.name));
  expect(built.map((s) => [s.name, s.version])).toEqual([
    ['shared-contracts/client', previous.version],
    ['shared-contracts/ui', previous.version],
  ]);

  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/mfe-exam-taking/')) remoteFiles.push(pathname);
  });

  await signIn(page, accounts.student.email);
  // A fresh server: the demo student's unseen award greets the first sign-in (see first-visit/).
  const award = page.getByRole('dialog', { name: 'Parabéns pelo seu prémio!' });
  await award.getByRole('button', { name: 'Fechar' }).click();
  await expect(award).toBeHidden();
  await openFirstOngoingExam(page, openEditionRow(page));
  const examId = /\/fases\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  await page.getByRole('button', { name: 'Iniciar prova' }).click();
  await expect(page).toHaveURL(/\/resolver\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pergunta 1 de 6' })).toBeVisible();

  // The old screen saves a choice through today's API.
  const question = page.getByTestId('question');
  await question.getByRole('radio').nth(1).check({ force: true });
  await expect(question.getByRole('status').filter({ hasText: /Resposta/ })).toHaveText('Resposta guardada');
  await expect
    .poll(
      async () => (await serverParticipation(page, examId))?.answers.filter((a) => a.user_answer).length ?? 0,
    )
    .toBe(1);

  // Every file of the remote came from the released build, none from today's.
  expect(remoteFiles.length).toBeGreaterThan(2);
  expect(remoteFiles.filter((file) => !file.startsWith(released))).toEqual([]);

  // One copy of each shared entry ran: the shell's, at today's version, used by the old remote too.
  const loaded = (await sharedContracts(page)).filter((copy) => copy.loaded);
  expect(loaded.map(({ name, version, from }) => ({ name, version, from }))).toEqual([
    { name: 'shared-contracts/client', version: current, from: 'shell' },
    { name: 'shared-contracts/ui', version: current, from: 'shell' },
  ]);
  for (const copy of loaded) expect(copy.useIn).toContain('mfe_exam_taking');
});
