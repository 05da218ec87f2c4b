// What a person counts as characters: grapheme clusters (an emoji, a flag, a ZWJ family, a letter with
// its combining accents are one each), not UTF-16 code units (String#length counts an emoji as two).

let segmenter: Intl.Segmenter | null | undefined;

/** The text's characters as a person sees them (Intl.Segmenter; code points where it is missing). */
function charactersOf(text: string): string[] {
  segmenter ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** How many characters a person sees in `text` (grapheme clusters). */
export const countCharacters = (text: string): number => charactersOf(text).length;

/** The first `max` characters of `text` (a character is never split). */
export const clipCharacters = (text: string, max: number): string =>
  charactersOf(text).slice(0, max).join('');
