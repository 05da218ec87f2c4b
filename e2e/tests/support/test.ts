import { test as base, expect } from '@playwright/test';
import { serverURL } from '../../servers';

/** What a test may declare about the browser console (see `consoleErrors`). */
export interface ConsoleErrors {
  /** Declares an error this test provokes on purpose (a remote that is down, a refused request…). */
  allow: (pattern: RegExp) => void;
}

/**
 * Playwright's test on the worker's own server, with one automatic check (issue 11, defect 16): every
 * console error and uncaught page error of the test's browser context fails the test, unless the test
 * declared it with `consoleErrors.allow(/pattern/)`. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // The worker's own server (servers.ts) under playwright.config.ts, which sets E2E_SERVER_PER_WORKER: specs
  // run side by side, each worker on data of its own. Other configs (the production topology's) keep theirs.
  baseURL: [
    async ({ baseURL }, use, testInfo) => {
      await use(process.env.E2E_SERVER_PER_WORKER ? serverURL(testInfo.parallelIndex) : baseURL);
    },
    { scope: 'test' },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url.replace(/^https?:\/\/[^/]+/, '');
        seen.push(`${message.text()}${where ? ` (${where})` : ''}`);
      });
      context.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors the test did not declare (consoleErrors.allow)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
