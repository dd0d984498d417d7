import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { MAX_EXPORT_ROWS, MAX_IMPORT_ROWS } from '@invest/contract/constants';
import type { ProjectRecord } from '@invest/contract/project';
import type { ImportRowError } from '@invest/contract/project-excel';
import { eventRemind } from '../src/db/schema/notice.js';
import { project } from '../src/db/schema/pipeline.js';
import { createTestContext, type TestContext } from './helpers/context.js';
import { addTenantWithUser } from './helpers/tenants.js';

const P = '/api/project/project';
type Who = Pick<Awaited<ReturnType<TestContext['as']>>, 'request'>;
type Cell = string | number | null;
let ctx: TestContext;
let manager: Who;
let analyst: Who;
let admin: Who;
let fundId: string;

/** The Chinese headings of the import template, in its order. */
const HEADINGS = [
  '项目名称',
  '公司名称',
  '行业',
  '地区',
  '轮次',
  '项目来源',
  '基金',
  '负责人',
  '计划投资额下限（万元）',
  '计划投资额上限（万元）',
  '估值（万元）',
  '持股比例（%）',
  '项目描述',
];

async function workbook(rows: Cell[][], headings: string[] = HEADINGS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('项目');
  sheet.addRow(headings);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Every sheet's rows as arrays of cell values (column A first). */
async function readBook(data: Buffer): Promise<Record<string, Cell[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as Parameters<typeof book.xlsx.load>[0]);
  const out: Record<string, Cell[][]> = {};
  for (const sheet of book.worksheets) {
    out[sheet.name] = [];
    sheet.eachRow((row) => out[sheet.name]!.push((row.values as Cell[]).slice(1).map((v) => v ?? null)));
  }
  return out;
}

function multipart(data: Buffer, filename = 'projects.xlsx') {
  const boundary = '----excel';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = async (who: Who, data: Buffer, lang = 'zh-CN', filename?: string) => {
  const body = multipart(data, filename);
  const res = await who.request({
    method: 'POST',
    url: `${P}/import`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
};
const download = (who: Who, url: string, lang = 'zh-CN') =>
  who.request({ method: 'GET', url, headers: { 'accept-language': lang } });
const byName = async (name: string) =>
  (await manager.request({ method: 'GET', url: `${P}/getByName?name=${encodeURIComponent(name)}` })).json()
    .data as ProjectRecord | null;
const projectCount = async (who: Who = manager) =>
  (await who.request({ method: 'GET', url: `${P}/page?size=1` })).json().data.total as number;
/** A signed-in user of another tenant, called like `ctx.as` users. */
async function inTenant(account: string, tenantId: string): Promise<Pick<Who, 'request'>> {
  const token = (await ctx.signIn(account, { query: { tenantId } })).json().access_token as string;
  return { request: (opts) => ctx.inject({ ...opts, headers: { 'blade-auth': `bearer ${token}`, ...opts.headers } }) };
}
const save = (name: string, extra: object) =>
  manager.request({
    method: 'POST',
    url: `${P}/save`,
    payload: { name, companyName: `${name}有限公司`, region: '上海', source: '1', ...extra },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  [manager, analyst, admin] = await Promise.all([ctx.as('manager'), ctx.as('analyst'), ctx.as('admin')]);
  const fund = await admin.request({
    method: 'POST',
    url: '/api/project/fund/submit',
    payload: { name: '成长一期', code: 'GROWTH1', size: 100000, vintageYear: 2024 },
  });
  fundId = fund.json().data.id;
  await save('星海半导体', { industry: '2', round: 'b', amountMin: 8000, amountMax: 12000, fundId });
  await save('医联科技', { industry: '3', round: 'a', amountMin: 500, amountMax: 800 });
  const key = await save('智算云', { industry: '1', round: 'a', amountMin: 1000, amountMax: 3000, shareRatio: 5 });
  await manager.request({ method: 'POST', url: `${P}/setImport?ids=${key.json().data.id}&isKey=1` });
});
afterAll(() => ctx.close());

describe('project export', () => {
  it('writes the filtered, sorted list with headings in Chinese, dictionary labels and amounts in 万元', async () => {
    const res = await download(analyst, `${P}/export?round=a&ascs=amountMin`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename\\*=UTF-8''${encodeURIComponent('项目列表-')}\\d{8}\\.xlsx$`),
    );
    const [head, ...rows] = (await readBook(res.rawPayload))['项目']!;
    expect(head).toEqual([
      ...HEADINGS.slice(0, 6),
      '阶段',
      '基金',
      '负责人',
      '重点项目',
      ...HEADINGS.slice(8, 12),
      '实际投资额（万，基金币种）',
      '评分',
      '项目描述',
      '创建时间',
    ]);
    expect(rows.map((r) => r[0])).toEqual(['医联科技', '智算云']);
    const at = (row: Cell[], heading: string) => row[head!.indexOf(heading)];
    expect([at(rows[0]!, '行业'), at(rows[0]!, '轮次'), at(rows[0]!, '阶段'), at(rows[0]!, '负责人')]).toEqual([
      '医疗健康',
      'A轮',
      '储备',
      '李娜',
    ]);
    expect([at(rows[0]!, '计划投资额下限（万元）'), at(rows[0]!, '计划投资额上限（万元）')]).toEqual([500, 800]);
    expect([at(rows[0]!, '重点项目'), at(rows[1]!, '重点项目')]).toEqual(['否', '是']);
  });

  it('speaks English to an English console, and honours every filter of the page', async () => {
    const res = await download(analyst, `${P}/export?industry=2`, 'en-US');
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''projects-\d{8}\.xlsx$/);
    const [head, row, more] = (await readBook(res.rawPayload))['Projects']!;
    expect(head!.slice(0, 3)).toEqual(['Project name', 'Company', 'Industry']);
    expect(head).toContain('Planned amount from (10k CNY)');
    expect(row!.slice(0, 3)).toEqual(['星海半导体', '星海半导体有限公司', 'Semiconductors']);
    expect(row![head!.indexOf('Fund')]).toBe('成长一期');
    expect(more).toBeUndefined();
    const keyOnly = await readBook((await download(analyst, `${P}/export?isKey=1`)).rawPayload);
    expect(keyOnly['项目']!.slice(1).map((r) => r[0])).toEqual(['智算云']);
    const empty = await readBook((await download(analyst, `${P}/export?keyword=nothing-like-this`)).rawPayload);
    expect(empty['项目']).toHaveLength(1);
  });

  it('refuses what the page refuses: an unknown sort field', async () => {
    const res = await download(analyst, `${P}/export?descs=password`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('不支持按 password 排序');
  });
});

describe('the import template', () => {
  it('has the import headings, an example row and the allowed values, and imports as it is', async () => {
    const res = await download(manager, `${P}/import-template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('项目导入模板.xlsx')}`,
    );
    const book = await readBook(res.rawPayload);
    const [head, example] = book['项目']!;
    expect(head).toEqual(HEADINGS);
    expect(example!.slice(0, 8)).toEqual([
      '示例：智算云',
      '智算云科技有限公司',
      '人工智能',
      '上海',
      '种子轮',
      '自有渠道',
      '成长一期',
      'manager',
    ]);
    const notes = book['填写说明']!;
    expect(notes[0]).toEqual(['列', '必填', '填写要求', '可选值']);
    expect(notes.find((r) => r[0] === '项目名称')!.slice(1, 3)).toEqual(['必填', '最多 100 个字符；在本租户内唯一']);
    expect(notes.find((r) => r[0] === '行业')![3]).toBe(
      '人工智能、半导体、医疗健康、新能源、企业服务、消费、先进制造、金融科技',
    );
    expect(notes.find((r) => r[0] === '基金')![3]).toBe('成长一期 (GROWTH1)');

    const before = await projectCount();
    expect((await upload(manager, res.rawPayload)).body.data).toEqual({ count: 1 });
    expect(await projectCount()).toBe(before + 1);
    expect(await byName('示例：智算云')).toMatchObject({ industry: '1', round: 'seed', fundId, managerName: '李娜' });
  });
});

describe('project import', () => {
  it('creates every good row in reserve, labels and names resolved, each with its first step and lead', async () => {
    const file = await workbook([
      [
        '深蓝储能',
        '深蓝储能科技有限公司',
        '新能源',
        '合肥',
        'Series B',
        'FA推荐',
        'growth1',
        '张敏',
        2000,
        5000,
        80000,
        8,
        '储能电池',
      ],
      ['  量子视觉  ', '量子视觉有限公司'],
    ]);
    const before = await projectCount();
    const res = await upload(manager, file);
    expect(res).toMatchObject({ status: 200, body: { code: 200, data: { count: 2 } } });
    expect(await projectCount()).toBe(before + 2);

    const storage = (await byName('深蓝储能'))!;
    expect(storage).toMatchObject({
      stage: 0,
      companyName: '深蓝储能科技有限公司',
      industry: '4',
      region: '合肥',
      round: 'b',
      source: '2',
      fundId,
      managerName: '张敏',
      amountMin: 2000,
      amountMax: 5000,
      valuation: 80000,
      shareRatio: 8,
      description: '储能电池',
    });
    const steps = await manager.request({ method: 'GET', url: `${P}/getProjectStep?projectId=${storage.id}` });
    expect(steps.json().data).toMatchObject([{ fromStage: null, toStage: 0, userName: '李娜' }]);
    const team = await manager.request({ method: 'GET', url: `/api/project/member/list?projectId=${storage.id}` });
    expect(team.json().data).toMatchObject([{ name: '张敏', role: 'lead' }]);
    const told = await ctx.db
      .select()
      .from(eventRemind)
      .where(and(eq(eventRemind.businessId, storage.id), eq(eventRemind.eventKey, 'project_manage')));
    expect(told.map((r) => r.msg)).toEqual(['您被指定为项目「深蓝储能」的负责人']);

    // Trimmed, and managed by the importer when no manager is named.
    expect(await byName('量子视觉')).toMatchObject({ managerName: '李娜', industry: '', fundId: '' });
  });

  it('imports nothing when one row is bad, and names that row', async () => {
    const before = await projectCount();
    const res = await upload(
      manager,
      await workbook([
        ['好项目甲', '甲公司', '消费'],
        ['好项目乙', '乙公司', '不存在的行业'],
        ['好项目丙', '丙公司'],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '文件中有 1 处错误，未导入任何项目' });
    expect(res.body.data.errors).toEqual([
      { row: 3, column: '行业', message: '「不存在的行业」不是可选值（见“填写说明”）' },
    ]);
    expect(await projectCount()).toBe(before);
    expect(await byName('好项目甲')).toBeNull();
  });

  it('reports every problem of every row, in the caller language', async () => {
    const res = await upload(
      manager,
      await workbook([
        [null, 'No name Ltd'],
        ['Fund and manager', 'X Ltd', null, null, null, null, 'NOFUND', 'nobody'],
        ['Numbers', 'Y Ltd', null, null, null, null, null, null, 'lots', 100, -5, 150],
        ['Range', 'Z Ltd', null, null, null, null, null, null, 5000, 100],
        ['Too long', 'C'.repeat(201)],
      ]),
      'en-US',
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The file has 8 errors; nothing was imported');
    expect(res.body.data.errors as ImportRowError[]).toEqual([
      { row: 2, column: 'Project name', message: 'Required' },
      { row: 3, column: 'Fund', message: 'No fund is named or coded "NOFUND"' },
      { row: 3, column: 'Manager', message: 'No user has the account or name "nobody"' },
      { row: 4, column: 'Planned amount from (10k CNY)', message: '"lots" is not a number' },
      { row: 4, column: 'Valuation (10k CNY)', message: 'Must be at least 0' },
      { row: 4, column: 'Share (%)', message: 'Must be at most 100' },
      {
        row: 5,
        column: 'Planned amount to (10k CNY)',
        message: 'The lower planned amount must not exceed the upper one',
      },
      { row: 6, column: 'Company', message: 'At most 200 characters' },
    ]);
  });

  it('refuses names taken in the tenant or repeated in the file', async () => {
    const res = await upload(
      manager,
      await workbook([
        ['星海半导体', '另一家公司'],
        ['双胞胎', '甲公司'],
        ['新项目', '乙公司'],
        ['双胞胎', '丙公司'],
      ]),
    );
    expect(res.body.data.errors).toEqual([
      { row: 2, column: '项目名称', message: '项目名称「星海半导体」已存在' },
      { row: 5, column: '项目名称', message: '与第 3 行的项目名称重复' },
    ]);
    expect(await byName('新项目')).toBeNull();
  });

  it('reads English headings and labels, so an English export imports too', async () => {
    const res = await upload(
      manager,
      await workbook(
        [['Harbour Robotics', 'Harbour Ltd', 'Advanced manufacturing', null, 'angel']],
        ['Project name', 'Company', 'Industry', 'Stage', 'Round'],
      ),
    );
    expect(res.body.data).toEqual({ count: 1 });
    expect(await byName('Harbour Robotics')).toMatchObject({ industry: '7', round: 'angel', stage: 0 });
  });

  it('round-trips the export: renamed rows import as new projects', async () => {
    const exported = await readBook((await download(manager, `${P}/export?round=a`)).rawPayload);
    const [head, ...rows] = exported['项目']!;
    const renamed = rows.map((r) => [`${r[0]}-副本`, ...r.slice(1)]);
    const res = await upload(manager, await workbook(renamed, head as string[]));
    expect(res.body.data).toEqual({ count: rows.length });
    const copy = (await byName('医联科技-副本'))!;
    expect(copy).toMatchObject({ industry: '3', round: 'a', amountMin: 500, amountMax: 800, stage: 0, isKey: 0 });
  });

  it('reads cells as Excel shows them: rich text, formula results, inline strings; blank rows skipped', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('项目');
    sheet.addRow(['项目名称', '公司名称', '估值（万元）']);
    sheet.addRow([
      { richText: [{ text: '富文本' }, { text: '项目', font: { bold: true } }] },
      { formula: 'A2&"公司"', result: '富文本项目公司' },
      { formula: '100*3', result: 300 },
    ]);
    sheet.addRow([]);
    sheet.addRow(['   ', null, null]);
    expect((await upload(manager, Buffer.from(await book.xlsx.writeBuffer()))).body.data).toEqual({ count: 1 });
    expect(await byName('富文本项目')).toMatchObject({ companyName: '富文本项目公司', valuation: 300 });

    // exceljs's streaming writer, like many other tools, writes strings inline rather than shared.
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const streamed = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const rows = streamed.addWorksheet('Projects');
    rows.addRow(['Project name', 'Company']).commit();
    rows.addRow(['Inline <&> Robotics', 'Inline Ltd']).commit();
    await streamed.commit();
    expect((await upload(manager, Buffer.concat(chunks))).body.data).toEqual({ count: 1 });
    expect(await byName('Inline <&> Robotics')).toMatchObject({ companyName: 'Inline Ltd' });
  });

  it('refuses files that are not workbooks, lack a required column, or hold too many rows', async () => {
    const bad = async (data: Buffer) => (await upload(manager, data)).body;
    expect(await bad(Buffer.from('name,company\na,b\n'))).toMatchObject({
      code: 400,
      msg: '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）',
    });
    expect((await bad(await workbook([['甲', '乙']], ['项目名称', '行业']))).msg).toBe(
      '文件缺少「公司名称」列，请使用导入模板',
    );
    expect((await bad(await workbook([]))).msg).toBe('文件中没有项目行');
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`批量${i}`, '公司']);
    expect((await bad(await workbook(many))).msg).toBe(
      `一次最多导入 ${MAX_IMPORT_ROWS} 行，文件超过了 ${MAX_IMPORT_ROWS} 行`,
    );
    const json = await manager.request({ method: 'POST', url: `${P}/import`, payload: { rows: [] } });
    expect(json.json()).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    expect(await byName('批量0')).toBeNull();
  });
});

describe('who may export and import', () => {
  it('lets the analyst export but not import; the partner does neither', async () => {
    const file = await workbook([['分析师的项目', '公司']]);
    expect((await download(analyst, `${P}/export`)).statusCode).toBe(200);
    expect((await download(analyst, `${P}/import-template`)).statusCode).toBe(403);
    expect(await upload(analyst, file)).toMatchObject({ status: 403, body: { msg: '没有权限执行此操作' } });
    const partner = await ctx.as('partner');
    expect((await download(partner, `${P}/export`)).statusCode).toBe(403);
    expect((await upload(partner, file)).status).toBe(403);
    expect(await byName('分析师的项目')).toBeNull();
  });

  it('keeps tenants apart: exports, names, funds and users are the tenant own', async () => {
    await addTenantWithUser(ctx, '800002', 'bob', 'admin', ['project_list', 'project_export', 'project_import']);
    const other = await inTenant('bob', '800002');
    const mine = await readBook((await download(other, `${P}/export`)).rawPayload);
    expect(mine['项目']).toHaveLength(1);
    const refused = await upload(
      other,
      await workbook([['外租户项目', '公司', null, null, null, null, 'GROWTH1', 'manager']]),
    );
    expect(refused.body.data.errors.map((e: ImportRowError) => e.column)).toEqual(['基金', '负责人']);
    // A name taken in another tenant is free here, and the project stays in this tenant.
    expect((await upload(other, await workbook([['星海半导体', '公司']]))).body.data).toEqual({ count: 1 });
    expect(await projectCount(other)).toBe(1);
    const ours = await manager.request({ method: 'GET', url: `${P}/page?name=${encodeURIComponent('星海半导体')}` });
    expect(ours.json().data.records.map((r: ProjectRecord) => r.companyName)).toEqual(['星海半导体有限公司']);
  });

  it(`refuses an export of more than ${MAX_EXPORT_ROWS} projects, saying how many match`, async () => {
    const { userId } = await addTenantWithUser(ctx, '800003', 'carol', 'admin', ['project_list', 'project_export']);
    const rows = Array.from({ length: MAX_EXPORT_ROWS + 1 }, (_, i) => ({
      tenantId: '800003',
      uuid: randomUUID(),
      name: `P${i}`,
      companyName: 'C',
      managerId: userId,
    }));
    for (let i = 0; i < rows.length; i += 2000) await ctx.db.insert(project).values(rows.slice(i, i + 2000));
    const carol = await inTenant('carol', '800003');
    const res = await download(carol, `${P}/export`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      `符合条件的项目有 ${MAX_EXPORT_ROWS + 1} 个，超过一次导出的上限 ${MAX_EXPORT_ROWS} 个，请缩小筛选范围`,
    );
    expect((await download(carol, `${P}/export?name=P1`)).statusCode).toBe(200);
  });
});
