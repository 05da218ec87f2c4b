/** The browser's DOMParser when there is one (this module is also built for the API, which has no DOM). */
type HtmlParser = new () => {
  parseFromString(html: string, type: 'text/html'): { body: { textContent: string | null } };
};

/** The text of a rich-text (HTML) field on one line, for titles, lists and cards that show no markup. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  const Parser = (globalThis as { DOMParser?: HtmlParser }).DOMParser;
  // Paragraphs, list items and line breaks end a word: keep a space where they end.
  html = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre)>/gi, ' $&');
  const text =
    typeof Parser === 'function'
      ? (new Parser().parseFromString(html, 'text/html').body.textContent ?? '')
      : html.replace(/<[^>]*>/g, ' ');
  return text.replace(/\s+/g, ' ').trim();
}
