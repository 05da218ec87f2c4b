import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browser } from './browser';
import { SERVER_COUNT, serverPort, serverReleasesDir, serverURL } from './servers';

// The run's releases (what `pnpm release` publishes, what the API serves): a fresh folder, made here once (the
// workers inherit the variable), with one RELEASES_DIR per server inside, each removed by its serve.mjs.
process.env.E2E_RELEASES_DIR ??= mkdtempSync(path.join(tmpdir(), 'olympiad-e2e-releases-'));
// Each worker uses its own server (tests/support/test.ts reads this; the workers load this file too).
process.env.E2E_SERVER_PER_WORKER = '1';
const JOURNEY = /organiser-journey\.spec\.ts$/;
const servers = Array.from({ length: SERVER_COUNT }, (_, index) => index);

export default defineConfig({
  testDir: 'tests',
  // Spec files run side by side, one worker per server (servers.ts); the tests of one file in order.
  fullyParallel: false,
  workers: SERVER_COUNT,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['../tooling/test-timing/playwright-reporter.cjs'],
  ],
  outputDir: 'test-results',
  use: {
    // Each worker's own server: tests/support/test.ts sets baseURL by the worker's parallelIndex.
    baseURL: serverURL(0),
    // A trace costs every action a snapshot: in CI (one retry) only a retried test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    // What a user sees only once (the demo student's unseen award) is checked before anything else
    // signs that user in.
    { name: 'first-visit', testDir: 'first-visit', use: browser },
    // The longest file (its exam must close before it is corrected) first, so the other workers fill the wait.
    { name: 'journey', dependencies: ['first-visit'], testMatch: JOURNEY, use: browser },
    { name: 'chromium', dependencies: ['first-visit'], testIgnore: JOURNEY, use: browser },
  ],
  webServer: servers.map((index) => ({
    command: 'node scripts/serve.mjs',
    url: `${serverURL(index)}/api/health`,
    reuseExistingServer: false,
    // SIGTERM (not the default SIGKILL) so serve.mjs stops the API and removes its temp data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(serverPort(index)), RELEASES_DIR: serverReleasesDir(index) },
  })),
});
