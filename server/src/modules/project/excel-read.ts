import type { MessageKey, MessageParam } from '../../http/messages.js';
import { cellText, IMPORT_COLUMNS, isRequired, type ImportField, type SheetColumn } from './excel-sheet.js';
import { firstSheetRows, UnreadableWorkbook, type CellValue } from './excel-xlsx.js';

/**
 * The most unpacked XML an import may read (sheet and shared strings): a thousand rows of the
 * longest descriptions fit many times over, a zip bomb does not.
 */
export const MAX_IMPORT_INFLATED_BYTES = 128 * 1024 * 1024;

/** A project row of the file: each column the file has, by the field it fills ('' when blank). */
export type ImportRow = { row: number; cells: Partial<Record<ImportField, CellValue>> };
/** Why the file as a whole is refused: a message key and its parameters (the caller's language is applied later). */
export type FileRefusal = { key: MessageKey; params?: Record<string, MessageParam> };
export type ImportRead = { rows: ImportRow[] } | { refused: FileRefusal };

const byHeading = new Map<string, SheetColumn>();
for (const c of IMPORT_COLUMNS) for (const h of [c.header.zh, c.header.en]) byHeading.set(h.toLowerCase(), c);

/**
 * The project rows of an uploaded workbook: the first sheet, headings in row 1 matched in either
 * language (columns it does not know, such as the export's stage or score, are ignored), blank
 * rows skipped. A file that is not a workbook, lacks a required column, holds no rows or more
 * than `maxRows` is refused; reading stops at the first row over the limit.
 */
export async function readProjectRows(data: Buffer, maxRows: number): Promise<ImportRead> {
  try {
    const rows: ImportRow[] = [];
    let at: Map<ImportField, number> | undefined;
    for await (const { row, cells } of firstSheetRows(data, MAX_IMPORT_INFLATED_BYTES)) {
      if (!at) {
        // Row 1 holds the headings (a sheet whose first row is empty has none).
        at = columnsOf(row === 1 ? cells : new Map());
        const missing = missingColumn(at);
        if (missing) return missing;
        if (row === 1) continue;
      }
      const values = [...at].map(([field, col]) => [field, cells.get(col) ?? ''] as const);
      if (!values.some(([, value]) => cellText(value))) continue;
      if (rows.length === maxRows) return { refused: { key: 'importTooManyRows', params: { max: maxRows } } };
      rows.push({ row, cells: Object.fromEntries(values) });
    }
    return (!at && missingColumn(new Map())) || (rows.length ? { rows } : { refused: { key: 'importEmpty' } });
  } catch (e) {
    if (e instanceof UnreadableWorkbook) return { refused: { key: 'importFileInvalid' } };
    throw e;
  }
}

/** Where each import column is, by its heading; the first of repeated headings counts. */
function columnsOf(headings: Map<number, CellValue>): Map<ImportField, number> {
  const at = new Map<ImportField, number>();
  for (const [col, value] of [...headings].sort(([a], [b]) => a - b)) {
    const field = byHeading.get(cellText(value).toLowerCase())?.imports;
    if (field && !at.has(field)) at.set(field, col);
  }
  return at;
}

function missingColumn(at: Map<ImportField, number>): { refused: FileRefusal } | undefined {
  const missing = IMPORT_COLUMNS.find((c) => isRequired(c) && !at.has(c.imports!));
  return missing && { refused: { key: 'importColumnMissing', params: { column: missing.header } } };
}
