type Cell = string | number | boolean | null | undefined;

/**
 * RFC 4180 CSV (CRLF, quotes doubled) with a UTF-8 BOM, so spreadsheets read the accents. A text cell
 * that a spreadsheet would take for a formula (=, +, -, @, tab, CR) gets a leading apostrophe.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    if (value === null || value === undefined) return '';
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
