import { inArray } from 'drizzle-orm';
import { menu, roleMenu } from '../../src/db/schema/menu.js';
import { tenant } from '../../src/db/schema/tenant.js';
import { role, user, userRole } from '../../src/db/schema/user.js';
import { hashPassword, md5Hex } from '../../src/modules/auth/secrets.js';
import type { TestContext } from './context.js';
import { SEED_PASSWORD } from './context.js';

/** A second tenant with one user of the given role code, to try cross-tenant reads and writes. */
export async function addTenantWithUser(
  ctx: TestContext,
  tenantId: string,
  account: string,
  roleAlias = 'admin',
  grants: string[] = [],
) {
  await ctx.db.insert(tenant).values({ tenantId, tenantName: `Tenant ${tenantId}` });
  const [r] = await ctx.db.insert(role).values({ tenantId, roleName: roleAlias, roleAlias }).returning();
  const [u] = await ctx.db
    .insert(user)
    .values({ tenantId, account, name: account, password: await hashPassword(md5Hex(SEED_PASSWORD)) })
    .returning();
  await ctx.db.insert(userRole).values({ userId: u!.id, roleId: r!.id });
  if (grants.length) {
    const menus = await ctx.db.select({ id: menu.id }).from(menu).where(inArray(menu.code, grants));
    await ctx.db.insert(roleMenu).values(menus.map((m) => ({ roleId: r!.id, menuId: m.id })));
  }
  return { userId: u!.id, roleId: r!.id };
}
