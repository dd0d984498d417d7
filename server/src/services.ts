import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createCacheHub } from './caches.js';
import { createAuthRepo } from './modules/auth/repo.js';
import { createOidcClient } from './modules/auth/oidc.js';
import { createAuthService } from './modules/auth/service.js';
import type { SmsSender } from './sms/sender.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { createDictRepo } from './modules/dict/repo.js';
import { createDictService } from './modules/dict/service.js';
import { createFundRepo } from './modules/fund/repo.js';
import { createFundService } from './modules/fund/service.js';
import { createLogRepo } from './modules/log/repo.js';
import { createDashboardService } from './modules/dashboard/service.js';
import { createFileRepo } from './modules/file/repo.js';
import { createFileService } from './modules/file/service.js';
import { createFlowRepo } from './modules/flow/repo.js';
import { createFlowService } from './modules/flow/service.js';
import { createLeaveService } from './modules/flow/leave.js';
import { createLinkService } from './modules/flow/links.js';
import { createMeetingRepo } from './modules/meeting/repo.js';
import { createMeetingService } from './modules/meeting/service.js';
import { APPROVAL_TYPE, createApprovalRepo } from './modules/approval/repo.js';
import { createApprovalService } from './modules/approval/service.js';
import { createProjectRepo } from './modules/project/repo.js';
import { createProjectService } from './modules/project/service.js';
import { createProjectExcel } from './modules/project/excel.js';
import { createLogService } from './modules/log/service.js';
import { createMenuAdmin } from './modules/menu/manage.js';
import { createMenuRepo } from './modules/menu/repo.js';
import { createMenuService } from './modules/menu/service.js';
import { createNoticeRepo } from './modules/notice/repo.js';
import { createReminderRepo } from './modules/reminder/repo.js';
import { createReminderService } from './modules/reminder/service.js';
import { createNoticeService } from './modules/notice/service.js';
import { createParamRepo } from './modules/param/repo.js';
import { createParamService } from './modules/param/service.js';
import { createResourceRepo } from './modules/resource/repo.js';
import { createResourceService } from './modules/resource/service.js';
import { createRoleRepo } from './modules/role/repo.js';
import { createRoleService } from './modules/role/service.js';
import { createTenantRepo } from './modules/tenant/repo.js';
import { createTenantAdmin } from './modules/tenant/manage.js';
import { createTenantService } from './modules/tenant/service.js';
import { createUserAdmin } from './modules/user/manage.js';
import { createUserRepo } from './modules/user/repo.js';
import { createUserService } from './modules/user/service.js';
import { createDiskStorage, storageRoot } from './storage/storage.js';

/** Every service of the server, wired once; routes receive the ones they need. */
export type ServiceOptions = {
  sms: SmsSender;
  /** Where failures of outside systems (identity providers) are logged. */
  log: (err: unknown) => void;
};

export function createServices(config: Config, database: Database, opts: ServiceOptions) {
  const { db, pubsub } = database;
  const caches = createCacheHub(pubsub, { ttlMs: config.cacheTtlMs });
  const userRepo = createUserRepo(db);
  const users = createUserService(userRepo);
  const tenantRepo = createTenantRepo(db);
  const tenants = createTenantService(tenantRepo);
  const menuRepo = createMenuRepo(db);
  const menus = createMenuService(menuRepo, caches);
  const auth = createAuthService({
    repo: createAuthRepo(db),
    caches,
    users,
    tenants,
    tokens: createTokenSigner(config.jwtSecret, config.jwtPreviousSecrets),
    captchaMode: config.captchaMode,
    sms: opts.sms,
    oidc: createOidcClient(config.oidcProviders, config.publicUrl),
    log: opts.log,
  });
  caches.register('client', auth.clearClientCache);
  const params = createParamService(createParamRepo(db), menus);
  const roles = createRoleService(createRoleRepo(db), menus, caches, menus);
  const dicts = createDictService(createDictRepo(db), caches, menus);
  const funds = createFundService(createFundRepo(db), users, menus);
  const reminders = createReminderService(createReminderRepo(db), pubsub, users);
  const approvalRepo = createApprovalRepo(db);
  const projects = createProjectService({
    repo: createProjectRepo(db),
    users,
    funds,
    dicts,
    reminders,
    decisions: {
      approved: (tenantId, projectId) =>
        approvalRepo.hasApproved(tenantId, projectId, APPROVAL_TYPE.investmentDecision),
    },
    permissions: menus,
  });
  const resources = createResourceService(createResourceRepo(db), createDiskStorage(storageRoot(config.dataDir)));
  const flowRepo = createFlowRepo(db);
  const flow = createFlowService({
    repo: flowRepo,
    users,
    reminders,
    dicts,
    roleMembers: async (tenantId, alias) => (await userRepo.byRoleAlias(tenantId, alias)).map((u) => u.id),
  });
  const approvals = createApprovalService({ repo: approvalRepo, flow, users, projects, dicts });
  const meetings = createMeetingService({
    repo: createMeetingRepo(db),
    users,
    projects,
    dicts,
    reminders,
    permissions: menus,
  });
  return {
    approvals,
    notices: createNoticeService(createNoticeRepo(db), reminders, users),
    flow,
    leave: createLeaveService({ repo: flowRepo, flow, users }),
    flowLinks: createLinkService({
      repo: flowRepo,
      flow,
      users,
      secret: config.jwtSecret,
      confirmPassword: auth.confirmPassword,
    }),
    meetings,
    dashboard: createDashboardService({ projects, approvals, meetings }),
    projects,
    projectExcel: createProjectExcel({ projects, dicts, funds, users }),
    resources,
    files: createFileService({ repo: createFileRepo(db), projects, resources, users, dicts }),
    caches,
    funds,
    dicts,
    tenantAdmin: createTenantAdmin({
      repo: tenantRepo,
      dicts,
      roles,
      params,
      users,
      auth,
      permissions: menus,
      processes: flow,
    }),
    users,
    tenants,
    menus,
    auth,
    params,
    roles,
    menuAdmin: createMenuAdmin(menuRepo, caches, menus),
    userAdmin: createUserAdmin({ repo: userRepo, auth, roles, tenants, permissions: menus, rights: menus }),
    reminders,
    logs: createLogService(createLogRepo(db)),
  };
}
export type Services = ReturnType<typeof createServices>;
