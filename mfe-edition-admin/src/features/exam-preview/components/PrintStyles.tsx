/**
 * The preview's print stylesheet: only the questions go to paper. The shell's header and footer
 * (data-testid app-header / app-footer) and the page's buttons ([data-print-hidden]) are hidden, the
 * text is black on white, and a question is never split across pages.
 */
const PRINT_CSS = `@media print {
@page { margin: 15mm; }
[data-testid="app-header"], [data-testid="app-footer"], [data-print-hidden], [data-scope="toast"] {
  display: none !important;
}
html, body { background: #fff !important; }
[data-exam-preview], [data-exam-preview] * { color: #000 !important; box-shadow: none !important; }
[data-exam-preview] [data-preview-question] {
  break-inside: avoid;
  page-break-inside: avoid;
  border-color: #000 !important;
}
[data-exam-preview] [data-correct="true"] > * { border: 2px solid #000 !important; }
[data-exam-preview] [data-preview-badge] { border: 1px solid #000 !important; background: none !important; }
[data-exam-preview] h1, [data-exam-preview] h2 { break-after: avoid; page-break-after: avoid; }
}`;

export function PrintStyles() {
  return <style data-testid="exam-preview-print-styles">{PRINT_CSS}</style>;
}
