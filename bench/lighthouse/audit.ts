// One Lighthouse audit (mobile preset, performance only) and the figures the issue sets targets on.
import lighthouse from 'lighthouse';

export interface Figures {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's performance score, 0–100. */
  score: number;
  /** Bytes of script transferred, as Lighthouse saw them. */
  scriptBytes: number;
  /** Where the main thread went (ms per category: script evaluation, style and layout…). */
  mainThread: Record<string, number>;
  /** The scripts that kept the main thread busiest (ms of evaluation, parse and compile). */
  busiestScripts: { url: string; scriptingMs: number; parseMs: number }[];
  /** The longest main-thread tasks (simulated on the slow CPU): when each started, how long it ran, whose script. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /**
   * Lighthouse's measure of this machine's CPU (its BenchmarkIndex). The mobile preset's 4× slowdown is
   * calibrated for an index of about 1,500; on a slower host the simulated phone is slower than intended.
   */
  benchmarkIndex: number;
}

interface AuditOptions {
  port: number;
  /** Keep cookies and storage (the signed-in screens); the caller empties the HTTP cache itself. */
  keepStorage: boolean;
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

export async function audit(url: string, { port, keepStorage }: AuditOptions): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const breakdown =
    (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] })
      ?.items ?? [];
  const bootup =
    (
      lhr.audits['bootup-time']?.details as {
        items?: { url: string; scripting: number; scriptParseCompile: number }[];
      }
    )?.items ?? [];
  const tasks =
    (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] })
      ?.items ?? [];
  return {
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    scriptBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    mainThread: Object.fromEntries(breakdown.map((item) => [item.group, Math.round(item.duration)])),
    busiestScripts: bootup.slice(0, 6).map((item) => ({
      url: item.url.replace(/^https?:\/\/[^/]+/, ''),
      scriptingMs: Math.round(item.scripting),
      parseMs: Math.round(item.scriptParseCompile),
    })),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    longTasks: tasks.slice(0, 12).map((task) => ({
      url: task.url.replace(/^https?:\/\/[^/]+/, ''),
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
  };
}

/** The median run by LCP (Lighthouse's advice: several runs, report the median). */
export function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no runs');
  return median;
}
