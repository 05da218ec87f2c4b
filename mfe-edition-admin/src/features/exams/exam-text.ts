/** The text of an exam's rich-text description, on one line (the list shows no markup). */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  const text =
    typeof DOMParser === 'function'
      ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
      : html.replace(/<[^>]*>/g, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** The name an exam goes by in a sentence: its description, else its phase. */
export const examNameOf = (exam: { description: string | null; phase: number }, phaseText: string) =>
  plainTextOf(exam.description) || phaseText;
