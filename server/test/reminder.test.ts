import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Remind } from '@invest/contract/reminder';
import { eventRemind } from '../src/db/schema/notice.js';
import { user } from '../src/db/schema/user.js';
import { sampleAnnouncements } from '../src/db/seed/reminders.js';
import { CLIENT_HEADER, createTestContext, signIn, type TestContext } from './helpers/context.js';
import { streamText } from './helpers/sse.js';
import { addTenantWithUser } from './helpers/tenants.js';

const PAGE = '/api/common/eventremind/page';
let ctx: TestContext;
let manager: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  manager = await ctx.as('manager');
});
afterAll(() => ctx.close());

const page = async (query: string, who = manager) => {
  const res = await who.request({ method: 'GET', url: `${PAGE}?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { records: Remind[]; total: number; pages: number; current: number; size: number };
};
// Without the sample pipeline a user has the announcements only: no record to do or hear about.
const countOfType = (type: number) => (type === 2 ? sampleAnnouncements(new Date()).length : 0);

describe('reminder page', () => {
  it('pages by 5, newest first, filtered by type, with totals', async () => {
    const notices = await page('current=1&size=5&descs=id&type=2');
    expect(notices.total).toBe(countOfType(2));
    expect(notices.pages).toBe(Math.ceil(countOfType(2) / 5));
    expect(notices.records).toHaveLength(5);
    expect(notices.records.every((r) => r.type === 2)).toBe(true);
    const ids = notices.records.map((r) => BigInt(r.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    expect(notices.records[0]).toMatchObject({ msg: '欢迎使用投资项目管理系统', isRead: 0, eventKey: 'system' });
    expect(notices.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = await page('current=2&size=5&descs=id&type=2');
    expect(second.records.map((r) => r.id)).not.toContain(notices.records[0]!.id);
    expect(second.records.length).toBe(countOfType(2) - 5);
    const todos = await page('current=1&size=5&descs=id&type=0');
    expect(todos.total).toBe(countOfType(0));
    // Past the last page: no rows, and still the whole total.
    const beyond = await page('current=9&size=5&descs=id&type=2');
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(countOfType(2));
  });

  it('sorts ascending on request and refuses an unknown sort field or a bad type', async () => {
    const asc = await page('current=1&size=5&ascs=id&type=2');
    expect(asc.records[0]!.msg).toBe('系统将于本周六 22:00 至 23:00 进行维护升级');
    for (const bad of [
      'descs=password',
      'descs=id;drop table blade_user',
      'type=7',
      'size=0',
      'current=-1',
      'size=abc',
    ]) {
      const res = await manager.request({ method: 'GET', url: `${PAGE}?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const unknown = await manager.request({ method: 'GET', url: `${PAGE}?descs=password` });
    expect(unknown.json().msg).toBe('不支持按 password 排序');
  });
});

describe('read state', () => {
  it('marks one read, then all of a type, and the unread counts follow while the totals stay', async () => {
    const before = (await manager.request({ method: 'GET', url: '/api/common/eventremind/unread-count' })).json().data;
    const totals = { '0': countOfType(0), '1': countOfType(1), '2': countOfType(2) };
    expect(before).toEqual({ total: countOfType(2), byType: totals, allByType: totals });
    const [first] = (await page('current=1&size=5&type=2')).records;
    const read = await manager.request({ method: 'POST', url: `/api/common/eventremind/read?ids=${first!.id}` });
    expect(read.json().data).toBe(1);
    expect((await page('current=1&size=5&type=2')).records[0]).toMatchObject({ id: first!.id, isRead: 1 });
    const all = await manager.request({ method: 'POST', url: '/api/common/eventremind/read-all?type=2' });
    expect(all.json().data).toBe(countOfType(2) - 1);
    const after = (await manager.request({ method: 'GET', url: '/api/common/eventremind/unread-count' })).json().data;
    expect(after.byType).toEqual({ '0': 0, '1': 0, '2': 0 });
    // Spec §2: each tab label shows its total, read or not.
    expect(after.allByType).toEqual(totals);
    expect((await page('current=1&size=5&isRead=0&type=2')).total).toBe(0);
  });

  it("cannot read or mark another user's reminders, nor another tenant's", async () => {
    const analyst = await ctx.as('analyst');
    const [theirs] = (await page('current=1&size=1&type=2', analyst)).records;
    const res = await manager.request({ method: 'POST', url: `/api/common/eventremind/read?ids=${theirs!.id}` });
    expect(res.json().data).toBe(0);
    const [row] = await ctx.db.select().from(eventRemind).where(eq(eventRemind.id, theirs!.id));
    expect(row!.isRead).toBe(0);

    const other = await addTenantWithUser(ctx, '100001', 'manager');
    await ctx.db
      .insert(eventRemind)
      .values({ tenantId: '100001', userId: other.userId, type: 2, eventKey: 'system', msg: 'other tenant only' });
    const outsider = await signIn(ctx.app, 'manager', { query: { tenantId: '100001' } });
    const token = outsider.json().access_token;
    const theirPage = await ctx.inject({
      method: 'GET',
      url: `${PAGE}?type=2`,
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expect(theirPage.json().data.records.map((r: Remind) => r.msg)).toEqual(['other tenant only']);
    const mine = await page('current=1&size=50&type=2');
    expect(mine.records.map((r) => r.msg)).not.toContain('other tenant only');
  });

  it('refuses malformed ids', async () => {
    for (const ids of ['', 'abc', '1,2,x', "1' or '1'='1"]) {
      const res = await manager.request({
        method: 'POST',
        url: `/api/common/eventremind/read?ids=${encodeURIComponent(ids)}`,
      });
      expect(res.statusCode, ids).toBe(400);
    }
  });
});

describe('sending notices', () => {
  it('needs the notice_send permission', async () => {
    const res = await manager.request({ method: 'POST', url: '/api/common/eventremind/send', payload: { msg: 'hi' } });
    expect(res.statusCode).toBe(403);
  });

  it('sends to listed users of the tenant only, and refuses an empty message', async () => {
    const admin = await ctx.as('itadmin');
    const [mgr] = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.account, 'manager'), eq(user.tenantId, '000000')));
    const res = await admin.request({
      method: 'POST',
      url: '/api/common/eventremind/send',
      payload: { msg: '季度复盘会通知', type: 1, userIds: [mgr!.id, '123'] },
    });
    expect(res.json()).toMatchObject({ code: 200, data: 1 });
    expect((await page('current=1&size=1&type=1')).records[0]).toMatchObject({ msg: '季度复盘会通知', isRead: 0 });
    const empty = await admin.request({ method: 'POST', url: '/api/common/eventremind/send', payload: { msg: '   ' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('live stream', () => {
  it('delivers a new reminder to the connected user through another server process', async () => {
    const other = await createTestContext({}, ctx.database);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const controller = new AbortController();
      const res = await fetch(`${address}/api/common/eventremind/stream`, {
        headers: { authorization: CLIENT_HEADER, 'blade-auth': `bearer ${manager.token}` },
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      // Written by hand (the reply is hijacked), with the headers every other answer carries.
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      const stream = streamText(res);
      await stream.until('event: ready');
      const admin = await other.as('admin');
      const [mgr] = await ctx.db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.account, 'manager'), eq(user.tenantId, '000000')));
      await admin.request({
        method: 'POST',
        url: '/api/common/eventremind/send',
        payload: { msg: '实时到达的通知', userIds: [mgr!.id] },
      });
      await stream.until('实时到达的通知');
      expect(stream.text).toContain('event: remind');
      controller.abort();
    } finally {
      await other.app.close();
    }
  });

  it('refuses a stream without a token', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/common/eventremind/stream' });
    expect(res.statusCode).toBe(401);
  });
});
