import { defineConfig } from '@playwright/test';
import { browser } from './browser';

// The containerless production topology (nginx in front of two API processes on PostgreSQL), started by
// scripts/test-prod.mjs (`pnpm test:prod`), which passes where it listens in PROD_BASE_URL.
const baseURL = process.env.PROD_BASE_URL;
if (!baseURL) throw new Error('playwright.prod.config.ts runs under `pnpm test:prod` (PROD_BASE_URL unset)');

export default defineConfig({
  testDir: 'tests-prod',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/prod',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [{ name: 'prod-topology', use: browser }],
});
