/** Width of a string in points (for example `(s) => font.widthOfTextAtSize(s, size)`). */
export type Measure = (text: string) => number;

/** Splits a word wider than the line into pieces that fit (at least one character each). */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const chars = Array.from(word);
  const pieces: string[] = [];
  let current = '';
  for (const c of chars) {
    if (current && measure(current + c) > maxWidth) {
      pieces.push(current);
      current = c;
    } else current += c;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Greedy line breaking: each '\n' starts a new line (an empty line stays empty), words are separated
 * by single spaces, and a line holds as many words as fit in `maxWidth`; a word wider than a line is
 * broken between characters.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter(Boolean);
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word) <= maxWidth) {
        line = word;
        continue;
      }
      const pieces = breakWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
    }
    lines.push(line);
  }
  return lines;
}
