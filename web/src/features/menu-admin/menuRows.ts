import type { MenuRecord, MenuSubmit } from '@invest/contract/menu';

/** A row of the menu tree table: `children` present (maybe still empty) when the row can expand. */
export type MenuRow = MenuRecord & { children?: MenuRow[] };

/** Category 1 is a menu, 2 a button (contract menuSubmit). */
export const MENU = 1;
export const BUTTON = 2;

/** Where a button shows: 0 toolbar, 1 row action, 2 both. */
export const BUTTON_ACTIONS = [0, 1, 2] as const;

/**
 * The tree rows from the top level and the levels loaded so far. A row whose children are not
 * loaded yet gets an empty `children`, so the table offers to expand it. A search lists its hits
 * flat: they come from every level, and a hit's parent may be a hit too.
 */
export function buildMenuRows(
  top: readonly MenuRecord[],
  levels: ReadonlyMap<string, { rows?: readonly MenuRecord[] }>,
  flat: boolean,
): MenuRow[] {
  const seen = new Set<string>();
  const build = (records: readonly MenuRecord[]): MenuRow[] =>
    records.map((r) => {
      if (flat || !r.hasChildren || seen.has(r.id)) return { ...r };
      seen.add(r.id);
      return { ...r, children: build(levels.get(r.id)?.rows ?? []) };
    });
  return build(top);
}

/** What the drawer's form holds (switches as booleans, "hidden" rather than isShow). */
export type MenuFormValues = {
  parentId: string;
  category: 1 | 2;
  code: string;
  name: string;
  nameEn: string;
  path: string;
  source: string;
  sort: number;
  action: number;
  keepAlive: boolean;
  hidden: boolean;
  remark: string;
  /** Spec §3/§5: role codes the item is shown to; none = every role granted it. */
  roles: string[];
  /** Console paths that belong to the item. */
  group: string[];
  /** The query string it opens its page with. */
  query: string;
};

/** A new menu (or button) under `parentId`. */
export function newMenuValues(parentId: string, category: 1 | 2, sort = 0): MenuFormValues {
  return {
    parentId,
    category,
    code: '',
    name: '',
    nameEn: '',
    path: '',
    source: '',
    sort,
    action: 0,
    keepAlive: category === MENU,
    hidden: false,
    remark: '',
    roles: [],
    group: [],
    query: '',
  };
}

export function toFormValues(r: MenuRecord): MenuFormValues {
  return {
    parentId: r.parentId,
    category: r.category === BUTTON ? BUTTON : MENU,
    code: r.code,
    name: r.name,
    nameEn: r.nameEn,
    path: r.path,
    source: r.source,
    sort: r.sort,
    action: r.action,
    keepAlive: r.keepAlive === 1,
    hidden: r.isShow === 0,
    remark: r.remark,
    roles: r.roles,
    group: r.group,
    query: r.query,
  };
}

/** The submit body; a button has no path, icon, keep-alive, roles, group or query of its own. */
export function toMenuSubmit(v: MenuFormValues, id?: string): MenuSubmit {
  const button = v.category === BUTTON;
  return {
    ...(id ? { id } : {}),
    parentId: v.parentId || '0',
    category: v.category,
    code: v.code.trim(),
    name: v.name.trim(),
    nameEn: (v.nameEn ?? '').trim(),
    path: button ? '' : (v.path ?? '').trim(),
    source: button ? '' : (v.source ?? ''),
    sort: v.sort ?? 0,
    action: button ? (v.action ?? 0) : 0,
    keepAlive: !button && v.keepAlive ? 1 : 0,
    isShow: v.hidden ? 0 : 1,
    remark: (v.remark ?? '').trim(),
    roles: button ? [] : (v.roles ?? []).map((r) => r.trim()).filter(Boolean),
    group: button ? [] : (v.group ?? []).map((p) => p.trim()).filter(Boolean),
    query: button ? '' : (v.query ?? '').trim(),
  };
}

/** Contract rules, mirrored by the form. */
export const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
export const PATH_PATTERN = /^(\/[\w\-./]*|https?:\/\/\S+)?$/;
export const GROUP_PATH_PATTERN = /^\/[\w\-./]*$/;
export const QUERY_PATTERN = /^[^?#\s]*$/;

/** The label key of a button's action. */
export const ACTION_KEYS = ['menuAdmin.action0', 'menuAdmin.action1', 'menuAdmin.action2'] as const;
export const actionKey = (action: number) => ACTION_KEYS[action === 1 || action === 2 ? action : 0];

/** The short label of a button's action (the table). */
const ACTION_SHORT_KEYS = ['menuAdmin.actionShort0', 'menuAdmin.actionShort1', 'menuAdmin.actionShort2'] as const;
export const actionShortKey = (action: number) => ACTION_SHORT_KEYS[action === 1 || action === 2 ? action : 0];
