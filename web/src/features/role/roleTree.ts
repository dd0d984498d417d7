import type { RoleNode } from '@invest/contract/role';
import type { Language } from '../../lib/config';
import { localized } from '../../lib/localized';

/** The super administrator's role code: the product's own, never granted or deleted here. */
export const SUPER_ROLE = 'administrator';

export type RoleRow = Omit<RoleNode, 'children'> & { children?: RoleRow[] };

/** Rows for a tree table: leaves lose their empty `children`, so they show no expand button. */
export function toRows(nodes: readonly RoleNode[]): RoleRow[] {
  return nodes.map(({ children, ...rest }) => (children.length ? { ...rest, children: toRows(children) } : rest));
}

/** Every id in the tree (to expand all rows). */
export function allIds(nodes: readonly RoleNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children)]);
}

/** A role and every role below it (none of them can be its parent). */
export function selfAndDescendants(nodes: readonly RoleNode[], id: string): Set<string> {
  const out = new Set<string>();
  const collect = (n: RoleNode) => {
    out.add(n.id);
    n.children.forEach(collect);
  };
  const find = (list: readonly RoleNode[]): void => {
    for (const n of list) {
      if (n.id === id) collect(n);
      else find(n.children);
    }
  };
  find(nodes);
  return out;
}

export type RoleOption = { value: string; title: string; disabled?: boolean; children?: RoleOption[] };

/** The roles as TreeSelect options named in the language, with the excluded ones disabled. */
export function roleOptions(
  nodes: readonly RoleNode[],
  language: Language,
  excluded: ReadonlySet<string> = new Set(),
): RoleOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: localized(n.roleName, n.roleNameEn, language),
    ...(excluded.has(n.id) ? { disabled: true } : {}),
    ...(n.children.length ? { children: roleOptions(n.children, language, excluded) } : {}),
  }));
}
