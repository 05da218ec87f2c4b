/**
 * Open answers travel as HTML (exam contract) and are written in the rich-text editor. Answers saved
 * by the earlier plain text area are HTML too (`<p>` with `<br>` lines) and open as they are; an answer
 * stored as bare text (no markup) opens with its lines kept and every character escaped.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Bare text as one paragraph of escaped HTML, lines as <br>. */
export function textToHtml(text: string): string {
  if (text === '') return '';
  return `<p>${text.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\r?\n/g, '<br>')}</p>`;
}

/** The HTML the editor starts with for a saved answer (HTML as it is, bare text converted). */
export function editorHtmlOf(saved: string | null | undefined): string {
  if (!saved) return '';
  return /^\s*<[a-z]/i.test(saved) ? saved : textToHtml(saved);
}

/** The text of an answer's HTML: line breaks and paragraph ends become new lines. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    // A list item's paragraph ends with the item: one line, not two.
    .replace(/<\/p>\s*(?=<\/li>)/gi, '')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>(?=[\s\S]*\S)/gi, '\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text.replace(/\n+$/, '');
}
