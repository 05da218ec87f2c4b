import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { loginButton, signIn } from './support/sign-in';

// Fewer round trips (issue 11): the page asks for every script of the shell's first screen, and for the
// app config, from its HTML, instead of after the entry has run; and the first route's remote downloads
// while the shell renders. A preload nobody uses would be wasted bandwidth on a phone.

/** The chunk id a built script is named after (`791.46c95b2c.js` → 791), or null for the entry. */
const chunkIdOf = (href: string) => /(?:^|\/)(\d+)\.[0-9a-f]{8}\.js$/.exec(href)?.[1] ?? null;

test('the landing preloads every script its first screen runs, and runs every script it preloads', async ({
  page,
}) => {
  const appConfigRequests: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/app-config.json') appConfigRequests.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();

  const preloaded = await page
    .locator('link[rel=preload][as=script]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length, 'the entry and its bootstrap chunks').toBeGreaterThan(5);
  expect(
    scripts.filter((src) => !preloaded.includes(src)),
    'scripts found only after the entry ran',
  ).toEqual([]);

  // Every preloaded chunk ran: webpack records each chunk it executes in the shell's chunk array.
  const executed = await page.evaluate(() =>
    (
      (globalThis as unknown as { webpackChunkshell?: [(string | number)[]][] }).webpackChunkshell ?? []
    ).flatMap(([ids]) => ids.map(String)),
  );
  const preloadedChunks = preloaded.map(chunkIdOf).filter((id): id is string => id !== null);
  expect(
    preloadedChunks.filter((id) => !executed.includes(id)),
    'preloaded but never run',
  ).toEqual([]);

  // The app config is preloaded with the request boot's fetch makes, so it is asked for once.
  await expect(page.locator('link[rel=preload][as=fetch][href="/app-config.json"]')).toHaveCount(1);
  expect(appConfigRequests).toEqual(['/app-config.json']);
});

test("a signed-in load preloads the first route's remote; a signed-out one does not", async ({
  page,
  browser,
}) => {
  // How the page first asked for the remote's `./routes` chunk: 'link' when boot preloaded it, 'script' when
  // the route's own load did.
  const routesChunkInitiator = (target: Page) =>
    target
      .evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/remotes/mfe-exam-taking/__federation_expose_routes.')) as
            PerformanceResourceTiming | undefined,
      )
      .then((entry) => entry?.initiatorType ?? null);

  // Signed out, /edicoes/ativas shows the login screen: its remote is not downloaded at all.
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/')) remoteRequests.push(request.url());
  });
  await page.goto('/edicoes/ativas');
  await expect(loginButton(page)).toBeVisible();
  expect(remoteRequests).toEqual([]);

  await signIn(page, accounts.student.email);
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  await fresh.goto('/edicoes/ativas');
  await expect(fresh.getByTestId('active-editions')).toBeVisible();
  expect(await routesChunkInitiator(fresh)).toBe('link');
  await context.close();
});

test('the project registry is asked for while the shell’s scripts are still downloading, and only once', async ({
  page,
}) => {
  // The bootstrap's chunks arrive a second late (a slow network): the registry must not wait for them.
  let scriptsReleasedAt = Number.POSITIVE_INFINITY;
  await page.route(/\/\d+\.[0-9a-f]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    scriptsReleasedAt = Math.min(scriptsReleasedAt, Date.now());
    await route.continue();
  });
  const registryRequests: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/projects/36.json') registryRequests.push(Date.now());
  });
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  expect(registryRequests, 'the registry, read once').toHaveLength(1);
  expect(registryRequests[0], 'asked for before the first bootstrap chunk arrived').toBeLessThan(
    scriptsReleasedAt,
  );
});
