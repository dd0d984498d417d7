import { z } from 'zod';
import type { DictItem } from '@invest/contract/dict';
import { projectSubmit, type ProjectRecord, type ProjectSubmit } from '@invest/contract/project';
import type { Lang } from '../../http/messages.js';
import type { CellValue } from './excel-xlsx.js';

/** A text in both of the console's languages. */
export type Text = { zh: string; en: string };

/** The fields of a submitted project that an import fills. */
export type ImportField = Exclude<keyof ProjectSubmit, 'id'>;

/** A column of the project sheet (export, template and import). */
export type SheetColumn = {
  /** What the export writes. */
  field: keyof ProjectRecord;
  header: Text;
  /** How the value is written and read: dictionary labels, fund and user names, numbers… */
  kind: 'text' | 'dict' | 'fund' | 'manager' | 'number' | 'flag';
  /** The dictionary of a `dict` column. */
  dict?: string;
  /** The submitted field an import reads the column into; export-only columns have none. */
  imports?: ImportField;
  /** The instructions' note beyond what the kind says (units, ranges). */
  note?: Text;
  width: number;
  numFmt?: string;
};

const AMOUNT_FORMAT = '#,##0.00';
const amountNote: Text = { zh: '万元，不小于 0', en: 'In 10k CNY, 0 or more' };

/** Every column of the export in order; the importable ones make the template. */
export const COLUMNS: SheetColumn[] = [
  {
    field: 'name',
    header: { zh: '项目名称', en: 'Project name' },
    kind: 'text',
    imports: 'name',
    note: { zh: '在本租户内唯一', en: 'Unique within the tenant' },
    width: 24,
  },
  {
    field: 'companyName',
    header: { zh: '公司名称', en: 'Company' },
    kind: 'text',
    imports: 'companyName',
    width: 28,
  },
  {
    field: 'industry',
    header: { zh: '行业', en: 'Industry' },
    kind: 'dict',
    dict: 'industry',
    imports: 'industry',
    width: 16,
  },
  { field: 'region', header: { zh: '地区', en: 'Region' }, kind: 'text', imports: 'region', width: 12 },
  { field: 'round', header: { zh: '轮次', en: 'Round' }, kind: 'dict', dict: 'round', imports: 'round', width: 14 },
  {
    field: 'source',
    header: { zh: '项目来源', en: 'Source' },
    kind: 'dict',
    dict: 'project_source',
    imports: 'source',
    width: 14,
  },
  { field: 'stage', header: { zh: '阶段', en: 'Stage' }, kind: 'dict', dict: 'project_stage', width: 12 },
  { field: 'fundName', header: { zh: '基金', en: 'Fund' }, kind: 'fund', imports: 'fundId', width: 22 },
  { field: 'managerName', header: { zh: '负责人', en: 'Manager' }, kind: 'manager', imports: 'managerId', width: 12 },
  { field: 'isKey', header: { zh: '重点项目', en: 'Key project' }, kind: 'flag', width: 10 },
  {
    field: 'amountMin',
    header: { zh: '计划投资额下限（万元）', en: 'Planned amount from (10k CNY)' },
    kind: 'number',
    imports: 'amountMin',
    note: { zh: '万元，不小于 0，且不大于上限', en: 'In 10k CNY, 0 or more, not above the upper amount' },
    width: 20,
    numFmt: AMOUNT_FORMAT,
  },
  {
    field: 'amountMax',
    header: { zh: '计划投资额上限（万元）', en: 'Planned amount to (10k CNY)' },
    kind: 'number',
    imports: 'amountMax',
    note: amountNote,
    width: 20,
    numFmt: AMOUNT_FORMAT,
  },
  {
    field: 'valuation',
    header: { zh: '估值（万元）', en: 'Valuation (10k CNY)' },
    kind: 'number',
    imports: 'valuation',
    note: amountNote,
    width: 16,
    numFmt: AMOUNT_FORMAT,
  },
  {
    field: 'shareRatio',
    header: { zh: '持股比例（%）', en: 'Share (%)' },
    kind: 'number',
    imports: 'shareRatio',
    note: { zh: '0 到 100', en: '0 to 100' },
    width: 12,
    numFmt: '0.00',
  },
  {
    field: 'investedAmount',
    // What the fund put in, so in its currency (a USD fund invests dollars).
    header: { zh: '实际投资额（万，基金币种）', en: 'Invested (10k, fund currency)' },
    kind: 'number',
    width: 18,
    numFmt: AMOUNT_FORMAT,
  },
  { field: 'score', header: { zh: '评分', en: 'Score' }, kind: 'number', width: 8, numFmt: '0.00' },
  {
    field: 'description',
    header: { zh: '项目描述', en: 'Description' },
    kind: 'text',
    imports: 'description',
    width: 40,
  },
  { field: 'createTime', header: { zh: '创建时间', en: 'Created' }, kind: 'text', width: 20 },
];

export const IMPORT_COLUMNS = COLUMNS.filter((c) => c.imports);

/** Whether the save call requires the column's field (the sheet states the save call's own rules). */
export const isRequired = (c: SheetColumn) =>
  Boolean(c.imports) && !projectSubmit.shape[c.imports!].safeParse(undefined).success;

/** The longest text the save call accepts for a field, or null for a field that is not text. */
export function maxLengthOf(field: ImportField): number | null {
  let schema: unknown = projectSubmit.shape[field];
  while (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    schema = schema.unwrap();
  return schema instanceof z.ZodString ? schema.maxLength : null;
}

/** The words of the files themselves (sheet names, the instructions, file names). */
export const SHEET_TEXT = {
  projects: { zh: '项目', en: 'Projects' },
  instructions: { zh: '填写说明', en: 'Instructions' },
  column: { zh: '列', en: 'Column' },
  required: { zh: '必填', en: 'Required' },
  optional: { zh: '选填', en: 'Optional' },
  rule: { zh: '填写要求', en: 'What to enter' },
  allowed: { zh: '可选值', en: 'Allowed values' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  maxLength: { zh: '最多 {max} 个字符', en: 'At most {max} characters' },
  dict: { zh: '填写可选值之一（中文或英文均可）', en: 'One of the allowed values (Chinese or English)' },
  fund: { zh: '基金名称或编号', en: "The fund's name or code" },
  manager: { zh: '用户账号或姓名；留空则为导入人', en: "A user's account or name; empty: yourself" },
  general: {
    zh: '第 1 行为表头，请勿修改；第 2 行为示例，导入前请替换或删除。任何一行有错误时不会导入任何项目，并列出每一处错误。导入的项目处于「储备」阶段。',
    en: 'Row 1 holds the headings; keep them. Row 2 is an example: replace or delete it before importing. If any row has an error, nothing is imported and every error is listed. Imported projects start in the reserve stage.',
  },
  exampleName: { zh: '示例：智算云', en: 'Example: Cloud AI' },
  exampleCompany: { zh: '智算云科技有限公司', en: 'Cloud AI Technology Co., Ltd.' },
  exampleRegion: { zh: '上海', en: 'Shanghai' },
  exampleDescription: { zh: '一句话介绍项目', en: 'The project in one sentence' },
  exportFile: { zh: '项目列表', en: 'projects' },
  templateFile: { zh: '项目导入模板', en: 'project-import-template' },
} satisfies Record<string, Text>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A dictionary item's label in the caller's language (the Chinese one when it has no English one). */
export const labelOf = (item: DictItem, lang: Lang) => (lang === 'en' && item.dictValueEn) || item.dictValue;

/** A cell as the text it shows, trimmed; an empty or absent cell is ''. */
export const cellText = (value: CellValue | undefined): string => String(value ?? '').trim();

/** A number cell: undefined when blank, NaN when it holds something else. Thousands separators are allowed. */
export function cellNumber(value: CellValue | undefined): number | undefined {
  if (typeof value === 'number') return value;
  const text = cellText(value).replace(/[,，\s]/g, '');
  return text ? Number(text) : undefined;
}
