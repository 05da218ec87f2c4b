import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { loginButton, signIn } from './support/sign-in';

// Fewer round trips (issue 11): the page asks for every script of the shell's first screen, and for the
// app config, from its HTML, instead of after the entry has run; and the first route's remote downloads
// while the shell renders. A preload nobody uses would be wasted bandwidth on a phone.

/**
 * Holds back the scripts matching `pattern` (except those `letThrough` names) for a second, as a slow network
 * would; returns when the first of them was let go.
 */
async function holdBack(target: Page, pattern: RegExp, letThrough: (file: string) => boolean = () => false) {
  const held = { releasedAt: Number.POSITIVE_INFINITY };
  await target.route(pattern, async (route) => {
    if (letThrough(new URL(route.request().url()).pathname.split('/').pop() ?? '')) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    held.releasedAt = Math.min(held.releasedAt, Date.now());
    return route.continue();
  });
  return held;
}

/** The chunk id a built script is named after (`791.46c95b2c.js` → 791), or null for the entry. */
const chunkIdOf = (href: string) => /(?:^|\/)(\d+)\.[0-9a-f]{8}\.js$/.exec(href)?.[1] ?? null;

// The app's page: a signed-out deep link shows its login screen (a plain `/` is the landing page, no app).
const APP_PAGE = '/edicoes/ativas';

test("the app's page preloads every script its first screen runs, and runs every script it preloads", async ({
  page,
}) => {
  const appConfigRequests: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/app-config.json') appConfigRequests.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await page.goto(APP_PAGE);
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
  const scripts = await holdBack(page, /\/\d+\.[0-9a-f]{8}\.js$/);
  const registryRequests: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/projects/36.json') registryRequests.push(Date.now());
  });
  await page.goto(APP_PAGE);
  await expect(loginButton(page)).toBeVisible();
  expect(registryRequests, 'the registry, read once').toHaveLength(1);
  expect(registryRequests[0], 'asked for before the first bootstrap chunk arrived').toBeLessThan(
    scripts.releasedAt,
  );
});

test("the editions list asks for its first page while the list's own code is still downloading", async ({
  page,
}) => {
  await signIn(page, accounts.student.email);
  // A page of its own, signed in by the same context: nothing left over from the sign-in's landing.
  const list = await page.context().newPage();
  // What the remote's routes module needs is let through; the screens' code (its lazy chunks) is a second
  // late, as on a slow network. The list's data must not wait for it.
  const manifest = (await (await list.request.get('/remotes/mfe-exam-taking/mf-manifest.json')).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const routesModule = manifest.exposes.find((expose) => expose.path === './routes')?.assets.js.sync ?? [];
  expect(routesModule.length, "the routes module's files").toBeGreaterThan(0);
  const screenCode = await holdBack(
    list,
    /\/remotes\/mfe-exam-taking\/[^/]+\.js$/,
    (file) => file === 'remoteEntry.js' || routesModule.includes(file),
  );
  const listRequests: number[] = [];
  list.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/active-edition') listRequests.push(Date.now());
  });
  await list.goto('/edicoes/ativas');
  await expect(list.getByTestId('active-editions').getByTestId('edition-row').first()).toBeVisible();
  expect(listRequests, 'the first page, read once').toHaveLength(1);
  expect(listRequests[0], "asked for before the list's code arrived").toBeLessThan(screenCode.releasedAt);
});
