import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import { menu, roleMenu } from '../../src/db/schema/menu.js';
import { role, user, userRole } from '../../src/db/schema/user.js';
import { hashPassword, md5Hex } from '../../src/modules/auth/secrets.js';
import { SEED_PASSWORD, type TestContext } from './context.js';

/** A role of the default tenant granting exactly these menu and button codes, and one user holding it. */
export async function addRoleWithUser(ctx: TestContext, alias: string, account: string, grants: string[]) {
  const [r] = await ctx.db
    .insert(role)
    .values({ tenantId: DEFAULT_TENANT_ID, roleName: alias, roleAlias: alias })
    .returning();
  const [u] = await ctx.db
    .insert(user)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      account,
      name: account,
      password: await hashPassword(md5Hex(SEED_PASSWORD)),
    })
    .returning();
  await ctx.db.insert(userRole).values({ userId: u!.id, roleId: r!.id });
  const menus = await ctx.db.select({ id: menu.id }).from(menu).where(inArray(menu.code, grants));
  if (menus.length !== grants.length) throw new Error(`unknown menu codes among ${grants.join(',')}`);
  await ctx.db.insert(roleMenu).values(menus.map((m) => ({ roleId: r!.id, menuId: m.id })));
  return { userId: u!.id, roleId: r!.id };
}

export async function roleIdOf(ctx: TestContext, alias: string, tenantId = DEFAULT_TENANT_ID): Promise<string> {
  const [r] = await ctx.db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias), eq(role.isDeleted, 0)));
  if (!r) throw new Error(`no role ${alias} in ${tenantId}`);
  return r.id;
}

export async function userIdOf(ctx: TestContext, account: string, tenantId = DEFAULT_TENANT_ID): Promise<string> {
  const [u] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.account, account), eq(user.isDeleted, 0)));
  if (!u) throw new Error(`no user ${account} in ${tenantId}`);
  return u.id;
}
