// Figures per engine, as ratios against the one-insert baseline measured in the same run (the machine is
// shared and noisy: ratios travel between runs better than milliseconds), and the verdict against issue
// 4's target, which is stated in absolute terms.
import type { EngineName, Options } from './options.ts';
import { START_TARGET, TARGET } from './options.ts';
import { CAPACITY_WORKERS } from './generator-config.ts';
import type { LoadResult, Phase } from './protocol.ts';
import { round } from './stats.ts';
import type { Verification } from './verify.ts';

export interface EngineRun {
  engine: EngineName;
  location: string;
  students: number;
  prepareSeconds: number;
  load: Omit<LoadResult, 'acknowledged'>;
  verification: Verification;
  /** CPU the API process used in each phase (from /proc; absent where there is none). */
  apiCpu: Partial<Record<Phase, { cpuSeconds: number; seconds: number; percent: number }>>;
  apiLogWarnings: number;
  apiLog: string;
  ratios: Ratios;
  verdict: Verdict;
}

export interface Ratios {
  /** Students ÷ mean think time: the save rate a server that keeps up sees in the steady state. */
  expectedSaveRate: number;
  /** Steady saves/s ÷ expected: below ~0.95 the API did not keep up. */
  keptUp: number;
  /** Steady saves/s ÷ the baseline's capacity (requests/s of the one-insert route at saturation). */
  ofBaselineCapacity: number;
  /** Saves/s at saturation ÷ baseline requests/s at saturation. */
  saveCapacityOfBaseline: number;
  /** The target's save rate (10,000 students ÷ 12.5 s) ÷ saves/s at saturation: above 1, out of reach here. */
  targetRateOfSaveCapacity: number;
  /** API CPU per exam request (start, save, finish) ÷ per baseline request, both at the exam's rate. */
  cpuPerRequest: number;
  /** Save latency ÷ baseline latency at the same request rate. */
  p50: number;
  p99: number;
}

export interface Verdict {
  atTargetScale: boolean;
  met: boolean;
  checks: { name: string; value: string; ok: boolean }[];
}

const pct = (n: number | undefined) => (n === undefined ? '—' : `${Math.round(n)} %`);
const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 3) : Number.NaN);

export function ratiosOf(load: LoadResult, opts: Options, apiCpu: EngineRun['apiCpu']): Ratios {
  const meanThink = (t: { thinkMinS: number; thinkMaxS: number }) => (t.thinkMinS + t.thinkMaxS) / 2;
  const expectedSaveRate = opts.students / meanThink(opts);
  const examRequests = load.starts.requests + load.saves.requests + load.finishes.requests;
  const perRequest = (phase: Phase, requests: number) => {
    const cpu = apiCpu[phase];
    return cpu && requests ? cpu.cpuSeconds / requests : Number.NaN;
  };
  return {
    expectedSaveRate: round(expectedSaveRate, 1),
    keptUp: ratio(load.saves.rate, expectedSaveRate),
    ofBaselineCapacity: ratio(load.saves.rate, load.capacity.rate),
    saveCapacityOfBaseline: ratio(load.saveCapacity.rate, load.capacity.rate),
    targetRateOfSaveCapacity: ratio(TARGET.students / meanThink(TARGET), load.saveCapacity.rate),
    p50: ratio(load.saves.latencyMs.p50, load.baseline.latencyMs.p50),
    p99: ratio(load.saves.latencyMs.p99, load.baseline.latencyMs.p99),
    cpuPerRequest: ratio(perRequest('exam', examRequests), perRequest('baseline', load.baseline.requests)),
  };
}

/** The start's requests (issue 11), in the order the client sends them, and the whole start per student. */
export function startSteps(load: Omit<LoadResult, 'acknowledged'>) {
  return [
    { name: 'exam read', summary: load.examReads },
    { name: 'participation read', summary: load.participationReads },
    { name: 'start (POST)', summary: load.starts },
    { name: 'first save', summary: load.firstSaves },
  ];
}

/** The slowest start request's p99 (ms): what issue 11's "p99 < 200 ms" is checked on. */
export function startP99(load: Omit<LoadResult, 'acknowledged'>): number {
  return Math.max(...startSteps(load).map((step) => step.summary.latencyMs.p99));
}

export function startErrors(load: Omit<LoadResult, 'acknowledged'>): number {
  return startSteps(load).reduce((sum, step) => sum + step.summary.errors, 0);
}

export function verdictOf(load: LoadResult, verification: Verification, opts: Options): Verdict {
  const atTargetScale =
    opts.students >= TARGET.students &&
    opts.thinkMinS <= TARGET.thinkMinS &&
    opts.thinkMaxS <= TARGET.thinkMaxS &&
    opts.startWindowS <= START_TARGET.startWindowS;
  const errors = startErrors(load) + load.saves.errors + load.finishes.errors;
  const checks = [
    {
      name: `p99 < ${TARGET.p99Ms} ms`,
      value: `${fmt(load.saves.latencyMs.p99)} ms`,
      ok: load.saves.latencyMs.p99 < TARGET.p99Ms,
    },
    { name: 'no errors', value: String(errors), ok: errors === 0 && load.studentsWithoutParticipation === 0 },
    {
      name: `start p99 < ${START_TARGET.p99Ms} ms (every request)`,
      value: `${fmt(startP99(load))} ms`,
      ok: startP99(load) < START_TARGET.p99Ms,
    },
    {
      name: 'nothing lost',
      value: String(verification.lost + verification.mismatched),
      ok: !verification.lost && !verification.mismatched,
    },
  ];
  return { atTargetScale, met: atTargetScale && checks.every((c) => c.ok), checks };
}

export function fmt(n: number, digits = 2): string {
  if (!Number.isFinite(n)) return '—';
  if (Math.abs(n) >= 1000) return Math.round(n).toLocaleString('en-US');
  if (Math.abs(n) >= 100) return n.toFixed(0);
  if (Math.abs(n) >= 10) return n.toFixed(Math.min(digits, 1));
  return n.toFixed(digits);
}

const pad = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => `  ${pad(r, widths)}`).join('\n');
}

function errorsText(kinds: Record<string, number>): string {
  const list = Object.entries(kinds);
  return list.length ? ` (${list.map(([k, n]) => `${k}: ${n}`).join(', ')})` : '';
}

export function engineReport(run: EngineRun, opts: Options): string {
  const { load, ratios, verification: v } = run;
  const s = load.saves;
  const b = load.baseline;
  const lines = [
    `${run.engine} — ${run.location}; ${run.students.toLocaleString('en-US')} students prepared in ${fmt(run.prepareSeconds)} s`,
    table([
      ['', 'exam save', `baseline @ ${fmt(ratios.expectedSaveRate, 1)}/s`, 'save ÷ baseline'],
      ['requests/s (steady)', fmt(s.rate, 1), fmt(b.rate, 1), ''],
      ['p50 latency (ms)', fmt(s.latencyMs.p50), fmt(b.latencyMs.p50), fmt(ratios.p50, 2)],
      ['p99 latency (ms)', fmt(s.latencyMs.p99), fmt(b.latencyMs.p99), fmt(ratios.p99, 2)],
      [
        'max latency (ms)',
        fmt(s.latencyMs.max),
        fmt(b.latencyMs.max),
        fmt(ratio(s.latencyMs.max, b.latencyMs.max), 2),
      ],
      ['requests', s.requests.toLocaleString('en-US'), b.requests.toLocaleString('en-US'), ''],
      ['errors', String(s.errors), String(b.errors), ''],
    ]),
    `  saves/s steady over ${s.steady?.fromS ?? 0}–${s.steady?.toS ?? opts.durationS} s; expected ${fmt(ratios.expectedSaveRate, 1)}/s ` +
      `(students ÷ mean think) → kept up ${fmt(ratios.keptUp, 3)}`,
    `  at saturation (${CAPACITY_WORKERS} in flight): baseline ${fmt(load.capacity.rate, 0)} req/s (p99 ${fmt(load.capacity.latencyMs.p99)} ms; ` +
      `API ${pct(run.apiCpu.capacity?.percent)} / generator ${pct(load.generatorCpuPercent.capacity)} of a core), ` +
      `saves ${fmt(load.saveCapacity.rate, 0)}/s (p99 ${fmt(load.saveCapacity.latencyMs.p99)} ms, errors ${load.saveCapacity.errors}; ` +
      `API ${pct(run.apiCpu['save-capacity']?.percent)} / generator ${pct(load.generatorCpuPercent.saveCapacity)})`,
    `  saves/s at saturation ÷ baseline's = ${fmt(ratios.saveCapacityOfBaseline, 3)}; the exam's saves/s ÷ baseline capacity = ${fmt(ratios.ofBaselineCapacity, 3)}; ` +
      `the target's ${fmt(TARGET.students / ((TARGET.thinkMinS + TARGET.thinkMaxS) / 2), 0)} saves/s ÷ saves at saturation = ${fmt(ratios.targetRateOfSaveCapacity, 2)}`,
    `  exam start: ${run.students.toLocaleString('en-US')} students open the exam over ${fmt(opts.startWindowS, 1)} s, as the client does ` +
      `(exam read and participation read together, POST participations, first save at once); ÷ baseline = p99 ÷ the baseline's p99 above`,
    table([
      ['', 'requests', 'p50 (ms)', 'p99 (ms)', 'max (ms)', 'p99 ÷ baseline', 'errors'],
      ...[...startSteps(load), { name: 'whole start', summary: load.wholeStarts }].map(
        ({ name, summary }) => [
          name,
          summary.requests.toLocaleString('en-US'),
          fmt(summary.latencyMs.p50),
          fmt(summary.latencyMs.p99),
          fmt(summary.latencyMs.max),
          fmt(ratio(summary.latencyMs.p99, b.latencyMs.p99), 2),
          `${summary.errors}${errorsText(summary.errorKinds)}`,
        ],
      ),
    ]),
    `  starts ${load.starts.ok.toLocaleString('en-US')} (p99 ${fmt(load.starts.latencyMs.p99)} ms, errors ${load.starts.errors}${errorsText(load.starts.errorKinds)})` +
      ` · finishes ${load.finishes.ok.toLocaleString('en-US')} (p99 ${fmt(load.finishes.latencyMs.p99)} ms, errors ${load.finishes.errors}${errorsText(load.finishes.errorKinds)})`,
    `  save errors ${s.errors}${errorsText(s.errorKinds)}; students never started ${load.studentsWithoutParticipation}`,
    `  lost answers ${v.lost} of ${v.acknowledged.toLocaleString('en-US')} acknowledged (answer mismatches ${v.mismatched}); ` +
      `participations finished ${v.finishedParticipations.toLocaleString('en-US')}/${v.participations.toLocaleString('en-US')}`,
    ...v.examples.map((e) => `    ${e}`),
    `  during the exam: API ${pct(run.apiCpu.exam?.percent)} and generator ${pct(load.generatorCpuPercent.exam)} of a core; ` +
      `API CPU per request ÷ baseline's at the same rate = ${fmt(ratios.cpuPerRequest)}; ` +
      `generator event-loop lag p99 ${fmt(load.generatorLoopDelayMs.p99)} ms` +
      (load.generatorLoopDelayMs.p99 > 50 ? ' (the generator lagged: latencies are inflated)' : '') +
      `; API log warnings ${run.apiLogWarnings} (${run.apiLog})`,
    `  target: ${verdictText(run.verdict, run.students)}`,
  ];
  return lines.join('\n');
}

export function verdictText(verdict: Verdict, students: number): string {
  const checks = verdict.checks.map((c) => `${c.name}: ${c.value} ${c.ok ? '✓' : '✗'}`).join(', ');
  if (!verdict.atTargetScale)
    return `not checked at this size (${students.toLocaleString('en-US')} students; the target is ${TARGET.students.toLocaleString('en-US')} thinking ${TARGET.thinkMinS}–${TARGET.thinkMaxS} s) — ${checks}`;
  return `${verdict.met ? 'MET' : 'MISSED'} — ${checks}`;
}

export function summaryTable(runs: EngineRun[]): string {
  const rows = [
    ['', ...runs.map((r) => r.engine)],
    ['saves/s (steady)', ...runs.map((r) => fmt(r.load.saves.rate, 1))],
    ['kept up (÷ expected)', ...runs.map((r) => fmt(r.ratios.keptUp, 3))],
    ['saves/s ÷ baseline capacity', ...runs.map((r) => fmt(r.ratios.ofBaselineCapacity, 3))],
    ['save cap. ÷ baseline cap.', ...runs.map((r) => fmt(r.ratios.saveCapacityOfBaseline, 3))],
    ['target rate ÷ save cap.', ...runs.map((r) => fmt(r.ratios.targetRateOfSaveCapacity, 2))],
    ['CPU/request ÷ baseline', ...runs.map((r) => fmt(r.ratios.cpuPerRequest))],
    [
      'save p50 / p99 (ms)',
      ...runs.map((r) => `${fmt(r.load.saves.latencyMs.p50)} / ${fmt(r.load.saves.latencyMs.p99)}`),
    ],
    ['p50 ÷ baseline p50', ...runs.map((r) => fmt(r.ratios.p50))],
    ['p99 ÷ baseline p99', ...runs.map((r) => fmt(r.ratios.p99))],
    [
      'errors',
      ...runs.map((r) => String(r.load.starts.errors + r.load.saves.errors + r.load.finishes.errors)),
    ],
    ['start p99, slowest request (ms)', ...runs.map((r) => fmt(startP99(r.load)))],
    ['whole start p99 (ms)', ...runs.map((r) => fmt(r.load.wholeStarts.latencyMs.p99))],
    ['start errors', ...runs.map((r) => String(startErrors(r.load)))],
    ['lost answers', ...runs.map((r) => String(r.verification.lost + r.verification.mismatched))],
    [
      'target',
      ...runs.map((r) => (r.verdict.atTargetScale ? (r.verdict.met ? 'MET' : 'MISSED') : 'not at scale')),
    ],
  ];
  return table(rows);
}
