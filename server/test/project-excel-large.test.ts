import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { performance } from 'node:perf_hooks';
import { PassThrough, Readable } from 'node:stream';
import { MAX_IMPORT_ROWS } from '@invest/contract/constants';
import { AppError } from '../src/http/errors.js';
import { createExcelPool } from '../src/modules/project/excel-pool.js';
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
      const upload = uploadBody(huge);
      const res = await manager.request({
        method: 'POST',
        url: `${P}/import`,
        payload: upload.body,
        headers: { ...upload.headers, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, success: false, msg });
    }
    expect(await projectCount()).toBe(before);
    const first = await manager.request({ method: 'GET', url: `${P}/getByName?name=${encodeURIComponent('批量0')}` });
    expect(first.json().data).toBeNull();
  });

  it('does not hold up other requests while it is read', async () => {
    const order: string[] = [];
    const upload = uploadBody(huge);
    const importing = manager
      .request({ method: 'POST', url: `${P}/import`, payload: upload.body, headers: upload.headers })
      .then((res) => {
        order.push('import');
        return res;
      });
    // Once the server holds the whole upload, the import's work starts.
    await upload.received;
    const loop = performance.eventLoopUtilization();
    const health = await ctx.inject({ method: 'GET', url: '/api/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    expect((await importing).statusCode).toBe(400);
    expect(order).toEqual(['health', 'import']);
    // The request loop stayed free while the file was read: mostly idle (a share of its time,
    // not a duration; before the worker pool it was busy all along, every other request waiting).
    expect(performance.eventLoopUtilization(loop).utilization).toBeLessThan(0.5);
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
      expect((refused as AppError).status).toBe(503);
    } finally {
      await pool.close();
    }
  });
});
