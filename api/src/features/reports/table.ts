import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ReportFormat } from '../../shared-rules.js';
import { CSV_BOM, csvLine, neutralise, type CsvCell } from '../../text/csv.js';

export type Cell = CsvCell;

export interface ReportColumn {
  header: string;
  /** Width in characters (XLSX). */
  width: number;
}

/**
 * One report as a table, written as CSV or XLSX alike: an optional title row (a provisional ranking),
 * the header row, then the rows as they come from the database (by chunks: never all of them at once).
 */
export interface ReportTable {
  sheetName: string;
  title?: string;
  columns: ReportColumn[];
  rows: AsyncIterable<Cell[]>;
}

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows fetched per query (inChunks), and rows written between progress reports. */
export const PAGE_SIZE = 1000;

/** Rows read by chunks of ids (`fetch(ids)`, in any order), yielded in the order of `ids`. */
export async function* inChunks<T extends { id: number }>(
  ids: readonly number[],
  fetch: (chunk: number[]) => Promise<T[]>,
  size = PAGE_SIZE,
): AsyncGenerator<T> {
  for (let i = 0; i < ids.length; i += size) {
    const chunk = ids.slice(i, i + size);
    const byId = new Map((await fetch(chunk)).map((row) => [Number(row.id), row]));
    for (const id of chunk) {
      const row = byId.get(id);
      if (row) yield row;
    }
  }
}

/** Calls `onRows(n)` every `every` rows written (progress), and once at the end. */
type OnRows = (written: number) => Promise<void>;

async function writeCsv(table: ReportTable, target: string, onRows: OnRows): Promise<void> {
  const out = createWriteStream(target, { mode: 0o600 });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  try {
    await write(CSV_BOM);
    if (table.title) await write(csvLine([table.title]));
    await write(csvLine(table.columns.map((c) => c.header)));
    let n = 0;
    for await (const row of table.rows) {
      await write(csvLine(row));
      if (++n % PAGE_SIZE === 0) await onRows(n);
    }
    await onRows(n);
  } finally {
    out.end();
    await once(out, 'close');
  }
}

/** A text cell neutralised like the CSV's; numbers, dates and blanks as they are. */
const xlsxValue = (value: Cell) =>
  value === null || value === undefined ? null : typeof value === 'string' ? neutralise(value) : value;

/** Excel's rules for a sheet's name: at most 31 characters, none of []:*?/\ . */
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

async function writeXlsx(table: ReportTable, target: string, onRows: OnRows): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: target,
    useStyles: true,
    useSharedStrings: false,
  });
  const headerAt = table.title ? 2 : 1;
  const sheet = workbook.addWorksheet(sheetNameOf(table.sheetName), {
    views: [{ state: 'frozen', ySplit: headerAt }],
  });
  sheet.columns = table.columns.map((c) => ({ width: c.width }));
  if (table.title) {
    const title = sheet.addRow([table.title]);
    title.font = { bold: true, color: { argb: 'FFB00020' } };
    title.commit();
  }
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  let n = 0;
  for await (const row of table.rows) {
    sheet.addRow(row.map(xlsxValue)).commit();
    if (++n % PAGE_SIZE === 0) await onRows(n);
  }
  await onRows(n);
  sheet.commit();
  await workbook.commit();
}

/** Writes the table to `target` in the format (streaming: the rows pass through, none is kept). */
export async function writeReport(
  table: ReportTable,
  format: ReportFormat,
  target: string,
  onRows: OnRows = async () => {},
): Promise<void> {
  try {
    await (format === 'csv' ? writeCsv : writeXlsx)(table, target, onRows);
  } catch (err) {
    await fs.rm(target, { force: true });
    throw err;
  }
}
