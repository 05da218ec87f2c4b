// Which Chromium the browser tests drive, for playwright.config.ts and `npm test`.
// Order: CHROMIUM_PATH, Debian's package (/usr/bin/chromium), a chromium or chrome on the PATH, then
// Playwright's own browser when it was installed (`pnpm --filter e2e exec playwright install chromium`).
import { existsSync } from 'node:fs';
import path from 'node:path';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** The first existing file among CHROMIUM_PATH and the system browsers, or undefined. */
export function systemChromium(env = process.env, systemDirs = ['/usr/bin']) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const dirs = [...systemDirs, ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  for (const dir of dirs) {
    for (const name of SYSTEM_NAMES) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Playwright's own Chromium when it is installed, or undefined. */
export async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const file = chromium.executablePath();
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

export const NO_CHROMIUM_MESSAGE =
  "e2e needs Chromium: install Debian's package (apt-get install chromium), or Playwright's browser " +
  '(pnpm --filter e2e exec playwright install chromium), or set CHROMIUM_PATH to a Chromium binary.';
