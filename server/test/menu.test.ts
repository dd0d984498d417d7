import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ButtonNode, MenuRoute, TopMenu } from '@invest/contract/menu';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const codes = (tree: MenuRoute[]): string[] => tree.flatMap((m) => [m.code, ...codes(m.children)]);
const leaves = (tree: ButtonNode[]): string[] =>
  tree.flatMap((n) => (n.children.length ? leaves(n.children) : [n.code]));

async function get<T>(account: string, url: string): Promise<T> {
  const user = await ctx.as(account);
  const res = await user.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
}

describe('menu routes', () => {
  it('sends the menu compressed in one piece, its length known (not streamed through the thread pool)', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.request({
      method: 'GET',
      url: '/api/blade-system/menu/routes',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(res.rawPayload).toString('utf8');
    // Larger than the plugin's own limit for compressing in one call on two cores (8 KB).
    expect(Buffer.byteLength(json)).toBeGreaterThan(8 * 1024);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(json).data.map((m: MenuRoute) => m.code)).toContain('home');
  });

  it('gives the super administrator the whole tree, sorted, with English names', async () => {
    const tree = await get<MenuRoute[]>('admin', '/api/blade-system/menu/routes');
    expect(tree.map((m) => m.code)).toEqual([
      'home',
      'dashboard',
      'project',
      'meeting',
      'approval',
      'fund',
      'system',
      'work',
      'flow',
    ]);
    const system = tree.find((m) => m.code === 'system')!;
    expect(system.children.map((m) => m.code)).toContain('tenant');
    expect(system).toMatchObject({ name: '系统管理', nameEn: 'System', path: '/system', source: 'SettingOutlined' });
    expect(tree.find((m) => m.code === 'dashboard')).toMatchObject({ isShow: false, path: '/wel/dashboard' });
    const list = tree.find((m) => m.code === 'project')!.children.find((m) => m.code === 'project_list');
    expect(list?.pinyin).toEqual(['xiangmuliebiao', 'xmlb']);
    expect(tree.find((m) => m.code === 'system')!.children.find((m) => m.code === 'dict_horizontal')?.pinyin).toEqual([
      'zidianhengxiang',
      'zdhx',
    ]);
    // Buttons are permissions, not menu entries.
    expect(codes(tree)).not.toContain('project_add');
  });

  it('gives an analyst only the business menus its role grants', async () => {
    const tree = await get<MenuRoute[]>('analyst', '/api/blade-system/menu/routes');
    expect(tree.map((m) => m.code)).toEqual(['home', 'dashboard', 'project', 'meeting', 'approval', 'fund', 'work']);
    expect(codes(tree)).not.toContain('user');
    expect(codes(tree)).not.toContain('flow_manager');
    // The work screens show (seed step 008); process management is not the analyst's.
    const work = tree.find((m) => m.code === 'work')!;
    expect(work.isShow).toBe(true);
    expect(work.children?.map((m) => [m.code, m.isShow])).toEqual([
      ['work_start', true],
      ['work_claim', true],
      ['work_todo', true],
      ['work_send', true],
      ['work_done', true],
    ]);
  });

  it('gives the tenant administrator the system menus except tenants, menus and top menus', async () => {
    const tree = await get<MenuRoute[]>('itadmin', '/api/blade-system/menu/routes');
    const system = tree.find((m) => m.code === 'system')!;
    expect(system.children.map((m) => m.code)).toEqual(
      expect.arrayContaining(['user', 'role', 'dict_horizontal', 'dict_vertical', 'param']),
    );
    expect(codes(tree)).not.toEqual(expect.arrayContaining(['tenant']));
    expect(codes(tree)).not.toContain('menu');
  });

  it('includes the ancestors of a granted menu and filters by top menu', async () => {
    const tops = await get<TopMenu[]>('admin', '/api/blade-system/menu/top-menu');
    expect(tops.map((t) => t.code)).toEqual(['business', 'admin']);
    const adminTop = tops.find((t) => t.code === 'admin')!;
    const tree = await get<MenuRoute[]>('admin', `/api/blade-system/menu/routes?topMenuId=${adminTop.id}`);
    expect(tree.map((m) => m.code)).toEqual(['home', 'dashboard', 'system', 'flow']);
    const analystTree = await get<MenuRoute[]>('analyst', `/api/blade-system/menu/routes?topMenuId=${adminTop.id}`);
    expect(analystTree.map((m) => m.code)).toEqual(['home', 'dashboard']);
  });

  it('offers only the top menus that hold a page the user may open (issue 14)', async () => {
    const offered = async (account: string) =>
      (await get<TopMenu[]>(account, '/api/blade-system/menu/top-menu')).map((t) => t.code);
    // Under 系统管理 the analyst and the partner would see only the home page.
    expect(await offered('analyst')).toEqual(['business']);
    expect(await offered('partner')).toEqual(['business']);
    expect(await offered('itadmin')).toEqual(['business', 'admin']);
  });

  it("tells whether a path is a page of anyone's menu, so the console can answer 403 rather than 404", async () => {
    const known = async (path: string) =>
      (await get<{ known: boolean }>('analyst', `/api/blade-system/menu/known-path?path=${encodeURIComponent(path)}`))
        .known;
    // Not in the analyst's menu, but a console page all the same.
    expect(await known('/system/user')).toBe(true);
    expect(await known('/project/list')).toBe(true);
    expect(await known('/no/such/page')).toBe(false);
    expect(await known('')).toBe(false);
  });

  it('answers an empty menu for an unknown top menu and refuses a malformed one', async () => {
    expect(await get<MenuRoute[]>('admin', '/api/blade-system/menu/routes?topMenuId=123')).toEqual([]);
    const user = await ctx.as('admin');
    const res = await user.request({ method: 'GET', url: "/api/blade-system/menu/routes?topMenuId=1' or '1'='1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '参数 topMenuId 不正确' });
  });
});

describe('button permissions', () => {
  it('groups granted button codes under their menus, per role', async () => {
    const manager = leaves(await get<ButtonNode[]>('manager', '/api/blade-system/menu/buttons'));
    expect(manager).toEqual(
      expect.arrayContaining(['project_add', 'project_edit', 'pool_add_meeting', 'approval_apply']),
    );
    expect(manager).not.toContain('project_delete');
    expect(manager).not.toContain('user_add');
    const analyst = leaves(await get<ButtonNode[]>('analyst', '/api/blade-system/menu/buttons'));
    expect(analyst).toContain('project_export');
    expect(analyst).not.toContain('project_add');
    const tree = await get<ButtonNode[]>('manager', '/api/blade-system/menu/buttons');
    expect(tree.find((n) => n.code === 'project_list')?.children.map((c) => c.code)).toContain('project_add');
  });
});

describe('the super administrator', () => {
  it('is the administrator role of the default tenant only: the same code elsewhere grants nothing extra', async () => {
    const { addTenantWithUser } = await import('./helpers/tenants.js');
    const { signIn } = await import('./helpers/context.js');
    await addTenantWithUser(ctx, '400001', 'pretender', 'administrator');
    const token = (await signIn(ctx.app, 'pretender', { query: { tenantId: '400001' } })).json().access_token;
    const headers = { 'blade-auth': `bearer ${token}` };
    const routes = await ctx.inject({ method: 'GET', url: '/api/blade-system/menu/routes', headers });
    expect(routes.json().data).toEqual([]);
    const logs = await ctx.inject({ method: 'GET', url: '/api/blade-log/error/list', headers });
    expect(logs.statusCode).toBe(403);
  });
});
