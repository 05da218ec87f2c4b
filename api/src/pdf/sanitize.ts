/**
 * Text for the PDF standard fonts (Helvetica, Times…), which encode WinAnsi (Windows-1252) only: ASCII,
 * Latin-1 (every Portuguese and Spanish letter, accents, ç, ñ, ¿, ¡, º, ª) and a few typographic signs.
 * Anything else would make pdf-lib throw, so it is replaced: common symbols by a readable equivalent,
 * other accented letters by their base letter, the rest by '?'.
 */

/** The 27 characters Windows-1252 adds to Latin-1 in 0x80–0x9F. */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function isWinAnsi(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return (
    (cp >= 0x20 && cp <= 0x7e) ||
    (cp >= 0xa0 && cp <= 0xff && char.length === 1) ||
    CP1252_EXTRAS.includes(char)
  );
}

/** Readable stand-ins for characters outside WinAnsi that answers and statements often contain. */
const REPLACEMENTS: Record<string, string> = {
  '\u00a0': ' ', // no-break space: a plain space wraps better
  '\u00ad': '', // soft hyphen
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-', // minus sign
  '\u2032': "'",
  '\u2033': '"',
  '\u201b': "'",
  '\u201f': '"',
  '\u2024': '.',
  '\u2025': '..',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u21d4': '<=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u221e': 'inf',
  '\u221a': 'sqrt',
  '\u2211': 'sum',
  '\u2206': 'Delta',
  '\u0394': 'Delta',
  '\u03c0': 'pi',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2717': 'x',
  '\u2715': 'x',
  '\u25cf': '•',
  '\u25e6': '•',
  '\u2023': '•',
  '\u2043': '-',
  '\u2070': '0',
  '\u2074': '4',
  '\u2075': '5',
  '\u2076': '6',
  '\u2077': '7',
  '\u2078': '8',
  '\u2079': '9',
  '\u2080': '0',
  '\u2081': '1',
  '\u2082': '2',
  '\u2083': '3',
  '\u2084': '4',
  '\u2085': '5',
  '\u2086': '6',
  '\u2087': '7',
  '\u2088': '8',
  '\u2089': '9',
  '\u2153': '1/3',
  '\u2154': '2/3',
  '\u215b': '1/8',
};

const isControl = (char: string): boolean => {
  const cp = char.codePointAt(0)!;
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;

function replaceChar(char: string): string {
  const mapped = REPLACEMENTS[char];
  if (mapped !== undefined) return mapped;
  if (isWinAnsi(char)) return char;
  // ő → o, ł stays unknown, ǹ → n…: the base letter when the character decomposes into one.
  const base = char.normalize('NFD').replace(COMBINING_MARKS, '');
  if (base && base !== char && Array.from(base).every(isWinAnsi)) return base;
  return '?';
}

/**
 * One line of text (no line breaks): NFC-normalised, tabs and line breaks as spaces, other control
 * characters removed, characters the standard fonts cannot encode replaced.
 */
export function toWinAnsiLine(text: string): string {
  return toWinAnsi(text.replace(/[\r\n\t\f\v\u2028\u2029\u0085]/g, ' '));
}

/**
 * Text that may span lines: NFC-normalised, CR LF / CR / Unicode separators as '\n', tabs as spaces,
 * other control characters removed, characters the standard fonts cannot encode replaced.
 */
export function toWinAnsi(text: string): string {
  const normal = text
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\t\f\v]/g, ' ');
  let out = '';
  for (const char of normal) {
    if (char === '\n') out += char;
    else if (isControl(char)) continue;
    else out += replaceChar(char);
  }
  return out;
}
