import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../lib/lazyPage';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * The one registry of pages behind menu entries: menu `code` → lazily loaded page. A menu code
 * missing here shows the "not available yet" page, inside the layout and with its tab.
 */
export const pages: Record<string, PageComponent> = {
  home: lazyPage(() => import('../features/dashboard/pages/HomePage')),
  dashboard: lazyPage(() => import('../features/dashboard/pages/DashboardPage')),
  menu: lazyPage(() => import('../features/menu-admin/pages/MenuPage')),
  topmenu: lazyPage(() => import('../features/menu-admin/pages/TopMenuPage')),
  tenant: lazyPage(() => import('../features/tenant/pages/TenantPage')),
  param: lazyPage(() => import('../features/param/pages/ParamPage')),
  notice: lazyPage(() => import('../features/notice/pages/NoticeAdminPage')),
  api_doc: lazyPage(() => import('../features/api-doc/pages/ApiDocPage')),
  diagnostics: lazyPage(() => import('../features/diagnostics/pages/DiagnosticsPage')),
  dict_horizontal: lazyPage(() => import('../features/dict/pages/DictHorizontalPage')),
  dict_vertical: lazyPage(() => import('../features/dict/pages/DictVerticalPage')),
  role: lazyPage(() => import('../features/role/pages/RolePage')),
  user: lazyPage(() => import('../features/user/pages/UserPage')),
  error_log: lazyPage(() => import('../features/log-admin/pages/ClientLogPage')),
  project_list: lazyPage(() => import('../features/project-list/pages/ProjectListPage')),
  project_key_list: lazyPage(() => import('../features/project-list/pages/KeyProjectPage')),
  project_pool: lazyPage(() => import('../features/pool/pages/ProjectPoolPage')),
  meeting: lazyPage(() => import('../features/meeting/pages/MeetingPage')),
  approval_todo: lazyPage(() => import('../features/approval/pages/ApprovalTodoPage')),
  approval_done: lazyPage(() => import('../features/approval/pages/ApprovalDonePage')),
  approval_mine: lazyPage(() => import('../features/approval/pages/ApprovalMinePage')),
  fund: lazyPage(() => import('../features/fund/pages/FundPage')),
  work_start: lazyPage(() => import('../features/work/pages/WorkStartPage')),
  work_claim: lazyPage(() => import('../features/work/pages/WorkClaimPage')),
  work_todo: lazyPage(() => import('../features/work/pages/WorkTodoPage')),
  work_send: lazyPage(() => import('../features/work/pages/WorkSendPage')),
  work_done: lazyPage(() => import('../features/work/pages/WorkDonePage')),
  flow_manager: lazyPage(() => import('../features/flow-admin/pages/FlowManagerPage')),
  flow_follow: lazyPage(() => import('../features/flow-admin/pages/FlowFollowPage')),
};

export const UnavailablePage: PageComponent = lazyPage(() => import('../pages/unavailable/UnavailablePage'));

export function pageFor(code: string): PageComponent {
  return pages[code] ?? UnavailablePage;
}
