/**
 * Open answers travel as HTML (exam contract); the editor is a plain text area. These convert between
 * the two: lines become <br> inside one paragraph, with every character escaped.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function textToHtml(text: string): string {
  if (text === '') return '';
  return `<p>${text.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\r?\n/g, '<br>')}</p>`;
}

/** The text of an answer's HTML: line breaks and paragraph ends become new lines. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>(?=[\s\S]*\S)/gi, '\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text.replace(/\n+$/, '');
}

/** Characters as a person counts them (code points). */
export const characterCount = (text: string): number => Array.from(text).length;

/** The text cut to `limit` characters (no limit: as it is). */
export function withinLimit(text: string, limit: number | null): string {
  if (limit === null) return text;
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, limit).join('') : text;
}
