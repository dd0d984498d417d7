import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Remind } from '@invest/contract/reminder';
import type { NoticeRecord } from '@invest/contract/notice';
import { role } from '../src/db/schema/user.js';
import { CLIENT_HEADER, createTestContext, signIn, type TestContext } from './helpers/context.js';
import { streamText } from './helpers/sse.js';
import { addTenantWithUser } from './helpers/tenants.js';

/** The 通知公告 screen (issue 14): write, publish to an audience, withdraw, delete. */
const N = '/api/blade-desk/notice';
let ctx: TestContext;
type Caller = Awaited<ReturnType<TestContext['as']>>;
let itadmin: Caller;
let manager: Caller;
let analyst: Caller;
let partner: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  [itadmin, manager, analyst, partner] = await Promise.all([
    ctx.as('itadmin'),
    ctx.as('manager'),
    ctx.as('analyst'),
    ctx.as('partner'),
  ]);
});
afterAll(() => ctx.close());

const roleId = async (alias: string, tenantId = '000000') =>
  (
    await ctx.db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.roleAlias, alias), eq(role.tenantId, tenantId)))
  )[0]!.id;

async function write(who: Caller, body: Record<string, unknown>) {
  const res = await who.request({ method: 'POST', url: `${N}/submit`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as NoticeRecord;
}
const act = (who: Caller, action: 'publish' | 'withdraw', id: string, lang = 'zh-CN') =>
  who.request({ method: 'POST', url: `${N}/${action}?id=${id}`, headers: { 'accept-language': lang } });

/** The caller's notices in the bell (type 2). */
async function bell(who: Caller): Promise<Remind[]> {
  const res = await who.request({ method: 'GET', url: '/api/common/eventremind/page?type=2&size=100' });
  return res.json().data.records;
}
const unread2 = async (who: Caller) =>
  (await who.request({ method: 'GET', url: '/api/common/eventremind/unread-count' })).json().data.byType['2'];

describe('permissions', () => {
  it('lets only holders of the notice screen read, and of notice_send change', async () => {
    for (const who of [manager, analyst, partner]) {
      expect((await who.request({ method: 'GET', url: `${N}/list` })).statusCode).toBe(403);
      const res = await who.request({ method: 'POST', url: `${N}/submit`, payload: { title: 't', content: 'c' } });
      expect(res.statusCode).toBe(403);
      expect((await act(who, 'publish', '1')).statusCode).toBe(403);
      expect((await act(who, 'withdraw', '1')).statusCode).toBe(403);
      expect((await who.request({ method: 'POST', url: `${N}/remove?ids=1` })).statusCode).toBe(403);
    }
    expect((await itadmin.request({ method: 'GET', url: `${N}/list` })).statusCode).toBe(200);
  });
});

describe('writing and publishing', () => {
  it('writes a draft that nobody receives until it is published to everyone', async () => {
    const before = await unread2(analyst);
    const draft = await write(itadmin, { title: '年终总结安排', content: '请各部门于 12 月 20 日前提交年终总结。' });
    expect(draft).toMatchObject({ status: 0, audience: 'all', roleIds: [], authorName: '周强', publishTime: '' });
    expect(await unread2(analyst)).toBe(before);

    const published = await act(itadmin, 'publish', draft.id);
    expect(published.statusCode).toBe(200);
    const record = published.json().data as NoticeRecord;
    expect(record.status).toBe(1);
    expect(record.recipients).toBeGreaterThanOrEqual(5);
    expect(record.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const who of [analyst, manager, partner, itadmin]) {
      const [first] = await bell(who);
      expect(first).toMatchObject({ msg: '年终总结安排', eventKey: 'notice', businessId: draft.id, isRead: 0 });
    }
    expect(await unread2(analyst)).toBe(before + 1);

    // Published once: publishing again is refused, and so is an edit.
    expect((await act(itadmin, 'publish', draft.id)).statusCode).toBe(409);
    const edit = await itadmin.request({
      method: 'POST',
      url: `${N}/submit`,
      payload: { id: draft.id, title: '改', content: '改' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe('已发布的通知不能修改，请先撤回');
  });

  it('delivers a notice for chosen roles only to the holders of those roles', async () => {
    const partnerRole = await roleId('partner');
    const managerRole = await roleId('manager');
    const notice = await write(itadmin, {
      title: '投委会会前材料',
      content: '请投委会成员和投资经理提前阅读材料。',
      audience: 'roles',
      roleIds: [partnerRole, managerRole],
    });
    expect(notice.roleNames.sort()).toEqual(['投委会合伙人', '投资经理'].sort());
    const res = await act(itadmin, 'publish', notice.id);
    expect(res.json().data.recipients).toBe(2);
    expect((await bell(partner)).map((r) => r.msg)).toContain('投委会会前材料');
    expect((await bell(manager)).map((r) => r.msg)).toContain('投委会会前材料');
    expect((await bell(analyst)).map((r) => r.msg)).not.toContain('投委会会前材料');
    expect((await bell(itadmin)).map((r) => r.msg)).not.toContain('投委会会前材料');
  });

  it('withdraws after asking: the reminders leave every list and count, and it may be edited and published again', async () => {
    const notice = await write(itadmin, { title: '临时停电通知', content: '周五下午停电检修。' });
    await act(itadmin, 'publish', notice.id);
    const before = await unread2(analyst);
    expect((await bell(analyst)).some((r) => r.businessId === notice.id)).toBe(true);

    const withdrawn = await act(itadmin, 'withdraw', notice.id);
    expect(withdrawn.json().data).toMatchObject({ status: 2 });
    expect(withdrawn.json().data.withdrawTime).not.toBe('');
    expect((await bell(analyst)).some((r) => r.businessId === notice.id)).toBe(false);
    expect(await unread2(analyst)).toBe(before - 1);
    expect((await act(itadmin, 'withdraw', notice.id)).json().msg).toBe('只有已发布的通知可以撤回');

    const edited = await write(itadmin, { id: notice.id, title: '停电检修改期', content: '改到周六上午。' });
    expect(edited).toMatchObject({ status: 2, title: '停电检修改期' });
    await act(itadmin, 'publish', notice.id);
    expect((await bell(analyst)).filter((r) => r.businessId === notice.id).map((r) => r.msg)).toEqual(['停电检修改期']);
  });

  it('deleting a published notice takes its reminders back too', async () => {
    const notice = await write(itadmin, { title: '将被删除的通知', content: '内容' });
    await act(itadmin, 'publish', notice.id);
    const res = await itadmin.request({ method: 'POST', url: `${N}/remove?ids=${notice.id}` });
    expect(res.json().data).toBe(1);
    expect((await bell(manager)).some((r) => r.businessId === notice.id)).toBe(false);
    const gone = await itadmin.request({ method: 'GET', url: `${N}/detail?id=${notice.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('通知不存在或已删除');
  });
});

describe('the list', () => {
  it('pages, filters by title, status and audience, and sorts on whitelisted fields only', async () => {
    await write(itadmin, { title: '筛选用草稿A', content: 'x' });
    await write(itadmin, { title: '筛选用草稿B', content: 'y' });
    const list = async (q: string) => {
      const res = await itadmin.request({ method: 'GET', url: `${N}/list?${q}` });
      expect(res.statusCode, q).toBe(200);
      return res.json().data as { records: NoticeRecord[]; total: number };
    };
    const drafts = await list(`title=${encodeURIComponent('筛选用草稿')}&status=0&size=1&ascs=title`);
    expect(drafts.total).toBe(2);
    expect(drafts.records.map((r) => r.title)).toEqual(['筛选用草稿A']);
    expect((await list('audience=roles')).records.every((r) => r.audience === 'roles')).toBe(true);
    expect((await list('descs=publishTime')).total).toBeGreaterThan(3);
    const bad = await itadmin.request({ method: 'GET', url: `${N}/list?descs=content` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('refuses empty and overlong fields, unknown audiences and missing roles, in the caller’s language', async () => {
    const submit = (payload: Record<string, unknown>, lang = 'zh-CN') =>
      itadmin.request({ method: 'POST', url: `${N}/submit`, payload, headers: { 'accept-language': lang } });
    expect((await submit({ title: '  ', content: 'x' })).statusCode).toBe(400);
    expect((await submit({ title: 'x', content: '' })).statusCode).toBe(400);
    expect((await submit({ title: 'x'.repeat(101), content: 'x' })).statusCode).toBe(400);
    expect((await submit({ title: 'x', content: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await submit({ title: 'x', content: 'x', audience: 'everyone' })).statusCode).toBe(400);
    expect((await submit({ title: 'x', content: 'x', roleIds: ['abc'] })).statusCode).toBe(400);

    const zh = await submit({ title: 'x', content: 'x', audience: 'roles', roleIds: [] });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('请选择接收通知的角色（或改为发送给全部用户）');
    const en = await submit({ title: 'x', content: 'x', audience: 'roles' }, 'en');
    expect(en.json().msg).toBe('Choose the roles to notify (or send it to all users)');
    const unknownRole = await submit({ title: 'x', content: 'x', audience: 'roles', roleIds: ['123'] }, 'en');
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().msg).toBe('A chosen role does not exist');

    expect((await act(itadmin, 'publish', 'abc')).statusCode).toBe(400);
    const missing = await act(itadmin, 'publish', '123', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('The notice does not exist or was deleted');
  });
});

describe('tenant isolation', () => {
  it("neither reads, changes nor delivers across tenants, and refuses another tenant's roles", async () => {
    const other = await addTenantWithUser(ctx, '100002', 'boss2', 'admin', ['notice', 'notice_send']);
    const res = await signIn(ctx.app, 'boss2', { query: { tenantId: '100002' } });
    const token = res.json().access_token as string;
    const outsider: Caller = {
      token,
      refreshToken: '',
      body: res.json(),
      request: (opts) =>
        ctx.app.inject({
          ...opts,
          headers: { authorization: CLIENT_HEADER, 'blade-auth': `bearer ${token}`, ...opts.headers },
        }),
    };
    const ours = await write(itadmin, { title: '本租户通知', content: 'x' });
    expect((await outsider.request({ method: 'GET', url: `${N}/list` })).json().data.total).toBe(0);
    expect((await outsider.request({ method: 'GET', url: `${N}/detail?id=${ours.id}` })).statusCode).toBe(404);
    expect((await act(outsider, 'publish', ours.id)).statusCode).toBe(404);
    expect((await outsider.request({ method: 'POST', url: `${N}/remove?ids=${ours.id}` })).json().data).toBe(0);
    const foreignRole = await outsider.request({
      method: 'POST',
      url: `${N}/submit`,
      payload: { title: 'x', content: 'x', audience: 'roles', roleIds: [await roleId('analyst')] },
    });
    expect(foreignRole.statusCode).toBe(400);

    const theirs = await write(outsider, { title: '其他租户的通知', content: 'x' });
    const published = await act(outsider, 'publish', theirs.id);
    expect(published.json().data.recipients).toBe(1);
    expect((await bell(analyst)).map((r) => r.msg)).not.toContain('其他租户的通知');
    expect((await bell(outsider)).map((r) => r.msg)).toEqual(['其他租户的通知']);
    expect((await itadmin.request({ method: 'GET', url: `${N}/detail?id=${theirs.id}` })).statusCode).toBe(404);
    expect(other.userId).toBeTruthy();
  });
});

describe('live delivery', () => {
  it('publishing reaches a connected bell at once, and withdrawing takes it back with fresh counts', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/common/eventremind/stream`, {
      headers: { authorization: CLIENT_HEADER, 'blade-auth': `bearer ${analyst.token}` },
      signal: controller.signal,
    });
    const stream = streamText(res);
    await stream.until('event: ready');
    const notice = await write(itadmin, { title: '实时公告', content: '内容' });
    await act(itadmin, 'publish', notice.id);
    await stream.until('实时公告');
    expect(stream.text).toContain('event: remind');
    await act(itadmin, 'withdraw', notice.id);
    await stream.until('event: retracted');
    await stream.until('"counts"');
    expect(stream.text).toContain(`"businessIds":["${notice.id}"]`);
    controller.abort();
  });
});

describe('reading a notice from the bell', () => {
  it('shows a published notice to its recipients only, and not once withdrawn', async () => {
    const notice = await write(itadmin, {
      title: '只给分析师的通知',
      content: '第一行\n第二行',
      audience: 'roles',
      roleIds: [await roleId('analyst')],
    });
    const read = (who: Caller) => who.request({ method: 'GET', url: `${N}/read?id=${notice.id}` });
    expect((await read(analyst)).statusCode).toBe(404);
    await act(itadmin, 'publish', notice.id);
    const res = await read(analyst);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: '只给分析师的通知', content: '第一行\n第二行', authorName: '周强' });
    expect((await read(manager)).statusCode).toBe(404);
    await act(itadmin, 'withdraw', notice.id);
    expect((await read(analyst)).statusCode).toBe(404);
  });
});
