import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** CHROMIUM_PATH, else Debian's package or a Chromium on the PATH; undefined when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const dirs = ['/usr/bin', ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  for (const dir of dirs)
    for (const name of SYSTEM_NAMES) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  return undefined;
}

export class NoChromiumError extends Error {
  constructor() {
    super(
      'Certificate templates are rendered by Chromium, which is not installed here: install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
}

/**
 * HTML to PDF with headless Chromium (playwright-core, no browser download): one browser per renderer,
 * a fresh page per document, JavaScript off and every network request refused, so a template can only
 * use what it carries inline. A4 landscape, backgrounds printed.
 */
export class HtmlPdfRenderer {
  private browser: Promise<Browser> | undefined;

  constructor(private readonly executablePath = findChromium()) {}

  get available(): boolean {
    return this.executablePath !== undefined;
  }

  private launch(): Promise<Browser> {
    if (!this.executablePath) return Promise.reject(new NoChromiumError());
    this.browser ??= chromium.launch({
      executablePath: this.executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    return this.browser;
  }

  async render(html: string): Promise<Uint8Array> {
    const browser = await this.launch();
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', landscape: true, printBackground: true });
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close();
  }
}
