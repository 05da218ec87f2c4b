import { editorHtmlOf, htmlToText, textToHtml } from './open-answer-text';

describe('open answer text', () => {
  it('opens saved HTML as it is, and bare text with its lines kept and escaped', () => {
    expect(editorHtmlOf(undefined)).toBe('');
    expect(editorHtmlOf('')).toBe('');
    // Saved by the earlier text area, or by the editor.
    expect(editorHtmlOf('<p>um<br>dois</p>')).toBe('<p>um<br>dois</p>');
    expect(editorHtmlOf('<ul><li><p>item</p></li></ul>')).toBe('<ul><li><p>item</p></li></ul>');
    // Bare text (no markup).
    expect(editorHtmlOf('a < b & "c"\nfim')).toBe('<p>a &lt; b &amp; &quot;c&quot;<br>fim</p>');
    expect(textToHtml('')).toBe('');
  });

  it('reads the text of an answer (to tell whether it is blank)', () => {
    expect(htmlToText(textToHtml('a < b & "c"\nfim'))).toBe('a < b & "c"\nfim');
    expect(htmlToText('<p>Minha resposta</p>')).toBe('Minha resposta');
    expect(htmlToText('<p>um</p><p>dois</p>')).toBe('um\ndois');
    expect(htmlToText('<ul><li><p>um</p></li><li><p>dois</p></li></ul>')).toBe('um\ndois');
    expect(htmlToText('<p></p><p> </p>').trim()).toBe('');
    expect(htmlToText(null)).toBe('');
  });
});
