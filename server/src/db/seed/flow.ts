import { and, eq, like, or } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { Db } from '../client.js';
import { dict } from '../schema/dict.js';
import { tenant } from '../schema/tenant.js';
import { menu, roleMenu, topMenu, topMenuSetting } from '../schema/menu.js';
import { role } from '../schema/user.js';
import { moveApprovalsOntoEngine } from '../../modules/approval/move-onto-engine.js';
import { createFlowRepo } from '../../modules/flow/repo.js';
import { deployShipped } from '../../modules/flow/shipped.js';
import { FLOW_MENUS, menuRowsOf, ROLE_GRANTS } from './menus.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The `flow` dictionary (spec): each item's remark is the route of its process's pages. */
const FLOW_DICT: [key: string, zh: string, en: string, remark: string][] = [
  ['1', '请假流程', 'Leave request', 'leave'],
  ['2', '项目审批', 'Project approval', 'project-approval'],
];

/** The Workflow menus, granted to the seeded roles of every tenant and placed under the top menus. */
async function seedFlowMenus(tx: Tx) {
  const rows = menuRowsOf(FLOW_MENUS, 50);
  const descendants = (id: string): string[] =>
    rows.filter((m) => m.parentId === id).flatMap((m) => [m.id!, ...descendants(m.id!)]);
  await tx.insert(menu).values(rows);

  const roles = await tx.select({ id: role.id, alias: role.roleAlias }).from(role).where(eq(role.isDeleted, 0));
  const grants = roles.flatMap((r) => {
    const grant = ROLE_GRANTS[r.alias];
    return grant ? rows.filter((m) => grant(m.code!)).map((m) => ({ roleId: r.id, menuId: m.id! })) : [];
  });
  if (grants.length) await tx.insert(roleMenu).values(grants);

  // The work screens sit with the business menus, process management with administration.
  for (const [topCode, menuCode] of [
    ['business', 'work'],
    ['admin', 'flow'],
  ] as const) {
    const [top] = await tx.select({ id: topMenu.id }).from(topMenu).where(eq(topMenu.code, topCode));
    const parentId = rows.find((m) => m.code === menuCode)!.id!;
    if (top)
      await tx
        .insert(topMenuSetting)
        .values([parentId, ...descendants(parentId)].map((menuId) => ({ topMenuId: top.id, menuId })));
  }
}

/** Every tenant's `flow` dictionary gets the spec's items (keys 1 and 2, with their route remarks). */
async function seedFlowDictionary(tx: Tx) {
  const parents = await tx
    .select({ id: dict.id, tenantId: dict.tenantId })
    .from(dict)
    .where(and(eq(dict.code, 'flow'), eq(dict.parentId, '0'), eq(dict.isDeleted, 0)));
  for (const parent of parents) {
    await tx.delete(dict).where(eq(dict.parentId, parent.id));
    await tx.insert(dict).values(
      FLOW_DICT.map(([dictKey, dictValue, dictValueEn, remark], i) => ({
        tenantId: parent.tenantId,
        parentId: parent.id,
        code: 'flow',
        dictKey,
        dictValue,
        dictValueEn,
        remark,
        sort: i + 1,
        isSealed: 1,
      })),
    );
  }
}

/** Seed step 005: the workflow's menus, its dictionary and the shipped processes. */
export async function seedFlow(tx: Tx): Promise<void> {
  await seedFlowMenus(tx);
  await seedFlowDictionary(tx);
  await deployShipped(createFlowRepo(tx as unknown as Db), DEFAULT_TENANT_ID);
}

/**
 * Seed step 007: every tenant gets the shipped processes it lacks (project approval shipped after
 * step 005), then the approvals of the ordered-approver engine move onto the workflow engine.
 */
export async function seedProjectApproval(tx: Tx): Promise<void> {
  const db = tx as unknown as Db;
  for (const { tenantId } of await tx.select({ tenantId: tenant.tenantId }).from(tenant))
    await deployShipped(createFlowRepo(db), tenantId);
  await moveApprovalsOntoEngine(db);
}

/**
 * Seed step 009: the shipped leave process gained a reminder (a non-interrupting boundary timer on
 * 审批 that reminds the approver again after 2 days); every tenant still on the shipped version
 * gets it as the next version. Requests already running stay on theirs.
 */
export async function seedShippedUpdates(tx: Tx): Promise<void> {
  const db = tx as unknown as Db;
  for (const { tenantId } of await tx.select({ tenantId: tenant.tenantId }).from(tenant))
    await deployShipped(createFlowRepo(db), tenantId);
}

/**
 * Seed step 008: the work screens exist in the console now, so their menus (hidden since step 005)
 * show in the side menu of every tenant.
 */
export async function showWorkMenus(tx: Tx): Promise<void> {
  await tx
    .update(menu)
    .set({ isShow: 1 })
    .where(or(eq(menu.code, 'work'), like(menu.code, 'work\\_%')));
}
