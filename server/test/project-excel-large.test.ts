import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';
import { MAX_IMPORT_ROWS } from '@invest/contract/constants';
import { AppError } from '../src/errors.js';
import { createExcelPool } from '../src/modules/project/excel-pool.js';
import { firstSheetRows, UnreadableWorkbook } from '../src/modules/project/excel-xlsx.js';
import { createTestContext, type TestContext } from './helpers/context.js';

/**
 * Large workbooks (issue 12, item 6): an import far over the row limit is refused after reading
 * the first rows past it, in a worker thread, while the server goes on answering others.
 */

const P = '/api/project/project';
/** Rows of the generated workbook: 100 times the limit (the file of the incident held 1,000 times). */
const HUGE_ROWS = 100_000;
let ctx: TestContext;
let manager: Awaited<ReturnType<TestContext['as']>>;
let huge: Buffer;

/** A workbook of `rows` projects written as Excel does (a shared strings table, after the sheet). */
async function hugeWorkbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('项目');
  sheet.addRow(['项目名称', '公司名称']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`批量${i}`, `批量公司${i}`]).commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** A minimal workbook written by hand: inline strings, and whatever XML `tail` adds after the rows. */
async function handMadeWorkbook(rows: string[][], tail: string): Promise<Buffer> {
  const cell = (text: string, col: number, row: number) =>
    `<c r="${String.fromCharCode(65 + col)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const sheetRows = rows
    .map((r, i) => `<row r="${i + 1}">${r.map((text, col) => cell(text, col, i + 1)).join('')}</row>`)
    .join('');
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="项目" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml':
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<sheetData>${sheetRows}${tail}`,
  };
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(parts)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return buffer(zip.outputStream);
}

/** The import's multipart body as a stream, and a promise kept once the server has read all of it. */
function uploadBody(data: Buffer) {
  const boundary = '----large';
  const body = Readable.from([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const received = new Promise<void>((resolve) => body.once('end', resolve));
  return { body, received, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importFile = (data: Buffer, lang = 'zh-CN') => {
  const upload = uploadBody(data);
  return manager.request({
    method: 'POST',
    url: `${P}/import`,
    payload: upload.body,
    headers: { ...upload.headers, 'accept-language': lang },
  });
};
const projectCount = async () =>
  (await manager.request({ method: 'GET', url: `${P}/page?size=1` })).json().data.total as number;

beforeAll(async () => {
  [ctx, huge] = await Promise.all([createTestContext(), hugeWorkbook(HUGE_ROWS)]);
  manager = await ctx.as('manager');
});
afterAll(() => ctx.close());

describe('a workbook far over the row limit', () => {
  it('is refused with the limit in the caller language, and nothing is imported', async () => {
    const before = await projectCount();
    for (const [lang, msg] of [
      ['zh-CN', `一次最多导入 ${MAX_IMPORT_ROWS} 行，文件超过了 ${MAX_IMPORT_ROWS} 行`],
      ['en-US', `One import takes at most ${MAX_IMPORT_ROWS} rows; the file has more`],
    ]) {
      const res = await importFile(huge, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, success: false, msg });
    }
    expect(await projectCount()).toBe(before);
    const first = await manager.request({ method: 'GET', url: `${P}/getByName?name=${encodeURIComponent('批量0')}` });
    expect(first.json().data).toBeNull();
  });

  it('is refused at the first row past the limit: what follows is never read', async () => {
    // Past the limit the sheet is cut off mid-cell: reading it to the end would find it broken.
    const cutOff = '<row r="9999"><c r="A9999" t="inlineStr"><is><t>cut';
    const rows = [
      ['项目名称', '公司名称'],
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`截断${i}`, '公司']),
    ];
    const res = await importFile(await handMadeWorkbook(rows, cutOff));
    expect(res.json()).toMatchObject({
      code: 400,
      msg: `一次最多导入 ${MAX_IMPORT_ROWS} 行，文件超过了 ${MAX_IMPORT_ROWS} 行`,
    });
    // The same sheet within the limit is read to its end, and refused as broken.
    const within = await importFile(await handMadeWorkbook(rows.slice(0, 3), cutOff));
    expect(within.json().msg).toBe('请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）');
  });

  it('does not hold up other requests while it is read', async () => {
    // 100,000 rows with nothing to import come first: the reader has to go through all of them.
    const rows = [
      ['项目名称', '公司名称', '备注'],
      ...Array.from({ length: HUGE_ROWS }, (_, i) => ['', '', `备注${i}`]),
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`靠后${i}`, '公司']),
    ];
    const upload = uploadBody(await handMadeWorkbook(rows, '</sheetData></worksheet>'));
    const order: string[] = [];
    const importing = manager
      .request({ method: 'POST', url: `${P}/import`, payload: upload.body, headers: upload.headers })
      .then((res) => {
        order.push('import');
        return res;
      });
    // Once the server holds the whole upload, reading starts. The test's own loop turns a few
    // thousand times before it asks for health: a server reading on its request loop is deep in
    // the sheet by then (its loop turns no more), and answers health only once the import is done.
    await upload.received;
    for (let turn = 0; turn < 5000; turn++) await new Promise((resolve) => setImmediate(resolve));
    const health = await ctx.inject({ method: 'GET', url: '/api/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    expect((await importing).json().msg).toBe(`一次最多导入 ${MAX_IMPORT_ROWS} 行，文件超过了 ${MAX_IMPORT_ROWS} 行`);
    expect(order).toEqual(['health', 'import']);
  });
});

describe('the streaming reader', () => {
  it('refuses a workbook that unpacks to more than its budget, instead of inflating it', async () => {
    const rows = firstSheetRows(huge, 64 * 1024);
    await expect(
      (async () => {
        for await (const _ of rows);
      })(),
    ).rejects.toBeInstanceOf(UnreadableWorkbook);
  });
});

describe('the Excel worker pool', () => {
  it('refuses work beyond its queue with 503 instead of piling it up', async () => {
    const pool = createExcelPool({ threads: 1, queue: 1 });
    try {
      const rows = Array.from({ length: 2000 }, (_, i) => [`项目${i}`, '公司']);
      const runs = await Promise.allSettled([1, 2, 3].map(() => pool.run('listWorkbook', { lang: 'zh', rows })));
      expect(runs[0]!.status).toBe('fulfilled');
      const refused = runs[2]!.status === 'rejected' ? runs[2]!.reason : undefined;
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).kind).toBe('busy');
    } finally {
      await pool.close();
    }
  });
});
