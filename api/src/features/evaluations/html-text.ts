import { htmlToText } from '../exams/text-length.js';

/**
 * The text of an HTML answer or statement with its layout: paragraphs, headings, list items and
 * table rows on lines of their own (list items bulleted), <br> as a line break, at most one blank line
 * in a row, trailing spaces trimmed.
 */
export function htmlToPlainText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|ul|ol|h[1-6]|blockquote|pre|tr|table)\s*>/gi, '\n')
    .replace(/<(p|div|ul|ol|h[1-6]|blockquote|pre|tr|table)\b[^>]*>/gi, '\n');
  return htmlToText(marked)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
