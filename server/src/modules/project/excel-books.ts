import ExcelJS from 'exceljs';
import type { DictItem } from '@invest/contract/dict';
import type { ProjectRecord } from '@invest/contract/project';
import { translate, type Lang } from '../../http/messages.js';
import {
  COLUMNS,
  IMPORT_COLUMNS,
  isRequired,
  labelOf,
  maxLengthOf,
  SHEET_TEXT,
  type SheetColumn,
} from './excel-sheet.js';

/**
 * The workbooks the console downloads, built from plain data (no services): they run in the
 * worker pool, so building a large export never holds up other requests.
 */

/** A value the export writes into a cell. */
export type ExportCell = string | number | null;

/** What the template lists: the dictionaries' items by code, the tenant's funds, the importer's account. */
export type TemplateInput = {
  lang: Lang;
  account: string;
  dictItems: Record<string, DictItem[]>;
  funds: { name: string; code: string }[];
};

/** A sheet with a bold, frozen heading row in the caller's language. */
function addSheet(book: ExcelJS.Workbook, name: string, columns: SheetColumn[], lang: Lang) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header[lang],
    key: c.field,
    width: c.width,
    style: { numFmt: c.numFmt },
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F2F5' } };
  columns.forEach((c, i) => {
    if (isRequired(c)) head.getCell(i + 1).font = { bold: true, color: { argb: 'FFCF1322' } };
  });
  return sheet;
}

async function toBytes(book: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The project list: every column of the export, one row per project (values as the export writes them). */
export async function listWorkbook({ lang, rows }: { lang: Lang; rows: ExportCell[][] }): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = addSheet(book, SHEET_TEXT.projects[lang], COLUMNS, lang);
  sheet.addRows(rows);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return toBytes(book);
}

/** The import columns with one example row, and a sheet saying what each column takes. */
export async function templateWorkbook({ lang, account, dictItems, funds }: TemplateInput): Promise<Uint8Array> {
  const firstLabel = (code: string) => {
    const item = dictItems[code]?.[0];
    return item ? labelOf(item, lang) : '';
  };
  const example: Partial<Record<keyof ProjectRecord, string | number>> = {
    name: SHEET_TEXT.exampleName[lang],
    companyName: SHEET_TEXT.exampleCompany[lang],
    region: SHEET_TEXT.exampleRegion[lang],
    fundName: funds[0]?.name ?? '',
    managerName: account,
    amountMin: 1000,
    amountMax: 3000,
    valuation: 50000,
    shareRatio: 5,
    description: SHEET_TEXT.exampleDescription[lang],
  };
  const book = new ExcelJS.Workbook();
  const sheet = addSheet(book, SHEET_TEXT.projects[lang], IMPORT_COLUMNS, lang);
  sheet.addRow(IMPORT_COLUMNS.map((c) => (c.kind === 'dict' ? firstLabel(c.dict!) : (example[c.field] ?? ''))));

  const separator = lang === 'en' ? ', ' : '、';
  const notes = book.addWorksheet(SHEET_TEXT.instructions[lang]);
  notes.columns = [{ width: 26 }, { width: 10 }, { width: 48 }, { width: 60 }];
  notes.addRow([SHEET_TEXT.column, SHEET_TEXT.required, SHEET_TEXT.rule, SHEET_TEXT.allowed].map((t) => t[lang])).font =
    { bold: true };
  for (const c of IMPORT_COLUMNS) {
    const max = maxLengthOf(c.imports!);
    const rule = {
      text: max ? translate('cellTooLong', lang, { max }) : '',
      dict: SHEET_TEXT.dict[lang],
      fund: SHEET_TEXT.fund[lang],
      manager: SHEET_TEXT.manager[lang],
      number: '',
      flag: '',
    }[c.kind];
    const allowed =
      c.kind === 'dict'
        ? (dictItems[c.dict!] ?? []).map((i) => labelOf(i, lang)).join(separator)
        : c.kind === 'fund'
          ? funds.map((f) => `${f.name} (${f.code})`).join(separator)
          : '';
    notes.addRow([
      c.header[lang],
      (isRequired(c) ? SHEET_TEXT.required : SHEET_TEXT.optional)[lang],
      [rule, c.note?.[lang]].filter(Boolean).join(lang === 'en' ? '; ' : '；'),
      allowed,
    ]);
  }
  notes.addRow([]);
  notes.addRow([SHEET_TEXT.general[lang]]);
  notes.eachRow((row) => (row.alignment = { wrapText: true, vertical: 'top' }));
  return toBytes(book);
}
