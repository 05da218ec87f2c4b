import { devices } from '@playwright/test';
import { systemChromium } from './scripts/chromium.mjs';

const executablePath = systemChromium();

/** The browser of every suite (playwright.config.ts, playwright.prod.config.ts). */
export const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium (or CHROMIUM_PATH) when present; otherwise Playwright's own browser
    // (`pnpm --filter e2e exec playwright install chromium`). `npm test` checks one exists first.
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};
