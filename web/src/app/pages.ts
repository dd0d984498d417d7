import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../lib/lazyPage';

export type PageComponent = LazyPage;

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The one registry of pages behind menu entries: menu `code` → lazily loaded page. A menu code
 * missing here shows the "not available yet" page, inside the layout and with its tab.
 */
const loaders: Record<string, () => PageModule> = {
  home: () => import('../features/dashboard/pages/HomePage'),
  dashboard: () => import('../features/dashboard/pages/DashboardPage'),
  menu: () => import('../features/menu-admin/pages/MenuPage'),
  topmenu: () => import('../features/menu-admin/pages/TopMenuPage'),
  tenant: () => import('../features/tenant/pages/TenantPage'),
  param: () => import('../features/param/pages/ParamPage'),
  notice: () => import('../features/notice/pages/NoticeAdminPage'),
  api_doc: () => import('../features/api-doc/pages/ApiDocPage'),
  diagnostics: () => import('../features/diagnostics/pages/DiagnosticsPage'),
  dict_horizontal: () => import('../features/dict/pages/DictHorizontalPage'),
  dict_vertical: () => import('../features/dict/pages/DictVerticalPage'),
  role: () => import('../features/role/pages/RolePage'),
  user: () => import('../features/user/pages/UserPage'),
  error_log: () => import('../features/log-admin/pages/ClientLogPage'),
  project_list: () => import('../features/project-list/pages/ProjectListPage'),
  project_key_list: () => import('../features/project-list/pages/KeyProjectPage'),
  project_pool: () => import('../features/pool/pages/ProjectPoolPage'),
  meeting: () => import('../features/meeting/pages/MeetingPage'),
  approval_todo: () => import('../features/approval/pages/ApprovalTodoPage'),
  approval_done: () => import('../features/approval/pages/ApprovalDonePage'),
  approval_mine: () => import('../features/approval/pages/ApprovalMinePage'),
  fund: () => import('../features/fund/pages/FundPage'),
  work_start: () => import('../features/work/pages/WorkStartPage'),
  work_claim: () => import('../features/work/pages/WorkClaimPage'),
  work_todo: () => import('../features/work/pages/WorkTodoPage'),
  work_send: () => import('../features/work/pages/WorkSendPage'),
  work_done: () => import('../features/work/pages/WorkDonePage'),
  flow_manager: () => import('../features/flow-admin/pages/FlowManagerPage'),
  flow_follow: () => import('../features/flow-admin/pages/FlowFollowPage'),
};

export const pages: Record<string, PageComponent> = Object.fromEntries(
  Object.entries(loaders).map(([code, load]) => [code, lazyPage(load)]),
);

/** Fetches a page's code ahead of its route, so the route renders it at once. */
export function preloadPage(code: string): Promise<unknown> {
  return pages[code]?.preload() ?? Promise.resolve();
}

/** The signed-in shell around every page (here, so the first screen can preload it: app/firstScreen). */
export const ShellLayout: PageComponent = lazyPage(() => import('../layout/ShellLayout'));

export const UnavailablePage: PageComponent = lazyPage(() => import('../pages/unavailable/UnavailablePage'));

export function pageFor(code: string): PageComponent {
  return pages[code] ?? UnavailablePage;
}
