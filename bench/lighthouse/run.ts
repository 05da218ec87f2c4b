// `pnpm bench lighthouse` (and part of `pnpm bench`): Lighthouse's mobile preset on the built product with
// the demo data. For each screen (the signed-out landing, the student's editions list, the exam screen)
// it runs Lighthouse several times on a cold HTTP cache and keeps the median run by LCP; a static page
// served in the same run is the baseline, and two floor pages (floor-pages.ts) show what React and Chakra
// alone cost. Prints a table against issue 11's targets and writes the figures to
// results/lighthouse-<date>.json.
//
//   pnpm bench lighthouse [--runs N] [--quick] [--no-build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { audit, medianRun, type Figures } from './audit.ts';
import { startBaselinePage } from './baseline-page.ts';
import { FLOORS, startFloorPages } from './floor-pages.ts';
import { startProduct } from './product.ts';
import { table, verdict, type ScreenResult } from './report.ts';
import { examScreenUrl, signInStudent } from './student.ts';
import { SCREENS, TARGET, type ScreenId } from './targets.ts';
// @ts-expect-error -- plain ES modules of the repository's scripts, without type declarations
import { buildStale, ensurePnpm } from '../../scripts/workspace.mjs';
import { NO_CHROMIUM_MESSAGE, playwrightChromium, systemChromium } from '../../e2e/scripts/chromium.mjs';

/** Lighthouse's calibration: the BenchmarkIndex its mobile preset's 4× CPU slowdown is meant for. */
const CALIBRATED_BENCHMARK_INDEX = 1533;

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const log = (message: string) => console.log(`\x1b[36m▸\x1b[0m ${message}`);

function options(argv: string[]) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : argv.includes('--quick') ? 1 : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return { runs, build: !argv.includes('--no-build') };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Empties the browser's HTTP cache (cookies and storage stay): every audit is a first visit's download. */
async function clearHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function auditRuns(
  url: string,
  runs: number,
  port: number,
  page: Page,
  keepStorage: boolean,
): Promise<Figures[]> {
  const results: Figures[] = [];
  for (let i = 0; i < runs; i += 1) {
    await clearHttpCache(page);
    results.push(await audit(url, { port, keepStorage }));
  }
  return results;
}

async function main() {
  const { runs, build } = options(process.argv.slice(2));
  if (build) buildStale(ensurePnpm());
  const chromePath: string | undefined = systemChromium() ?? (await playwrightChromium());
  if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);

  const cleanups: (() => Promise<void>)[] = [];
  try {
    const product = await startProduct(repoRoot, await freePort());
    cleanups.push(product.stop);
    const baselinePage = await startBaselinePage();
    cleanups.push(baselinePage.close);
    const cdpPort = await freePort();
    // A persistent context is the browser's default one: the tabs Lighthouse opens share its cookies.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    cleanups.push(async () => fs.rmSync(profile, { recursive: true, force: true }));
    const context: BrowserContext = await chromium.launchPersistentContext(profile, {
      executablePath: chromePath,
      headless: true,
      args: [`--remote-debugging-port=${cdpPort}`, '--no-sandbox'],
    });
    cleanups.push(() => context.close());
    const page = context.pages()[0] ?? (await context.newPage());
    log(`Chromium ${context.browser()?.version() ?? ''} (${chromePath}), ${runs} run(s) per screen`);

    log('baseline: a static page');
    const baseline = medianRun(await auditRuns(baselinePage.url, runs, cdpPort, page, false));

    const floorPages = await startFloorPages();
    for (const site of floorPages.sites) cleanups.push(site.close);
    const floors: ScreenResult[] = [];
    for (const floor of FLOORS) {
      log(`${floor.label}: ${floorPages.urls[floor.id]}`);
      const figures = await auditRuns(floorPages.urls[floor.id], runs, cdpPort, page, false);
      floors.push({ id: floor.id, label: floor.label, median: medianRun(figures), runs: figures });
    }

    const urls: Partial<Record<ScreenId, string>> = { landing: `${product.baseUrl}/` };
    const results: ScreenResult[] = [];
    for (const screen of SCREENS) {
      if (screen.signedIn && !urls.activeEditions) {
        log(`signing in as the demo student and opening the exam`);
        await signInStudent(page, product.baseUrl);
        urls.activeEditions = `${product.baseUrl}/edicoes/ativas`;
        urls.exam = await examScreenUrl(page, product.baseUrl);
        await page.goto('about:blank');
      }
      const url = urls[screen.id];
      if (!url) throw new Error(`no address for ${screen.id}`);
      log(`${screen.label}: ${url}`);
      const figures = await auditRuns(url, runs, cdpPort, page, screen.signedIn);
      results.push({ id: screen.id, label: screen.label, median: medianRun(figures), runs: figures });
    }

    console.log(`\nLighthouse 12, mobile preset (simulated Slow 4G, 4× CPU slowdown), median of ${runs}:\n`);
    console.log(table(baseline, results, floors));
    const host = baseline.benchmarkIndex >= CALIBRATED_BENCHMARK_INDEX ? 'faster' : 'slower';
    console.log(
      `\nThis machine's Lighthouse BenchmarkIndex: ${baseline.benchmarkIndex}. The preset's 4× CPU slowdown is ` +
        `calibrated for about ${CALIBRATED_BENCHMARK_INDEX}; on this ${host} host the simulated phone is ${host} than intended.`,
    );
    const allMet = results.every((r) => verdict(r.median) === 'met');
    console.log(
      `\nTargets (LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms): ${allMet ? 'met' : 'NOT met'}`,
    );

    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const judged = (r: ScreenResult) => ({
      ...r,
      verdict: verdict(r.median),
      lcpRatio: r.median.lcpMs / baseline.lcpMs,
    });
    const file = path.join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const json = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
      chromium: context.browser()?.version(),
      runsPerScreen: runs,
      target: TARGET,
      baseline,
      floors: floors.map(judged),
      screens: results.map(judged),
    };
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
    log(`figures written to ${path.relative(repoRoot, file)}`);
  } finally {
    for (const undo of cleanups.reverse()) await undo().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
