/** The text of a rich-text (HTML) field on one line, for titles, lists and cards that show no markup. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  const text =
    typeof DOMParser === 'function'
      ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
      : html.replace(/<[^>]*>/g, ' ');
  return text.replace(/\s+/g, ' ').trim();
}
