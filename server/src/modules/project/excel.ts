import type { z } from 'zod';
import { MAX_EXPORT_ROWS, MAX_IMPORT_ROWS } from '@invest/contract/constants';
import type { DictItem } from '@invest/contract/dict';
import { projectSubmit, type ProjectQuery, type ProjectRecord, type ProjectSubmit } from '@invest/contract/project';
import type { ImportRowError } from '@invest/contract/project-excel';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid } from '../../errors.js';
import { translate, type Lang, type MessageKey, type MessageParam } from '../../http/messages.js';
import type { DictService } from '../dict/service.js';
import type { FundService } from '../fund/service.js';
import type { UserService } from '../user/service.js';
import type { ExportCell } from './excel-books.js';
import { createExcelPool } from './excel-pool.js';
import type { ImportRow } from './excel-read.js';
import { cellNumber, cellText, COLUMNS, IMPORT_COLUMNS, labelOf, SHEET_TEXT, type SheetColumn } from './excel-sheet.js';
import type { CellValue } from './excel-xlsx.js';
import type { ProjectService } from './service.js';

type Deps = { projects: ProjectService; dicts: DictService; funds: FundService; users: UserService };

/** A refused import lists every problem; an accepted one says how many projects it created. */
export type ImportOutcome = { count: number } | { errors: ImportRowError[] };

type Problem = { key: MessageKey; params?: Record<string, MessageParam> };
/** A cell read into a submitted field, or what is wrong with it. */
type Read = { value: unknown } | { problem: Problem };
type NewProject = ProjectSubmit & { managerId: string };

const NAME = IMPORT_COLUMNS.find((c) => c.imports === 'name')!;
/** Quoted cell contents are cut to this length in messages. */
const QUOTE_MAX = 40;

/** A failed check of the save call's schema, said about a cell. */
function problemOf(issue: z.core.$ZodIssue): Problem {
  // The schema's one refinement: the planned range.
  if (issue.code === 'custom') return { key: 'cellAmountRange' };
  if (issue.code === 'too_small')
    return issue.origin === 'string'
      ? { key: 'cellRequired' }
      : { key: 'cellTooSmall', params: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big')
    return issue.origin === 'string'
      ? { key: 'cellTooLong', params: { max: Number(issue.maximum) } }
      : { key: 'cellTooLarge', params: { max: Number(issue.maximum) } };
  return { key: 'cellInvalid' };
}

/**
 * Projects to and from Excel: the filtered list as a workbook, the import template, and the
 * import, which checks every row and creates all of them or none.
 */
export function createProjectExcel({ projects, dicts, funds, users }: Deps) {
  const pool = createExcelPool();

  /** The items of every dictionary a column uses, by code. */
  async function dictItems(a: AuthUser): Promise<Map<string, DictItem[]>> {
    const codes = [...new Set(COLUMNS.flatMap((c) => (c.dict ? [c.dict] : [])))];
    return new Map(await Promise.all(codes.map(async (code) => [code, await dicts.dictionary(a, code)] as const)));
  }

  function exportCell(
    column: SheetColumn,
    record: ProjectRecord,
    items: Map<string, DictItem[]>,
    lang: Lang,
  ): ExportCell {
    const value = record[column.field];
    if (column.kind === 'flag') return SHEET_TEXT[value === 1 ? 'yes' : 'no'][lang];
    if (column.kind === 'dict') {
      const item = items.get(column.dict!)?.find((i) => i.dictKey === String(value));
      return item ? labelOf(item, lang) : value;
    }
    return value;
  }

  /** How each kind of cell becomes a submitted field: labels, fund and user names resolved for this file. */
  async function cellReader(a: AuthUser, rows: ImportRow[]) {
    const [items, fundRows, activeIds] = await Promise.all([
      dictItems(a),
      funds.list(a),
      users.activeUserIds(a.tenantId),
    ]);
    // Labels in either language, any case.
    const keyByLabel = new Map(
      [...items].map(([code, list]) => [
        code,
        new Map(
          list.flatMap((i) => [i.dictValue, i.dictValueEn].filter(Boolean).map((l) => [l.toLowerCase(), i.dictKey])),
        ),
      ]),
    );
    const fundByNameOrCode = new Map(
      fundRows.flatMap((f) => [[f.name.toLowerCase(), f.id] as const, [f.code.toLowerCase(), f.id] as const]),
    );
    const managerOf = await managerResolver(a, rows, activeIds);

    return (column: SheetColumn, cell: CellValue | undefined): Read => {
      const text = cellText(cell);
      const quoted = { value: text.slice(0, QUOTE_MAX) };
      switch (column.kind) {
        case 'dict': {
          const key = text ? keyByLabel.get(column.dict!)?.get(text.toLowerCase()) : '';
          return key === undefined ? { problem: { key: 'cellUnknownLabel', params: quoted } } : { value: key };
        }
        case 'fund': {
          const id = text ? fundByNameOrCode.get(text.toLowerCase()) : null;
          return id === undefined ? { problem: { key: 'cellFundUnknown', params: quoted } } : { value: id };
        }
        case 'manager':
          return text ? managerOf(text) : { value: a.userId };
        case 'number': {
          const n = cellNumber(cell);
          return Number.isNaN(n) ? { problem: { key: 'cellNotNumber', params: quoted } } : { value: n ?? null };
        }
        default:
          return { value: text };
      }
    };
  }

  /** Managers by account, else by name among the tenant's active users (a shared name must be an account). */
  async function managerResolver(a: AuthUser, rows: ImportRow[], activeIds: string[]) {
    const active = new Set(activeIds);
    const names = await users.namesOf(a.tenantId, activeIds);
    const wanted = new Set(rows.map((r) => cellText(r.cells.managerId)).filter(Boolean));
    const found = new Map<string, Read>();
    for (const value of wanted) {
      const byAccount = await users.findByAccount(a.tenantId, value);
      const ids =
        byAccount && active.has(byAccount.id)
          ? [byAccount.id]
          : [...names].filter(([, n]) => n === value).map(([id]) => id);
      const params = { value: value.slice(0, QUOTE_MAX) };
      found.set(
        value,
        ids.length === 1
          ? { value: ids[0] }
          : { problem: { key: ids.length ? 'cellUserAmbiguous' : 'cellUserUnknown', params } },
      );
    }
    return (value: string) => found.get(value)!;
  }

  return {
    /** The list as `page` filters and sorts it, every matching project (at most MAX_EXPORT_ROWS). */
    async exportList(a: AuthUser, q: ProjectQuery, lang: Lang): Promise<Buffer> {
      const page = await projects.page(a, { ...q, current: 1, size: MAX_EXPORT_ROWS }, { exactTotal: true });
      if (page.total > MAX_EXPORT_ROWS) throw invalid('exportTooManyRows', { count: page.total, max: MAX_EXPORT_ROWS });
      const items = await dictItems(a);
      const rows = page.records.map((r) => COLUMNS.map((c) => exportCell(c, r, items, lang)));
      return Buffer.from(await pool.run('listWorkbook', { lang, rows }));
    },

    /** The import columns with one example row, and a sheet saying what each column takes. */
    async template(a: AuthUser, lang: Lang): Promise<Buffer> {
      const [items, fundRows] = await Promise.all([dictItems(a), funds.list(a)]);
      const book = await pool.run('templateWorkbook', {
        lang,
        account: a.account,
        dictItems: Object.fromEntries(items),
        funds: fundRows.map((f) => ({ name: f.name, code: f.code })),
      });
      return Buffer.from(book);
    },

    /**
     * Checks every row of the file (required fields, lengths and numbers as the save call does,
     * dictionary labels, fund, manager, names unique in the tenant and in the file) and creates
     * all rows in one transaction, or nothing and the list of problems.
     */
    async importFile(a: AuthUser, data: Buffer, lang: Lang): Promise<ImportOutcome> {
      const read = await pool.run('readImport', { data, maxRows: MAX_IMPORT_ROWS });
      if ('refused' in read) throw invalid(read.refused.key, read.refused.params);
      const { rows } = read;
      const readCell = await cellReader(a, rows);
      const checked = rows.map((r) => {
        const problems = new Map<SheetColumn, Problem>();
        const fields: Record<string, unknown> = {};
        for (const column of IMPORT_COLUMNS) {
          if (!(column.imports! in r.cells)) continue;
          const result = readCell(column, r.cells[column.imports!]);
          if ('problem' in result) problems.set(column, result.problem);
          else fields[column.imports!] = result.value;
        }
        const parsed = projectSubmit.safeParse(fields);
        for (const issue of parsed.error?.issues ?? []) {
          const column = IMPORT_COLUMNS.find((c) => c.imports === issue.path[0]);
          if (column && !problems.has(column)) problems.set(column, problemOf(issue));
        }
        const body: NewProject | undefined = parsed.success
          ? { ...parsed.data, managerId: parsed.data.managerId ?? a.userId }
          : undefined;
        return { row: r.row, name: problems.has(NAME) ? '' : cellText(r.cells.name), problems, body };
      });

      const firstRow = new Map<string, number>();
      for (const c of checked) {
        if (!c.name) continue;
        const first = firstRow.get(c.name);
        if (first === undefined) firstRow.set(c.name, c.row);
        else c.problems.set(NAME, { key: 'cellNameRepeated', params: { row: first } });
      }
      const taken = new Set(await projects.takenNames(a, [...firstRow.keys()]));
      for (const c of checked) {
        if (taken.has(c.name) && !c.problems.has(NAME))
          c.problems.set(NAME, { key: 'projectNameExists', params: { name: c.name } });
      }

      const errors = checked.flatMap((c) =>
        IMPORT_COLUMNS.filter((column) => c.problems.has(column)).map((column) => {
          const p = c.problems.get(column)!;
          return { row: c.row, column: column.header[lang], message: translate(p.key, lang, p.params) };
        }),
      );
      if (errors.length) return { errors };
      return {
        count: await projects.createChecked(
          a,
          checked.map((c) => c.body!),
        ),
      };
    },

    /** Lets Excel work in flight finish, then stops its threads (when the server closes). */
    close: () => pool.close(),
  };
}
export type ProjectExcel = ReturnType<typeof createProjectExcel>;
