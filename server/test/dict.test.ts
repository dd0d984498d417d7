import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictRecord } from '@invest/contract/dict';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';
import { addTenantWithUser } from './helpers/tenants.js';
import { createCacheHub } from '../src/caches.js';
import type { PubSub } from '../src/db/client.js';
import type { AuthUser } from '../src/http/auth-context.js';
import { createDictService } from '../src/modules/dict/service.js';
import type { DictRepo } from '../src/modules/dict/repo.js';

const P = '/api/blade-system/dict';
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('itadmin');
});
afterAll(() => ctx.close());

const get = async (url: string, who = admin) => (await who.request({ method: 'GET', url })).json();
const submit = (payload: object, who = admin) => who.request({ method: 'POST', url: `${P}/submit`, payload });

describe('reading dictionaries', () => {
  it('pages dictionary codes and their items, sorted and filtered on the server', async () => {
    const page = (await get(`${P}/parent-list?current=1&size=5`)).data;
    expect(page.size).toBe(5);
    expect(page.total).toBeGreaterThanOrEqual(17);
    expect(page.records[0]).toMatchObject({
      code: 'project_stage',
      dictKey: '-1',
      dictValue: '项目阶段',
      isSealed: 1,
      itemCount: 7,
    });
    const filtered = (await get(`${P}/parent-list?code=stage`)).data;
    expect(filtered.records.map((r: DictRecord) => r.code)).toEqual(['project_stage']);
    const byName = (await get(`${P}/parent-list?dictValue=${encodeURIComponent('Industry')}`)).data;
    expect(byName.records.map((r: DictRecord) => r.code)).toEqual(['industry']);
    const desc = (await get(`${P}/parent-list?descs=code&size=3`)).data.records.map((r: DictRecord) => r.code);
    expect(desc).toEqual([...desc].sort().reverse());
    const parentId = page.records[0].id;
    const items = (await get(`${P}/child-list?current=1&size=3&parentId=${parentId}`)).data;
    expect(items).toMatchObject({ total: 7, pages: 3, size: 3 });
    expect(items.records.map((r: DictRecord) => r.dictValue)).toEqual(['储备', '立项', '尽调']);
    expect((await get(`${P}/detail?id=${parentId}`)).data.code).toBe('project_stage');
  });

  it('serves list, the DICT tree and the cached look-up by code', async () => {
    const list = (await get(`${P}/list?code=round`)).data as DictRecord[];
    expect(list.filter((r) => r.parentId !== '0')).toHaveLength(9);
    const tree = (await get(`${P}/tree?code=DICT`)).data;
    const stage = tree.find((n: { code: string }) => n.code === 'project_stage');
    expect(stage.children.map((c: { title: string }) => c.title)).toContain('已投');
    const items = (await get(`${P}/dictionary?code=currency`)).data;
    expect(items[0]).toEqual({ dictKey: 'CNY', dictValue: '人民币', dictValueEn: 'Renminbi', sort: 1, remark: '' });
    // Any signed-in user may look up a dictionary; only dictionary screens may browse them.
    const analyst = await ctx.as('analyst');
    expect((await get(`${P}/dictionary?code=currency`, analyst)).data).toHaveLength(4);
    expect((await analyst.request({ method: 'GET', url: `${P}/parent-list` })).statusCode).toBe(403);
  });
});

describe('changing dictionaries', () => {
  it('adds a dictionary and its items; code+key pairs are unique with a clear message', async () => {
    const parent = await submit({
      parentId: '0',
      code: 'deal_tag',
      dictValue: '交易标签',
      dictValueEn: 'Deal tag',
      sort: 50,
    });
    expect(parent.statusCode).toBe(200);
    const pid = parent.json().data.id;
    const item = await submit({
      parentId: pid,
      dictKey: 'hot',
      dictValue: '热门',
      dictValueEn: 'Hot',
      sort: 1,
      code: 'ignored',
    });
    expect(item.json().data).toMatchObject({ code: 'deal_tag', dictKey: 'hot', parentId: pid });
    const dupKey = await submit({ parentId: pid, dictKey: 'hot', dictValue: '又一个' });
    expect(dupKey.statusCode).toBe(409);
    expect(dupKey.json().msg).toBe('字典 deal_tag 中已存在键值 hot');
    const dupCode = await submit({ parentId: '0', code: 'deal_tag', dictValue: '重复' });
    expect(dupCode.json().msg).toBe('字典编号 deal_tag 已存在');
    expect((await get(`${P}/dictionary?code=deal_tag`)).data.map((i: { dictKey: string }) => i.dictKey)).toEqual([
      'hot',
    ]);
  });

  it('renames a code with its items, and the cached look-up follows at once', async () => {
    const pid = (await submit({ parentId: '0', code: 'temp_code', dictValue: '临时' })).json().data.id;
    await submit({ parentId: pid, dictKey: 'a', dictValue: 'A' });
    expect((await get(`${P}/dictionary?code=temp_code`)).data).toHaveLength(1);
    const renamed = await submit({ id: pid, code: 'temp_code2', dictValue: '临时2' });
    expect(renamed.json().data).toMatchObject({ code: 'temp_code2', itemCount: 1 });
    expect((await get(`${P}/dictionary?code=temp_code`)).data).toHaveLength(0);
    expect((await get(`${P}/dictionary?code=temp_code2`)).data[0]).toMatchObject({ dictKey: 'a', dictValue: 'A' });
  });

  it('refuses to delete or re-code a sealed dictionary, deletes others with their items', async () => {
    const sealed = (await get(`${P}/parent-list?code=industry`)).data.records[0];
    const refused = await admin.request({ method: 'POST', url: `${P}/remove?ids=${sealed.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('封存的字典不能删除：行业');
    const recode = await submit({ id: sealed.id, code: 'sector', dictValue: '行业' });
    expect(recode.json().msg).toBe('封存的字典不能修改编号');
    const pid = (await submit({ parentId: '0', code: 'to_delete', dictValue: '待删' })).json().data.id;
    await submit({ parentId: pid, dictKey: 'x', dictValue: 'X' });
    const removed = await admin.request({ method: 'POST', url: `${P}/remove?ids=${pid}` });
    expect(removed.json().data).toBe(2);
    expect((await admin.request({ method: 'GET', url: `${P}/detail?id=${pid}` })).statusCode).toBe(404);
    expect((await get(`${P}/dictionary?code=to_delete`)).data).toEqual([]);
  });

  it('stores SQL and script payloads as plain text', async () => {
    const evil = "x'); drop table blade_dict; --<script>alert(1)</script>";
    const res = await submit({ parentId: '0', code: 'evil_text', dictValue: evil });
    expect(res.json().data.dictValue).toBe(evil);
    expect((await get(`${P}/parent-list?size=1`)).data.total).toBeGreaterThan(10);
  });

  it('answers bad input with a 400 naming the field, changing nothing', async () => {
    const before = (await get(`${P}/parent-list?size=1`)).data.total;
    const cases: [object, string][] = [
      [{ parentId: '0', code: 'no_value' }, '参数 dictValue 不能为空'],
      [{ parentId: '0', dictValue: 'no code' }, '参数 code 不能为空'],
      [{ parentId: '0', code: 'bad code!', dictValue: 'x' }, '参数 code 不正确'],
      [{ parentId: '0', code: 'long', dictValue: 'x'.repeat(256) }, '参数 dictValue 过长（最多 255）'],
      [{ parentId: '0', code: 'sorted', dictValue: 'x', sort: 'high' }, '参数 sort 不正确'],
      [{ parentId: '123', dictKey: 'k', dictValue: 'x' }, '上级记录不存在'],
      [{ parentId: 'abc', dictKey: 'k', dictValue: 'x' }, '参数 parentId 不正确'],
    ];
    for (const [payload, msg] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await admin.request({ method: 'GET', url: `${P}/parent-list?descs=password` })).statusCode).toBe(400);
    expect((await admin.request({ method: 'GET', url: `${P}/child-list` })).statusCode).toBe(400);
    expect((await get(`${P}/parent-list?size=1`)).data.total).toBe(before);
  });
});

describe('permissions and tenants', () => {
  it('refuses adds, edits and deletes to roles without the buttons', async () => {
    const manager = await ctx.as('manager');
    expect((await submit({ parentId: '0', code: 'nope', dictValue: 'x' }, manager)).statusCode).toBe(403);
    expect((await manager.request({ method: 'POST', url: `${P}/remove?ids=1` })).statusCode).toBe(403);
  });

  it("keeps another tenant's administrator away from this tenant's dictionaries", async () => {
    await addTenantWithUser(ctx, '200001', 'boss', 'admin', [
      'dict_horizontal',
      'dict_add',
      'dict_edit',
      'dict_delete',
    ]);
    const token = (await signIn(ctx.app, 'boss', { query: { tenantId: '200001' } })).json().access_token;
    const other = {
      request: (o: Parameters<typeof admin.request>[0]) =>
        ctx.inject({ ...o, headers: { 'blade-auth': `bearer ${token}` } }),
    } as typeof admin;
    const mine = (await get(`${P}/parent-list?code=deal_tag`)).data.records[0];
    expect((await get(`${P}/parent-list?size=50`, other)).data.total).toBe(0);
    expect((await other.request({ method: 'GET', url: `${P}/detail?id=${mine.id}` })).statusCode).toBe(404);
    expect((await submit({ id: mine.id, dictValue: 'hijacked' }, other)).statusCode).toBe(404);
    expect((await submit({ parentId: mine.id, dictKey: 'z', dictValue: 'z' }, other)).statusCode).toBe(400);
    expect((await other.request({ method: 'POST', url: `${P}/remove?ids=${mine.id}` })).json().data).toBe(0);
    expect((await get(`${P}/detail?id=${mine.id}`)).data.dictValue).toBe('交易标签');
    expect((await get(`${P}/dictionary?code=deal_tag`, other)).data).toEqual([]);
  });
});

describe('the dictionary look-up cache', () => {
  it('keeps the items, not the query: a warm look-up runs no query', async () => {
    let queries = 0;
    // Like a query builder: nothing runs until it is awaited, and it runs again on every await.
    const lazyQuery = {
      then(resolve: (items: unknown[]) => void) {
        queries++;
        resolve([{ dictKey: 'CNY', dictValue: '人民币', dictValueEn: 'Renminbi', sort: 1 }]);
      },
    };
    const pubsub: PubSub = {
      async listen(_channel, _onMessage, onConnection) {
        onConnection?.(true);
        return async () => undefined;
      },
      notify: async () => undefined,
    };
    const hub = createCacheHub(pubsub);
    const dicts = createDictService({ items: () => lazyQuery } as unknown as DictRepo, hub, {} as never);
    await hub.start();
    const auth = { tenantId: '000000' } as AuthUser;
    try {
      expect(await dicts.dictionary(auth, 'currency')).toHaveLength(1);
      for (let i = 0; i < 5; i++) await dicts.dictionary(auth, 'currency');
      expect(queries).toBe(1);
      await hub.clear('dict');
      await dicts.dictionary(auth, 'currency');
      expect(queries).toBe(2);
    } finally {
      await hub.stop();
    }
  });
});
