// Latency and outcome recording for one phase of the load: every latency is kept (a few MB at most) and
// sorted once at the end, so percentiles are exact.

export interface PhaseSummary {
  name: string;
  /** Wall-clock seconds the phase's requests were issued over. */
  seconds: number;
  requests: number;
  ok: number;
  errors: number;
  /** Error kinds: "422 exam.error.timeOver", "timeout", "ECONNRESET"… → count. */
  errorKinds: Record<string, number>;
  /** Successful requests per second over the phase (or its steady window, see steady). */
  rate: number;
  /** Rate over the steady window, when the phase has a ramp (the exam). */
  steady?: { fromS: number; toS: number; rate: number };
  latencyMs: { mean: number; p50: number; p90: number; p99: number; p999: number; max: number };
  /** Per second since the phase began: successful requests, errors, p99 latency (ms). */
  timeline: { s: number; ok: number; errors: number; p99: number }[];
}

export class Recorder {
  private latencies = new Float64Array(1 << 16);
  private count = 0;
  private okCount = 0;
  private errorKinds = new Map<string, number>();
  private perSecond: { ok: number; errors: number; latencies: number[] }[] = [];
  readonly startedAt = performance.now();

  constructor(readonly name: string) {}

  /** A finished request: its latency, and the error kind when it failed. */
  record(startedAt: number, latencyMs: number, error?: string) {
    if (this.count === this.latencies.length) {
      const bigger = new Float64Array(this.latencies.length * 2);
      bigger.set(this.latencies);
      this.latencies = bigger;
    }
    this.latencies[this.count++] = latencyMs;
    const second = Math.max(0, Math.floor((startedAt - this.startedAt) / 1000));
    while (this.perSecond.length <= second) this.perSecond.push({ ok: 0, errors: 0, latencies: [] });
    const bucket = this.perSecond[second]!;
    bucket.latencies.push(latencyMs);
    if (error === undefined) {
      this.okCount++;
      bucket.ok++;
    } else {
      bucket.errors++;
      this.errorKinds.set(error, (this.errorKinds.get(error) ?? 0) + 1);
    }
  }

  get requests() {
    return this.count;
  }

  get ok() {
    return this.okCount;
  }

  get errors() {
    return this.count - this.okCount;
  }

  /** Requests and the p99 of those started in the last `seconds` seconds (for progress lines). */
  recent(seconds: number): { ok: number; errors: number; p99: number } {
    const now = Math.floor((performance.now() - this.startedAt) / 1000);
    const buckets = this.perSecond.slice(Math.max(0, now - seconds), now);
    const all = buckets.flatMap((b) => b.latencies).sort((a, b) => a - b);
    return {
      ok: buckets.reduce((n, b) => n + b.ok, 0),
      errors: buckets.reduce((n, b) => n + b.errors, 0),
      p99: percentile(all, 0.99),
    };
  }

  summary(seconds: number, steadyFromS?: number): PhaseSummary {
    const sorted = this.latencies.slice(0, this.count).sort();
    let sum = 0;
    for (const v of sorted) sum += v;
    let steady: PhaseSummary['steady'];
    if (steadyFromS !== undefined && steadyFromS < seconds) {
      const from = Math.floor(steadyFromS);
      const to = Math.floor(seconds);
      const ok = this.perSecond.slice(from, to).reduce((n, b) => n + b.ok, 0);
      steady = { fromS: from, toS: to, rate: to > from ? ok / (to - from) : 0 };
    }
    return {
      name: this.name,
      seconds,
      requests: this.count,
      ok: this.okCount,
      errors: this.errors,
      errorKinds: Object.fromEntries([...this.errorKinds].sort((a, b) => b[1] - a[1])),
      rate: steady?.rate ?? (seconds > 0 ? this.okCount / seconds : 0),
      ...(steady ? { steady } : {}),
      latencyMs: {
        mean: this.count ? sum / this.count : 0,
        p50: percentile(sorted, 0.5),
        p90: percentile(sorted, 0.9),
        p99: percentile(sorted, 0.99),
        p999: percentile(sorted, 0.999),
        max: this.count ? sorted[this.count - 1]! : 0,
      },
      timeline: this.perSecond.map((b, s) => ({
        s,
        ok: b.ok,
        errors: b.errors,
        p99: round(
          percentile(
            b.latencies.sort((x, y) => x - y),
            0.99,
          ),
        ),
      })),
    };
  }
}

/** Nearest-rank percentile of an ascending array (0 when empty). */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** mulberry32: a small seeded generator, so a run can be repeated with --seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
