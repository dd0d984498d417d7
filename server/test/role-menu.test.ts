import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ButtonNode, GrantNode, MenuRecord, MenuRoute } from '@invest/contract/menu';
import type { RoleNode } from '@invest/contract/role';
import { createTestContext, type TestContext } from './helpers/context.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['as']>>;
let itadmin: Awaited<ReturnType<TestContext['as']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  itadmin = await ctx.as('itadmin');
});
afterAll(() => ctx.close());

const flatten = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const data = async (who: typeof admin, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await who.request({ method, url, payload });
  return { status: res.statusCode, body: res.json() };
};

describe('roles', () => {
  it('lists the tenant roles as a tree with user counts; adds a child role; refuses duplicates and reserved codes', async () => {
    const tree = (await data(itadmin, 'GET', '/api/blade-system/role/list')).body.data as RoleNode[];
    expect(tree.map((r) => r.roleAlias)).toEqual(['administrator', 'admin', 'partner', 'manager', 'analyst']);
    expect(tree.find((r) => r.roleAlias === 'manager')?.userCount).toBe(1);
    const partner = tree.find((r) => r.roleAlias === 'partner')!;
    const child = await data(itadmin, 'POST', '/api/blade-system/role/submit', {
      parentId: partner.id,
      roleName: '投后经理',
      roleAlias: 'post_manager',
      sort: 9,
    });
    expect(child.body.data).toMatchObject({ roleAlias: 'post_manager', parentId: partner.id });
    const again = (await data(itadmin, 'GET', '/api/blade-system/role/list')).body.data as RoleNode[];
    expect(again.find((r) => r.id === partner.id)?.children.map((c) => c.roleAlias)).toEqual(['post_manager']);
    const dup = await data(itadmin, 'POST', '/api/blade-system/role/submit', {
      roleName: 'x',
      roleAlias: 'post_manager',
    });
    expect(dup).toMatchObject({ status: 409, body: { msg: '角色编号 post_manager 已存在' } });
    const reserved = await data(itadmin, 'POST', '/api/blade-system/role/submit', {
      roleName: 'x',
      roleAlias: 'administrator',
    });
    expect(reserved).toMatchObject({ status: 400, body: { msg: '角色编号 administrator 为系统保留' } });
    const cycle = await data(itadmin, 'POST', '/api/blade-system/role/submit', {
      id: partner.id,
      parentId: child.body.data.id,
      roleName: '合伙人',
      roleAlias: 'partner',
    });
    expect(cycle).toMatchObject({ status: 400, body: { msg: '上级不能是自己或自己的下级' } });
  });

  it('refuses to delete a role with users or children, deletes an unused one', async () => {
    const tree = flatten((await data(itadmin, 'GET', '/api/blade-system/role/list')).body.data as RoleNode[]);
    const manager = tree.find((r) => r.roleAlias === 'manager')!;
    const partner = tree.find((r) => r.roleAlias === 'partner')!;
    expect(await data(itadmin, 'POST', `/api/blade-system/role/remove?ids=${manager.id}`)).toMatchObject({
      status: 409,
      body: { msg: '角色「投资经理」下仍有用户，不能删除' },
    });
    const postManager = tree.find((r) => r.roleAlias === 'post_manager')!;
    expect(
      (await data(itadmin, 'POST', `/api/blade-system/role/remove?ids=${partner.id},${postManager.id}`)).status,
    ).toBe(409);
    expect((await data(itadmin, 'POST', `/api/blade-system/role/remove?ids=${postManager.id}`)).body.data).toBe(1);
  });

  it('grants only what the granter holds, and the grant shows at the next menu load', async () => {
    const tree = flatten((await data(itadmin, 'GET', '/api/blade-system/role/list')).body.data as RoleNode[]);
    const analystRole = tree.find((r) => r.roleAlias === 'analyst')!;
    const grantable = flatten(
      (await data(itadmin, 'GET', '/api/blade-system/menu/grant-tree')).body.data as GrantNode[],
    );
    expect(grantable.map((n) => n.code)).not.toContain('tenant');
    const all = flatten((await data(admin, 'GET', '/api/blade-system/menu/tree')).body.data as GrantNode[]);
    const tenantMenu = all.find((n) => n.code === 'tenant')!;
    const beyond = await data(itadmin, 'POST', '/api/blade-system/role/grant', {
      roleIds: [analystRole.id],
      menuIds: [tenantMenu.id],
    });
    expect(beyond).toMatchObject({ status: 403, body: { msg: '只能授予您自己拥有的菜单和按钮' } });

    const pick = (codes: string[]) => grantable.filter((n) => codes.includes(n.code)).map((n) => n.id);
    const analyst = await ctx.as('analyst');
    const before = (await data(analyst, 'GET', '/api/blade-system/menu/routes')).body.data as MenuRoute[];
    expect(flatten(before).map((m) => m.code)).toContain('fund');
    const ok = await data(itadmin, 'POST', '/api/blade-system/role/grant', {
      roleIds: [analystRole.id],
      menuIds: pick(['home', 'project', 'project_list', 'project_export']),
    });
    expect(ok.status).toBe(200);
    const keys = (await data(itadmin, 'GET', `/api/blade-system/menu/role-tree-keys?roleIds=${analystRole.id}`)).body
      .data;
    expect(keys.sort()).toEqual(pick(['home', 'project', 'project_list', 'project_export']).sort());
    const after = (await data(analyst, 'GET', '/api/blade-system/menu/routes')).body.data as MenuRoute[];
    expect(flatten(after).map((m) => m.code)).toEqual(['home', 'project', 'project_list']);
    const buttons = flatten((await data(analyst, 'GET', '/api/blade-system/menu/buttons')).body.data as ButtonNode[]);
    expect(buttons.filter((b) => b.children.length === 0).map((b) => b.code)).toEqual(['project_export']);
  });

  it('refuses role management to a role without the permission', async () => {
    const manager = await ctx.as('manager');
    expect((await data(manager, 'GET', '/api/blade-system/role/list')).status).toBe(403);
    expect(
      (await data(manager, 'POST', '/api/blade-system/role/submit', { roleName: 'x', roleAlias: 'xx' })).status,
    ).toBe(403);
    expect((await data(manager, 'POST', '/api/blade-system/role/grant', { roleIds: ['1'], menuIds: [] })).status).toBe(
      403,
    );
  });
});

describe('menus and top menus', () => {
  it('loads the menu tree level by level, with buttons, and searches across levels', async () => {
    const roots = (await data(admin, 'GET', '/api/blade-system/menu/lazy-list?parentId=0')).body.data as MenuRecord[];
    expect(roots.map((m) => m.code)).toEqual([
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
    expect(roots.find((m) => m.code === 'project')?.hasChildren).toBe(true);
    expect(roots.find((m) => m.code === 'home')?.hasChildren).toBe(false);
    const project = roots.find((m) => m.code === 'project')!;
    const level2 = (await data(admin, 'GET', `/api/blade-system/menu/lazy-list?parentId=${project.id}`)).body
      .data as MenuRecord[];
    const list = level2.find((m) => m.code === 'project_list')!;
    const buttons = (await data(admin, 'GET', `/api/blade-system/menu/lazy-list?parentId=${list.id}`)).body
      .data as MenuRecord[];
    expect(buttons.every((b) => b.category === 2)).toBe(true);
    expect((await data(admin, 'GET', `/api/blade-system/menu/lazy-menu-list?parentId=${list.id}`)).body.data).toEqual(
      [],
    );
    const found = (await data(admin, 'GET', '/api/blade-system/menu/lazy-list?name=%E5%AD%97%E5%85%B8')).body
      .data as MenuRecord[];
    expect(found.map((m) => m.code).sort()).toEqual(['dict_horizontal', 'dict_vertical']);
  });

  it('adds a menu with an external link and a button, edits and deletes them, and the caller menu follows', async () => {
    const sys = (
      (await data(admin, 'GET', '/api/blade-system/menu/lazy-list?parentId=0')).body.data as MenuRecord[]
    ).find((m) => m.code === 'system')!;
    const link = await data(admin, 'POST', '/api/blade-system/menu/submit', {
      parentId: sys.id,
      code: 'wiki',
      name: '知识库',
      nameEn: 'Wiki',
      path: 'https://example.com/wiki',
      source: 'ReadOutlined',
      sort: 99,
    });
    expect(link.body, JSON.stringify(link.body)).toMatchObject({ code: 200 });
    expect(link.body.data).toMatchObject({ code: 'wiki', path: 'https://example.com/wiki', category: 1 });
    const btn = await data(admin, 'POST', '/api/blade-system/menu/submit', {
      parentId: link.body.data.id,
      code: 'wiki_edit',
      name: '编辑',
      category: 2,
    });
    expect(btn.status).toBe(200);
    expect(
      (
        await data(admin, 'POST', '/api/blade-system/menu/submit', {
          parentId: btn.body.data.id,
          code: 'under_button',
          name: 'x',
        })
      ).body.msg,
    ).toBe('按钮必须挂在菜单下');
    expect((await data(admin, 'POST', '/api/blade-system/menu/submit', { code: 'wiki', name: 'dup' })).status).toBe(
      409,
    );
    expect(
      (
        await data(admin, 'POST', '/api/blade-system/menu/submit', {
          code: 'badpath',
          name: 'x',
          path: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    const routes = flatten((await data(admin, 'GET', '/api/blade-system/menu/routes')).body.data as MenuRoute[]);
    expect(routes.find((m) => m.code === 'wiki')?.path).toBe('https://example.com/wiki');
    await data(admin, 'POST', '/api/blade-system/menu/submit', {
      id: link.body.data.id,
      parentId: sys.id,
      code: 'wiki',
      name: '知识中心',
      path: 'https://example.com/wiki',
    });
    expect((await data(admin, 'GET', `/api/blade-system/menu/detail?id=${link.body.data.id}`)).body.data).toMatchObject(
      { name: '知识中心', hasChildren: true },
    );
    expect((await data(admin, 'POST', `/api/blade-system/menu/remove?ids=${link.body.data.id}`)).body.msg).toBe(
      '「知识中心」下仍有下级，请先删除下级',
    );
    expect(
      (await data(admin, 'POST', `/api/blade-system/menu/remove?ids=${link.body.data.id},${btn.body.data.id}`)).body
        .data,
    ).toBe(2);
    expect(
      flatten((await data(admin, 'GET', '/api/blade-system/menu/routes')).body.data as MenuRoute[]).map((m) => m.code),
    ).not.toContain('wiki');
  });

  it('carries meta.roles, group and query (spec §3), kept as submitted and checked on the way in', async () => {
    const sys = (
      (await data(admin, 'GET', '/api/blade-system/menu/lazy-list?parentId=0')).body.data as MenuRecord[]
    ).find((m) => m.code === 'system')!;
    const saved = await data(admin, 'POST', '/api/blade-system/menu/submit', {
      parentId: sys.id,
      code: 'partner_report',
      name: '投委会报表',
      path: '/system/partner_report',
      roles: ['partner', 'admin'],
      group: ['/system/partner_report/detail'],
      query: 'view=summary&year=2026',
    });
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ code: 200 });
    expect(saved.body.data).toMatchObject({
      roles: ['partner', 'admin'],
      group: ['/system/partner_report/detail'],
      query: 'view=summary&year=2026',
    });
    const routes = flatten((await data(admin, 'GET', '/api/blade-system/menu/routes')).body.data as MenuRoute[]);
    expect(routes.find((m) => m.code === 'partner_report')).toMatchObject({
      meta: { i18n: 'partner_report', roles: ['partner', 'admin'] },
      group: ['/system/partner_report/detail'],
      query: { view: 'summary', year: '2026' },
    });
    // No roles: no restriction beyond the grants, so meta has no roles at all (spec §5).
    const plain = routes.find((m) => m.code === 'user')!;
    expect(plain.meta).not.toHaveProperty('roles');
    expect(plain).toMatchObject({ group: [], query: {} });

    for (const bad of [{ roles: ['Not A Code'] }, { group: ['https://example.com'] }, { query: 'a=1#frag' }]) {
      const res = await data(admin, 'POST', '/api/blade-system/menu/submit', { code: 'bad_menu', name: 'x', ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await data(admin, 'POST', `/api/blade-system/menu/remove?ids=${saved.body.data.id}`)).body.data).toBe(1);
  });

  it('lets only the super administrator change menus', async () => {
    const { addTenantWithUser } = await import('./helpers/tenants.js');
    const { signIn } = await import('./helpers/context.js');
    await addTenantWithUser(ctx, '500001', 'boss', 'admin', [
      'menu',
      'menu_add',
      'menu_edit',
      'menu_delete',
      'topmenu',
      'topmenu_add',
    ]);
    const token = (await signIn(ctx.app, 'boss', { query: { tenantId: '500001' } })).json().access_token;
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/blade-system/menu/submit',
      headers: { 'blade-auth': `bearer ${token}` },
      payload: { code: 'mine', name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('菜单、顶部菜单和租户只能由超级管理员维护');
    const top = await ctx.inject({
      method: 'POST',
      url: '/api/blade-system/topmenu/submit',
      headers: { 'blade-auth': `bearer ${token}` },
      payload: { code: 'mine', name: 'x' },
    });
    expect(top.statusCode).toBe(403);
  });

  it('creates a top menu, chooses its menus, and the side menu within it follows', async () => {
    const created = await data(admin, 'POST', '/api/blade-system/topmenu/submit', {
      code: 'funds_only',
      name: '基金',
      nameEn: 'Funds',
      source: 'FundOutlined',
      sort: 3,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const all = flatten((await data(admin, 'GET', '/api/blade-system/menu/tree')).body.data as GrantNode[]);
    const fund = all.find((n) => n.code === 'fund')!;
    expect(
      (await data(admin, 'POST', '/api/blade-system/topmenu/grant', { topMenuIds: [id], menuIds: [fund.id] })).status,
    ).toBe(200);
    expect((await data(admin, 'GET', `/api/blade-system/topmenu/detail?id=${id}`)).body.data.menuIds).toEqual([
      fund.id,
    ]);
    const side = (await data(admin, 'GET', `/api/blade-system/menu/routes?topMenuId=${id}`)).body.data as MenuRoute[];
    expect(side.map((m) => m.code)).toEqual(['fund']);
    expect(
      ((await data(admin, 'GET', '/api/blade-system/menu/top-menu')).body.data as { code: string }[]).map(
        (t) => t.code,
      ),
    ).toContain('funds_only');
    expect((await data(admin, 'POST', `/api/blade-system/topmenu/remove?ids=${id}`)).body.data).toBe(1);
    expect(
      ((await data(admin, 'GET', '/api/blade-system/topmenu/list')).body.data as { code: string }[]).map((t) => t.code),
    ).not.toContain('funds_only');
  });
});

describe('roles and deleted users', () => {
  it('counts only live users, so a role whose users were all deleted can be deleted', async () => {
    const { md5Hex } = await import('../src/modules/auth/secrets.js');
    const role = (
      await data(itadmin, 'POST', '/api/blade-system/role/submit', { roleName: '临时角色', roleAlias: 'temp_role' })
    ).body.data;
    const u = (
      await data(itadmin, 'POST', '/api/blade-user/submit', {
        account: 'tempuser',
        password: md5Hex('t12345'),
        name: 'T',
        roleIds: [role.id],
      })
    ).body.data;
    expect((await data(itadmin, 'POST', `/api/blade-system/role/remove?ids=${role.id}`)).status).toBe(409);
    await data(itadmin, 'POST', `/api/blade-user/remove?ids=${u.id}`);
    const listed = flatten((await data(itadmin, 'GET', '/api/blade-system/role/list')).body.data as RoleNode[]);
    expect(listed.find((r) => r.id === role.id)?.userCount).toBe(0);
    expect((await data(itadmin, 'POST', `/api/blade-system/role/remove?ids=${role.id}`)).body.data).toBe(1);
  });
});
