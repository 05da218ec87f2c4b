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

/**
 * The table: the baseline, the floor pages (what the rendering stack alone costs; judged against the same
 * targets, for reference) and the product's screens.
 */
export function table(baseline: Figures, screens: ScreenResult[], floors: ScreenResult[] = []): string {
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
  const row = (label: string, f: Figures, judgement: string) => [
    label,
    ms(f.lcpMs),
    ratio(f.lcpMs, baseline.lcpMs),
    ms(f.tbtMs),
    ms(f.fcpMs),
    ms(f.speedIndexMs),
    String(f.score),
    (f.scriptBytes / 1024).toFixed(1),
    judgement,
  ];
  const rows = [
    row('baseline (static page)', baseline, '(baseline)'),
    ...floors.map((s) => row(s.label, s.median, `(floor: ${verdict(s.median)})`)),
    ...screens.map((s) => row(s.label, s.median, verdict(s.median))),
  ];
  const lines = [header, ...rows].map((cells) => `| ${cells.join(' | ')} |`);
  lines.splice(1, 0, `|${header.map(() => ' --- ').join('|')}|`);
  return lines.join('\n');
}
