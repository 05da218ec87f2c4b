import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The previous-minor e2e (README "Contracts and versions"), run after the main suite by
// `node scripts/previous-minor.mjs test`: its own server on the same port, fresh demo data, and project
// 36's published registry naming mfe-exam-taking as built at the previous minor of shared-contracts.
const chromium = base.projects?.find((project) => project.name === 'chromium');
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: 'previous-minor',
  workers: 1,
  outputDir: 'test-results/previous-minor',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report/previous-minor' }],
    ['../tooling/test-timing/playwright-reporter.cjs'],
  ],
  projects: [{ name: 'previous-minor', use: chromium?.use }],
  webServer: {
    ...webServer!,
    command: 'node scripts/previous-minor.mjs serve',
    // The first run builds the old remote (install and webpack, a few minutes); later runs take it from the cache.
    timeout: 900_000,
  },
});
