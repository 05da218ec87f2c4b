import Papa from 'papaparse';

/** One line of a scores file, read (before the participants are looked up). */
export interface ScoreLine {
  /** 1-based line of the file (a header is line 1). */
  line: number;
  email: string;
  /** Null when the score is not a number of at least 0 (see `problem`). */
  score: number | null;
}

export type LineProblem = 'columns' | 'invalidScore' | 'duplicate';

export interface ParsedScores {
  lines: ScoreLine[];
  problems: { line: number; problem: LineProblem; email?: string; firstLine?: number }[];
  /** Nothing to import: no line other than a header. */
  empty: boolean;
}

/** A score as written: digits with a decimal point or comma ("7", "7.5", "7,5"), at least 0. */
export function scoreOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}([.,]\d{1,6})?$/.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text.trim());

/**
 * A scores file (spec 2 §5 "Presential exam form"; issue 14): two columns, the participant's e-mail and
 * the score; an optional header (a first line whose first cell is no e-mail and whose second is no
 * score); separated by semicolons, tabs or commas; decimal point or comma (a comma-separated line
 * with a decimal comma must quote the score); cells read by papaparse (quotes). Blank lines are skipped.
 */
export function parseScores(text: string): ParsedScores {
  const source = text.replace(/^\uFEFF/, '');
  // The separator, once for the file: a semicolon when any line has one (a decimal comma then is no
  // separator), else a tab, else a comma. Papaparse's own guess needs every line well formed.
  const delimiter = source.includes(';') ? ';' : source.includes('\t') ? '\t' : ',';
  const lines: ScoreLine[] = [];
  const problems: ParsedScores['problems'] = [];
  const seen = new Map<string, number>();
  let first = true;
  source.split(/\r\n|\n|\r/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const line = i + 1;
    const row = Papa.parse<string[]>(raw, { delimiter }).data[0] ?? [];
    const cells = row.map((c) => String(c ?? '').trim());
    while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
    const header = first && cells.length >= 2 && !looksLikeEmail(cells[0]!) && scoreOf(cells[1]!) === null;
    first = false;
    if (header) return;
    if (cells.length !== 2) {
      problems.push({ line, problem: 'columns' });
      return;
    }
    const email = cells[0]!.toLowerCase();
    const score = scoreOf(cells[1]!);
    if (score === null) problems.push({ line, problem: 'invalidScore', email });
    const firstLine = seen.get(email);
    if (firstLine !== undefined) problems.push({ line, problem: 'duplicate', email, firstLine });
    else seen.set(email, line);
    lines.push({ line, email, score });
  });
  return { lines, problems, empty: !lines.length && !problems.length };
}
