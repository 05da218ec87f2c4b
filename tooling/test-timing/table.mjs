// `npm test`'s timing table: each step's time, then each suite's slowest files, from what the steps
// and the reporters beside them recorded under TEST_TIMINGS_DIR (record.cjs). Markdown, so a closing
// note can quote it as printed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function readLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The table as text: steps (with the run's total), then per suite its `top` slowest files. */
export function timingTable(dir, { top = 10 } = {}) {
  if (!existsSync(dir)) return '';
  const out = [];
  const stepsFile = path.join(dir, 'steps.jsonl');
  if (existsSync(stepsFile)) {
    const steps = readLines(stepsFile);
    // CPU: what the step's processes used, summed over cores (so "cores busy" = CPU ÷ time).
    const cpu = (value) => (Number.isFinite(value) ? seconds(value) : '–');
    const busy = (value, ms) => (Number.isFinite(value) && ms > 0 ? (value / ms).toFixed(2) : '–');
    out.push('| step | time | CPU | cores busy | result |', '| --- | ---: | ---: | ---: | --- |');
    for (const { step, ms, cpu: used, ok } of steps) {
      out.push(
        `| ${step} | ${seconds(ms)} | ${cpu(used)} | ${busy(used, ms)} | ${ok ? 'passed' : 'FAILED'} |`,
      );
    }
    const total = steps.reduce((sum, { ms }) => sum + ms, 0);
    const totalCpu = steps.reduce((sum, { cpu: used }) => sum + (used ?? NaN), 0);
    out.push(`| **total** | **${seconds(total)}** | ${cpu(totalCpu)} | ${busy(totalCpu, total)} | |`, '');
  }
  const suites = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl') && name !== 'steps.jsonl')
    .sort();
  for (const name of suites) {
    const files = readLines(path.join(dir, name)).sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, { ms }) => sum + ms, 0);
    out.push(`**${name.replace(/\.jsonl$/, '')}**: ${files.length} files, ${seconds(total)} summed`, '');
    out.push('| file | time |', '| --- | ---: |');
    for (const { file, ms } of files.slice(0, top)) out.push(`| ${file} | ${seconds(ms)} |`);
    out.push('');
  }
  return out.join('\n');
}

// `node tooling/test-timing/table.mjs [dir] [--all]`: print a recorded run's table again.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dir = args.find((arg) => !arg.startsWith('--')) ?? '.data/test-timings';
  console.log(timingTable(dir, { top: args.includes('--all') ? Infinity : 10 }));
}
