import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { htmlToPlainText } from '../src/features/evaluations/html-text.js';
import { localeFromAcceptLanguage, matchLocale } from '../src/features/evaluations/report-messages.js';
import {
  analyzeText,
  countSyllables,
  fleschPortuguese,
  readabilityLevel,
} from '../src/features/evaluations/text-analysis.js';

describe('text analysis of an answer', () => {
  it('counts syllables as vowel groups, at least one per word', () => {
    assert.equal(countSyllables('casa'), 2);
    assert.equal(countSyllables('computador'), 4);
    assert.equal(countSyllables('inteligência'), 5); // "ên-cia": -cia is one vowel group
    assert.equal(countSyllables('pão'), 1);
    assert.equal(countSyllables('IA'), 1);
    assert.equal(countSyllables('x'), 1);
  });

  it('measures sizes, sentences and paragraphs', () => {
    const text = 'O modelo aprende com dados. Os dados precisam ser bons!\nSem dados bons, o modelo erra';
    const a = analyzeText(text);
    assert.equal(a.characters, Array.from(text).length);
    assert.equal(a.charactersWithoutSpaces, text.replace(/\s/g, '').length);
    assert.equal(a.words, 16);
    assert.equal(a.sentences, 3, 'the last paragraph ends a sentence without a stop');
    assert.equal(a.paragraphs, 2);
    assert.equal(a.averageWordsPerSentence, 5.33);
  });

  it('measures lexical diversity case-insensitively', () => {
    const a = analyzeText('Dados dados DADOS modelo.');
    assert.equal(a.distinctWords, 2);
    assert.equal(a.lexicalDiversity, 0.5);
  });

  it('lists the most frequent content words without Portuguese or Spanish function words', () => {
    const a = analyzeText(
      'O viés nos dados é um problema. Os dados de treino mostram o viés, y los datos del modelo también.',
    );
    assert.deepEqual(a.topWords.slice(0, 2), [
      { word: 'dados', count: 2 },
      { word: 'viés', count: 2 },
    ]);
    const words = a.topWords.map((w) => w.word);
    for (const stop of ['o', 'os', 'nos', 'de', 'um', 'é', 'y', 'los', 'del', 'também'])
      assert.ok(!words.includes(stop), stop);
    assert.ok(words.includes('datos') && words.includes('treino'));
  });

  it('computes the Flesch index adapted for Portuguese, limited to 0–100', () => {
    // 6 words, 1 sentence, 12 syllables: 248.835 − 1.015·6 − 84.6·2 = 73.455
    assert.equal(fleschPortuguese(6, 1, 12), 248.835 - 6.09 - 169.2);
    const a = analyzeText('Os alunos usaram dados da escola para treinar um modelo simples.');
    assert.equal(a.words, 11);
    assert.equal(a.syllables, 23); // os a-lu-nos u-sa-ram da-dos da es-co-la pa-ra trei-nar um mo-de-lo sim-ples
    const expected = Math.round((248.835 - 1.015 * 11 - 84.6 * (23 / 11)) * 10) / 10;
    assert.equal(a.readability?.index, expected);
    assert.equal(expected, 60.8);
    assert.equal(a.readability?.level, 'easy');
    const long = analyzeText('Amanhã teremos prova de matemática aplicada.');
    assert.equal(long.syllables, 18);
    assert.equal(long.readability?.index, 0, 'long words: below zero, limited to 0');
    assert.equal(long.readability?.level, 'very_difficult');
    assert.equal(analyzeText('A casa é bela.').readability?.index, 100, 'very short words: capped at 100');
    assert.equal(analyzeText('...').readability, null, 'no words, no index');
  });

  it('names the Flesch bands', () => {
    assert.equal(readabilityLevel(80), 'very_easy');
    assert.equal(readabilityLevel(50), 'easy');
    assert.equal(readabilityLevel(30), 'difficult');
    assert.equal(readabilityLevel(0), 'very_difficult');
  });

  it('analyses an empty text as zeros', () => {
    const a = analyzeText('');
    assert.equal(a.words, 0);
    assert.equal(a.sentences, 0);
    assert.equal(a.paragraphs, 0);
    assert.equal(a.lexicalDiversity, 0);
    assert.deepEqual(a.topWords, []);
  });

  it('reads an HTML answer as text with its paragraphs and list items', () => {
    assert.equal(
      htmlToPlainText(
        '<p>Primeiro&nbsp;parágrafo</p><p>Segundo<br>linha</p><ul><li>um</li><li>dois</li></ul>',
      ),
      'Primeiro parágrafo\n\nSegundo\nlinha\n\n• um\n• dois',
    );
    assert.equal(analyzeText(htmlToPlainText('<p>Um.</p><p>Dois.</p>')).paragraphs, 2);
  });
});

describe('the language of the reports', () => {
  it('matches pt-PT, Spanish and (other) Portuguese tags', () => {
    assert.equal(matchLocale('pt-PT'), 'pt-PT');
    assert.equal(matchLocale('pt-br'), 'pt-BR');
    assert.equal(matchLocale('es-AR'), 'es');
    assert.equal(matchLocale('en'), undefined);
  });

  it('takes the best supported language of Accept-Language, pt-BR by default', () => {
    assert.equal(localeFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8'), 'es');
    assert.equal(localeFromAcceptLanguage('es;q=0.5, pt-PT;q=0.9'), 'pt-PT');
    assert.equal(localeFromAcceptLanguage('fr'), 'pt-BR');
    assert.equal(localeFromAcceptLanguage(undefined), 'pt-BR');
  });
});
