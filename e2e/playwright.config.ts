import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browser } from './browser';

const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}`;
// The run's RELEASES_DIR (what `pnpm release` publishes, what the API serves): a fresh folder, made here once
// (the workers inherit the variable) and removed by scripts/serve.mjs when the run ends.
process.env.E2E_RELEASES_DIR ??= mkdtempSync(path.join(tmpdir(), 'olympiad-e2e-releases-'));

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
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
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    // What a user sees only once (the demo student's unseen award) is checked before anything else
    // signs that user in.
    { name: 'first-visit', testDir: 'first-visit', use: browser },
    { name: 'chromium', dependencies: ['first-visit'], use: browser },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // SIGTERM (not the default SIGKILL) so serve.mjs stops the API and removes its temp data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_RELEASES_DIR: process.env.E2E_RELEASES_DIR },
  },
});
