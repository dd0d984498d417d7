import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProjectRecord } from '@invest/contract/project';
import { eventRemind } from '../src/db/schema/notice.js';
import { companyRegistry, score } from '../src/db/schema/pipeline.js';
import { user } from '../src/db/schema/user.js';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';
import { callAs, type Who } from './helpers/calls.js';
import { addTenantWithUser } from './helpers/tenants.js';

const P = '/api/project/project';
let ctx: TestContext;
let manager: Who;
let analyst: Who;
let analystId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  manager = await ctx.as('manager');
  analyst = await ctx.as('analyst');
  analystId = (await ctx.db.select({ id: user.id }).from(user).where(eq(user.account, 'analyst')))[0]!.id;
});
afterAll(() => ctx.close());

const base = {
  companyName: '智算云科技有限公司',
  industry: '1',
  region: '上海',
  round: 'a',
  source: '1',
  amountMin: 1000,
  amountMax: 3000,
  valuation: 50000,
  shareRatio: 5,
};
const create = (name: string, extra: object = {}, who = manager) =>
  callAs(who, 'POST', `${P}/save`, { name, ...base, ...extra });

describe('projects', () => {
  it('creates a reserve project managed by its creator, with a first step and the creator as lead', async () => {
    const res = await create('智算云');
    expect(res.status).toBe(200);
    const p = res.body.data as ProjectRecord;
    expect(p).toMatchObject({
      name: '智算云',
      stage: 0,
      isKey: 0,
      managerName: '李娜',
      amountMin: 1000,
      amountMax: 3000,
      score: null,
    });
    expect(p.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const steps = (await callAs(manager, 'GET', `${P}/getProjectStep?projectId=${p.id}`)).body.data;
    expect(steps).toMatchObject([{ fromStage: null, toStage: 0, userName: '李娜' }]);
    const team = (await callAs(manager, 'GET', `/api/project/member/list?projectId=${p.id}`)).body.data;
    expect(team).toMatchObject([{ name: '李娜', role: 'lead' }]);
    expect((await callAs(manager, 'GET', `${P}/detail?uuid=${p.uuid}`)).body.data.name).toBe('智算云');
    expect((await callAs(manager, 'GET', `${P}/getByName?name=${encodeURIComponent('智算云')}`)).body.data.id).toBe(
      p.id,
    );
    expect((await callAs(manager, 'GET', `${P}/getByName?name=nope`)).body.data).toBeNull();
  });

  it('refuses a taken name, min above max, unknown dictionary values, a missing fund, and creation without project_add', async () => {
    expect((await create('智算云')).body).toMatchObject({ code: 409, msg: '项目名称「智算云」已存在' });
    expect((await create('反了', { amountMin: 5000, amountMax: 100 })).status).toBe(400);
    expect((await create('行业不对', { industry: '99' })).body.msg).toBe('industry 的取值 99 不在字典中');
    expect((await create('没有基金', { fundId: '123' })).body.msg).toBe('基金不存在');
    expect((await create('名字太长'.repeat(30))).status).toBe(400);
    expect((await create('分析师建的', {}, analyst)).status).toBe(403);
  });

  it('pages with server-side filters and sorting', async () => {
    await create('星海半导体', { industry: '2', amountMin: 8000, amountMax: 12000 });
    await create('医联科技', { industry: '3', amountMin: 500, amountMax: 800, companyName: '医联科技股份公司' });
    const page = async (q: string) => (await callAs(analyst, 'GET', `${P}/page?${q}`)).body.data;
    expect((await page('current=1&size=2')).total).toBe(3);
    expect((await page('keyword=%E5%8C%BB%E8%81%94')).records.map((r: ProjectRecord) => r.name)).toEqual(['医联科技']);
    expect((await page('industry=2')).records.map((r: ProjectRecord) => r.name)).toEqual(['星海半导体']);
    expect((await page('amountFrom=7000')).records.map((r: ProjectRecord) => r.name)).toEqual(['星海半导体']);
    expect((await page('amountTo=900')).records.map((r: ProjectRecord) => r.name)).toEqual(['医联科技']);
    expect((await page('ascs=amountMin')).records.map((r: ProjectRecord) => r.name)).toEqual([
      '医联科技',
      '智算云',
      '星海半导体',
    ]);
    expect((await page('stage=0,1')).total).toBe(3);
    expect((await page('stage=4')).total).toBe(0);
    for (const bad of ['descs=password', 'stage=x', 'amountFrom=-1', 'createTimeFrom=soon']) {
      expect((await callAs(analyst, 'GET', `${P}/page?${bad}`)).status, bad).toBe(400);
    }
    // Company names count too: two projects share the company 智算云科技有限公司.
    expect(
      (await callAs(analyst, 'GET', `${P}/search?keyword=${encodeURIComponent('科技')}`)).body.data
        .map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['医联科技', '星海半导体', '智算云']);
  });

  it('lets the manager, members and administrators edit; others read only', async () => {
    const p = (await callAs(manager, 'GET', `${P}/getByName?name=${encodeURIComponent('智算云')}`)).body
      .data as ProjectRecord;
    expect((await callAs(analyst, 'GET', `${P}/checkWhetherEditInfo?projectId=${p.id}`)).body.data).toBe(false);
    const denied = await callAs(analyst, 'POST', `${P}/update`, { ...base, id: p.id, name: p.name, description: 'x' });
    expect(denied).toMatchObject({ status: 403, body: { msg: '只有项目负责人、成员和管理员可以修改项目' } });
    await callAs(manager, 'POST', '/api/project/member/save', { projectId: p.id, userId: analystId, role: 'member' });
    const reminders = await ctx.db
      .select()
      .from(eventRemind)
      .where(and(eq(eventRemind.userId, analystId), eq(eventRemind.eventKey, 'project_manage')));
    expect(reminders.map((r) => r.msg)).toContain('李娜 将您加入了「智算云」项目团队（成员）');
    expect(reminders[0]!.businessId).toBe(p.id);
    expect((await callAs(analyst, 'GET', `${P}/checkWhetherProjectUser?projectId=${p.id}`)).body.data).toBe(true);
    const edited = await callAs(analyst, 'POST', `${P}/update`, {
      ...base,
      id: p.id,
      name: p.name,
      description: '分析师补充的描述',
    });
    expect(edited.body.data.description).toBe('分析师补充的描述');
    const itadmin = await ctx.as('itadmin');
    expect((await callAs(itadmin, 'GET', `${P}/checkWhetherEditInfo?projectId=${p.id}`)).body.data).toBe(true);
  });

  it('answers checkWhetherEditInfo for a whole page at once, with the same answer per project', async () => {
    const page = (await callAs(manager, 'GET', `${P}/page?size=50`)).body.data.records as ProjectRecord[];
    const ids = page.map((p) => p.id);
    const itadmin = await ctx.as('itadmin');
    for (const who of [manager, analyst, itadmin]) {
      const batch = (await callAs(who, 'GET', `${P}/editableIds?ids=${ids.join(',')}`)).body.data as string[];
      const one = await Promise.all(
        ids.map(async (id) => (await callAs(who, 'GET', `${P}/checkWhetherEditInfo?projectId=${id}`)).body.data),
      );
      expect(batch.sort()).toEqual(ids.filter((_, i) => one[i]).sort());
    }
    // The manager's own and the analyst's team project are editable, other projects are not.
    const analystsOwn = (await callAs(analyst, 'GET', `${P}/editableIds?ids=${ids.join(',')}`)).body.data;
    expect(analystsOwn.length).toBeGreaterThan(0);
    expect(analystsOwn.length).toBeLessThan(ids.length);
    for (const bad of ['', 'ids=', 'ids=x', `ids=${'1,'.repeat(501)}1`]) {
      expect((await callAs(manager, 'GET', `${P}/editableIds?${bad}`)).status, bad).toBe(400);
    }
  });

  it('moves along the pipeline only forward, needs an approved decision to invest, and freezes exited projects', async () => {
    const p = (await create('推进测试')).body.data as ProjectRecord;
    const move = (toStage: number, extra: object = {}) =>
      callAs(manager, 'POST', `${P}/changeStage`, { id: p.id, toStage, comment: '例会通过', ...extra });
    expect((await move(3)).body.msg).toBe('项目不能从「储备」推进到「投决」');
    expect((await callAs(manager, 'POST', `${P}/changeStage`, { id: p.id, toStage: 3 })).status).toBe(400);
    for (const stage of [1, 2, 3]) expect((await move(stage)).body.data.stage).toBe(stage);
    expect((await move(4, { investedAmount: 2000 })).body).toMatchObject({
      code: 409,
      msg: '推进到已投需要一个已通过的投资决策审批',
    });
    const [partnerRow] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.account, 'partner'));
    const decision = await callAs(manager, 'POST', '/api/project/approval/apply', {
      projectId: p.id,
      type: 2,
      approverIds: [partnerRow!.id],
    });
    const approve = { id: decision.body.data.id, decision: 1 };
    expect((await callAs(await ctx.as('partner'), 'POST', '/api/project/approval/decide', approve)).status).toBe(200);
    expect((await move(4)).body.msg).toBe('请填写实际投资金额（万元）');
    expect((await move(4, { investedAmount: 2000 })).body.data).toMatchObject({ stage: 4, investedAmount: 2000 });
    expect((await move(5)).body.data.stage).toBe(5);
    const steps = (await callAs(manager, 'GET', `${P}/getProjectStep?projectId=${p.id}`)).body.data;
    expect(steps.map((s: { toStage: number }) => s.toStage)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await callAs(manager, 'POST', `${P}/update`, { ...base, id: p.id, name: p.name })).body.msg).toBe(
      '已退出或已终止的项目只读',
    );
    expect((await callAs(manager, 'GET', `${P}/checkWhetherEditInfo?projectId=${p.id}`)).body.data).toBe(false);
    const en = await manager.request({
      method: 'POST',
      url: `${P}/changeStage`,
      payload: { id: p.id, toStage: 9 },
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe('Exited or terminated projects are read only');
  });

  it('marks key projects, keeps attributes, compares with the registry, and deletes', async () => {
    const p = (await callAs(manager, 'GET', `${P}/getByName?name=${encodeURIComponent('星海半导体')}`)).body
      .data as ProjectRecord;
    expect((await callAs(manager, 'POST', `${P}/setImport?ids=${p.id}&isKey=1`)).body.data).toBe(1);
    expect(
      (await callAs(analyst, 'GET', `${P}/page?isKey=1`)).body.data.records.map((r: ProjectRecord) => r.name),
    ).toEqual(['星海半导体']);
    await callAs(manager, 'POST', `${P}/saveProjectAttr`, {
      projectId: p.id,
      attrs: [{ attrKey: 'employees', attrValue: '320' }],
    });
    expect((await callAs(analyst, 'GET', `${P}/listProjectAttr?projectId=${p.id}`)).body.data).toEqual([
      { attrKey: 'employees', attrValue: '320' },
    ]);
    expect(
      (
        await callAs(manager, 'POST', `${P}/saveProjectAttr`, {
          projectId: p.id,
          attrs: [{ attrKey: 'shoe_size', attrValue: '42' }],
        })
      ).status,
    ).toBe(400);
    expect((await callAs(analyst, 'GET', `${P}/getSaasData?projectId=${p.id}`)).body.data).toBeNull();
    await ctx.db.insert(companyRegistry).values({
      tenantId: '000000',
      companyName: p.companyName,
      legalName: p.companyName,
      registeredCapital: 5000,
      legalRepresentative: '王强',
      industry: '2',
      region: '北京',
      status: '存续',
    });
    expect((await callAs(analyst, 'GET', `${P}/getSaasData?projectId=${p.id}`)).body.data).toMatchObject({
      legalRepresentative: '王强',
      registeredCapital: 5000,
    });
    const contrast = (await callAs(analyst, 'GET', `${P}/getSaasDataContras?projectId=${p.id}`)).body.data;
    expect(contrast).toEqual([
      { field: 'companyName', declared: p.companyName, registered: p.companyName, match: true },
      { field: 'industry', declared: '2', registered: '2', match: true },
      { field: 'region', declared: '上海', registered: '北京', match: false },
    ]);
    expect((await callAs(analyst, 'POST', `${P}/remove?ids=${p.id}`)).status).toBe(403);
    const partner = await ctx.as('partner');
    expect((await callAs(partner, 'POST', `${P}/setImport?ids=${p.id}&isKey=0`)).status).toBe(403);
  });

  it('looks projects up by text and by fund, lists unpaged, saves through submit, and recomputes the score', async () => {
    const admin = await ctx.as('admin');
    const fund = (
      await admin.request({
        method: 'POST',
        url: '/api/project/fund/submit',
        payload: { name: '查找基金', code: 'FIND-I', currency: 'CNY', size: 1000, vintageYear: 2024, status: '2' },
      })
    ).json().data;
    const saved = await callAs(manager, 'POST', `${P}/submit`, {
      ...base,
      name: '查找用例',
      companyName: '查找用例公司',
      fundId: fund.id,
    });
    expect(saved.status).toBe(200);
    const p = saved.body.data as ProjectRecord;
    const text = encodeURIComponent;

    expect((await callAs(analyst, 'GET', `${P}/getProjectByFundId?fundId=${fund.id}`)).body.data).toMatchObject([
      { name: '查找用例', fundName: '查找基金' },
    ]);
    expect((await callAs(analyst, 'GET', `${P}/getProjectByName?projectName=${text('查找')}`)).body.data).toEqual([
      { id: p.id, uuid: p.uuid, name: '查找用例', companyName: '查找用例公司', stage: 0 },
    ]);
    expect((await callAs(analyst, 'GET', `${P}/search?keyword=${text('用例公司')}`)).body.data).toHaveLength(1);
    expect((await callAs(analyst, 'GET', `${P}/listNotPage?fundId=${fund.id}`)).body.data).toHaveLength(1);
    expect((await callAs(analyst, 'GET', `${P}/getProjectByName?projectName=`)).status).toBe(400);

    // Scores given at meetings are averaged when asked (and shown to a scorer: blind scoring).
    await ctx.db.insert(score).values(
      [8, 7].map((total, i) => ({
        tenantId: '000000',
        projectId: p.id,
        meetingId: '1',
        userId: i === 0 ? (manager.body.user_id as string) : '2',
        scores: { team: total },
        total,
      })),
    );
    expect((await callAs(manager, 'POST', `${P}/updateScore?projectId=${p.id}`)).body.data).toBe(7.5);
    expect((await callAs(manager, 'GET', `${P}/detail?id=${p.id}`)).body.data.score).toBe(7.5);
    expect((await callAs(manager, 'POST', `${P}/updateScore?projectId=1`)).status).toBe(404);
  });

  it('shows on every page what the detail shows of each project: manager, fund, and the score only to a scorer', async () => {
    const pages = [
      'current=1&size=100&descs=updateTime',
      'current=2&size=3&ascs=name',
      `current=1&size=10&keyword=${encodeURIComponent('查找用例')}`,
    ];
    const scored = new Set<string>();
    for (const who of [manager, analyst]) {
      for (const query of pages) {
        const { records } = (await callAs(who, 'GET', `${P}/page?${query}`)).body.data as { records: ProjectRecord[] };
        expect(records.length).toBeGreaterThan(0);
        for (const r of records) {
          expect(r).toEqual((await callAs(who, 'GET', `${P}/detail?id=${r.id}`)).body.data);
          if (r.score !== null) scored.add(`${who === manager ? 'manager' : 'analyst'} ${r.name}`);
        }
      }
    }
    // The manager scored 查找用例 above; the analyst scored nothing.
    expect([...scored]).toEqual(['manager 查找用例']);
    // Creation times as bounds: from the very second a project was created, to the end of its day.
    const [one] = (await callAs(manager, 'GET', `${P}/page?size=1`)).body.data.records as ProjectRecord[];
    const around = `createTimeFrom=${encodeURIComponent(one!.createTime)}&createTimeTo=${one!.createTime.slice(0, 10)}`;
    const within = (await callAs(manager, 'GET', `${P}/page?size=100&${around}`)).body.data.records as ProjectRecord[];
    expect(within.map((r) => r.id)).toContain(one!.id);
    expect((await callAs(manager, 'GET', `${P}/page?createTimeFrom=2999-01-01`)).body.data.total).toBe(0);
  });

  it("never shows or changes another tenant's projects", async () => {
    const mine = (await callAs(manager, 'GET', `${P}/getByName?name=${encodeURIComponent('医联科技')}`)).body
      .data as ProjectRecord;
    await addTenantWithUser(ctx, '800001', 'boss', 'admin', [
      'project_list',
      'project_add',
      'project_delete',
      'project_key',
    ]);
    // The same page (one prepared statement for both tenants) shows each its own projects only.
    expect((await callAs(manager, 'GET', `${P}/page`)).body.data.total).toBeGreaterThan(0);
    const token = (await signIn(ctx.app, 'boss', { query: { tenantId: '800001' } })).json().access_token;
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.inject({ method, url, payload, headers: { 'blade-auth': `bearer ${token}` } });
    expect((await as('GET', `${P}/page`)).json().data.total).toBe(0);
    expect((await as('GET', `${P}/detail?id=${mine.id}`)).statusCode).toBe(404);
    expect((await as('GET', `${P}/detail?uuid=${mine.uuid}`)).statusCode).toBe(404);
    expect((await as('POST', `${P}/update`, { ...base, id: mine.id, name: 'x' })).statusCode).toBe(404);
    expect((await as('POST', `${P}/remove?ids=${mine.id}`)).json().data).toBe(0);
    expect((await as('POST', `${P}/setImport?ids=${mine.id}`)).json().data).toBe(0);
    expect((await as('GET', `${P}/getProjectStep?projectId=${mine.id}`)).statusCode).toBe(404);
    // An administrator there edits nothing of this tenant's.
    expect((await as('GET', `${P}/editableIds?ids=${mine.id}`)).json().data).toEqual([]);
    // The same name is free in another tenant.
    expect(
      (await as('POST', `${P}/save`, { ...base, name: '医联科技', industry: '', round: '', source: '' })).statusCode,
    ).toBe(200);
  });
});
