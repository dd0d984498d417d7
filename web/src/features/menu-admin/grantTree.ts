import type { GrantNode } from '@invest/contract/menu';

/** The menus of the tree without their buttons (a top menu chooses menus; buttons follow roles). */
export function menusOnly(tree: readonly GrantNode[]): GrantNode[] {
  return tree.filter((n) => n.category !== 2).map((n) => ({ ...n, children: menusOnly(n.children ?? []) }));
}

function walk(
  tree: readonly GrantNode[],
  visit: (node: GrantNode, parents: GrantNode[]) => void,
  parents: GrantNode[] = [],
) {
  for (const node of tree) {
    visit(node, parents);
    walk(node.children ?? [], visit, [...parents, node]);
  }
}

/**
 * What the (conducted) checkbox tree starts with: the listed menus that are leaves. A parent is
 * then shown ticked only when all its children are listed, half-ticked when some are.
 */
export function initialChecked(tree: readonly GrantNode[], menuIds: readonly string[]): string[] {
  const listed = new Set(menuIds);
  const out: string[] = [];
  walk(tree, (node) => {
    if (!node.children?.length && listed.has(node.id)) out.push(node.id);
  });
  return out;
}

/** What is saved: the ticked menus and every ancestor of them (the menu shows them as groups). */
export function withAncestors(tree: readonly GrantNode[], checked: readonly string[]): string[] {
  const ticked = new Set(checked);
  const out = new Set<string>();
  walk(tree, (node, parents) => {
    if (!ticked.has(node.id)) return;
    out.add(node.id);
    for (const p of parents) out.add(p.id);
  });
  return [...out];
}

/** The nodes whose label contains the search (case-insensitive), and the ancestors to open. */
export function searchTree(
  tree: readonly GrantNode[],
  search: string,
  label: (node: GrantNode) => string,
): { matches: Set<string>; open: string[] } {
  const q = search.trim().toLowerCase();
  const matches = new Set<string>();
  const open = new Set<string>();
  if (!q) return { matches, open: [] };
  walk(tree, (node, parents) => {
    if (!label(node).toLowerCase().includes(q) && !node.code.toLowerCase().includes(q)) return;
    matches.add(node.id);
    for (const p of parents) open.add(p.id);
  });
  return { matches, open: [...open] };
}

/** Every node that has children (for "expand all"). */
export function branchIds(tree: readonly GrantNode[]): string[] {
  const out: string[] = [];
  walk(tree, (node) => {
    if (node.children?.length) out.push(node.id);
  });
  return out;
}
