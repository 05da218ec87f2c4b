// The table `pnpm bench` prints and the JSON it writes.
import { TARGET } from './targets.ts';
import type { Figures } from './audit.ts';

export interface ScreenResult {
  id: string;
  label: string;
  median: Figures;
  runs: Figures[];
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '—');

export function verdict(figures: Figures): 'met' | 'not met' {
  return figures.lcpMs <= TARGET.lcpMs && figures.tbtMs <= TARGET.tbtMs ? 'met' : 'not met';
}

export function table(baseline: Figures, screens: ScreenResult[]): string {
  const header = [
    'screen',
    'LCP',
    'LCP ÷ baseline',
    'TBT',
    'FCP',
    'Speed Index',
    'score',
    'JS (KB)',
    `target (LCP ≤ ${ms(TARGET.lcpMs)}, TBT ≤ ${ms(TARGET.tbtMs)})`,
  ];
  const row = (label: string, f: Figures, judged: boolean) => [
    label,
    ms(f.lcpMs),
    ratio(f.lcpMs, baseline.lcpMs),
    ms(f.tbtMs),
    ms(f.fcpMs),
    ms(f.speedIndexMs),
    String(f.score),
    (f.scriptBytes / 1024).toFixed(1),
    judged ? verdict(f) : '(baseline)',
  ];
  const rows = [
    row('baseline (static page)', baseline, false),
    ...screens.map((s) => row(s.label, s.median, true)),
  ];
  const lines = [header, ...rows].map((cells) => `| ${cells.join(' | ')} |`);
  lines.splice(1, 0, `|${header.map(() => ' --- ').join('|')}|`);
  return lines.join('\n');
}
