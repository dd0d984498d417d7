import { and, eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { Db } from '../client.js';
import { nextId } from '../ids.js';
import { seedHistory } from '../schema/auth.js';
import { dict, param } from '../schema/dict.js';
import { menu, roleMenu, topMenu, topMenuSetting } from '../schema/menu.js';
import { client, tenant } from '../schema/tenant.js';
import { role, user, userRole } from '../schema/user.js';
import { hashPassword, md5Hex, sha256Hex, verifyPassword } from '../../modules/auth/secrets.js';
import { SEED_DICTS } from './dicts.js';
import { seedAddressedReminders, seedAnnouncements } from './reminders.js';
import { seedSamplePipeline } from './pipeline.js';
import { seedSampleFiles } from './files.js';
import { seedFlow, seedProjectApproval, showWorkMenus, seedShippedUpdates } from './flow.js';
import type { FileStorage } from '../../storage/storage.js';
import { menuRowsOf, ROLE_GRANTS, SEED_MENUS, SEED_TOP_MENUS } from './menus.js';

/** The console's own OAuth client; a public client, so its secret only tells clients apart. */
export const CONSOLE_CLIENT = { id: 'invest-console', secret: 'invest-console-secret' } as const;

export const SEED_USERS = [
  { account: 'admin', name: '管理员', realName: '系统管理员', role: 'administrator', phone: '13800000001' },
  { account: 'itadmin', name: '周强', realName: '周强', role: 'admin', phone: '13800000002' },
  { account: 'partner', name: '陈建国', realName: '陈建国', role: 'partner', phone: '13800000003' },
  { account: 'manager', name: '李娜', realName: '李娜', role: 'manager', phone: '13800000004' },
  { account: 'analyst', name: '张敏', realName: '张敏', role: 'analyst', phone: '13800000005' },
] as const;

const SEED_ROLES = [
  { alias: 'administrator', name: '超级管理员', nameEn: 'Super administrator' },
  { alias: 'admin', name: '系统管理员', nameEn: 'System administrator' },
  { alias: 'partner', name: '投委会合伙人', nameEn: 'Committee partner' },
  { alias: 'manager', name: '投资经理', nameEn: 'Investment manager' },
  { alias: 'analyst', name: '分析师', nameEn: 'Analyst' },
] as const;

/** The shipped parameter, named and explained in both languages. */
const IDLE_LOCK_PARAM = {
  paramName: '空闲自动锁屏（分钟，0 为关闭）',
  paramNameEn: 'Idle auto-lock (minutes, 0 = off)',
  paramKey: 'lock.idleMinutes',
  remark: '无操作多少分钟后控制台自动锁屏；0 为不锁屏',
  remarkEn: 'Idle minutes before the console locks itself; 0 turns it off',
} as const;

type SeedOptions = {
  password: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** The sample funds, projects, meetings and approvals (on by default; API tests start without them). */
  samplePipeline?: boolean;
  /** Where the sample documents are stored; without it the sample files step waits for a start that has one. */
  storage?: FileStorage;
};
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Seed steps in order; each runs once per database, inside its own transaction. */
const STEPS: {
  name: string;
  run: (tx: Tx, opts: SeedOptions) => Promise<void>;
  sample?: boolean;
  storage?: boolean;
}[] = [
  { name: '001-foundation', run: seedFoundation },
  // Announcements only since the reminders were addressed (issue 14); step 011 brings the rest.
  { name: '002-sample-reminders', run: (tx) => seedAnnouncements(tx) },
  { name: '003-sample-pipeline', run: (tx) => seedSamplePipeline(tx), sample: true },
  { name: '004-sample-files', run: (tx, opts) => seedSampleFiles(tx, opts.storage!), sample: true, storage: true },
  { name: '005-flow', run: (tx) => seedFlow(tx) },
  { name: '006-menu-groups', run: seedMenuGroups },
  { name: '007-project-approval', run: (tx) => seedProjectApproval(tx) },
  { name: '008-work-menus-shown', run: (tx) => showWorkMenus(tx) },
  { name: '009-leave-reminder', run: (tx) => seedShippedUpdates(tx) },
  { name: '010-english-names', run: seedEnglishNames },
  { name: '011-addressed-reminders', run: (tx) => seedAddressedReminders(tx), sample: true },
];

/**
 * Issue 14: the shipped roles and parameter get their English texts in databases seeded before
 * the columns existed. Only rows still as shipped change: a renamed role keeps what its owner typed.
 */
async function seedEnglishNames(tx: Tx): Promise<void> {
  for (const r of SEED_ROLES) {
    await tx
      .update(role)
      .set({ roleNameEn: r.nameEn })
      .where(and(eq(role.roleAlias, r.alias), eq(role.roleName, r.name), eq(role.roleNameEn, '')));
  }
  // The remark was shipped in English only, which the Chinese console showed as is.
  await tx
    .update(param)
    .set(IDLE_LOCK_PARAM)
    .where(and(eq(param.paramKey, IDLE_LOCK_PARAM.paramKey), eq(param.remark, IDLE_LOCK_PARAM.remarkEn)));
}

/**
 * Spec §3 menu `group`: the project detail page (opened from the list, the pool, a reminder)
 * belongs to the project list, which stays selected in the side menu while it is open.
 */
async function seedMenuGroups(tx: Tx): Promise<void> {
  await tx
    .update(menu)
    .set({ menuGroup: ['/project/project_detail'] })
    .where(and(eq(menu.code, 'project_list'), eq(menu.isDeleted, 0)));
}

/** Applies the seed steps this database has not had yet; returns the names applied. */
export async function seed(db: Db, opts: SeedOptions): Promise<string[]> {
  const applied = new Set((await db.select({ name: seedHistory.name }).from(seedHistory)).map((r) => r.name));
  const done: string[] = [];
  for (const step of STEPS) {
    if (applied.has(step.name) || (step.sample && opts.samplePipeline === false) || (step.storage && !opts.storage))
      continue;
    await db.transaction(async (tx) => {
      // Two processes starting together: only the one that records the step runs it.
      const claimed = await tx.insert(seedHistory).values({ name: step.name }).onConflictDoNothing().returning();
      if (claimed.length) await step.run(tx, opts);
    });
    done.push(step.name);
  }
  return done;
}

async function seedFoundation(tx: Tx, opts: SeedOptions): Promise<void> {
  await tx.insert(tenant).values({
    tenantId: DEFAULT_TENANT_ID,
    tenantName: '示例投资管理有限公司',
    linkman: '系统管理员',
  });
  await tx.insert(client).values({
    clientId: CONSOLE_CLIENT.id,
    clientSecretHash: sha256Hex(CONSOLE_CLIENT.secret),
    authorizedGrantTypes: 'password,captcha,refresh_token,social,sms_code',
    accessTokenValidity: opts.accessTokenTtl,
    refreshTokenValidity: opts.refreshTokenTtl,
  });

  const menuRows = menuRowsOf(SEED_MENUS);
  await tx.insert(menu).values(menuRows);

  const roleIds = new Map<string, string>();
  for (const [i, r] of SEED_ROLES.entries()) {
    const id = nextId();
    roleIds.set(r.alias, id);
    await tx.insert(role).values({
      id,
      tenantId: DEFAULT_TENANT_ID,
      roleName: r.name,
      roleNameEn: r.nameEn,
      roleAlias: r.alias,
      sort: i + 1,
    });
    const grant = ROLE_GRANTS[r.alias]!;
    const grants = menuRows.filter((m) => grant(m.code)).map((m) => ({ roleId: id, menuId: m.id! }));
    if (grants.length) await tx.insert(roleMenu).values(grants);
  }

  const digest = md5Hex(opts.password);
  for (const u of SEED_USERS) {
    const id = nextId();
    await tx.insert(user).values({
      id,
      tenantId: DEFAULT_TENANT_ID,
      account: u.account,
      password: await hashPassword(digest),
      name: u.name,
      realName: u.realName,
      email: `${u.account}@example.com`,
      phone: u.phone,
    });
    await tx.insert(userRole).values({ userId: id, roleId: roleIds.get(u.role)! });
  }

  const menuIdByCode = new Map(menuRows.map((m) => [m.code, m.id!]));
  const descendants = (id: string): string[] =>
    menuRows.filter((m) => m.parentId === id).flatMap((m) => [m.id!, ...descendants(m.id!)]);
  for (const [i, t] of SEED_TOP_MENUS.entries()) {
    const [row] = await tx
      .insert(topMenu)
      .values({ code: t.code, name: t.name, nameEn: t.nameEn, source: t.source, sort: i + 1 })
      .returning({ id: topMenu.id });
    const ids = t.menus.flatMap((code) => {
      const id = menuIdByCode.get(code)!;
      return [id, ...descendants(id)];
    });
    await tx.insert(topMenuSetting).values(ids.map((menuId) => ({ topMenuId: row!.id, menuId })));
  }

  for (const [i, d] of SEED_DICTS.entries()) {
    const parentId = nextId();
    await tx.insert(dict).values({
      id: parentId,
      tenantId: DEFAULT_TENANT_ID,
      code: d.code,
      dictKey: '-1',
      dictValue: d.name,
      dictValueEn: d.nameEn,
      sort: i + 1,
      isSealed: 1,
    });
    await tx.insert(dict).values(
      d.items.map(([key, zh, en], j) => ({
        tenantId: DEFAULT_TENANT_ID,
        parentId,
        code: d.code,
        dictKey: key,
        dictValue: zh,
        dictValueEn: en,
        sort: j + 1,
        isSealed: 1,
      })),
    );
  }

  await tx.insert(param).values([{ ...IDLE_LOCK_PARAM, tenantId: DEFAULT_TENANT_ID, paramValue: '0' }]);
}

/** Whether the seeded administrator still has the first-start password (to print it at start). */
export async function adminHasSeedPassword(db: Db, password: string): Promise<boolean> {
  const [row] = await db
    .select({ password: user.password })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT_ID), eq(user.account, 'admin')))
    .limit(1);
  return row ? verifyPassword(row.password, md5Hex(password)) : false;
}
