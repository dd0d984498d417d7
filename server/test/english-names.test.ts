import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedHistory } from '../src/db/schema/auth.js';
import { param } from '../src/db/schema/dict.js';
import { role } from '../src/db/schema/user.js';
import { seed } from '../src/db/seed/index.js';
import { createTestContext, SEED_PASSWORD, type TestContext } from './helpers/context.js';

// Issue 14: the roles and the parameter the product ships carry English texts the console shows in English.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Role = { roleName: string; roleNameEn: string; roleAlias: string; children: Role[] };

describe('English names of shipped roles and parameters', () => {
  it('serves both languages: role tree, user info, user list and the parameter', async () => {
    const admin = await ctx.as('admin');
    const roles: Role[] = (await admin.request({ method: 'GET', url: '/api/blade-system/role/list' })).json().data;
    const manager = roles.flatMap((r) => [r, ...r.children]).find((r) => r.roleAlias === 'manager');
    expect(manager).toMatchObject({ roleName: '投资经理', roleNameEn: 'Investment manager' });

    const info = (await admin.request({ method: 'GET', url: '/api/blade-auth/oauth/user-info' })).json().data;
    expect(info).toMatchObject({ roleName: '超级管理员', roleNameEn: 'Super administrator' });

    const users = (await admin.request({ method: 'GET', url: '/api/blade-user/list?account=analyst' })).json().data;
    expect(users.records[0]).toMatchObject({ roleNames: ['分析师'], roleNamesEn: ['Analyst'] });

    const params = (await admin.request({ method: 'GET', url: '/api/blade-system/param/list' })).json().data;
    expect(params.records[0].remark).toMatch(/锁屏/);
    expect(params.records[0].remarkEn).toMatch(/locks itself/);
    expect(params.records[0].paramNameEn).toMatch(/auto-lock/);
  });

  it('keeps an English name an administrator typed, and a role without one has none', async () => {
    const admin = await ctx.as('admin');
    const saved = await admin.request({
      method: 'POST',
      url: '/api/blade-system/role/submit',
      payload: { roleName: '投后经理', roleNameEn: 'Portfolio manager', roleAlias: 'portfolio' },
    });
    expect(saved.json().data).toMatchObject({ roleName: '投后经理', roleNameEn: 'Portfolio manager' });
    const plain = await admin.request({
      method: 'POST',
      url: '/api/blade-system/role/submit',
      payload: { roleName: '观察员', roleAlias: 'observer' },
    });
    expect(plain.json().data.roleNameEn).toBe('');
  });

  it('fills the English texts into a database seeded before they existed, sparing renamed roles', async () => {
    await ctx.db.execute(sql`update blade_role set role_name_en = ''`);
    await ctx.db.execute(sql`update blade_role set role_name = '项目分析' where role_alias = 'analyst'`);
    await ctx.db.execute(
      sql`update blade_param set param_name_en = '', remark_en = '', remark = 'Idle minutes before the console locks itself; 0 turns it off'`,
    );
    await ctx.db.delete(seedHistory).where(eq(seedHistory.name, '010-english-names'));
    await seed(ctx.db, { password: SEED_PASSWORD, accessTokenTtl: 3600, refreshTokenTtl: 604800 });

    const rows = await ctx.db
      .select({ alias: role.roleAlias, nameEn: role.roleNameEn })
      .from(role)
      .where(eq(role.tenantId, '000000'));
    const en = Object.fromEntries(rows.map((r) => [r.alias, r.nameEn]));
    expect(en).toMatchObject({ manager: 'Investment manager', partner: 'Committee partner', analyst: '' });
    const [idle] = await ctx.db
      .select({ remark: param.remark, remarkEn: param.remarkEn })
      .from(param)
      .where(eq(param.paramKey, 'lock.idleMinutes'));
    expect(idle).toEqual({
      remark: '无操作多少分钟后控制台自动锁屏；0 为不锁屏',
      remarkEn: 'Idle minutes before the console locks itself; 0 turns it off',
    });
  });
});
