// The benchmark's settings: CLI flags win over environment variables, which win over the --quick preset,
// which wins over the defaults (the target of issue 4: 10,000 students thinking 5–20 s).

export type EngineName = 'pglite' | 'postgres';

export interface Options {
  quick: boolean;
  students: number;
  thinkMinS: number;
  thinkMaxS: number;
  /** Seconds over which the students open the exam (the start wave). */
  startWindowS: number;
  durationS: number;
  engines: EngineName[];
  /** A PostgreSQL URL allowed to CREATE DATABASE; each run gets a fresh database there, dropped after. */
  databaseUrl: string;
  /** Seconds of the one-insert baseline at the exam's expected save rate. */
  baselineS: number;
  /** Seconds of the one-insert baseline, then of saves, at saturation (closed loop): their capacities. */
  capacityS: number;
  /** Keep-alive sockets of the load generator's HTTP agent (and concurrency of the capacity run). */
  connections: number;
  requestTimeoutS: number;
  seed: number;
  build: boolean;
}

/** Issue 4's target: the default run, and what a run is judged against. */
export const TARGET = { students: 10_000, thinkMinS: 5, thinkMaxS: 20, p99Ms: 100 } as const;
/** Issue 11's start target: 10,000 students open the exam within 60 s, every request's p99 under 200 ms. */
export const START_TARGET = { startWindowS: 60, p99Ms: 200 } as const;

const DEFAULTS = {
  students: TARGET.students,
  thinkMinS: TARGET.thinkMinS,
  thinkMaxS: TARGET.thinkMaxS,
  startWindowS: START_TARGET.startWindowS,
  durationS: 300,
  baselineS: 30,
  capacityS: 10,
};
const QUICK = { students: 1_000, durationS: 45, baselineS: 15, capacityS: 5, startWindowS: 15 };

/** Flag → environment variable. */
const FLAGS = {
  students: 'BENCH_STUDENTS',
  'think-min': 'BENCH_THINK_MIN',
  'think-max': 'BENCH_THINK_MAX',
  'start-window': 'BENCH_START_WINDOW',
  duration: 'BENCH_DURATION',
  engines: 'BENCH_ENGINES',
  'database-url': 'BENCH_DATABASE_URL',
  'baseline-seconds': 'BENCH_BASELINE_SECONDS',
  'capacity-seconds': 'BENCH_CAPACITY_SECONDS',
  connections: 'BENCH_CONNECTIONS',
  'request-timeout': 'BENCH_REQUEST_TIMEOUT',
  seed: 'BENCH_SEED',
} as const;
type Flag = keyof typeof FLAGS;

export const USAGE = `pnpm bench [--quick] [options]      (every option also reads its environment variable)

  --quick                  development size: 1,000 students, 45 s, shorter baselines   BENCH_QUICK=1
  --students N             simulated students (default 10000)                         BENCH_STUDENTS
  --think-min S            think time lower bound, seconds (default 5)                BENCH_THINK_MIN
  --think-max S            think time upper bound, seconds (default 20)               BENCH_THINK_MAX
  --start-window S         seconds over which the students open the exam (default 60) BENCH_START_WINDOW
  --duration S             seconds of saving after the first start (default 300)      BENCH_DURATION
  --engines LIST           pglite,postgres (default both)                             BENCH_ENGINES
  --database-url URL       PostgreSQL URL that may CREATE DATABASE                    BENCH_DATABASE_URL
                           (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
  --baseline-seconds S     one-insert baseline at the exam's save rate (default 30)   BENCH_BASELINE_SECONDS
  --capacity-seconds S     baseline, then saves, at saturation (default 10 each)      BENCH_CAPACITY_SECONDS
  --connections N          keep-alive sockets of the generator (default 128)          BENCH_CONNECTIONS
  --request-timeout S      a request slower than this is an error (default 30)        BENCH_REQUEST_TIMEOUT
  --seed N                 random seed (default: time)                                BENCH_SEED
  --no-build               do not run \`pnpm --filter api build\` first
  --help

  BENCH_API_CPU_PROF=DIR   (environment only) a V8 CPU profile of each API run, written to DIR
`;

export class UsageError extends Error {}

function number(name: string, raw: string, { min = 0, integer = false } = {}): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < min || (integer && !Number.isInteger(n)))
    throw new UsageError(`--${name} must be ${integer ? 'an integer' : 'a number'} ≥ ${min} (got "${raw}")`);
  return n;
}

export function parseOptions(argv: string[], env: Record<string, string | undefined>): Options | 'help' {
  const given = new Map<Flag, string>();
  let quick = ['1', 'true', 'yes'].includes((env.BENCH_QUICK ?? '').toLowerCase());
  let build = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--quick') {
      quick = true;
      continue;
    }
    if (arg === '--no-build') {
      build = false;
      continue;
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m || !(m[1]! in FLAGS)) throw new UsageError(`unknown argument: ${arg}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${m[1]} needs a value`);
    given.set(m[1] as Flag, value);
  }
  const raw = (flag: Flag): string | undefined => given.get(flag) ?? env[FLAGS[flag]];
  const preset = { ...DEFAULTS, ...(quick ? QUICK : {}) };
  const num = (flag: Flag, fallback: number, opts?: { min?: number; integer?: boolean }) => {
    const value = raw(flag);
    return value === undefined ? fallback : number(flag, value, opts);
  };

  const engines = (raw('engines') ?? 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const e of engines)
    if (e !== 'pglite' && e !== 'postgres')
      throw new UsageError(`--engines takes pglite and/or postgres (got "${e}")`);
  if (!engines.length) throw new UsageError('--engines is empty');

  const options: Options = {
    quick,
    students: num('students', preset.students, { min: 1, integer: true }),
    thinkMinS: num('think-min', preset.thinkMinS, { min: 0 }),
    thinkMaxS: num('think-max', preset.thinkMaxS, { min: 0.001 }),
    startWindowS: num('start-window', preset.startWindowS, { min: 0.001 }),
    durationS: num('duration', preset.durationS, { min: 1 }),
    engines: [...new Set(engines)] as EngineName[],
    databaseUrl:
      raw('database-url') ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    baselineS: num('baseline-seconds', preset.baselineS, { min: 1 }),
    capacityS: num('capacity-seconds', preset.capacityS, { min: 1 }),
    connections: num('connections', 128, { min: 1, integer: true }),
    requestTimeoutS: num('request-timeout', 30, { min: 1 }),
    seed: num('seed', Date.now() % 2 ** 31, { min: 0, integer: true }),
    build,
  };
  if (options.thinkMinS > options.thinkMaxS) throw new UsageError('--think-min is above --think-max');
  return options;
}
