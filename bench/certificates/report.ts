// The table `pnpm bench certificates` prints: each run's PDFs per second and its ratio to a baseline
// measured in the same run.

export interface Row {
  label: string;
  count: number;
  seconds: number;
  baselineLabel: string;
  baselineCount: number;
  baselineSeconds: number;
}

const rate = (count: number, seconds: number) => (seconds > 0 ? count / seconds : 0);
const fixed = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function table(rows: Row[]): string {
  const header = ['run', 'PDFs', 'seconds', 'PDFs/s', 'baseline', 'baseline PDFs/s', 'ratio'];
  const cells = rows.map((r) => {
    const own = rate(r.count, r.seconds);
    const base = rate(r.baselineCount, r.baselineSeconds);
    return [
      r.label,
      r.count.toLocaleString('en-US'),
      fixed(r.seconds, 2),
      fixed(own),
      `${r.baselineLabel} (×${r.baselineCount})`,
      fixed(base),
      base > 0 ? (own / base).toFixed(2) : '—',
    ];
  });
  const lines = [header, ...cells].map((c) => `| ${c.join(' | ')} |`);
  lines.splice(1, 0, `|${header.map(() => ' --- ').join('|')}|`);
  return lines.join('\n');
}
