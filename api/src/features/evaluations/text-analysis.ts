import { STOP_WORDS } from './stop-words.js';

/** How hard a text reads on the Flesch scale (bands of Martins et al., 1996). */
export type ReadabilityLevel = 'very_easy' | 'easy' | 'difficult' | 'very_difficult';

export interface TextAnalysis {
  /** Characters (code points) including spaces and line breaks. */
  characters: number;
  charactersWithoutSpaces: number;
  words: number;
  sentences: number;
  paragraphs: number;
  syllables: number;
  /** words / sentences (0 without sentences). */
  averageWordsPerSentence: number;
  /** syllables / words (0 without words). */
  averageSyllablesPerWord: number;
  /** Type/token ratio: distinct words / words, case-insensitive (0 without words). */
  lexicalDiversity: number;
  distinctWords: number;
  /** The most frequent words that are not Portuguese or Spanish function words, most frequent first. */
  topWords: { word: string; count: number }[];
  /**
   * Flesch reading ease adapted for Portuguese: 248.835 − 1.015·(words/sentences) − 84.6·(syllables/words),
   * limited to 0–100; null for a text without words.
   */
  readability: { index: number; level: ReadabilityLevel } | null;
}

/** Words: runs of letters or digits, joined by inner hyphens or apostrophes ("guarda-chuva", "d'água"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const VOWEL_GROUP = /[aeiouyáàâãäéèêëíìîïóòôõöúùûüý]+/g;
const SENTENCE_END = /[.!?…]+(?=\s|$|["'”’)»])/u;

export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/**
 * Syllables of a word, estimated as its groups of consecutive vowels (at least 1): exact for most
 * Portuguese and Spanish words, off by one for hiatuses such as "saída".
 */
export function countSyllables(word: string): number {
  return Math.max(1, (word.toLowerCase().match(VOWEL_GROUP) ?? []).length);
}

/** The Flesch band: 75–100 very easy, 50–75 easy, 25–50 difficult, 0–25 very difficult. */
export function readabilityLevel(index: number): ReadabilityLevel {
  if (index >= 75) return 'very_easy';
  if (index >= 50) return 'easy';
  if (index >= 25) return 'difficult';
  return 'very_difficult';
}

/** Flesch reading ease adapted for Portuguese (Martins et al., 1996), not yet limited to 0–100. */
export const fleschPortuguese = (words: number, sentences: number, syllables: number): number =>
  248.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * An automatic analysis of a plain text (paragraphs separated by line breaks): sizes, averages,
 * lexical diversity, most frequent content words and a readability index.
 */
export function analyzeText(text: string, opts: { topWords?: number } = {}): TextAnalysis {
  const chars = Array.from(text);
  const paragraphTexts = text.split(/\n+/).filter((p) => wordsOf(p).length > 0);
  // A paragraph ends a sentence even without a final stop; so do . ! ? and … followed by a space.
  const sentenceTexts = paragraphTexts.flatMap((p) => p.split(SENTENCE_END)).filter((s) => wordsOf(s).length);
  const words = wordsOf(text);
  const lower = words.map((w) => w.toLocaleLowerCase('pt-BR'));
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);

  const counts = new Map<string, number>();
  for (const w of lower) {
    if (STOP_WORDS.has(w) || /^\p{N}+$/u.test(w) || Array.from(w).length < 3) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const topWords = [...counts.entries()]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, 'pt-BR'))
    .slice(0, opts.topWords ?? 10);

  const sentences = sentenceTexts.length;
  const readability =
    words.length && sentences
      ? (() => {
          const index = round(
            Math.min(100, Math.max(0, fleschPortuguese(words.length, sentences, syllables))),
            1,
          );
          return { index, level: readabilityLevel(index) };
        })()
      : null;

  return {
    characters: chars.length,
    charactersWithoutSpaces: chars.filter((c) => !/\s/u.test(c)).length,
    words: words.length,
    sentences,
    paragraphs: paragraphTexts.length,
    syllables,
    averageWordsPerSentence: sentences ? round(words.length / sentences, 2) : 0,
    averageSyllablesPerWord: words.length ? round(syllables / words.length, 2) : 0,
    lexicalDiversity: words.length ? round(new Set(lower).size / words.length, 2) : 0,
    distinctWords: new Set(lower).size,
    topWords,
    readability,
  };
}
