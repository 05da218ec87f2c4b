import { characterCount, htmlToText, textToHtml, withinLimit } from './open-answer-text';

describe('open answer text', () => {
  it('turns the text area into escaped HTML and back', () => {
    expect(textToHtml('')).toBe('');
    expect(textToHtml('a < b & "c"\nfim')).toBe('<p>a &lt; b &amp; &quot;c&quot;<br>fim</p>');
    expect(htmlToText(textToHtml('a < b & "c"\nfim'))).toBe('a < b & "c"\nfim');
    expect(htmlToText('<p>Minha resposta</p>')).toBe('Minha resposta');
    expect(htmlToText('<p>um</p><p>dois</p>')).toBe('um\ndois');
    expect(htmlToText(null)).toBe('');
  });

  it('counts and cuts by characters, not UTF-16 units', () => {
    expect(characterCount('né😀')).toBe(3);
    expect(withinLimit('abcdef', 4)).toBe('abcd');
    expect(withinLimit('😀😀😀', 2)).toBe('😀😀');
    expect(withinLimit('abc', null)).toBe('abc');
  });
});
