export type CsvCell = string | number | boolean | null | undefined;

/** A text a spreadsheet would take for a formula (or a control character it would act on). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would run gets a leading apostrophe (CSV and XLSX alike). */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** One CSV field: numbers as they are, text neutralised and quoted when it holds a quote, comma or line break. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutralise(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF. */
export const csvLine = (row: readonly CsvCell[]) => `${row.map(csvField).join(',')}\r\n`;

/** The UTF-8 byte order mark, so spreadsheets read the accents. */
export const CSV_BOM = '\uFEFF';

/**
 * RFC 4180 CSV (CRLF, quotes doubled) with a UTF-8 BOM, so spreadsheets read the accents. A text cell
 * that a spreadsheet would take for a formula (=, +, -, @, tab, CR) gets a leading apostrophe.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}
