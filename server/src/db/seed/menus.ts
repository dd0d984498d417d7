import { nextId } from '../ids.js';
import { MENU_CATEGORY, type menu } from '../schema/menu.js';

/** The product's menu tree (product.md "Menu"), with the button codes each screen checks. */
export type SeedMenu = {
  code: string;
  name: string;
  nameEn: string;
  path: string;
  source?: string;
  hidden?: boolean;
  keepAlive?: boolean;
  buttons?: [code: string, name: string, nameEn: string][];
  children?: SeedMenu[];
};

export type MenuRow = typeof menu.$inferInsert;

/** The menu table's rows of seed trees (menus, then their buttons), with fresh ids, the first at `firstSort`. */
export function menuRowsOf(menus: SeedMenu[], firstSort = 1): MenuRow[] {
  const rows: MenuRow[] = [];
  const add = (m: SeedMenu, parentId: string, sort: number) => {
    const id = nextId();
    rows.push({
      id,
      parentId,
      code: m.code,
      name: m.name,
      nameEn: m.nameEn,
      path: m.path,
      source: m.source ?? '',
      sort,
      category: MENU_CATEGORY.menu,
      keepAlive: m.keepAlive === false ? 0 : 1,
      isShow: m.hidden ? 0 : 1,
    });
    m.buttons?.forEach(([code, name, nameEn], i) =>
      rows.push({ id: nextId(), parentId: id, code, name, nameEn, sort: i + 1, category: MENU_CATEGORY.button }),
    );
    m.children?.forEach((child, i) => add(child, id, i + 1));
  };
  menus.forEach((m, i) => add(m, '0', firstSort + i));
  return rows;
}

const crud = (prefix: string): [string, string, string][] => [
  [`${prefix}_add`, '新增', 'Add'],
  [`${prefix}_edit`, '修改', 'Edit'],
  [`${prefix}_delete`, '删除', 'Delete'],
];

export const SEED_MENUS: SeedMenu[] = [
  { code: 'home', name: '首页', nameEn: 'Home', path: '/wel/index', source: 'HomeOutlined' },
  {
    code: 'dashboard',
    name: '工作台',
    nameEn: 'Dashboard',
    path: '/wel/dashboard',
    source: 'DashboardOutlined',
    hidden: true,
  },
  {
    code: 'project',
    name: '项目管理',
    nameEn: 'Projects',
    path: '/project',
    source: 'ProjectOutlined',
    children: [
      {
        code: 'project_list',
        name: '项目列表',
        nameEn: 'Project list',
        path: '/project/list',
        source: 'UnorderedListOutlined',
        buttons: [
          ...crud('project'),
          ['project_import', '导入', 'Import'],
          ['project_export', '导出', 'Export'],
          ['project_key', '重点标记', 'Mark as key'],
          ['project_stage', '推进阶段', 'Change stage'],
          ['project_score', '评分', 'Score'],
        ],
      },
      {
        code: 'project_pool',
        name: '项目池',
        nameEn: 'Project pool',
        path: '/project/pool',
        source: 'InboxOutlined',
        buttons: [['pool_add_meeting', '加入例会', 'Add to meeting']],
      },
      {
        code: 'project_key_list',
        name: '重点项目',
        nameEn: 'Key projects',
        path: '/project/key',
        source: 'StarOutlined',
      },
    ],
  },
  {
    code: 'meeting',
    name: '例会管理',
    nameEn: 'Regular meetings',
    path: '/meeting/index',
    source: 'TeamOutlined',
    buttons: [...crud('meeting'), ['meeting_cancel', '取消例会', 'Cancel meeting']],
  },
  {
    code: 'approval',
    name: '审批管理',
    nameEn: 'Approvals',
    path: '/approval',
    source: 'AuditOutlined',
    children: [
      {
        code: 'approval_todo',
        name: '我的待办',
        nameEn: 'My to-dos',
        path: '/approval/todo',
        source: 'ScheduleOutlined',
        buttons: [['approval_decide', '审批', 'Decide']],
      },
      {
        code: 'approval_done',
        name: '我的已办',
        nameEn: 'My done',
        path: '/approval/done',
        source: 'CheckSquareOutlined',
      },
      {
        code: 'approval_mine',
        name: '我的申请',
        nameEn: 'My applications',
        path: '/approval/mine',
        source: 'FileDoneOutlined',
        buttons: [
          ['approval_apply', '发起申请', 'Apply'],
          ['approval_withdraw', '撤回', 'Withdraw'],
        ],
      },
    ],
  },
  {
    code: 'fund',
    name: '基金管理',
    nameEn: 'Funds',
    path: '/fund/index',
    source: 'FundOutlined',
    buttons: crud('fund'),
  },
  {
    code: 'system',
    name: '系统管理',
    nameEn: 'System',
    path: '/system',
    source: 'SettingOutlined',
    children: [
      {
        code: 'user',
        name: '用户管理',
        nameEn: 'Users',
        path: '/system/user',
        source: 'UserOutlined',
        buttons: [
          ...crud('user'),
          ['user_reset', '重置密码', 'Reset password'],
          ['user_role', '分配角色', 'Assign roles'],
          ['user_unlock', '解除锁定', 'Unlock'],
          ['user_approve', '审核注册', 'Approve registration'],
        ],
      },
      {
        code: 'role',
        name: '角色管理',
        nameEn: 'Roles',
        path: '/system/role',
        source: 'SafetyCertificateOutlined',
        buttons: [...crud('role'), ['role_grant', '权限设置', 'Grant permissions']],
      },
      {
        code: 'menu',
        name: '菜单管理',
        nameEn: 'Menus',
        path: '/system/menu',
        source: 'MenuOutlined',
        buttons: crud('menu'),
      },
      {
        code: 'topmenu',
        name: '顶部菜单',
        nameEn: 'Top menus',
        path: '/system/topmenu',
        source: 'AppstoreOutlined',
        buttons: [...crud('topmenu'), ['topmenu_setting', '菜单配置', 'Choose menus']],
      },
      {
        code: 'dict_horizontal',
        name: '字典(横向)',
        nameEn: 'Dictionaries (side by side)',
        path: '/dict-horizontal/index',
        source: 'BookOutlined',
        buttons: crud('dict'),
      },
      {
        code: 'dict_vertical',
        name: '字典(纵向)',
        nameEn: 'Dictionaries (stacked)',
        path: '/dict-vertical/index',
        source: 'ReadOutlined',
      },
      {
        code: 'tenant',
        name: '租户管理',
        nameEn: 'Tenants',
        path: '/system/tenant',
        source: 'ClusterOutlined',
        buttons: [...crud('tenant'), ['tenant_setting', '授权配置', 'Quota and expiry']],
      },
      {
        code: 'notice',
        name: '通知公告',
        nameEn: 'Notices',
        path: '/system/notice',
        source: 'NotificationOutlined',
        buttons: [['notice_send', '发布通知', 'Send notice']],
      },
      {
        code: 'param',
        name: '参数管理',
        nameEn: 'Parameters',
        path: '/system/param',
        source: 'ControlOutlined',
        buttons: crud('param'),
      },
      {
        code: 'error_log',
        name: '客户端错误日志',
        nameEn: 'Client error logs',
        path: '/system/error-log',
        source: 'BugOutlined',
      },
      { code: 'api_doc', name: '接口文档', nameEn: 'API reference', path: '/code', source: 'ApiOutlined' },
      { code: 'diagnostics', name: '系统诊断', nameEn: 'Diagnostics', path: '/test/index', source: 'MonitorOutlined' },
    ],
  },
];

/**
 * The Workflow menus (issue 10), seeded by their own step (db/seed/flow.ts) so that databases
 * seeded before them get them too. Every role may use the work screens; administrators manage.
 * Process management stays hidden from the side menu until the console has its screens (no menu
 * leads to a placeholder); the grants already open its calls.
 */
export const FLOW_MENUS: SeedMenu[] = [
  {
    code: 'work',
    name: '工作流程',
    nameEn: 'Workflow',
    path: '/work',
    source: 'PartitionOutlined',
    children: [
      { code: 'work_start', name: '发起事务', nameEn: 'Start', path: '/work/start', source: 'SendOutlined' },
      { code: 'work_claim', name: '待签事务', nameEn: 'To claim', path: '/work/claim', source: 'InboxOutlined' },
      { code: 'work_todo', name: '待办事务', nameEn: 'To-do', path: '/work/todo', source: 'ScheduleOutlined' },
      { code: 'work_send', name: '已发事务', nameEn: 'Sent', path: '/work/send', source: 'ExportOutlined' },
      { code: 'work_done', name: '办结事务', nameEn: 'Done', path: '/work/done', source: 'CheckSquareOutlined' },
    ],
  },
  {
    code: 'flow',
    name: '流程管理',
    nameEn: 'Process management',
    path: '/flow',
    source: 'ApartmentOutlined',
    hidden: true,
    children: [
      {
        code: 'flow_manager',
        name: '流程管理',
        nameEn: 'Definitions',
        path: '/flow/manager',
        source: 'ClusterOutlined',
        buttons: [
          ['flow_deploy', '部署', 'Deploy'],
          ['flow_suspend', '挂起/激活', 'Suspend / activate'],
          ['flow_delete_deployment', '删除', 'Delete'],
        ],
      },
      {
        code: 'flow_follow',
        name: '流程跟踪',
        nameEn: 'Running processes',
        path: '/flow/follow',
        source: 'NodeIndexOutlined',
        buttons: [['flow_terminate', '终止', 'Terminate']],
      },
    ],
  },
];

/** The work screens, open to every role. */
export const isWorkCode = (code: string) => /^work(_|$)/.test(code);

const BUSINESS_READ = [
  'home',
  'dashboard',
  'project',
  'project_list',
  'project_pool',
  'project_key_list',
  'meeting',
  'approval',
  'approval_todo',
  'approval_done',
  'approval_mine',
  'fund',
];

/** Which menu and button codes each seeded role is granted (the super administrator has all). */
export const ROLE_GRANTS: Record<string, (code: string) => boolean> = {
  administrator: () => true,
  admin: (code) => !/^(menu|topmenu|tenant)(_|$)/.test(code),
  partner: (code) =>
    BUSINESS_READ.includes(code) ||
    isWorkCode(code) ||
    ['project_score', 'approval_decide', 'meeting_edit', 'approval_apply', 'approval_withdraw'].includes(code),
  manager: (code) =>
    BUSINESS_READ.includes(code) ||
    isWorkCode(code) ||
    /^(project_(add|edit|import|export|key|stage|score)|pool_add_meeting|meeting_(add|edit|cancel)|approval_(apply|withdraw))$/.test(
      code,
    ),
  analyst: (code) =>
    BUSINESS_READ.includes(code) ||
    isWorkCode(code) ||
    ['project_export', 'approval_apply', 'approval_withdraw'].includes(code),
};

export const SEED_TOP_MENUS = [
  {
    code: 'business',
    name: '投资业务',
    nameEn: 'Investment',
    source: 'FundProjectionScreenOutlined',
    menus: ['home', 'dashboard', 'project', 'meeting', 'approval', 'fund'],
  },
  {
    code: 'admin',
    name: '系统管理',
    nameEn: 'Administration',
    source: 'SettingOutlined',
    menus: ['home', 'dashboard', 'system'],
  },
];
