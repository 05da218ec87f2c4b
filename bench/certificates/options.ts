// The certificates benchmark's settings: flags win over environment variables, which win over --quick,
// which wins over the defaults (issue 13's figure: PDFs per second for 1,000 holders).

export interface Options {
  quick: boolean;
  holders: number;
  /** Renders of one document per baseline (the renderer alone, no job, no database). */
  baselineRenders: number;
  /** Skip the HTML template (Chromium) run. */
  html: boolean;
}

export const TARGET_HOLDERS = 1_000;

export const USAGE = `pnpm bench certificates [--quick] [options]

  --holders N            subscribed users with a participation and a score (default 1000)  BENCH_HOLDERS
  --baseline-renders N   renders of one certificate per baseline (default 200)            BENCH_BASELINE_RENDERS
  --quick                100 holders, 50 baseline renders                                  BENCH_QUICK=1
  --no-html              skip the HTML template (Chromium) run
  --help`;

export class UsageError extends Error {}

const positive = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} must be a positive integer, got "${raw}"`);
  return n;
};

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): Options | 'help' {
  let quick = env.BENCH_QUICK === '1';
  let holders = positive('BENCH_HOLDERS', env.BENCH_HOLDERS);
  let baselineRenders = positive('BENCH_BASELINE_RENDERS', env.BENCH_BASELINE_RENDERS);
  let html = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--help' || flag === '-h') return 'help';
    else if (flag === '--quick') quick = true;
    else if (flag === '--no-html') html = false;
    else if (flag === '--holders') holders = positive('--holders', value());
    else if (flag === '--baseline-renders') baselineRenders = positive('--baseline-renders', value());
    else throw new UsageError(`unknown option ${arg}`);
  }
  return {
    quick,
    holders: holders ?? (quick ? 100 : TARGET_HOLDERS),
    baselineRenders: baselineRenders ?? (quick ? 50 : 200),
    html,
  };
}
