import type { Page, Response } from '@playwright/test';

/** What one page load downloaded as JavaScript, compressed as served (bytes on the wire). */
export interface JsWeight {
  /** Every script's encoded body bytes. */
  total: number;
  /** Per package: 'shell' or the remote's folder (mfe-exam-taking…), from the script's path. */
  byPackage: Record<string, number>;
  urls: string[];
}

function packageOf(url: string): string {
  const remote = /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1];
  return remote ?? 'shell';
}

/**
 * Records the scripts `load` fetches until the network is idle. The browser context must be fresh (no
 * HTTP cache) for the figure to be a first visit's.
 */
const SCRIPT_QUIET_MS = 1000;

export async function measureJs(page: Page, load: () => Promise<unknown>): Promise<JsWeight> {
  const scripts: Response[] = [];
  let lastScriptAt = Date.now();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response);
    lastScriptAt = Date.now();
  };
  page.on('response', onResponse);
  try {
    await load();
    await page.waitForLoadState('networkidle');
    // `networkidle` resolves at once when the page reached it earlier: a chunk that `load` started late
    // (the editor fetched at idle pulls its libraries after its own chunk) would be missed. Wait until no
    // script has arrived for a second.
    while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS) await page.waitForTimeout(SCRIPT_QUIET_MS / 4);
  } finally {
    page.off('response', onResponse);
  }
  const weight: JsWeight = { total: 0, byPackage: {}, urls: [] };
  for (const response of scripts) {
    const { responseBodySize } = await response.request().sizes();
    const pkg = packageOf(response.url());
    weight.total += responseBodySize;
    weight.byPackage[pkg] = (weight.byPackage[pkg] ?? 0) + responseBodySize;
    weight.urls.push(response.url());
  }
  return weight;
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
